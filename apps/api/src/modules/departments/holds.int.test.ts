import { ENDPOINT_TABLE, type EndpointName } from '@medibridge/contract';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  appointmentSlots,
  appointments,
  auditLog,
  departmentClosures,
  payments,
  walletLedger,
} from '../../db/schema';
import { buildTestApp } from '../../test/buildTestApp';
import { CONSULTATION_FIELDS } from '../../test/consultations';
import {
  type RegisteredPatient,
  apiUrl,
  bearer,
  loginWithPassword,
  registerPatient,
} from '../../test/patients';
import { createTestStaff } from '../../test/staff';

/**
 * A closure or shorter hours expire the bookings still awaiting payment on the dates they close
 * (docs/decisions/0065): the seat and the wallet part go back, the open payment is given up on; a payment that
 * arrives after that goes to the wallet once (the late-payment path) and never confirms the booking; the
 * payment path itself refuses a slot that is closed; and a closure confirmed while the patient pays ends with
 * the money back exactly once, whichever commits first.
 */

// Monday 23 Nov 2026, 10:05 in India: the booking window runs to Sunday 29 Nov.
const now = new Date('2026-11-23T04:35:00Z');
const PASSWORD = 'Staff@Pass123';
let app: FastifyInstance;
let admin: string;

beforeAll(async () => {
  app = await buildTestApp({}, { clock: () => new Date(now.getTime()) });
  await createTestStaff(app.db, { mobile: '9000000072', name: 'Hold Admin', password: PASSWORD }, [
    'admin',
  ]);
  admin = await loginWithPassword(app, '9000000072', PASSWORD);
}, 120_000);
afterAll(async () => {
  await app.close();
});

const call = (name: EndpointName, params: Record<string, string>, payload: unknown) =>
  app.inject({
    method: ENDPOINT_TABLE[name].method,
    url: apiUrl(name, params),
    headers: bearer(admin),
    payload: payload as Record<string, unknown>,
  });

async function slotsOn(id: number, date: string): Promise<{ id: number; start_time: string }[]> {
  const res = await app.inject({
    method: 'POST',
    url: apiUrl('appointmentDaySchedule'),
    payload: { selected_date: date, department_id: id },
  });
  expect(res.statusCode).toBe(200);
  return (res.json() as { data: { id: number; start_time: string }[] }).data;
}

/** A booking awaiting payment (the patient is on the gateway's page): its number and payment. */
async function hold(
  p: RegisteredPatient,
  departmentId: number,
  date: string,
  slotId: number,
  useWallet = false,
): Promise<{ no: string; merchantOrderId: string }> {
  const res = await p.browser.post(apiUrl('appointmentPay'), {
    ...CONSULTATION_FIELDS,
    mobile: p.mobile,
    departmentId: String(departmentId),
    appointmentDate: date,
    appointmentSchedule: String(slotId),
    ...(useWallet ? { use_wallet: '1' } : {}),
  });
  expect(res.statusCode).toBe(200);
  const body = res.json() as { data: { appointment_no: string; merchant_order_id: string } };
  return { no: body.data.appointment_no, merchantOrderId: body.data.merchant_order_id };
}

async function booking(no: string) {
  const rows = await app.db.select().from(appointments).where(eq(appointments.appointmentNo, no));
  return rows[0]!;
}

async function paymentState(merchantOrderId: string): Promise<string | undefined> {
  const rows = await app.db
    .select({ state: payments.state })
    .from(payments)
    .where(eq(payments.merchantOrderId, merchantOrderId));
  return rows[0]?.state;
}

async function walletOf(userId: number): Promise<Record<string, number>> {
  const rows = await app.db
    .select({ kind: walletLedger.kind, amount: walletLedger.amountPaise })
    .from(walletLedger)
    .where(eq(walletLedger.userId, userId));
  const out: Record<string, number> = {};
  for (const r of rows) out[r.kind] = (out[r.kind] ?? 0) + r.amount;
  return out;
}

async function seatsBooked(scheduleId: number, date: string): Promise<number> {
  const rows = await app.db
    .select({ booked: appointmentSlots.booked })
    .from(appointmentSlots)
    .where(and(eq(appointmentSlots.scheduleId, scheduleId), eq(appointmentSlots.slotDate, date)));
  return rows[0]?.booked ?? 0;
}

describe('a closure and the bookings awaiting payment', () => {
  it('expires a hold on the closed day: seat and wallet part back; a late payment goes to the wallet once', async () => {
    const p = await registerPatient(app, { name: 'Hema Joshi' });
    await app.db
      .insert(walletLedger)
      .values({ userId: p.id, amountPaise: 5_000, kind: 'test_credit', reference: 'w', note: 't' });
    const slot = (await slotsOn(1, '2026-11-26'))[0]!;
    const h = await hold(p, 1, '2026-11-26', slot.id, true);
    const held = await booking(h.no);
    expect(held.state).toBe('pending_payment');
    expect(held.walletPaise).toBe(5_000);
    expect(await seatsBooked(slot.id, '2026-11-26')).toBe(1);

    // A hold is not a paid booking: no confirm asked, and it expires with the closure.
    const closure = { from: '2026-11-26', to: '2026-11-26', reason: 'Guru Nanak Jayanti' };
    const res = await call('staffDepartmentClosureCreate', { department_id: '1' }, closure);
    expect(res.statusCode).toBe(200);
    expect(await booking(h.no)).toMatchObject({ state: 'expired', holdExpiresAt: null });
    expect(await seatsBooked(slot.id, '2026-11-26')).toBe(0);
    expect(await paymentState(h.merchantOrderId)).toBe('expired');
    expect((await walletOf(p.id)).booking_wallet_release).toBe(5_000);
    const audit = await app.db
      .select({ detail: auditLog.detail })
      .from(auditLog)
      .where(eq(auditLog.action, 'department.close'));
    expect(audit[0]?.detail).toContain('1 unpaid bookings expired');

    // The patient finishes paying on the gateway's page after all, and the gateway says so twice.
    await Promise.all([
      app.payments.settle(h.merchantOrderId, 'COMPLETED'),
      app.payments.settle(h.merchantOrderId, 'COMPLETED'),
    ]);
    expect(await booking(h.no)).toMatchObject({ state: 'expired' });
    expect(await paymentState(h.merchantOrderId)).toBe('refunded');
    const wallet = await walletOf(p.id);
    expect(wallet.late_payment_credit).toBe(held.amountPaise);
    const late = await app.db
      .select({ id: walletLedger.id })
      .from(walletLedger)
      .where(and(eq(walletLedger.userId, p.id), eq(walletLedger.kind, 'late_payment_credit')));
    expect(late).toHaveLength(1);
    // A retry is refused: the booking is over.
    const retry = await p.browser.post(apiUrl('appointmentPaymentRetry'), { appointment_no: h.no });
    expect(retry.statusCode).toBe(409);
  });

  it('shorter hours expire a hold in a slot switched off', async () => {
    const p = await registerPatient(app, { name: 'Imran Sheikh' });
    const slot = (await slotsOn(2, '2026-11-25')).find((s) => s.start_time === '10:30')!;
    const h = await hold(p, 2, '2026-11-25', slot.id);
    const shorter = {
      slot_minutes: 15,
      capacity: 3,
      ranges: [{ days: [1, 2, 3, 4, 5], start: '09:00', end: '10:00' }],
    };
    const saved = await call('staffDepartmentHours', { department_id: '2' }, shorter);
    expect(saved.statusCode).toBe(200);
    expect((await booking(h.no)).state).toBe('expired');
    await app.payments.settle(h.merchantOrderId, 'COMPLETED');
    expect((await booking(h.no)).state).toBe('expired');
    expect((await walletOf(p.id)).late_payment_credit).toBe((await booking(h.no)).amountPaise);
  });

  it('the payment path refuses to confirm a booking whose date is closed', async () => {
    const p = await registerPatient(app, { name: 'Jaya Menon' });
    const slot = (await slotsOn(1, '2026-11-27'))[0]!;
    const h = await hold(p, 1, '2026-11-27', slot.id);
    // A closure written behind the holds' back (as if it had raced the hold): the payment path checks itself.
    await app.db.insert(departmentClosures).values({
      departmentId: 1,
      fromDate: '2026-11-27',
      toDate: '2026-11-27',
      reason: 'Water supply repairs',
      createdAt: now,
    });
    await app.payments.settle(h.merchantOrderId, 'COMPLETED');
    expect((await booking(h.no)).state).not.toBe('confirmed');
    expect(await paymentState(h.merchantOrderId)).toBe('refunded');
    expect((await walletOf(p.id)).late_payment_credit).toBe((await booking(h.no)).amountPaise);
  });

  it('a closure confirmed while the patient pays: never confirmed there, the money back exactly once', async () => {
    const runs = [
      ['2026-11-24', 'Raghav Das'],
      ['2026-11-25', 'Sita Pillai'],
      ['2026-11-28', 'Tara Bose'],
    ] as const;
    let raced = 0;
    for (const [date, name] of runs) {
      const slot = (await slotsOn(3, date))[0];
      if (!slot) continue;
      raced += 1;
      const p = await registerPatient(app, { name });
      const h = await hold(p, 3, date, slot.id);
      const amount = (await booking(h.no)).amountPaise;
      const [closed] = await Promise.all([
        call(
          'staffDepartmentClosureCreate',
          { department_id: '3' },
          { from: date, to: date, reason: 'Doctor on leave', confirm: true },
        ),
        app.payments.settle(h.merchantOrderId, 'COMPLETED'),
      ]);
      expect(closed.statusCode).toBe(200);
      const after = await booking(h.no);
      expect(['expired', 'cancelled']).toContain(after.state);
      const wallet = await walletOf(p.id);
      const back = (wallet.late_payment_credit ?? 0) + (wallet.booking_refund ?? 0);
      expect(back).toBe(amount);
      expect(await paymentState(h.merchantOrderId)).toBe('refunded');
      expect(await seatsBooked(slot.id, date)).toBe(0);
    }
    expect(raced).toBeGreaterThan(1);
  });
});
