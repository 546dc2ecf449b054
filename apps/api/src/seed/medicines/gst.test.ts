import { gstOf } from './gst';

describe('the seeded GST of a product (decision 0046)', () => {
  it('is 5 % under HSN 3004 for a medicament, whatever its category', () => {
    expect(gstOf('Antibiotics', 'Capsule')).toEqual({ gstRateBp: 500, hsnCode: '3004' });
    expect(gstOf('Pain, fever and inflammation', 'Tablet')).toEqual({
      gstRateBp: 500,
      hsnCode: '3004',
    });
  });

  it('follows the heading of what is not a medicament', () => {
    expect(gstOf('Vaccines and immunoglobulins', 'Injection')).toEqual({
      gstRateBp: 500,
      hsnCode: '3002',
    });
    expect(gstOf('Diabetes care and devices', 'Strips')).toEqual({
      gstRateBp: 500,
      hsnCode: '3822',
    });
    expect(gstOf('Antiseptics and first aid', 'Hand Sanitiser')).toEqual({
      gstRateBp: 1800,
      hsnCode: '3808',
    });
    expect(gstOf('Women’s and men’s health', 'Sanitary Pads')).toEqual({
      gstRateBp: 0,
      hsnCode: '9619',
    });
  });
});
