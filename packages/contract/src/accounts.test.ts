import { ACCOUNT_MESSAGES } from './accountServerMessages';
import {
  changePasswordRequestSchema,
  loginRequestSchema,
  mobileCheckRequestSchema,
  patientDetailResponseSchema,
  profileUpdateFieldsSchema,
  registerRequestSchema,
  userProfileSchema,
} from './accounts';
import { ENDPOINTS } from './api';

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe('account schemas', () => {
  it('accepts a mobile as string or number and refuses anything but 10 digits', () => {
    expect(mobileCheckRequestSchema.parse({ mobile: 9876543210 })).toEqual({
      mobile: '9876543210',
    });
    expect(mobileCheckRequestSchema.parse({ mobile: ' 9876543210 ' })).toEqual({
      mobile: '9876543210',
    });
    for (const mobile of ['98765', '98765432101', 'abcdefghij', '', null, undefined, {}]) {
      const result = mobileCheckRequestSchema.safeParse({ mobile });
      expect(result.success).toBe(false);
      expect(firstMessage(result)).toBe('Invalid Mobile Number.');
    }
  });

  it('login keeps the mobile as typed for the server to judge', () => {
    expect(loginRequestSchema.parse({ mobile: 9876543210, password: 'x' })).toEqual({
      mobile: '9876543210',
      password: 'x',
    });
  });

  const valid = {
    name: 'Asha Rao',
    mobile: '9876543210',
    email: 'Asha@Example.in ',
    password: 'correct horse battery',
    shareCode: '',
    source: 'medibridge-web',
  };

  it('registration normalises email and empty share code', () => {
    expect(registerRequestSchema.parse(valid)).toMatchObject({
      email: 'asha@example.in',
      shareCode: null,
    });
  });

  it.each([
    [{ name: '' }, 'name', ACCOUNT_MESSAGES.nameRequired],
    [{ name: 'x'.repeat(101) }, 'name', ACCOUNT_MESSAGES.nameTooLong],
    [{ name: '<script>' }, 'name', ACCOUNT_MESSAGES.nameCharacters],
    [{ email: '' }, 'email', ACCOUNT_MESSAGES.emailRequired],
    [{ email: 'not-an-email' }, 'email', ACCOUNT_MESSAGES.emailInvalid],
    [{ password: '' }, 'password', ACCOUNT_MESSAGES.passwordRequired],
    [{ password: 'short' }, 'password', ACCOUNT_MESSAGES.passwordTooShort],
    [{ password: 'x'.repeat(129) }, 'password', ACCOUNT_MESSAGES.passwordTooLong],
  ])('registration refuses %j on %s', (patch, field, message) => {
    const result = registerRequestSchema.safeParse({ ...valid, ...patch });
    expect(result.success).toBe(false);
    const issue = result.error?.issues[0];
    expect(issue?.path).toEqual([field]);
    expect(issue?.message).toBe(message);
  });

  it('accepts names in Indian scripts and 128-character passwords with spaces', () => {
    expect(
      registerRequestSchema.safeParse({ ...valid, name: 'आशा राव', password: ' '.repeat(128) })
        .success,
    ).toBe(true);
  });

  it('profile fields: empty optional fields become null, bad ones have messages', () => {
    const parsed = profileUpdateFieldsSchema.parse({
      firstName: 'Asha',
      email: 'asha@example.in',
      dob: '',
      bloodGroup: '',
      cityID: '',
      pincode: '',
    });
    expect(parsed).toMatchObject({ dob: null, bloodGroup: null, cityID: null, pincode: null });
    const bad = profileUpdateFieldsSchema.safeParse({
      firstName: 'Asha',
      email: 'asha@example.in',
      dob: '2999-01-01',
    });
    expect(firstMessage(bad)).toBe(ACCOUNT_MESSAGES.dobInvalid);
    expect(
      firstMessage(
        profileUpdateFieldsSchema.safeParse({
          firstName: 'Asha',
          email: 'a@b.in',
          bloodGroup: 'Z+',
        }),
      ),
    ).toBe(ACCOUNT_MESSAGES.bloodGroupInvalid);
    expect(
      firstMessage(
        profileUpdateFieldsSchema.safeParse({
          firstName: 'Asha',
          email: 'a@b.in',
          dob: '2001-02-30',
        }),
      ),
    ).toBe(ACCOUNT_MESSAGES.dobInvalid);
  });

  it('change password requires each field with a message', () => {
    const result = changePasswordRequestSchema.safeParse({});
    expect(result.error?.issues.map((i) => [i.path[0], i.message])).toEqual([
      ['old_password', ACCOUNT_MESSAGES.oldPasswordRequired],
      ['new_password', ACCOUNT_MESSAGES.passwordRequired],
      ['confirm_password', ACCOUNT_MESSAGES.confirmPasswordRequired],
    ]);
  });

  it('profile never holds a token and wallet amounts have two decimals', () => {
    expect(Object.keys(userProfileSchema.shape)).not.toContain('token');
    expect(
      patientDetailResponseSchema.safeParse({ data: { wallet_amount: '100.00' } }).success,
    ).toBe(true);
    expect(patientDetailResponseSchema.safeParse({ data: { wallet_amount: 100 } }).success).toBe(
      false,
    );
  });

  it('every account endpoint is ready with real schemas', () => {
    const account = Object.entries(ENDPOINTS).filter(([name]) => name.startsWith('account'));
    expect(account.length).toBeGreaterThanOrEqual(16);
    for (const [, e] of account) expect(e.ready).toBe(true);
  });
});
