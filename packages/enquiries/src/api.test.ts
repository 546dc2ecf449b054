import { ENQUIRY_HONEYPOT_FIELD, ENQUIRY_MESSAGES as SERVER, MESSAGES } from '@medibridge/contract';
import { HONEYPOT_FIELD } from './Honeypot';
import { failureMessage } from './api';
import { ENQUIRY_MESSAGES, PAGE_MESSAGES } from './messages';
import { AMBULANCE_OPTIONS, HOME_CARE_OPTIONS } from './services';

describe('enquiry messages and services spelled in the web app', () => {
  it('the honeypot field is contract’s', () => {
    expect(HONEYPOT_FIELD).toBe(ENQUIRY_HONEYPOT_FIELD);
  });

  it('SPEC messages are contract MESSAGES word for word, field messages the server’s', () => {
    expect(ENQUIRY_MESSAGES.allFieldsRequired).toBe('All field is required');
    expect(ENQUIRY_MESSAGES.success).toBe(MESSAGES.enquirySuccess);
    expect(ENQUIRY_MESSAGES.invalidMobile).toBe('Invalid Mobile Number.');
    expect(ENQUIRY_MESSAGES.nameRequired).toBe(SERVER.nameRequired);
    expect(ENQUIRY_MESSAGES.mobileRequired).toBe(SERVER.mobileRequired);
    expect(ENQUIRY_MESSAGES.cityRequired).toBe(SERVER.cityRequired);
    expect(ENQUIRY_MESSAGES.packageRequired).toBe(SERVER.packageRequired);
    expect(ENQUIRY_MESSAGES.serviceRequired).toBe(SERVER.serviceRequired);
    for (const key of Object.keys(PAGE_MESSAGES) as (keyof typeof PAGE_MESSAGES)[]) {
      expect(PAGE_MESSAGES[key]).toBe(SERVER[key]);
    }
  });

  it('service selects use SPEC §3 ids and enquiryType values', () => {
    expect(AMBULANCE_OPTIONS.map((s) => [s.id, s.enquiryType])).toEqual([
      [5, 'air Ambulance'],
      [6, 'icu Ambulance'],
      [7, 'doctor Ambulance'],
      [8, 'nurse Ambulance'],
      [9, 'deadBody Ambulance'],
    ]);
    expect(HOME_CARE_OPTIONS.map((s) => [s.id, s.enquiryType])).toEqual([
      [11, 'doctors at home'],
      [12, 'nurse at home'],
      [13, 'physiotherapist at home'],
      [14, 'icuSetup at home'],
    ]);
  });

  it('failure words: the server’s 4xx message, otherwise a calm retry line', () => {
    expect(failureMessage({ status: 429, data: { message: SERVER.tooManyForMobile } })).toBe(
      SERVER.tooManyForMobile,
    );
    expect(failureMessage({ status: 500, data: { message: 'boom' } })).toMatch(/try again/);
    expect(failureMessage({ status: 'FETCH_ERROR', error: 'x' })).toMatch(/connection/);
  });
});
