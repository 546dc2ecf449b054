import { PHARMACY_MESSAGES as M, SANDBOX_CHECKOUT_PATH, fillMessage } from '@medibridge/contract';
import { PHARMACY_MESSAGES_HI } from '@medibridge/contract/hi-pharmacy';
import { ENDPOINTS } from '@medibridge/contract/schemas';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import {
  catalogueVersions,
  medicines,
  payments,
  pharmacyOrders,
  walletLedger,
} from '../../db/schema';
import type { TestBrowser } from '../../test/browser';
import { buildTestApp } from '../../test/buildTestApp';
import { type TestMedicineSlug, putTestMedicines } from '../../test/medicines';
import { multipart } from '../../test/multipart';
import {
  type RegisteredPatient,
  apiUrl,
  bearer,
  loginWithPassword,
  registerPatient,
} from '../../test/patients';
import { createTestStaff } from '../../test/staff';

/**
 * Stock moves with orders (docs/decisions/0065): Confirm takes each line's packs by a guarded update in the
 * order's transaction (409 naming the product, in English and Hindi, when too few), and a cancellation
 * before dispatch — the patient's, the pharmacy's, a rejected prescription, the unpaid-order sweeper — puts
 * them back exactly once. Two patients confirming the last pack: one order, one refusal.
 */

let now = new Date('2026-11-26T06:00:00Z');
let app: FastifyInstance;
let ids: Record<TestMedicineSlug, number>;
let staffToken = '';

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 0x49]);

beforeAll(async () => {
  app = await buildTestApp({}, { clock: () => new Date(now.getTime()) });
  ids = await putTestMedicines(app.db);
  await createTestStaff(app.db, {
    mobile: '9000000065',
    name: 'Stock Staff',
    password: 'Staff@Pass123',
  });
  staffToken = await loginWithPassword(app, '9000000065', 'Staff@Pass123');
}, 120_000);
afterAll(async () => {
  await app.close();
});

const json = <T>(res: LightMyRequestResponse): T => res.json() as T;

async function setStock(slug: TestMedicineSlug, stock: number, discontinued = false) {
  await app.db.update(medicines).set({ stock, discontinued }).where(eq(medicines.id, ids[slug]));
}

async function stockOf(slug: TestMedicineSlug): Promise<number> {
  const rows = await app.db
    .select({ stock: medicines.stock })
    .from(medicines)
    .where(eq(medicines.id, ids[slug]));
  return rows[0]?.stock ?? -1;
}

/** The number the staff medicines screen shows. */
async function staffStock(slug: TestMedicineSlug): Promise<number> {
  const res = await app.inject({
    method: 'GET',
    url: `${apiUrl('staffMedicineList')}?q=${slug}`,
    headers: bearer(staffToken),
  });
  expect(res.statusCode).toBe(200);
  const found = ENDPOINTS.staffMedicineList.response
    .parse(res.json())
    .data.find((m) => m.slug === slug);
  return found?.stock ?? -1;
}

async function add(b: TestBrowser, slug: TestMedicineSlug, times = 1): Promise<void> {
  for (let i = 0; i < times; i += 1)
    expect((await b.post(apiUrl('cartAdd'), { product_id: ids[slug] })).statusCode).toBe(200);
}

function fields(p: RegisteredPatient, extra: Record<string, string> = {}) {
  return {
    firstName: p.name.split(' ')[0] ?? p.name,
    last_name: p.name.split(' ')[1] ?? '',
    mobile: p.mobile,
    email: p.email,
    pinCode: '411005',
    address: 'Flat 12, Sai Residency, Ganeshkhind Road',
    locationTown: 'Shivajinagar',
    city_district: 'Pune',
    state: 'Maharashtra',
    payment_method: 'cod',
    ...extra,
  };
}

function place(
  b: TestBrowser,
  form: Record<string, string>,
  options: { file?: Buffer; language?: 'hi' } = {},
) {
  const body = multipart(
    form,
    options.file
      ? { field: 'prescription', name: 'rx.png', type: 'image/png', data: options.file }
      : undefined,
  );
  return b.request({
    method: 'POST',
    url: apiUrl('orderPlace'),
    payload: body.payload,
    headers: {
      ...body.headers,
      ...(options.language ? { 'accept-language': options.language } : {}),
    },
  });
}

const orderNoOf = (res: LightMyRequestResponse) =>
  json<{ data: { order_no: string } }>(res).data.order_no;

async function cartCount(p: RegisteredPatient): Promise<number> {
  const res = await p.browser.get(apiUrl('cartList', { userId: String(p.id) }));
  return json<{ data: unknown[] }>(res).data.length;
}

describe('stock at Confirm', () => {
  it('takes the packs at Confirm, the staff screen shows it, and a cancel puts them back once', async () => {
    await setStock('test-calpirex-500-tablet', 10);
    const p = await registerPatient(app, { name: 'Kiran Patil' });
    await add(p.browser, 'test-calpirex-500-tablet', 3);
    const placed = await place(p.browser, fields(p));
    expect(placed.statusCode).toBe(200);
    expect(await stockOf('test-calpirex-500-tablet')).toBe(7);
    expect(await staffStock('test-calpirex-500-tablet')).toBe(7);

    const no = orderNoOf(placed);
    const [c1, c2] = await Promise.all([
      p.browser.post(apiUrl('orderCancel', { order_no: no })),
      p.browser.post(apiUrl('orderCancel', { order_no: no })),
    ]);
    expect([c1.statusCode, c2.statusCode]).toEqual([200, 200]);
    expect(await stockOf('test-calpirex-500-tablet')).toBe(10);
    // Another cancel of the cancelled order adds nothing.
    await p.browser.post(apiUrl('orderCancel', { order_no: no }));
    expect(await staffStock('test-calpirex-500-tablet')).toBe(10);
  });

  it('refuses Confirm with words naming the product, in English and Hindi, and keeps the cart', async () => {
    await app.db
      .update(medicines)
      .set({ titleHi: 'फ़ीवरोना 500 टैबलेट' })
      .where(eq(medicines.id, ids['test-feverona-500-tablet']));
    await setStock('test-calpirex-500-tablet', 50);
    await setStock('test-feverona-500-tablet', 2);
    const p = await registerPatient(app, { name: 'Meera Iyer' });
    await add(p.browser, 'test-calpirex-500-tablet', 2);
    await add(p.browser, 'test-feverona-500-tablet', 3);

    const few = await place(p.browser, fields(p));
    expect(few.statusCode).toBe(409);
    expect(json<{ message: string }>(few).message).toBe(
      fillMessage(M.confirmFewLeft, { product: 'Feverona 500 Tablet', left: '2' }),
    );
    const hindi = await place(p.browser, fields(p), { language: 'hi' });
    expect(hindi.statusCode).toBe(409);
    expect(json<{ message: string }>(hindi).message).toBe(
      fillMessage(PHARMACY_MESSAGES_HI.confirmFewLeft, {
        product: 'फ़ीवरोना 500 टैबलेट',
        left: '2',
      }),
    );
    // Nothing moved: the other line's packs were not taken, the cart is whole, no order.
    expect(await stockOf('test-calpirex-500-tablet')).toBe(50);
    expect(await stockOf('test-feverona-500-tablet')).toBe(2);
    expect(await cartCount(p)).toBe(2);
    expect(json<{ data: unknown[] }>(await p.browser.get(apiUrl('orderList'))).data).toEqual([]);

    await setStock('test-feverona-500-tablet', 0);
    const none = await place(p.browser, fields(p));
    expect(json<{ message: string }>(none).message).toBe(
      fillMessage(M.confirmOutOfStock, { product: 'Feverona 500 Tablet' }),
    );
    await setStock('test-feverona-500-tablet', 30, true);
    const gone = await place(p.browser, fields(p), { language: 'hi' });
    expect(gone.statusCode).toBe(409);
    expect(json<{ message: string }>(gone).message).toBe(
      fillMessage(PHARMACY_MESSAGES_HI.confirmDiscontinued, { product: 'फ़ीवरोना 500 टैबलेट' }),
    );
    await setStock('test-feverona-500-tablet', 3);
    expect((await place(p.browser, fields(p))).statusCode).toBe(200);
    expect(await stockOf('test-feverona-500-tablet')).toBe(0);
    expect(await stockOf('test-calpirex-500-tablet')).toBe(48);
  });

  it('of two patients confirming the last pack at once, one gets it and the other a 409 in words', async () => {
    await setStock('test-glucotest-strips-50', 1);
    const a = await registerPatient(app, { name: 'Arjun Nair' });
    const b = await registerPatient(app, { name: 'Bela Sen' });
    await add(a.browser, 'test-glucotest-strips-50');
    await add(b.browser, 'test-glucotest-strips-50');
    const answers = await Promise.all([place(a.browser, fields(a)), place(b.browser, fields(b))]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const refused = answers.find((r) => r.statusCode === 409);
    expect(json<{ message: string }>(refused!).message).toBe(
      fillMessage(M.confirmOutOfStock, { product: 'Glucotest Strips 50' }),
    );
    expect(await stockOf('test-glucotest-strips-50')).toBe(0);
  });
});

describe('what patients see of the stock', () => {
  async function version(): Promise<number> {
    const rows = await app.db
      .select({ version: catalogueVersions.version })
      .from(catalogueVersions)
      .where(eq(catalogueVersions.name, 'medicines'));
    return rows[0]?.version ?? -1;
  }
  async function availability(): Promise<string> {
    const res = await app.inject({
      url: apiUrl('productDetail', { slug: 'test-glucotest-strips-50' }),
    });
    return json<{ data: { availability: string } }>(res).data.availability;
  }
  /** The product page as it reads once this process has seen the version move (checked once a second). */
  async function availabilityBecomes(expected: string): Promise<string> {
    for (let i = 0; i < 40; i += 1) {
      const seen = await availability();
      if (seen === expected) return seen;
      await new Promise((r) => setTimeout(r, 100));
    }
    return availability();
  }

  it('an order raises the catalogue version only when a product runs out or comes back', async () => {
    await setStock('test-glucotest-strips-50', 3);
    // A suggestion builds this process's index (a server builds it when it starts listening); the product
    // pages are then kept per the version it holds.
    await app.inject({ url: apiUrl('productSuggest', { text: 'glucotest' }) });
    expect(await availabilityBecomes('in_stock')).toBe('in_stock');
    const p = await registerPatient(app, { name: 'Vikram Shah' });
    await add(p.browser, 'test-glucotest-strips-50');
    const before = await version();
    const first = orderNoOf(await place(p.browser, fields(p)));
    expect(await version()).toBe(before);
    await add(p.browser, 'test-glucotest-strips-50', 2);
    const second = orderNoOf(await place(p.browser, fields(p)));
    expect(await stockOf('test-glucotest-strips-50')).toBe(0);
    expect(await version()).toBeGreaterThan(before);
    expect(await availabilityBecomes('out_of_stock')).toBe('out_of_stock');
    const soldOut = await version();
    await p.browser.post(apiUrl('orderCancel', { order_no: second }));
    expect(await version()).toBeGreaterThan(soldOut);
    expect(await availabilityBecomes('in_stock')).toBe('in_stock');
    const back = await version();
    await p.browser.post(apiUrl('orderCancel', { order_no: first }));
    expect(await stockOf('test-glucotest-strips-50')).toBe(3);
    expect(await version()).toBe(back);
  });
});

describe('stock back when an order is cancelled before dispatch', () => {
  async function payAction(b: TestBrowser, merchantOrderId: string) {
    const res = await b.request({
      method: 'POST',
      url: `${SANDBOX_CHECKOUT_PATH}/${merchantOrderId}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'action=pay',
      csrf: false,
    });
    expect(res.statusCode).toBe(303);
  }

  it('the sweeper puts an unpaid order’s packs back once; a payment after that goes to the wallet', async () => {
    await setStock('test-feverona-500-tablet', 5, false);
    const p = await registerPatient(app, { name: 'Sunil Rao' });
    await add(p.browser, 'test-feverona-500-tablet', 2);
    const res = await place(p.browser, fields(p, { payment_method: 'online' }));
    const placed = json<{ data: { order_no: string; merchant_order_id: string } }>(res).data;
    expect(await stockOf('test-feverona-500-tablet')).toBe(3);
    const started = now;
    now = new Date(started.getTime() + 31 * 60_000);
    try {
      await app.jobs.run('pharmacy.cancel-unpaid');
      await app.jobs.run('pharmacy.cancel-unpaid');
    } finally {
      now = started;
    }
    expect(await stockOf('test-feverona-500-tablet')).toBe(5);
    // The patient pays on the stale page: ₹37 + ₹49 delivery go to the wallet, once; the packs stay put.
    await payAction(p.browser, placed.merchant_order_id);
    const credits = await app.db
      .select({ amount: walletLedger.amountPaise })
      .from(walletLedger)
      .where(eq(walletLedger.userId, p.id));
    expect(credits.map((c) => c.amount)).toEqual([8_600]);
    const rows = await app.db
      .select({ state: payments.state })
      .from(payments)
      .where(eq(payments.merchantOrderId, placed.merchant_order_id));
    expect(rows[0]?.state).toBe('refunded');
    expect(await stockOf('test-feverona-500-tablet')).toBe(5);
  });

  it('a rejected prescription and the pharmacy’s cancel put the packs back; a delivered order keeps them', async () => {
    await setStock('test-amoxitest-500-capsule', 10);
    const p = await registerPatient(app, { name: 'Farah Ali' });
    await add(p.browser, 'test-amoxitest-500-capsule', 4);
    const rx = orderNoOf(await place(p.browser, fields(p), { file: PNG }));
    expect(await stockOf('test-amoxitest-500-capsule')).toBe(6);
    const staff = (url: string, payload: Record<string, unknown>) =>
      app.inject({ method: 'POST', url, headers: bearer(staffToken), payload });
    const rejected = await Promise.all([
      staff(apiUrl('staffPrescriptionCheck', { order_no: rx }), {
        decision: 'reject',
        reason: 'The prescription is unreadable.',
      }),
      staff(apiUrl('staffOrderCancel', { order_no: rx }), { reason: 'Duplicate order' }),
    ]);
    expect(rejected.filter((r) => r.statusCode === 200).length).toBeGreaterThanOrEqual(1);
    expect(await stockOf('test-amoxitest-500-capsule')).toBe(10);

    await setStock('test-calpirex-500-tablet', 10);
    await add(p.browser, 'test-calpirex-500-tablet', 2);
    const cod = orderNoOf(await place(p.browser, fields(p)));
    expect(await stockOf('test-calpirex-500-tablet')).toBe(8);
    for (const status of ['packed', 'dispatched', 'delivered'])
      expect(
        (await staff(apiUrl('staffOrderStatus', { order_no: cod }), { status, note: '' }))
          .statusCode,
      ).toBe(200);
    const late = await staff(apiUrl('staffOrderCancel', { order_no: cod }), { reason: 'Too late' });
    expect(late.statusCode).toBe(409);
    expect(await stockOf('test-calpirex-500-tablet')).toBe(8);
  });

  it('an order from before stock was taken gives nothing back when cancelled', async () => {
    await setStock('test-calpirex-500-tablet', 10);
    const p = await registerPatient(app, { name: 'Old Order' });
    await add(p.browser, 'test-calpirex-500-tablet');
    const no = orderNoOf(await place(p.browser, fields(p)));
    await app.db.execute(
      sql`update medicines set stock = 10 where id = ${ids['test-calpirex-500-tablet']}`,
    );
    await app.db
      .update(pharmacyOrders)
      .set({ stockTaken: false })
      .where(eq(pharmacyOrders.orderNo, no));
    expect((await p.browser.post(apiUrl('orderCancel', { order_no: no }))).statusCode).toBe(200);
    expect(await stockOf('test-calpirex-500-tablet')).toBe(10);
  });
});
