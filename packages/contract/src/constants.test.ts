import {
  DEFAULT_HEIGHT,
  GENDER_OPTIONS,
  HEIGHTS,
  MESSAGE_MS,
  SHORT_MESSAGE_MS,
  STORAGE_KEYS,
} from './constants';
import { MESSAGES } from './messages';
import {
  AMBULANCE_SERVICES,
  HOME_CARE_SERVICES,
  SERVICE_CITY_KEYS,
  isServiceCityKey,
} from './routes';

describe('SPEC §9 constants', () => {
  it('heights run 4ft 7in to 7ft 0in in 1-inch steps', () => {
    expect(HEIGHTS[0]).toBe('4ft 7in');
    expect(HEIGHTS[HEIGHTS.length - 1]).toBe('7ft 0in');
    expect(HEIGHTS).toHaveLength(30);
    expect(HEIGHTS).toContain(DEFAULT_HEIGHT);
  });

  it('messages last 5 s and short messages 3 s', () => {
    expect(MESSAGE_MS).toBe(5000);
    expect(SHORT_MESSAGE_MS).toBe(3000);
  });

  it('storage keys are SPEC’s, word for word, then ours', () => {
    expect(Object.values(STORAGE_KEYS)).toEqual([
      'user_info',
      'otp_uid',
      'shareCode',
      'varified_mobile',
      'appointment_step_first',
      'appointment_step_second',
      // Ours: the pharmacy's place-order draft between the form and the summary (session storage).
      'pharmacy_place_order',
    ]);
  });

  it('gender goes on the wire as SPEC spells it', () => {
    expect(GENDER_OPTIONS.map((g) => g.value)).toEqual(['Male', 'FeMale', 'Other']);
  });

  it('keeps SPEC §8 messages word for word', () => {
    expect(MESSAGES.enquirySuccess).toBe(
      'Your request has been registered successfully. One of our agent will get in touch soon. Thank You!',
    );
    expect(MESSAGES.invalidMobile).toBe('Invalid Mobile Number.');
  });
});

describe('service options (SPEC §3 table)', () => {
  it('ambulance ids are 5–9 and home care 11–14', () => {
    expect(AMBULANCE_SERVICES.map((s) => s.id)).toEqual([5, 6, 7, 8, 9]);
    expect(HOME_CARE_SERVICES.map((s) => s.id)).toEqual([11, 12, 13, 14]);
  });

  it('service city keys are the service pages’ last path segments', () => {
    expect(SERVICE_CITY_KEYS).toContain('nurse-at-home');
    expect(SERVICE_CITY_KEYS).toContain('air-ambulance');
    expect(SERVICE_CITY_KEYS).toContain('dentistry');
    expect(isServiceCityKey('dentistry')).toBe(true);
    expect(isServiceCityKey('plastic-surgery')).toBe(false);
  });
});
