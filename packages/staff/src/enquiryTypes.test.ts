import { ENQUIRY_TYPES } from '@medibridge/contract';
import { enquiryTypeLabel } from './enquiryTypes';

describe('enquiryTypeLabel', () => {
  it('names every enquiry type as patients meet it, never by its wire value', () => {
    const labels = ENQUIRY_TYPES.map(enquiryTypeLabel);
    expect(labels).toContain('Treatment Packages');
    expect(labels).toContain('Air Ambulance');
    expect(labels).toContain('Dead Body Ambulance');
    expect(labels).toContain('ICU Setup at Home');
    for (const label of labels) expect(label).toMatch(/^[A-Z][A-Za-z ]+$/);
    expect(new Set(labels).size).toBe(ENQUIRY_TYPES.length);
  });
});
