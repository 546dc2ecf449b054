import { BOOKING_MESSAGES, MESSAGES, NO_SCHEDULE_DEPARTMENT_ID } from '@medibridge/contract';
import { ENDPOINTS } from '@medibridge/contract/schemas';
import { and, eq } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import type { FastifyInstance } from 'fastify';
import { appointmentSlots, walletLedger } from '../../db/schema';
import { departmentSchedules } from '../../seed/departments';
import type { TestBrowser } from '../../test/browser';
import { buildTestApp } from '../../test/buildTestApp';
import { paidConsultation } from '../../test/consultations';
import { type RegisteredPatient, apiUrl, registerPatient, smsTexts } from '../../test/patients';

// Monday 23 Nov 2026, 10:05 in India.
let now = new Date('2026-11-23T04:35:00Z');
let app: FastifyInstance;
let ravi: RegisteredPatient;

beforeAll(async () => {
  app = await buildTestApp({}, { clock: () => new Date(now.getTime()) });
  ravi = await registerPatient(app, { name: 'Ravi Kumar' });
});
afterAll(async () => {
  await app.close();
});

const slotOf = (departmentId: number, weekday: number, minute: number): number => {
  const found = departmentSchedules().find(
    (s) => s.departmentId === departmentId && s.weekday === weekday && s.startMinute === minute,
  );
  if (!found) throw new Error('no such schedule');
  return found.id;
};

/** Books and pays (sandbox) a consultation in department 1; its appointment number. */
const paidBooking = (
  b: TestBrowser,
  mobile: string,
  extra: Record<string, string>,
): Promise<string> => paidConsultation(app, b, mobile, { departmentId: '1', ...extra });

async function walletBalance(b: TestBrowser): Promise<string> {
  const res = await b.get(apiUrl('walletLedger'));
  expect(res.statusCode).toBe(200);
  return (ENDPOINTS.walletLedger.response.parse(res.json()) as { data: { balance: string } }).data
    .balance;
}

async function seatsTaken(scheduleId: number, date: string): Promise<number> {
  const rows = await app.db
    .select({ booked: appointmentSlots.booked })
    .from(appointmentSlots)
    .where(and(eq(appointmentSlots.scheduleId, scheduleId), eq(appointmentSlots.slotDate, date)));
  return rows[0]?.booked ?? 0;
}

describe('lists', () => {
  it('lists the patient’s appointments and transactions, newest first, with SPEC’s status fields', async () => {
    const first = await paidBooking(ravi.browser, ravi.mobile, {
      appointmentDate: '2026-11-24',
      appointmentSchedule: String(slotOf(1, 2, 9 * 60)),
    });
    now = new Date(now.getTime() + 60_000);
    const second = await paidBooking(ravi.browser, ravi.mobile, {
      departmentId: String(NO_SCHEDULE_DEPARTMENT_ID),
    });
    const list = await ravi.browser.post(apiUrl('appointmentList'), { userId: ravi.id });
    expect(list.statusCode).toBe(200);
    const rows = (
      ENDPOINTS.appointmentList.response.parse(list.json()) as {
        data: { appointment_no: string; appointment_status: string; cancelation_status: string }[];
      }
    ).data;
    expect(rows.map((r) => r.appointment_no).slice(0, 2)).toEqual([second, first]);
    expect(rows[1]).toMatchObject({ appointment_status: 'active', cancelation_status: 'active' });
    const transactions = await ravi.browser.post(apiUrl('appointmentTransactions'), {
      userId: String(ravi.id),
    });
    expect((transactions.json() as { data: unknown[] }).data).toHaveLength(2);
  });

  it('refuses another patient’s userId with 403 and answers nothing without a session', async () => {
    const other = await ravi.browser.post(apiUrl('appointmentList'), { userId: ravi.id + 1 });
    expect(other.statusCode).toBe(403);
    const anonymous = await app.inject({
      method: 'POST',
      url: apiUrl('appointmentList'),
      payload: {},
    });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('cancel', () => {
  it('cancels before the slot starts: seat back, everything paid back to the wallet, once, with an SMS', async () => {
    const asha = await registerPatient(app, { name: 'Asha Rao' });
    await app.db.insert(walletLedger).values({
      userId: asha.id,
      amountPaise: 10_000,
      kind: 'test_credit',
      reference: 'cancel',
      note: 'test',
    });
    const slot = slotOf(8, 3, 10 * 60); // Cardiology, Wednesday 25 Nov, 10:00, one seat
    const no = await paidBooking(asha.browser, asha.mobile, {
      departmentId: '8',
      appointmentDate: '2026-11-25',
      appointmentSchedule: String(slot),
    });
    expect(await seatsTaken(slot, '2026-11-25')).toBe(1);
    expect(await walletBalance(asha.browser)).toBe('0.00');

    // Sent twice at once: one cancellation, one refund.
    const [one, two] = await Promise.all([
      asha.browser.post(apiUrl('appointmentCancel'), { userId: asha.id, appointment_id: no }),
      asha.browser.post(apiUrl('appointmentCancel'), { userId: asha.id, appointment_id: no }),
    ]);
    const codes = [one?.statusCode, two?.statusCode].sort();
    expect(codes).toEqual([200, 409]);
    const ok = [one, two].find((r) => r?.statusCode === 200);
    expect(ok?.json()).toMatchObject({
      code: 200,
      message: MESSAGES.appointmentCancelled,
      data: { state: 'cancelled', payment_status: 'Refunded', cancelation_status: 'inactive' },
    });
    expect(await seatsTaken(slot, '2026-11-25')).toBe(0);
    // ₹999 − 5 % = ₹949.05, of which ₹100 from the wallet: all of it comes back.
    expect(await walletBalance(asha.browser)).toBe('949.05');
    const ledger = await asha.browser.get(apiUrl('walletLedger'));
    const entries = (ledger.json() as { data: { entries: { kind: string; amount: string }[] } })
      .data.entries;
    expect(entries[0]).toMatchObject({ kind: 'booking_refund', amount: '949.05' });
    expect(entries.filter((e) => e.kind === 'booking_refund')).toHaveLength(1);
    expect((await smsTexts(app, asha.mobile)).some((t) => t.includes(`${no} is cancelled`))).toBe(
      true,
    );
  });

  it('refuses to cancel once the slot has started, and another patient’s appointment', async () => {
    const no = await paidBooking(ravi.browser, ravi.mobile, {
      appointmentDate: '2026-11-24',
      appointmentSchedule: String(slotOf(1, 2, 9 * 60 + 15)),
    });
    const meena = await registerPatient(app, { name: 'Meena Iyer' });
    const foreign = await meena.browser.post(apiUrl('appointmentCancel'), { appointment_id: no });
    expect(foreign.statusCode).toBe(404);
    const saved = now;
    try {
      now = new Date('2026-11-24T03:50:00Z'); // 09:20 in India, after 09:15
      const late = await ravi.browser.post(apiUrl('appointmentCancel'), { appointment_id: no });
      expect(late.statusCode).toBe(409);
      expect(late.json()).toMatchObject({ message: BOOKING_MESSAGES.cancelNotAllowed });
    } finally {
      now = saved;
    }
  });
});

describe('invoice', () => {
  it('downloads the invoice as a PDF for its owner only, whatever script the symptoms are in', async () => {
    const no = await paidBooking(ravi.browser, ravi.mobile, {
      departmentId: String(NO_SCHEDULE_DEPARTMENT_ID),
      symptoms: 'बुखार और खांसी — fever and cough for 3 days',
    });
    const res = await ravi.browser.get(apiUrl('appointmentInvoice', { appt_no: no }));
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="MediBridge-${no}.pdf"`);
    const pdf = await PDFDocument.load(res.rawPayload);
    expect(pdf.getTitle()).toBe(`MediBridge invoice ${no}`);
    expect(pdf.getPageCount()).toBe(1);
    const meena = await registerPatient(app, { name: 'Meena Iyer' });
    const peek = await meena.browser.get(apiUrl('appointmentInvoice', { appt_no: no }));
    expect(peek.statusCode).toBe(404);
  });
});
