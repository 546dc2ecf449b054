import { enquiryRequestSchema } from './enquiries';
import { ENQUIRY_TYPES, enquiryFormKey } from './enquiryRules';
import { MESSAGES } from './messages';

describe('enquiry contract', () => {
  it('lists SPEC’s enquiryType values word for word', () => {
    expect(ENQUIRY_TYPES).toEqual([
      'Consultation',
      'Hospital_Package',
      'Dentistry',
      'International Patient',
      'air Ambulance',
      'icu Ambulance',
      'doctor Ambulance',
      'nurse Ambulance',
      'deadBody Ambulance',
      'doctors at home',
      'nurse at home',
      'physiotherapist at home',
      'icuSetup at home',
      'Transition Care Center',
      'Contact',
    ]);
  });

  it('routes ambulance and home-care types to modal or page rules', () => {
    expect(enquiryFormKey('air Ambulance', 'modal')).toBe('ambulanceModal');
    expect(enquiryFormKey('air Ambulance')).toBe('ambulancePage');
    expect(enquiryFormKey('nurse at home', 'modal')).toBe('homeCareModal');
    expect(enquiryFormKey('Consultation')).toBe('consultationModal');
  });

  it('requires per-form fields and checks formats', () => {
    const r = enquiryRequestSchema.safeParse({
      enquiryType: 'air Ambulance',
      first_name: 'Asha',
      mobile: '98765',
      email: 'nope',
    });
    expect(r.success).toBe(false);
    const paths = r.error?.issues.map((i) => i.path.join('.'));
    expect(paths).toEqual(expect.arrayContaining(['gender', 'messages', 'mobile', 'email']));
    expect(r.error?.issues.find((i) => i.path[0] === 'mobile')?.message).toBe(
      MESSAGES.invalidMobile,
    );
  });

  it('keeps service ids in their own group', () => {
    const base = { first_name: 'Asha', mobile: '9876543210', city_id: 3, form: 'modal' };
    expect(
      enquiryRequestSchema.safeParse({ ...base, enquiryType: 'air Ambulance', service_id: 5 })
        .success,
    ).toBe(true);
    expect(
      enquiryRequestSchema.safeParse({ ...base, enquiryType: 'air Ambulance', service_id: 11 })
        .success,
    ).toBe(false);
    expect(
      enquiryRequestSchema.safeParse({ ...base, enquiryType: 'nurse at home', service_id: '12' })
        .success,
    ).toBe(true);
  });

  it('takes an age from 0 (a baby) to 120 whole years, as its message says', () => {
    const base = {
      enquiryType: 'International Patient',
      first_name: 'Asha',
      mobile: '9876543210',
      email: 'a@b.in',
    };
    for (const ok of [0, '0', 1, '45', 120, '', null]) {
      expect(enquiryRequestSchema.safeParse({ ...base, age: ok }).success).toBe(true);
    }
    for (const bad of [-1, 121, '1.5', 2.5, 'ten', '1000']) {
      const r = enquiryRequestSchema.safeParse({ ...base, age: bad });
      expect(r.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
        ['age', 'Age must be a whole number from 0 to 120.'],
      ]);
    }
  });
});
