import { MESSAGES, NO_SCHEDULE_DEPARTMENT_ID } from '@medibridge/contract';
import { ENDPOINTS } from '@medibridge/contract/schemas';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { payments, refunds, sandboxRefunds, walletLedger } from '../../db/schema';
import type { TestBrowser } from '../../test/browser';
import { buildTestApp } from '../../test/buildTestApp';
import { type RegisteredPatient, apiUrl, registerPatient, smsTexts } from '../../test/patients';
import {
  GatewayError,
  type PaymentProvider,
  RECONCILE_REFUNDS_AFTER_MS,
  SANDBOX_REFUND_PENDING_MS,
  SandboxGateway,
} from '../payments';

/**
 * Cancelling with `refund_to: 'source'` (issue 11 §4, docs/decisions/0026): the online part goes back to the
 * payment method through the gateway, recorded once; the wallet part to the wallet; a refund the gateway
 * refuses comes back to the wallet; without an online part, or with a gateway that cannot refund, everything
 * goes to the wallet and the answer says why.
 */

// Monday 23 Nov 2026, 10:05 in India.
let now = new Date('2026-11-23T04:35:00Z');
const clock = () => new Date(now.getTime());
const later = (ms: number) => {
  now = new Date(now.getTime() + ms);
};

const consultNow = (mobile: string) => ({
  firstName: 'Priya',
  mobile,
  gender: 'FeMale',
  age: '34',
  weight: '58',
  dibetic: 'No',
  bloodPressure: 'No',
  smoke: 'No',
  alcohol: 'No',
  departmentId: String(NO_SCHEDULE_DEPARTMENT_ID),
  symptoms: 'Headache and a mild fever since morning',
  appointmentMode: 'audio',
});

async function credit(app: FastifyInstance, userId: number, paise: number): Promise<void> {
  await app.db.insert(walletLedger).values({
    userId,
    amountPaise: paise,
    kind: 'test_credit',
    reference: `refund-test-${paise}`,
    note: 'test',
  });
}

async function walletBalance(b: TestBrowser): Promise<string> {
  const res = await b.get(apiUrl('walletLedger'));
  expect(res.statusCode).toBe(200);
  return (ENDPOINTS.walletLedger.response.parse(res.json()) as { data: { balance: string } }).data
    .balance;
}

/** Books Consult Now and, when a payment is asked for, pays it with `pay`; the booking's numbers. */
async function book(
  app: FastifyInstance,
  patient: RegisteredPatient,
  pay: (merchantOrderId: string) => Promise<void>,
): Promise<{ no: string; merchantOrderId: string | null; amount: string }> {
  const res = await patient.browser.post(apiUrl('appointmentPay'), consultNow(patient.mobile));
  expect(res.statusCode).toBe(200);
  const body = res.json() as {
    data: { appointment_no: string; merchant_order_id?: string; amount: string };
  };
  const merchantOrderId = body.data.merchant_order_id ?? null;
  if (merchantOrderId) await pay(merchantOrderId);
  return { no: body.data.appointment_no, merchantOrderId, amount: body.data.amount };
}

/** Pays on the sandbox's checkout, as the patient's Pay button does (the order, then its callback). */
const payInSandbox = (app: FastifyInstance) => async (merchantOrderId: string) => {
  const gateway = app.sandboxGateway;
  if (!gateway) throw new Error('expected the sandbox gateway');
  expect(await gateway.decide(merchantOrderId, 'COMPLETED')).toBe(true);
  await app.payments.refresh(merchantOrderId);
};

function cancel(patient: RegisteredPatient, no: string, refundTo?: 'wallet' | 'source') {
  return patient.browser.post(apiUrl('appointmentCancel'), {
    userId: patient.id,
    appointment_id: no,
    ...(refundTo ? { refund_to: refundTo } : {}),
  });
}

async function refundRowsOf(app: FastifyInstance, merchantOrderId: string) {
  const [payment] = await app.db
    .select()
    .from(payments)
    .where(eq(payments.merchantOrderId, merchantOrderId));
  if (!payment) throw new Error('no payment');
  const rows = await app.db.select().from(refunds).where(eq(refunds.paymentId, payment.id));
  const atGateway = await app.db
    .select()
    .from(sandboxRefunds)
    .where(eq(sandboxRefunds.merchantOrderId, merchantOrderId));
  return { payment, rows, atGateway };
}

describe('refund to the original payment method through the sandbox gateway', () => {
  let app: FastifyInstance;

  beforeAll(async () => {
    app = await buildTestApp({}, { clock });
  });
  afterAll(async () => {
    await app.close();
  });

  it('sends the online part back through the gateway and the wallet part to the wallet; the job settles it once', async () => {
    const priya = await registerPatient(app, { name: 'Priya Nair' });
    await credit(app, priya.id, 5_000);
    const booked = await book(app, priya, payInSandbox(app));
    const id = booked.merchantOrderId ?? '';
    expect(id).not.toBe('');
    expect(await walletBalance(priya.browser)).toBe('0.00');

    const res = await cancel(priya, booked.no, 'source');
    expect(res.statusCode).toBe(200);
    const body = ENDPOINTS.appointmentCancel.response.parse(res.json());
    expect(body).toMatchObject({
      code: 200,
      message: MESSAGES.appointmentCancelled,
      data: { state: 'cancelled', payment_status: 'Refunded' },
      refund: {
        asked: 'source',
        to: 'source',
        wallet_amount: '50.00',
        source_amount: booked.amount,
        fell_back: null,
      },
    });
    // Only the wallet part is in the wallet.
    expect(await walletBalance(priya.browser)).toBe('50.00');
    const { payment, rows, atGateway } = await refundRowsOf(app, id);
    expect(payment.state).toBe('refunded');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      merchantRefundId: `R${id}`,
      amountPaise: payment.amountPaise,
      provider: 'sandbox',
      state: 'pending',
    });
    expect(rows[0]?.providerRefundId).toMatch(/^SBR/);
    expect(atGateway).toHaveLength(1);
    expect(atGateway[0]).toMatchObject({ amountPaise: payment.amountPaise, state: 'PENDING' });
    const sms = (await smsTexts(app, priya.mobile)).find((t) =>
      t.includes(`${booked.no} is cancelled`),
    );
    expect(sms).toContain('to your original payment method in 5-7 working days');
    expect(sms).toContain('Refund: ₹50.00 to your MediBridge wallet now');

    // Too soon for the job; then the gateway says COMPLETED and the job applies it, once.
    await app.payments.reconcile();
    expect((await refundRowsOf(app, id)).rows[0]?.state).toBe('pending');
    later(Math.max(SANDBOX_REFUND_PENDING_MS, RECONCILE_REFUNDS_AFTER_MS) + 1_000);
    await app.payments.reconcile();
    await app.payments.reconcile();
    expect((await refundRowsOf(app, id)).rows[0]?.state).toBe('completed');
    expect(await walletBalance(priya.browser)).toBe('50.00');
    const told = (await smsTexts(app, priya.mobile)).filter((t) =>
      t.includes(`for ${booked.no} has been sent to your original payment method`),
    );
    expect(told).toHaveLength(1);
  });

  it('makes one refund when the cancel is sent twice at once', async () => {
    const arjun = await registerPatient(app, { name: 'Arjun Das' });
    const booked = await book(app, arjun, payInSandbox(app));
    const [one, two] = await Promise.all([
      cancel(arjun, booked.no, 'source'),
      cancel(arjun, booked.no, 'source'),
    ]);
    expect([one.statusCode, two.statusCode].sort()).toEqual([200, 409]);
    const { rows, atGateway } = await refundRowsOf(app, booked.merchantOrderId ?? '');
    expect(rows).toHaveLength(1);
    expect(atGateway).toHaveLength(1);
    expect(await walletBalance(arjun.browser)).toBe('0.00');
    // Asking the gateway again with the same refund id refunds nothing more.
    const row = rows[0];
    if (!row) throw new Error('no refund');
    await app.payments.sendRefund(row, booked.merchantOrderId ?? '');
    expect((await refundRowsOf(app, booked.merchantOrderId ?? '')).atGateway).toHaveLength(1);
  });

  it('puts a refund the gateway failed in the wallet, once', async () => {
    const kiran = await registerPatient(app, { name: 'Kiran Shah' });
    const booked = await book(app, kiran, payInSandbox(app));
    const id = booked.merchantOrderId ?? '';
    expect((await cancel(kiran, booked.no, 'source')).statusCode).toBe(200);
    // The patient's bank sends it back.
    await app.db
      .update(sandboxRefunds)
      .set({ state: 'FAILED' })
      .where(eq(sandboxRefunds.merchantOrderId, id));
    later(RECONCILE_REFUNDS_AFTER_MS + 1_000);
    await app.payments.reconcile();
    await app.payments.reconcile();
    expect((await refundRowsOf(app, id)).rows[0]?.state).toBe('failed');
    expect(await walletBalance(kiran.browser)).toBe(booked.amount);
    const entries = await app.db
      .select()
      .from(walletLedger)
      .where(eq(walletLedger.userId, kiran.id));
    expect(entries.filter((e) => e.kind === 'source_refund_failed')).toHaveLength(1);
    const told = (await smsTexts(app, kiran.mobile)).filter((t) =>
      t.includes(`refund of ₹${booked.amount} for ${booked.no} has been added to your MediBridge wallet`),
    );
    expect(told).toHaveLength(1);
  });

  it('falls back to the wallet for a booking the wallet paid, and says so', async () => {
    const meera = await registerPatient(app, { name: 'Meera Pillai' });
    await credit(app, meera.id, 200_000);
    const booked = await book(app, meera, async () => {
      throw new Error('a wallet booking asks for no payment');
    });
    expect(booked.merchantOrderId).toBeNull();
    const before = await walletBalance(meera.browser);
    const res = await cancel(meera, booked.no, 'source');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      code: 200,
      refund: { asked: 'source', to: 'wallet', source_amount: '0.00', fell_back: 'wallet_only' },
    });
    expect(Number(await walletBalance(meera.browser))).toBeGreaterThan(Number(before));
    expect(await walletBalance(meera.browser)).toBe('2000.00');
  });

  it('refunds to the wallet when nothing is asked, as before', async () => {
    const dev = await registerPatient(app, { name: 'Dev Malhotra' });
    const booked = await book(app, dev, payInSandbox(app));
    const res = await cancel(dev, booked.no);
    expect(res.json()).toMatchObject({
      refund: { asked: 'wallet', to: 'wallet', wallet_amount: booked.amount, fell_back: null },
    });
    expect(await walletBalance(dev.browser)).toBe(booked.amount);
    expect((await refundRowsOf(app, booked.merchantOrderId ?? '')).rows).toHaveLength(0);
  });
});

describe('gateways that cannot refund, or cannot be reached', () => {
  let app: FastifyInstance;
  /** The sandbox behind the test's gateway (made once the app has a database). */
  let inner: SandboxGateway;
  const gateway = {
    canRefund: true,
    refundOutages: 0,
  };
  const provider: PaymentProvider = {
    name: 'sandbox',
    get canRefund() {
      return gateway.canRefund;
    },
    createPayment: (input) => inner.createPayment(input),
    orderStatus: (id) => inner.orderStatus(id),
    verifyCallback: (authorization) => inner.verifyCallback(authorization),
    refund: async (input) => {
      if (gateway.refundOutages > 0) {
        gateway.refundOutages -= 1;
        throw new GatewayError('The sandbox did not answer.');
      }
      return inner.refund(input);
    },
    refundStatus: (id) => inner.refundStatus(id),
  };
  const pay = async (merchantOrderId: string) => {
    expect(await inner.decide(merchantOrderId, 'COMPLETED')).toBe(true);
    await app.payments.refresh(merchantOrderId);
  };

  beforeAll(async () => {
    app = await buildTestApp({}, { clock, paymentProvider: provider });
    inner = new SandboxGateway(app.db, clock, '/sandbox-checkout');
  });
  afterAll(async () => {
    await app.close();
  });

  it('falls back to the wallet when the gateway cannot refund, and says so', async () => {
    gateway.canRefund = false;
    try {
      const asha = await registerPatient(app, { name: 'Asha Menon' });
      const booked = await book(app, asha, pay);
      const res = await cancel(asha, booked.no, 'source');
      expect(res.json()).toMatchObject({
        code: 200,
        refund: { asked: 'source', to: 'wallet', fell_back: 'not_supported' },
      });
      expect(await walletBalance(asha.browser)).toBe(booked.amount);
      expect((await refundRowsOf(app, booked.merchantOrderId ?? '')).rows).toHaveLength(0);
    } finally {
      gateway.canRefund = true;
    }
  });

  it('keeps a refund the gateway did not answer pending, and the job sends it again', async () => {
    const rahul = await registerPatient(app, { name: 'Rahul Verma' });
    const booked = await book(app, rahul, pay);
    const id = booked.merchantOrderId ?? '';
    gateway.refundOutages = 1;
    const res = await cancel(rahul, booked.no, 'source');
    expect(res.json()).toMatchObject({ code: 200, refund: { to: 'source', fell_back: null } });
    let state = await refundRowsOf(app, id);
    expect(state.rows[0]).toMatchObject({ state: 'pending', providerRefundId: null });
    expect(state.atGateway).toHaveLength(0);

    later(RECONCILE_REFUNDS_AFTER_MS + 1_000);
    await app.payments.reconcile();
    state = await refundRowsOf(app, id);
    expect(state.atGateway).toHaveLength(1);
    expect(state.rows[0]?.providerRefundId).toBe(state.atGateway[0]?.providerRefundId);
    later(SANDBOX_REFUND_PENDING_MS + 1_000);
    await app.payments.reconcile();
    expect((await refundRowsOf(app, id)).rows[0]?.state).toBe('completed');
    expect(await walletBalance(rahul.browser)).toBe('0.00');
  });
});
