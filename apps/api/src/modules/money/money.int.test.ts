import { ENDPOINT_TABLE, type EndpointName } from '@medibridge/contract';
import type { FastifyInstance } from 'fastify';
import { buildTestApp } from '../../test/buildTestApp';
import { CONSULTATION_FIELDS, paidConsultation } from '../../test/consultations';
import { apiUrl, bearer, loginWithPassword, registerPatient, smsTexts } from '../../test/patients';
import { createTestStaff } from '../../test/staff';
import { csvLine } from '../../lib/csv';
import { MONEY_MESSAGES } from './service';

const PASSWORD = 'Staff@Pass123';
// A fixed app clock: 10:00 in India on 10 June 2026 (no test reads today's date).
let now = new Date('2026-06-10T10:00:00+05:30');
let app: FastifyInstance;
let admin = '';
let admin2 = '';

beforeAll(async () => {
  app = await buildTestApp({}, { clock: () => now });
  await createTestStaff(app.db, { mobile: '9000000461', name: 'Asha Admin', password: PASSWORD }, [
    'admin',
  ]);
  await createTestStaff(
    app.db,
    { mobile: '9000000462', name: 'Vikram Admin', password: PASSWORD },
    ['admin'],
  );
  await createTestStaff(app.db, { mobile: '9000000463', name: 'Coord', password: PASSWORD }, [
    'coordinator',
  ]);
  admin = await loginWithPassword(app, '9000000461', PASSWORD);
  admin2 = await loginWithPassword(app, '9000000462', PASSWORD);
}, 120_000);
afterAll(async () => {
  await app.close();
});

type Detail = {
  merchant_order_id: string;
  state: string;
  amount_paise: number;
  refunded_paise: number;
  refundable_paise: number;
  number: string | null;
  history: { kind: string; detail: string }[];
  refunds: { to: string; amount_paise: number; reason: string | null; by: string | null }[];
};

const call = (
  token: string,
  name: EndpointName,
  options: { params?: Record<string, string>; query?: Record<string, string>; body?: unknown } = {},
) =>
  app.inject({
    method: ENDPOINT_TABLE[name].method,
    url: apiUrl(name, options.params ?? {}),
    headers: bearer(token),
    ...(options.query ? { query: options.query } : {}),
    ...(options.body !== undefined ? { payload: options.body as object } : {}),
  });

async function paidFor(
  mobileName: string,
): Promise<{ mobile: string; appt: string; order: string; userId: number }> {
  const patient = await registerPatient(app, { name: mobileName });
  const appt = await paidConsultation(app, patient.browser, patient.mobile);
  const list = await call(admin, 'staffPaymentList', { query: { number: appt } });
  const order = (list.json() as { data: { merchant_order_id: string }[] }).data[0]
    ?.merchant_order_id;
  if (!order) throw new Error('no payment for the booking');
  return { mobile: patient.mobile, appt, order, userId: patient.id };
}

const detail = async (order: string): Promise<Detail> =>
  (
    (await call(admin, 'staffPaymentShow', { params: { merchant_order_id: order } })).json() as {
      data: Detail;
    }
  ).data;

let keyN = 0;
const key = () => `test-key-${String(++keyN).padStart(4, '0')}`;

describe('payments the admin sees', () => {
  it('finds payments by patient mobile, appointment number, state, gateway and India date, paged', async () => {
    const a = await paidFor('Meena Iyer');
    const b = await paidFor('Kiran Rao');
    const byMobile = (
      await call(admin, 'staffPaymentList', { query: { mobile: a.mobile } })
    ).json() as {
      data: {
        merchant_order_id: string;
        number: string;
        patient_name: string;
        state: string;
        gateway: string;
      }[];
      meta: { total: number };
    };
    expect(byMobile.meta.total).toBe(1);
    expect(byMobile.data[0]).toMatchObject({
      number: a.appt,
      patient_name: 'Meena Iyer',
      state: 'completed',
      gateway: 'sandbox',
    });
    const byNumber = (
      await call(admin, 'staffPaymentList', { query: { number: b.appt.toLowerCase() } })
    ).json() as {
      data: { merchant_order_id: string }[];
    };
    expect(byNumber.data.map((p) => p.merchant_order_id)).toEqual([b.order]);
    const completedToday = (
      await call(admin, 'staffPaymentList', {
        query: {
          state: 'completed',
          gateway: 'sandbox',
          from: '2026-06-10',
          to: '2026-06-10',
          per_page: '1',
        },
      })
    ).json() as { data: unknown[]; meta: { total: number; per_page: number } };
    expect(completedToday.data).toHaveLength(1);
    expect(completedToday.meta.total).toBeGreaterThanOrEqual(2);
    const yesterday = (
      await call(admin, 'staffPaymentList', { query: { to: '2026-06-09' } })
    ).json() as {
      meta: { total: number };
    };
    expect(yesterday.meta.total).toBe(0);
    const phonepe = (
      await call(admin, 'staffPaymentList', { query: { gateway: 'phonepe' } })
    ).json() as {
      meta: { total: number };
    };
    expect(phonepe.meta.total).toBe(0);
    const bad = await call(admin, 'staffPaymentList', { query: { mobile: '12345' } });
    expect(bad.statusCode).toBe(422);
    expect(bad.body).toContain('10-digit');
  });

  it('shows one payment’s history: opened, each transition, and its refunds; coordinators are refused', async () => {
    const a = await paidFor('Farah Khan');
    const d = await detail(a.order);
    expect(d.history.map((h) => h.kind)).toEqual(['opened', 'transition']);
    expect(d.history[1]?.detail).toBe('pending → completed');
    expect(d.refundable_paise).toBe(d.amount_paise);
    const coord = await loginWithPassword(app, '9000000463', PASSWORD);
    expect(
      (await call(coord, 'staffPaymentShow', { params: { merchant_order_id: a.order } }))
        .statusCode,
    ).toBe(403);
    const missing = await call(admin, 'staffPaymentShow', {
      params: { merchant_order_id: 'MBNOSUCHORDER000000000' },
    });
    expect(missing.statusCode).toBe(404);
  });

  it('asks the gateway again about a stuck sandbox payment and applies its answer once, audited', async () => {
    const patient = await registerPatient(app, { name: 'Suresh Pillai' });
    const res = await patient.browser.post(apiUrl('appointmentPay'), {
      ...CONSULTATION_FIELDS,
      mobile: patient.mobile,
    });
    const order = (res.json() as { data: { merchant_order_id: string } }).data.merchant_order_id;
    // The patient paid at the sandbox; nobody has told us yet.
    await app.sandboxGateway?.decide(order, 'COMPLETED');
    expect((await detail(order)).state).toBe('pending');
    const [one, two] = await Promise.all([
      call(admin, 'staffPaymentRecheck', { params: { merchant_order_id: order } }),
      call(admin2, 'staffPaymentRecheck', { params: { merchant_order_id: order } }),
    ]);
    const codes = [one.statusCode, two.statusCode].sort();
    // Both may ask; the move pending → completed happens once either way.
    expect(codes[0]).toBe(200);
    const after = await detail(order);
    expect(after.state).toBe('completed');
    expect(after.history.filter((h) => h.detail === 'pending → completed')).toHaveLength(1);
    expect(
      after.history.some(
        (h) => h.kind === 'status_check' && h.detail.endsWith('the payment is completed'),
      ),
    ).toBe(true);
    const again = await call(admin, 'staffPaymentRecheck', {
      params: { merchant_order_id: order },
    });
    expect(again.statusCode).toBe(409);
    expect(again.body).toContain(MONEY_MESSAGES.notPending);
    const audit = (
      await call(admin, 'staffAuditList', {
        query: { action: 'payment.ask_gateway', subject: order },
      })
    ).json() as {
      data: { before: unknown; after: unknown }[];
    };
    expect(audit.data.some((e) => JSON.stringify(e.after) === '{"state":"completed"}')).toBe(true);
  });
});

describe('an admin’s refund', () => {
  it('refunds part twice up to the limit, refuses more with words, audits before → after and texts the patient', async () => {
    const a = await paidFor('Lakshmi Nair');
    const total = (await detail(a.order)).amount_paise;
    const first = Math.floor(total / 2);
    const body = (amount: number, k = key()) => ({
      idempotency_key: k,
      amount_paise: amount,
      to: 'wallet',
      reason: 'Doctor was late',
    });
    const k1 = key();
    const r1 = await call(admin, 'staffPaymentRefund', {
      params: { merchant_order_id: a.order },
      body: body(first, k1),
    });
    expect(r1.statusCode).toBe(200);
    // The same request again (a double click, a retry) is the same refund.
    const replay = await call(admin, 'staffPaymentRefund', {
      params: { merchant_order_id: a.order },
      body: body(first, k1),
    });
    expect(replay.statusCode).toBe(200);
    expect((replay.json() as { message: string }).message).toBe(MONEY_MESSAGES.sameRefund);
    expect((await detail(a.order)).refunded_paise).toBe(first);
    const over = await call(admin, 'staffPaymentRefund', {
      params: { merchant_order_id: a.order },
      body: body(total - first + 100),
    });
    expect(over.statusCode).toBe(409);
    expect((over.json() as { message: string }).message).toBe(
      MONEY_MESSAGES.overLimit(total - first, total, first),
    );
    const r2 = await call(admin, 'staffPaymentRefund', {
      params: { merchant_order_id: a.order },
      body: body(total - first),
    });
    expect(r2.statusCode).toBe(200);
    const d = await detail(a.order);
    expect(d).toMatchObject({ state: 'refunded', refunded_paise: total, refundable_paise: 0 });
    expect(
      d.refunds.filter((r) => r.reason === 'Doctor was late' && r.by === 'Asha Admin'),
    ).toHaveLength(2);
    expect(d.history.some((h) => h.detail === 'completed → refunded')).toBe(true);
    const more = await call(admin, 'staffPaymentRefund', {
      params: { merchant_order_id: a.order },
      body: body(100),
    });
    expect(more.statusCode).toBe(409);
    const wallet = await app.inject({
      method: 'GET',
      url: apiUrl('walletLedger'),
      headers: bearer(await patientToken(a.mobile)),
    });
    expect(wallet.statusCode).toBe(200);
    expect(wallet.body).toContain('Doctor was late');
    const audit = (
      await call(admin, 'staffAuditList', { query: { action: 'payment.refund', subject: a.order } })
    ).json() as {
      data: { before: Record<string, unknown>; after: Record<string, unknown> }[];
    };
    expect(audit.data).toHaveLength(2);
    expect(audit.data.map((e) => [e.before.refunded_paise, e.after.refunded_paise])).toEqual(
      expect.arrayContaining([
        [0, first],
        [first, total],
      ]),
    );
    const texts = await smsTexts(app, a.mobile);
    expect(texts.filter((t) => t.includes('added to your MediBridge wallet'))).toHaveLength(2);
    // A later cancellation gives back nothing twice: the booking's payment was refunded already.
  });

  it('two admins refunding the same payment at once refund only what is left', async () => {
    const a = await paidFor('Gopal Das');
    const total = (await detail(a.order)).amount_paise;
    const part = Math.floor(total * 0.6);
    const [one, two] = await Promise.all([
      call(admin, 'staffPaymentRefund', {
        params: { merchant_order_id: a.order },
        body: {
          idempotency_key: key(),
          amount_paise: part,
          to: 'wallet',
          reason: 'Complaint by phone',
        },
      }),
      call(admin2, 'staffPaymentRefund', {
        params: { merchant_order_id: a.order },
        body: {
          idempotency_key: key(),
          amount_paise: part,
          to: 'wallet',
          reason: 'Complaint by email',
        },
      }),
    ]);
    expect([one.statusCode, two.statusCode].sort()).toEqual([200, 409]);
    const d = await detail(a.order);
    expect(d.refunded_paise).toBe(part);
    expect(d.refunds.filter((r) => r.by !== null)).toHaveLength(1);
  });

  it('refunds part to the payment method through the same refund machinery', async () => {
    // Paid at the sandbox's checkout, so the sandbox has the order to refund.
    const patient = await registerPatient(app, { name: 'Anil Joshi' });
    const booked = await patient.browser.post(apiUrl('appointmentPay'), {
      ...CONSULTATION_FIELDS,
      mobile: patient.mobile,
    });
    const order = (booked.json() as { data: { merchant_order_id: string } }).data.merchant_order_id;
    await app.sandboxGateway?.decide(order, 'COMPLETED');
    await app.payments.refresh(order);
    const a = { order };
    const res = await call(admin, 'staffPaymentRefund', {
      params: { merchant_order_id: a.order },
      body: {
        idempotency_key: key(),
        amount_paise: 5000,
        to: 'source',
        reason: 'Charged twice by the bank',
      },
    });
    expect(res.statusCode).toBe(200);
    const d = await detail(a.order);
    expect(d.refunded_paise).toBe(5000);
    expect(d.refunds).toEqual([
      expect.objectContaining({
        state: 'pending',
        to: 'source',
        amount_paise: 5000,
        reason: 'Charged twice by the bank',
        by: 'Asha Admin',
      }),
    ]);
    // The gateway was asked with our merchant refund id (the sandbox keeps its own book of refunds).
    const refund = d.refunds[0] as unknown as { reference: string };
    expect(refund.reference).toBe(`R${a.order}-${refund.reference.split('-').at(-1) ?? ''}`);
    expect(await app.payments.findRefund(refund.reference)).toMatchObject({ amountPaise: 5000 });
  });

  it('a cancellation after a part refund gives back only the rest', async () => {
    const patient = await registerPatient(app, { name: 'Nisha Rao' });
    const appt = await paidConsultation(app, patient.browser, patient.mobile);
    const list = (await call(admin, 'staffPaymentList', { query: { number: appt } })).json() as {
      data: { merchant_order_id: string; amount_paise: number }[];
    };
    const p = list.data[0] as { merchant_order_id: string; amount_paise: number };
    await call(admin, 'staffPaymentRefund', {
      params: { merchant_order_id: p.merchant_order_id },
      body: {
        idempotency_key: key(),
        amount_paise: 10000,
        to: 'wallet',
        reason: 'Goodwill credit',
      },
    });
    const cancel = await patient.browser.post(apiUrl('appointmentCancel'), {
      userId: patient.id,
      appointment_id: appt,
    });
    expect(cancel.statusCode).toBe(200);
    const d = await detail(p.merchant_order_id);
    const credited = d.refunds.reduce((sum, r) => sum + r.amount_paise, 0);
    expect(credited).toBe(p.amount_paise);
  });
});

describe('the daily settlement', () => {
  it('sums paid, refunded and wallet per India date on a fixed clock, and exports CSV', async () => {
    now = new Date('2026-07-01T23:50:00+05:30');
    const a = await paidFor('Rekha Menon');
    const total = (await detail(a.order)).amount_paise;
    now = new Date('2026-07-02T00:20:00+05:30');
    await call(admin, 'staffPaymentRefund', {
      params: { merchant_order_id: a.order },
      body: { idempotency_key: key(), amount_paise: 10000, to: 'wallet', reason: 'Late doctor' },
    });
    const res = await call(admin, 'staffSettlement', {
      query: { from: '2026-07-01', to: '2026-07-02' },
    });
    expect(res.statusCode).toBe(200);
    const s = res.json() as {
      data: {
        date: string;
        payments: number;
        paid_paise: number;
        wallet_paise: number;
        net_paise: number;
      }[];
      meta: { totals: { net_paise: number } };
    };
    expect(s.data.map((d) => d.date)).toEqual(['2026-07-02', '2026-07-01']);
    expect(s.data[1]).toMatchObject({
      payments: 1,
      paid_paise: total,
      wallet_paise: 0,
      net_paise: total,
    });
    expect(s.data[0]).toMatchObject({
      payments: 0,
      paid_paise: 0,
      wallet_paise: 10000,
      net_paise: -10000,
    });
    expect(s.meta.totals.net_paise).toBe(total - 10000);
    const csv = await call(admin, 'staffSettlementCsv', {
      query: { from: '2026-07-01', to: '2026-07-02' },
    });
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.body.split('\r\n')).toEqual([
      'date,payments,paid_inr,refunded_inr,to_wallet_inr,net_inr',
      '2026-07-02,0,0.00,0.00,100.00,-100.00',
      `2026-07-01,1,${(total / 100).toFixed(2)},0.00,0.00,${(total / 100).toFixed(2)}`,
      '',
    ]);
    const wide = await call(admin, 'staffSettlement', {
      query: { from: '2026-01-01', to: '2026-07-02' },
    });
    expect(wide.statusCode).toBe(400);
    expect(wide.body).toContain('at most 92 days');
  });

  it('writes CSV fields a spreadsheet reads back as they were', () => {
    expect(csvLine(['plain'])).toBe('plain');
    expect(csvLine(['a,b'])).toBe('"a,b"');
    expect(csvLine(['say "hi"'])).toBe('"say ""hi"""');
    expect(csvLine(['=SUM(A1)'])).toBe("'=SUM(A1)");
    expect(csvLine(['-100.00'])).toBe('-100.00');
  });
});

async function patientToken(mobile: string): Promise<string> {
  const { PATIENT_PASSWORD } = await import('../../test/patients');
  return loginWithPassword(app, mobile, PATIENT_PASSWORD);
}
