import {
  cardActions,
  doctorPrescriptionOf,
  fileHref,
  followUpPrescriptionOf,
  refundOf,
} from './rules';
import { record } from './test/renderRoute';

describe("SPEC §4's buttons of an appointment card", () => {
  const confirmed = record();
  const started = record({ cancelation_status: 'inactive' });
  const consulted = record({
    state: 'completed',
    status: 3,
    booking_status: 3,
    appointment_status: 'inactive',
    cancelation_status: 'inactive',
  });
  const followedUp = { ...consulted, follow_up_prescription: '/api/files/documents/f.pdf' };
  const pending = record({
    state: 'pending_payment',
    payment_status: 'Pending',
    booking_status: 0,
    status: 2,
    appointment_status: 'inactive',
    cancelation_status: 'inactive',
  });
  const failed = { ...pending, state: 'payment_failed', payment_status: 'Failed' as const };
  const cancelled = record({
    state: 'cancelled',
    payment_status: 'Refunded',
    booking_status: 2,
    status: 2,
    appointment_status: 'inactive',
    cancelation_status: 'inactive',
  });

  it.each([
    ['confirmed, before it starts', confirmed, 'appointments', [true, true, false, false]],
    ['confirmed, started (no cancel)', started, 'appointments', [true, false, false, false]],
    ['consulted, no follow-up yet', consulted, 'appointments', [false, false, true, false]],
    [
      'consulted, followed up (My Appointments)',
      followedUp,
      'appointments',
      [false, false, false, false],
    ],
    [
      'consulted, followed up (My Transactions)',
      followedUp,
      'transactions',
      [false, false, true, false],
    ],
    ['payment pending', pending, 'appointments', [false, false, false, true]],
    ['payment failed', failed, 'appointments', [false, false, false, true]],
    ['cancelled', cancelled, 'transactions', [false, false, false, false]],
  ] as const)('%s → call, cancel, follow up, complete payment', (_, r, list, expected) => {
    const a = cardActions(r, list);
    expect([a.call, a.cancel, a.followUp, a.completePayment]).toEqual(expected);
  });

  it('refunds everything paid, online and from the wallet', () => {
    expect(refundOf(record({ amount: '409.15', wallet_amount: '100.00' }))).toBe('₹509.15');
    expect(refundOf(record({ amount: '0.00', wallet_amount: '0.00' }))).toBe('₹0.00');
  });

  it('offers the doctor prescription only once consulted (status 3 or 4)', () => {
    const file = '/api/files/documents/rx.pdf';
    expect(doctorPrescriptionOf(record({ status: 1, doctor_prescription: file }))).toBeNull();
    expect(doctorPrescriptionOf(record({ status: 3, doctor_prescription: file }))).toBe(file);
    expect(doctorPrescriptionOf(record({ status: 4, doctor_prescription: file }))).toBe(file);
    expect(doctorPrescriptionOf(record({ status: 3, doctor_prescription: null }))).toBeNull();
    expect(followUpPrescriptionOf(record({ follow_up_doctor_prescription: file }))).toBe(file);
    expect(followUpPrescriptionOf(record())).toBeNull();
  });

  it('links only to paths of this site or http(s) addresses', () => {
    expect(fileHref('/api/files/documents/a.pdf')).toBe('/api/files/documents/a.pdf');
    expect(fileHref('https://files.example.in/a.pdf')).toBe('https://files.example.in/a.pdf');
    for (const bad of [
      'javascript:alert(1)',
      '//evil.example/a',
      '/\\evil',
      'data:text/html,x',
      '',
    ])
      expect(fileHref(bad)).toBeNull();
  });
});
