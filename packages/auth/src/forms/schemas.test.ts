import type { AnyObjectSchema } from 'yup';
import {
  changePasswordSchema,
  loginSchema,
  mobileSchema,
  otpSchema,
  photoProblem,
  profileSchema,
  registrationSchema,
  resetPasswordSchema,
} from './schemas';

/** The first message a schema gives for `values`, or null when they are valid. */
async function firstError(
  schema: AnyObjectSchema,
  values: Record<string, unknown>,
): Promise<string | null> {
  try {
    await schema.validate(values);
    return null;
  } catch (error) {
    return (error as Error).message;
  }
}

const PROFILE_OK = {
  firstName: 'Asha',
  last_name: '',
  email: 'asha@example.in',
  dob: '1990-04-01',
  bloodGroup: 'B+',
  address: '',
  pincode: '560001',
  stateID: '2',
  cityID: '1',
  countryID: '1',
  profileImage: null,
};

function file(type: string, size: number): File {
  const f = new File(['x'], 'photo', { type });
  Object.defineProperty(f, 'size', { value: size });
  return f;
}

const cases: [string, AnyObjectSchema, Record<string, unknown>, string | null][] = [
  ['login ok', loginSchema, { mobile: '9876543210', password: 'x' }, null],
  [
    'login without mobile',
    loginSchema,
    { mobile: '', password: 'x' },
    'Please enter your mobile number.',
  ],
  [
    'login without password',
    loginSchema,
    { mobile: '9876543210', password: '' },
    'Please enter your password.',
  ],
  ['mobile of 10 digits', mobileSchema, { mobile: '9876543210' }, null],
  ['mobile of 9 digits', mobileSchema, { mobile: '987654321' }, 'Invalid Mobile Number.'],
  ['empty mobile', mobileSchema, { mobile: '' }, 'Invalid Mobile Number.'],
  ['mobile with letters', mobileSchema, { mobile: '98765x3210' }, 'Invalid Mobile Number.'],
  ['mobile of 11 digits', mobileSchema, { mobile: '98765432101' }, 'Invalid Mobile Number.'],
  ['otp of 6 digits', otpSchema, { otpno: '123456' }, null],
  ['otp of 8 digits', otpSchema, { otpno: '12345678' }, null],
  [
    'otp of 9 digits',
    otpSchema,
    { otpno: '123456789' },
    'Please enter the 6-digit OTP sent to your mobile number.',
  ],
  [
    'empty otp',
    otpSchema,
    { otpno: '' },
    'Please enter the 6-digit OTP sent to your mobile number.',
  ],
  [
    'registration ok',
    registrationSchema,
    { name: 'Asha', email: 'a@b.in', password: 'long enough' },
    null,
  ],
  [
    'registration without name',
    registrationSchema,
    { name: ' ', email: 'a@b.in', password: 'long enough' },
    'Please enter your name.',
  ],
  [
    'registration bad email',
    registrationSchema,
    { name: 'Asha', email: 'a@', password: 'long enough' },
    'Please enter a valid email address.',
  ],
  [
    'registration without email',
    registrationSchema,
    { name: 'Asha', email: '', password: 'long enough' },
    'Please enter your email address.',
  ],
  [
    'registration short password',
    registrationSchema,
    { name: 'Asha', email: 'a@b.in', password: 'short' },
    'Password must be at least 8 characters.',
  ],
  [
    'registration without password',
    registrationSchema,
    { name: 'Asha', email: 'a@b.in', password: '' },
    'Please enter a password.',
  ],
  [
    'registration long password',
    registrationSchema,
    { name: 'Asha', email: 'a@b.in', password: 'x'.repeat(129) },
    'Password must be at most 128 characters.',
  ],
  [
    'reset ok',
    resetPasswordSchema,
    { password: 'new secret 1', confirm_password: 'new secret 1' },
    null,
  ],
  [
    'reset mismatch',
    resetPasswordSchema,
    { password: 'new secret 1', confirm_password: 'new secret 2' },
    'New password and confirm password do not match.',
  ],
  [
    'reset without confirm',
    resetPasswordSchema,
    { password: 'new secret 1', confirm_password: '' },
    'Please confirm your new password.',
  ],
  [
    'change ok',
    changePasswordSchema,
    { old_password: 'old', new_password: 'new secret 1', confirm_password: 'new secret 1' },
    null,
  ],
  [
    'change without old',
    changePasswordSchema,
    { old_password: '', new_password: 'new secret 1', confirm_password: 'new secret 1' },
    'Please enter your old password.',
  ],
  [
    'change mismatch (deviation 5)',
    changePasswordSchema,
    { old_password: 'old', new_password: 'new secret 1', confirm_password: 'other one 1' },
    'New password and confirm password do not match.',
  ],
  [
    'change short new',
    changePasswordSchema,
    { old_password: 'old', new_password: 'short', confirm_password: 'short' },
    'Password must be at least 8 characters.',
  ],
  ['profile ok', profileSchema, PROFILE_OK, null],
  [
    'profile without first name',
    profileSchema,
    { ...PROFILE_OK, firstName: '' },
    'Please enter your name.',
  ],
  [
    'profile bad email',
    profileSchema,
    { ...PROFILE_OK, email: 'nope' },
    'Please enter a valid email address.',
  ],
  [
    'profile future dob',
    profileSchema,
    { ...PROFILE_OK, dob: '2999-01-01' },
    'Please enter a valid date of birth.',
  ],
  [
    'profile impossible dob',
    profileSchema,
    { ...PROFILE_OK, dob: '1990-02-30' },
    'Please enter a valid date of birth.',
  ],
  [
    'profile short pin',
    profileSchema,
    { ...PROFILE_OK, pincode: '5600' },
    'PIN code must be exactly 6 digits.',
  ],
  ['profile empty pin', profileSchema, { ...PROFILE_OK, pincode: '' }, null],
  [
    'profile long address',
    profileSchema,
    { ...PROFILE_OK, address: 'a'.repeat(501) },
    'Address must be at most 500 characters.',
  ],
  [
    'profile png photo',
    profileSchema,
    { ...PROFILE_OK, profileImage: file('image/png', 1000) },
    null,
  ],
  [
    'profile pdf photo',
    profileSchema,
    { ...PROFILE_OK, profileImage: file('application/pdf', 1000) },
    'The photo must be a JPG, GIF or PNG image.',
  ],
  [
    'profile 3 MB photo',
    profileSchema,
    { ...PROFILE_OK, profileImage: file('image/jpeg', 3 * 1024 * 1024) },
    'The photo is too large. Please choose a JPG, GIF or PNG of at most 2 MB.',
  ],
];

describe('account form schemas', () => {
  it.each(cases)('%s', async (_name, schema, values, expected) => {
    expect(await firstError(schema, values)).toBe(expected);
  });

  it('accepts a photo of exactly 2 MB and a GIF', () => {
    expect(photoProblem(file('image/gif', 2 * 1024 * 1024))).toBeNull();
    expect(photoProblem(file('image/gif', 2 * 1024 * 1024 + 1))).toMatch(/too large/);
  });
});
