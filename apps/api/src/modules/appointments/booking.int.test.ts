import {
  BOOKING_MESSAGES,
  NO_SCHEDULE_DEPARTMENT_ID,
  SANDBOX_CHECKOUT_PATH,
} from '@medibridge/contract';
import { ENDPOINTS } from '@medibridge/contract/schemas';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { appointmentSlots, appointments, payments, walletLedger } from '../../db/schema';
import type { TestBrowser } from '../../test/browser';
import { buildTestApp } from '../../test/buildTestApp';
import { type RegisteredPatient, apiUrl, registerPatient, smsTexts } from '../../test/patients';
import { departmentSchedules } from '../../seed/departments';

// Monday 23 Nov 2026, 10:05 in India.
let now = new Date('2026-11-23T04:35:00Z');
let app: FastifyInstance;
let ravi: RegisteredPatient;
let meena: RegisteredPatient;

beforeAll(async () => {
  app = await buildTestApp({}, { clock: () => new Date(now.getTime()) });
  ravi = await registerPatient(app, { name: 'Ravi Kumar' });
  meena = await registerPatient(app, { name: 'Meena Iyer' });
});
afterAll(async () => {
  await app.close();
});

/** A schedule of the seed: department, weekday (0 = Sunday), start 'hh:mm'. */
function schedule(departmentId: number, weekday: number, start: string) {
  const [h, m] = start.split(':').map(Number);
  const found = departmentSchedules().find(
    (s) =>
      s.departmentId === departmentId &&
      s.weekday === weekday &&
      s.startMinute === (h ?? 0) * 60 + (m ?? 0),
  );
  if (!found) throw new Error(`no schedule ${String(departmentId)} ${String(weekday)} ${start}`);
  return found;
}

function draft(extra: Record<string, string> = {}): Record<string, string> {
  return {
    firstName: 'Ravi',
    last_name: 'Kumar',
    mobile: '9876500011',
    email: 'ravi@example.in',
    gender: 'Male',
    age: '34',
    height: '5ft 8in',
    weight: '70',
    heightWeight: '',
    dibetic: 'No',
    bloodPressure: 'No',
    bloodSugure: 'No',
    smoke: 'No',
    alcohol: 'Occasionally',
    departmentId: '3',
    symptoms: 'Itchy rash on both arms for a week',
    appointmentMode: 'video',
    appointmentDate: '2026-11-24',
    appointmentDay: 'Tuesday',
    appointmentSchedule: String(schedule(3, 2, '10:00').id),
    fileName: '',
    ...extra,
  };
}

async function book(b: TestBrowser, fields: Record<string, string>) {
  return b.post(apiUrl('appointmentPay'), fields);
}

async function record(b: TestBrowser, appointmentNo: string) {
  const res = await b.post(apiUrl('appointmentRow'), { appointment_no: appointmentNo });
  expect(res.statusCode).toBe(200);
  return (
    ENDPOINTS.appointmentRow.response.parse(res.json()) as {
      data: {
        state: string;
        payment_status: string;
        booking_status: number;
        appointment_status: string;
        cancelation_status: string;
        amount: string;
        appt_fee: string;
        fee_discount: string;
        wallet_amount: string;
      };
    }
  ).data;
}

interface Initiated {
  status: 'payment_initiated';
  data: {
    appointment_no: string;
    merchant_order_id: string;
    amount: string;
    instrumentResponse: { redirectInfo: { url: string } };
  };
}

async function bookToGateway(b: TestBrowser, fields = draft()): Promise<Initiated> {
  const res = await book(b, fields);
  expect(res.statusCode).toBe(200);
  const body = ENDPOINTS.appointmentPay.response.parse(res.json()) as Initiated;
  expect(body.status).toBe('payment_initiated');
  return body;
}

/** The person's choice on the sandbox checkout page; returns where the gateway sent the browser. */
async function choose(b: TestBrowser, merchantOrderId: string, action: 'pay' | 'fail' | 'pending') {
  const res = await b.request({
    method: 'POST',
    url: `${SANDBOX_CHECKOUT_PATH}/${merchantOrderId}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: `action=${action}`,
    csrf: false,
  });
  expect(res.statusCode).toBe(303);
  return res.headers.location as string;
}

async function walletPaise(userId: number): Promise<number> {
  const rows = await app.db
    .select({ total: sql<string>`coalesce(sum(${walletLedger.amountPaise}), 0)` })
    .from(walletLedger)
    .where(eq(walletLedger.userId, userId));
  return Number(rows[0]?.total ?? 0);
}

async function booked(scheduleId: number, date: string): Promise<number> {
  const rows = await app.db
    .select({ booked: appointmentSlots.booked })
    .from(appointmentSlots)
    .where(and(eq(appointmentSlots.scheduleId, scheduleId), eq(appointmentSlots.slotDate, date)));
  return rows[0]?.booked ?? 0;
}

async function credit(userId: number, rupees: number, reference: string): Promise<void> {
  await app.db.insert(walletLedger).values({
    userId,
    amountPaise: rupees * 100,
    kind: 'test_credit',
    reference,
    note: 'test',
  });
}

describe('booking and paying in the sandbox', () => {
  it('computes the fee on the server, holds the seat and hands over to the gateway', async () => {
    const body = await bookToGateway(ravi.browser);
    // Dermatology: ₹599 with 15 % off = ₹509.15; Ravi's wallet is empty.
    expect(body.data.amount).toBe('509.15');
    expect(body.data.instrumentResponse.redirectInfo.url).toBe(
      `${SANDBOX_CHECKOUT_PATH}/${body.data.merchant_order_id}`,
    );
    const row = await record(ravi.browser, body.data.appointment_no);
    expect(row).toMatchObject({
      state: 'pending_payment',
      payment_status: 'Pending',
      booking_status: 0,
      appt_fee: '599.00',
      fee_discount: '89.85',
      amount: '509.15',
    });
    expect(await booked(schedule(3, 2, '10:00').id, '2026-11-24')).toBe(1);

    const page = await ravi.browser.get(body.data.instrumentResponse.redirectInfo.url);
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-security-policy']).toContain("default-src 'none'");
    expect(page.body).toContain('₹509.15');

    const back = await choose(ravi.browser, body.data.merchant_order_id, 'pay');
    expect(back).toBe(apiUrl('paymentReturn', { merchantOrderId: body.data.merchant_order_id }));
    const result = await ravi.browser.get(back);
    expect(result.statusCode).toBe(303);
    expect(result.headers.location).toBe(
      `/appointment/success-response/${body.data.appointment_no}`,
    );
    expect(await record(ravi.browser, body.data.appointment_no)).toMatchObject({
      state: 'confirmed',
      payment_status: 'Success',
      booking_status: 1,
      appointment_status: 'active',
      cancelation_status: 'active',
    });
    const texts = await smsTexts(app, '9876500011');
    expect(texts[0]).toContain(`consultation ${body.data.appointment_no} is confirmed`);
  });

  it('books without a height the patient did not choose, keeping none rather than a default (deviation 19)', async () => {
    const details = async (appointmentNo: string) =>
      (
        await app.db
          .select({ details: appointments.patientDetails })
          .from(appointments)
          .where(eq(appointments.appointmentNo, appointmentNo))
      )[0]?.details;
    // Department 12 takes no seat, so these bookings leave the slots of the other tests alone.
    const consultNow = {
      departmentId: String(NO_SCHEDULE_DEPARTMENT_ID),
      appointmentDate: '',
      appointmentSchedule: '',
    };
    const { height: _height, heightWeight: _heightWeight, ...withoutHeight } = draft(consultNow);
    const none = await bookToGateway(meena.browser, withoutHeight);
    expect(await details(none.data.appointment_no)).toMatchObject({ height: null, weight: 70 });
    const empty = await bookToGateway(
      meena.browser,
      draft({ ...consultNow, height: '', heightWeight: '' }),
    );
    expect((await details(empty.data.appointment_no))?.height).toBeNull();
    const chosen = await bookToGateway(meena.browser, draft({ ...consultNow, height: '5ft 2in' }));
    expect((await details(chosen.data.appointment_no))?.height).toBe('5ft 2in');
  });

  it('ignores what the client says the amount is', async () => {
    const body = await bookToGateway(ravi.browser, { ...draft({ amount: '1.00', fee: '0' }) });
    expect(body.data.amount).toBe('509.15');
  });

  it('refuses a second claim on a full slot with words, and keeps the first', async () => {
    // Psychiatry (5): one seat. Meena takes it, Ravi is refused.
    const fields = draft({
      departmentId: '5',
      appointmentSchedule: String(schedule(5, 2, '11:00').id),
    });
    await bookToGateway(meena.browser, fields);
    const second = await book(ravi.browser, fields);
    expect(second.statusCode).toBe(409);
    expect(second.json()).toMatchObject({ message: BOOKING_MESSAGES.slotTaken });
  });

  it('gives the last seat to exactly one of 50 concurrent bookings', async () => {
    const seat = schedule(8, 2, '10:00'); // Cardiology, one seat
    const fields = draft({ departmentId: '8', appointmentSchedule: String(seat.id) });
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, i) => book(i % 2 ? ravi.browser : meena.browser, fields)),
    );
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(results.filter((r) => r.statusCode === 409)).toHaveLength(49);
    expect(await booked(seat.id, '2026-11-24')).toBe(1);
  });

  it('refuses slots of another department or day, past slots and department-less bookings with words', async () => {
    const wrongDepartment = await book(ravi.browser, draft({ departmentId: '1' }));
    expect(wrongDepartment.statusCode).toBe(422);
    expect(wrongDepartment.json()).toMatchObject({ message: BOOKING_MESSAGES.slotNotOffered });
    const past = await book(
      ravi.browser,
      draft({
        departmentId: '1',
        appointmentDate: '2026-11-23',
        appointmentSchedule: String(schedule(1, 1, '09:00').id),
      }),
    );
    expect(past.statusCode).toBe(422);
    expect(past.json()).toMatchObject({ message: BOOKING_MESSAGES.slotPast });
    const noSlot = await book(ravi.browser, draft({ appointmentSchedule: '' }));
    expect(noSlot.statusCode).toBe(422);
    const bad = await book(ravi.browser, draft({ mobile: '12345', gender: 'x' }));
    expect(bad.statusCode).toBe(422);
    expect(Object.keys((bad.json() as { errors: object }).errors)).toEqual(
      expect.arrayContaining(['mobile', 'gender']),
    );
  });

  it('books department 12 without a date or time', async () => {
    const body = await bookToGateway(
      ravi.browser,
      draft({
        departmentId: String(NO_SCHEDULE_DEPARTMENT_ID),
        appointmentDate: '',
        appointmentSchedule: '',
      }),
    );
    expect(body.data.amount).toBe('299.00');
  });

  it('confirms a booking the wallet covers at once, debiting the wallet in the same step', async () => {
    const asha = await registerPatient(app, { name: 'Asha Rao' });
    await credit(asha.id, 1000, 'wallet-only');
    const res = await book(
      asha.browser,
      draft({ mobile: asha.mobile, appointmentSchedule: String(schedule(3, 2, '10:15').id) }),
    );
    expect(res.statusCode).toBe(200);
    const body = res.json() as {
      status: string;
      payment_response: string;
      data: { appointment_no: string };
    };
    expect(body.status).toBe('direct_booking');
    expect(body.payment_response).toBe(`/appointment/success-response/${body.data.appointment_no}`);
    expect(await walletPaise(asha.id)).toBe(100_000 - 50_915);
    expect(await record(asha.browser, body.data.appointment_no)).toMatchObject({
      state: 'confirmed',
      wallet_amount: '509.15',
      amount: '0.00',
    });
  });

  it('uses part of the wallet and charges the rest online', async () => {
    const vik = await registerPatient(app, { name: 'Vikram Shah' });
    await credit(vik.id, 100, 'partial');
    const body = await bookToGateway(
      vik.browser,
      draft({ mobile: vik.mobile, appointmentSchedule: String(schedule(3, 2, '10:30').id) }),
    );
    expect(body.data.amount).toBe('409.15');
    expect(await walletPaise(vik.id)).toBe(0);
  });

  it('with use_wallet false leaves the wallet untouched and charges the whole amount online, once', async () => {
    const nisha = await registerPatient(app, { name: 'Nisha Pillai' });
    // ₹1,000 would cover the fee: the patient chose to pay online instead.
    await credit(nisha.id, 1000, 'opt-out');
    const body = await bookToGateway(
      nisha.browser,
      draft({
        mobile: nisha.mobile,
        appointmentSchedule: String(schedule(3, 2, '10:45').id),
        use_wallet: 'false',
      }),
    );
    expect(body.data.amount).toBe('509.15');
    expect(await walletPaise(nisha.id)).toBe(100_000);
    expect(await record(nisha.browser, body.data.appointment_no)).toMatchObject({
      state: 'pending_payment',
      fee_discount: '89.85',
      wallet_amount: '0.00',
      amount: '509.15',
    });
    const back = await choose(nisha.browser, body.data.merchant_order_id, 'pay');
    await nisha.browser.get(back);
    await nisha.browser.get(back);
    expect(await record(nisha.browser, body.data.appointment_no)).toMatchObject({
      state: 'confirmed',
      payment_status: 'Success',
    });
    // Paid online once; the wallet kept every rupee and has no entry for this booking.
    expect(await walletPaise(nisha.id)).toBe(100_000);
    const entries = await app.db
      .select()
      .from(walletLedger)
      .where(eq(walletLedger.reference, body.data.appointment_no));
    expect(entries).toEqual([]);
    const paid = await app.db
      .select({ amountPaise: payments.amountPaise, state: payments.state })
      .from(payments)
      .where(eq(payments.merchantOrderId, body.data.merchant_order_id));
    expect(paid).toEqual([{ amountPaise: 50_915, state: 'completed' }]);
  });

  it('with use_wallet true (or left out, as SPEC sends it) spends the wallet as before', async () => {
    const arun = await registerPatient(app, { name: 'Arun Menon' });
    await credit(arun.id, 100, 'opt-in');
    const body = await bookToGateway(
      arun.browser,
      draft({
        mobile: arun.mobile,
        appointmentSchedule: String(schedule(3, 2, '11:00').id),
        use_wallet: 'true',
      }),
    );
    expect(body.data.amount).toBe('409.15');
    expect(await walletPaise(arun.id)).toBe(0);
  });

  it('refuses a use_wallet that is neither true nor false with words', async () => {
    const res = await book(ravi.browser, draft({ use_wallet: 'maybe' }));
    expect(res.statusCode).toBe(422);
    expect((res.json() as { errors: Record<string, string> }).errors).toMatchObject({
      use_wallet: 'use_wallet must be true or false.',
    });
  });
});

describe('exactly once', () => {
  it('applies 1,000 duplicate and reordered callbacks and returns once: one confirmation, one SMS', async () => {
    const kiran = await registerPatient(app, { name: 'Kiran Das' });
    await credit(kiran.id, 50, 'dup');
    const body = await bookToGateway(
      kiran.browser,
      draft({
        mobile: kiran.mobile,
        departmentId: '1',
        appointmentSchedule: String(schedule(1, 2, '08:00').id),
      }),
    );
    const id = body.data.merchant_order_id;
    const gateway = app.sandboxGateway;
    if (!gateway) throw new Error('sandbox expected');
    expect(await gateway.decide(id, 'COMPLETED')).toBe(true);
    const callback = () =>
      app.inject({
        method: 'POST',
        url: apiUrl('paymentCallback'),
        headers: { authorization: gateway.authorization },
        payload: {
          event: 'checkout.order.completed',
          payload: { merchantOrderId: id, state: 'COMPLETED' },
        },
      });
    const ret = () => kiran.browser.get(apiUrl('paymentReturn', { merchantOrderId: id }));
    // 1,000 in waves of 50 at once, returns and callbacks interleaved.
    const results = [];
    for (let wave = 0; wave < 20; wave += 1)
      results.push(
        ...(await Promise.all(
          Array.from({ length: 50 }, (_, i) => ((wave + i) % 3 === 0 ? ret() : callback())),
        )),
      );
    expect(
      results.filter((r) => r.statusCode !== 200 && r.statusCode !== 303).map((r) => r.body),
    ).toEqual([]);
    expect(await record(kiran.browser, body.data.appointment_no)).toMatchObject({
      state: 'confirmed',
    });
    const confirmations = (await smsTexts(app, kiran.mobile)).filter((t) =>
      t.includes('is confirmed'),
    );
    expect(confirmations).toHaveLength(1);
    // ₹50 of wallet spent once, nothing refunded or credited twice.
    expect(await walletPaise(kiran.id)).toBe(0);
    const rows = await app.db.select().from(payments).where(eq(payments.merchantOrderId, id));
    expect(rows[0]?.state).toBe('completed');
  });

  it('refuses a callback without the gateway’s authorization and changes nothing', async () => {
    const body = await bookToGateway(
      meena.browser,
      draft({
        mobile: meena.mobile,
        departmentId: '1',
        appointmentSchedule: String(schedule(1, 2, '08:15').id),
      }),
    );
    const res = await app.inject({
      method: 'POST',
      url: apiUrl('paymentCallback'),
      headers: { authorization: 'sha256-of-a-guess' },
      payload: {
        event: 'checkout.order.completed',
        payload: { merchantOrderId: body.data.merchant_order_id, state: 'COMPLETED' },
      },
    });
    expect(res.statusCode).toBe(401);
    expect(await record(meena.browser, body.data.appointment_no)).toMatchObject({
      state: 'pending_payment',
    });
    // A correctly signed callback that lies about the state changes nothing either: the gateway is asked.
    const lying = await app.inject({
      method: 'POST',
      url: apiUrl('paymentCallback'),
      headers: { authorization: app.sandboxGateway?.authorization ?? '' },
      payload: {
        event: 'checkout.order.completed',
        payload: { merchantOrderId: body.data.merchant_order_id, state: 'COMPLETED' },
      },
    });
    expect(lying.statusCode).toBe(200);
    expect(await record(meena.browser, body.data.appointment_no)).toMatchObject({
      state: 'pending_payment',
    });
  });
});

describe('failure, retry and expiry', () => {
  it('gives the seat back when the payment fails, and a retry books it again without the steps', async () => {
    const seat = schedule(6, 2, '10:00'); // ENT, one seat
    const body = await bookToGateway(
      ravi.browser,
      draft({ departmentId: '6', appointmentSchedule: String(seat.id) }),
    );
    const back = await choose(ravi.browser, body.data.merchant_order_id, 'fail');
    const result = await ravi.browser.get(back);
    expect(result.headers.location).toBe(`/appointment/payment-status/${body.data.appointment_no}`);
    expect(await record(ravi.browser, body.data.appointment_no)).toMatchObject({
      state: 'payment_failed',
      payment_status: 'Failed',
    });
    expect(await booked(seat.id, '2026-11-24')).toBe(0);

    const retry = await ravi.browser.post(apiUrl('appointmentPaymentRetry'), {
      appointment_no: body.data.appointment_no,
    });
    expect(retry.statusCode).toBe(200);
    const again = retry.json() as Initiated;
    expect(again.data.merchant_order_id).not.toBe(body.data.merchant_order_id);
    expect(await booked(seat.id, '2026-11-24')).toBe(1);
    await ravi.browser.get(await choose(ravi.browser, again.data.merchant_order_id, 'pay'));
    expect(await record(ravi.browser, body.data.appointment_no)).toMatchObject({
      state: 'confirmed',
    });
    const twice = await ravi.browser.post(apiUrl('appointmentPaymentRetry'), {
      appointment_no: body.data.appointment_no,
    });
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toMatchObject({ message: BOOKING_MESSAGES.paymentNotRetryable });
  });

  it('expires an unpaid hold: seat and wallet money back once, and a late payment goes to the wallet', async () => {
    const leela = await registerPatient(app, { name: 'Leela Nair' });
    await credit(leela.id, 20, 'expiry');
    const seat = schedule(15, 2, '10:00'); // Ophthalmology, one seat
    const body = await bookToGateway(
      leela.browser,
      draft({ mobile: leela.mobile, departmentId: '15', appointmentSchedule: String(seat.id) }),
    );
    await choose(leela.browser, body.data.merchant_order_id, 'pending');
    expect(await walletPaise(leela.id)).toBe(0);
    const saved = now;
    try {
      now = new Date(now.getTime() + 16 * 60_000);
      await app.payments.reconcile();
      await app.payments.reconcile();
      expect(await record(leela.browser, body.data.appointment_no)).toMatchObject({
        state: 'expired',
        payment_status: 'Failed',
      });
      expect(await booked(seat.id, '2026-11-24')).toBe(0);
      expect(await walletPaise(leela.id)).toBe(2000);
      // The gateway says COMPLETED after all: the money is the patient's, in the wallet, once.
      await app.payments.settle(body.data.merchant_order_id, 'COMPLETED');
      await app.payments.settle(body.data.merchant_order_id, 'COMPLETED');
      // Ophthalmology ₹499 − 10 % = ₹449.10, of which ₹20 came from the wallet: ₹429.10 was paid online.
      expect(await walletPaise(leela.id)).toBe(2000 + 42_910);
      const retry = await leela.browser.post(apiUrl('appointmentPaymentRetry'), {
        appointment_no: body.data.appointment_no,
      });
      expect(retry.statusCode).toBe(409);
    } finally {
      now = saved;
    }
  });
});

describe('whose appointment', () => {
  it('answers another patient’s appointment number with 404, and refuses a foreign userId', async () => {
    const body = await bookToGateway(
      meena.browser,
      draft({
        mobile: meena.mobile,
        departmentId: String(NO_SCHEDULE_DEPARTMENT_ID),
        appointmentSchedule: '',
        appointmentDate: '',
      }),
    );
    const peek = await ravi.browser.post(apiUrl('appointmentRow'), {
      appointment_no: body.data.appointment_no,
    });
    expect(peek.statusCode).toBe(404);
    const retry = await ravi.browser.post(apiUrl('appointmentPaymentRetry'), {
      appointment_no: body.data.appointment_no,
    });
    expect(retry.statusCode).toBe(404);
    const foreign = await book(ravi.browser, draft({ userId: String(meena.id) }));
    expect(foreign.statusCode).toBe(403);
    const anonymous = await app.inject({
      method: 'POST',
      url: apiUrl('appointmentPay'),
      payload: draft(),
    });
    expect(anonymous.statusCode).toBe(401);
  });
});
