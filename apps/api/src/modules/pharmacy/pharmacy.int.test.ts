import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  NO_SCHEDULE_DEPARTMENT_ID,
  PHARMACY_MESSAGES as M,
  SANDBOX_CHECKOUT_PATH,
} from '@medibridge/contract';
import { ENDPOINTS } from '@medibridge/contract/schemas';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { medicines, payments, pharmacyOrderEvents, walletLedger } from '../../db/schema';
import type { TestBrowser } from '../../test/browser';
import { buildTestApp } from '../../test/buildTestApp';
import { TEST_MEDICINES, type TestMedicineSlug, putTestMedicines } from '../../test/medicines';
import { multipart } from '../../test/multipart';
import {
  type RegisteredPatient,
  apiUrl,
  loginWithPassword,
  registerPatient,
  smsTexts,
} from '../../test/patients';
import { createTestStaff } from '../../test/staff';
import { createMedicineSuggestions } from './suggestions';

/**
 * The pharmacy end to end over HTTP (issue 12): suggestions and lists, the server-side cart and its limits,
 * Confirm with frozen prices and the prescription rule, online payment exactly once, cancellation with the
 * refund to the wallet, and the pharmacy desk's moves.
 */

let now = new Date('2026-11-26T06:00:00Z');
let app: FastifyInstance;
let uploadDir: string;
let ids: Record<TestMedicineSlug, number>;
let staffToken: string;

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 0x49]);

beforeAll(async () => {
  uploadDir = mkdtempSync(path.join(tmpdir(), 'medibridge-pharmacy-'));
  app = await buildTestApp({ UPLOAD_DIR: uploadDir }, { clock: () => new Date(now.getTime()) });
  ids = await putTestMedicines(app.db);
  await createTestStaff(app.db, {
    mobile: '9000000021',
    name: 'Pharmacist',
    password: 'Staff@Pass123',
  });
  staffToken = await loginWithPassword(app, '9000000021', 'Staff@Pass123');
});
afterAll(async () => {
  await app.close();
  rmSync(uploadDir, { recursive: true, force: true });
});

const json = <T>(res: LightMyRequestResponse): T => res.json() as T;

async function add(b: TestBrowser, slug: TestMedicineSlug, times = 1): Promise<number> {
  let line = 0;
  for (let i = 0; i < times; i += 1) {
    const res = await b.post(apiUrl('cartAdd'), { product_id: ids[slug] });
    expect(res.statusCode).toBe(200);
    line = json<{ data: { session_cart_id: number } }>(res).data.session_cart_id;
  }
  return line;
}

async function cart(p: RegisteredPatient) {
  const res = await p.browser.get(apiUrl('cartList', { userId: String(p.id) }));
  expect(res.statusCode).toBe(200);
  return ENDPOINTS.cartList.response.parse(res.json()) as {
    data: { session_cart_id: number; session_qty: number; slug: string; line_total: string }[];
    summary: { items: number; subtotal: string; delivery: string; total: string };
  };
}

function orderFields(p: RegisteredPatient, extra: Record<string, string> = {}) {
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

function place(b: TestBrowser, fields: Record<string, string>, file?: Buffer, type = 'image/png') {
  return b.request({
    method: 'POST',
    url: apiUrl('orderPlace'),
    ...multipart(
      fields,
      file ? { field: 'prescription', name: 'rx.png', type, data: file } : undefined,
    ),
  });
}

async function order(b: TestBrowser, orderNo: string) {
  const res = await b.get(apiUrl('orderRow', { order_no: orderNo }));
  expect(res.statusCode).toBe(200);
  return json<{
    data: {
      status: string;
      subtotal: string;
      delivery: string;
      wallet_applied: string;
      total: string;
      can_cancel: boolean;
      can_pay: boolean;
      lines: { slug: string; quantity: number; sale_price: string; line_total: string }[];
      prescription: { check: string; source: string; url: string | null } | null;
      events: { status: string }[];
    };
  }>(res).data;
}

async function walletPaise(userId: number): Promise<number> {
  const rows = await app.db
    .select({ total: sql<string>`coalesce(sum(${walletLedger.amountPaise}), 0)` })
    .from(walletLedger)
    .where(eq(walletLedger.userId, userId));
  return Number(rows[0]?.total ?? 0);
}

function staff(method: 'GET' | 'POST', url: string, payload?: Record<string, unknown>) {
  return app.inject({
    method,
    url,
    headers: { authorization: `Bearer ${staffToken}` },
    ...(payload ? { payload } : {}),
  });
}

describe('the catalogue', () => {
  it('suggests by brand, by salt and through a typo, best match first', async () => {
    const brand = await app.inject({ url: apiUrl('productSuggest', { text: 'calpirex' }) });
    expect(brand.statusCode).toBe(200);
    const brandData = json<{ data: { slug: string; rx_required: boolean }[] }>(brand).data;
    expect(brandData[0]).toMatchObject({ slug: 'test-calpirex-500-tablet', rx_required: false });

    const typo = await app.inject({ url: apiUrl('productSuggest', { text: 'calpirx' }) });
    expect(json<{ data: { slug: string }[] }>(typo).data.map((d) => d.slug)).toContain(
      'test-calpirex-500-tablet',
    );
    // By salt: every suggestion holds it (the seeded catalogue has many brands of it), each marked Rx.
    const salt = await app.inject({ url: apiUrl('productSuggest', { text: 'amoxicillin' }) });
    const bySalt = json<{ data: { composition: string; rx_required: boolean }[] }>(salt).data;
    expect(bySalt.length).toBeGreaterThan(0);
    for (const row of bySalt) {
      expect(row.composition).toMatch(/amoxicillin/i);
      expect(row.rx_required).toBe(true);
    }
    const short = await app.inject({ url: apiUrl('productSuggest', { text: 'c' }) });
    expect(json<{ data: unknown[] }>(short).data).toEqual([]);
  });

  it('answers suggestions in Hindi for a Hindi request, and finds a medicine typed in Devanagari', async () => {
    const suggest = async (text: string, language: string) => {
      const res = await app.inject({
        url: apiUrl('productSuggest', { text }),
        headers: { 'accept-language': language },
      });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-language']).toBe(language);
      return json<{ data: { slug: string; title: string; composition: string }[] }>(res).data;
    };
    // A seeded product: its Hindi title is the brand and strength as printed and the form in Hindi.
    const SLUG = 'fepenor-650-tablet';
    const hindi = (await suggest('fepenor 650', 'hi')).find((row) => row.slug === SLUG);
    const english = (await suggest('fepenor 650', 'en')).find((row) => row.slug === SLUG);
    expect(hindi?.title).toMatch(/^Fepenor 650 [\u0900-\u097F]/);
    expect(english?.title).toBe('Fepenor 650 Tablet');
    // The composition stays as printed on the strip.
    expect(hindi?.composition).toBe(english?.composition);
    // Typed in Devanagari ("फेपेनोर" reads "fepenor"), in either language.
    const typed = await suggest('फेपेनोर', 'hi');
    expect(typed.map((row) => row.slug)).toContain(SLUG);
    expect(typed.every((row) => row.title.startsWith('Fepenor'))).toBe(true);
    expect((await suggest('फेपेनोर', 'en')).map((row) => row.slug)).toContain(SLUG);
  });

  it('sees a catalogue change without a restart: the trigger raises the version, the index rebuilds', async () => {
    const suggestions = createMedicineSuggestions(app.db, { checkEveryMs: 0 });
    const slugsFor = async (text: string) => {
      return (await suggestions.current()).suggest(text, 10).map((p) => p.slug);
    };
    const until = async (text: string, test: (slugs: string[]) => boolean) => {
      for (let i = 0; i < 200; i += 1) {
        const slugs = await slugsFor(text);
        if (test(slugs)) return slugs;
        await new Promise((r) => setTimeout(r, 10));
      }
      return slugsFor(text);
    };
    const slug = 'test-zyntravel-10-tablet';
    expect(await slugsFor('zyntravel')).toEqual([]);
    const [row] = await app.db
      .insert(medicines)
      .values({
        ...TEST_MEDICINES[0],
        slug,
        title: 'Zyntravel 10 Tablet',
        brand: 'Zyntravel',
        active: true,
      })
      .returning({ id: medicines.id });
    try {
      expect(await until('zyntravel', (s) => s.length > 0)).toEqual([slug]);
      // Switched off (how the seed retires a product): gone from the suggestions too.
      await app.db.update(medicines).set({ active: false }).where(eq(medicines.slug, slug));
      expect(await until('zyntravel', (s) => s.length === 0)).toEqual([]);
    } finally {
      if (row) await app.db.delete(medicines).where(eq(medicines.id, row.id));
    }
  });

  it('lists the named product first with its substitutes, and free text as a search', async () => {
    const named = await app.inject({
      url: apiUrl('productList', { slug: 'test-calpirex-500-tablet' }),
    });
    expect(named.statusCode).toBe(200);
    const body = ENDPOINTS.productList.response.parse(named.json()) as {
      count: number;
      products: { slug: string }[];
      product: { original: { data: { slug: string } | null } };
    };
    expect(body.products[0]?.slug).toBe('test-calpirex-500-tablet');
    expect(body.products.map((p) => p.slug)).toContain('test-feverona-500-tablet');
    expect(body.count).toBe(body.products.length);
    expect(body.product.original.data?.slug).toBe('test-calpirex-500-tablet');

    const text = await app.inject({ url: apiUrl('productList', { slug: 'feverona' }) });
    const free = json<typeof body>(text);
    expect(free.product.original.data).toBeNull();
    expect(free.products.map((p) => p.slug)).toContain('test-feverona-500-tablet');
  });

  it('shows a product with substitutes of the same composition, cheapest first', async () => {
    const res = await app.inject({
      url: apiUrl('productDetail', { slug: 'test-calpirex-500-tablet' }),
    });
    expect(res.statusCode).toBe(200);
    const { data } = json<{
      data: {
        sale_price: string;
        mrp: string;
        substitutes: { sale_price: string; composition: string }[];
      };
    }>(res);
    expect(data).toMatchObject({ sale_price: '30.00', mrp: '35.00' });
    expect(data.substitutes.length).toBeGreaterThan(0);
    expect(data.substitutes.every((s) => s.composition === 'Paracetamol 500 mg')).toBe(true);
    const prices = data.substitutes.map((s) => Number(s.sale_price));
    expect(prices).toEqual([...prices].sort((a, b) => a - b));

    const unknown = await app.inject({
      url: apiUrl('productDetail', { slug: 'no-such-medicine' }),
    });
    expect(unknown.statusCode).toBe(404);
    expect(json<{ message: string }>(unknown).message).toBe(M.productUnknown);
  });

  it('draws each product’s picture as a script-free SVG', async () => {
    const res = await app.inject({ url: '/api/images/medicines/test-amoxitest-500-capsule.svg' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('image/svg+xml');
    expect(res.headers['content-security-policy']).toContain("default-src 'none'");
    expect(res.body).toContain('Amoxitest 500 Capsule');
    expect(res.body).toContain('>Rx<');
    expect(res.body).not.toMatch(/<script|href=/i);
    const missing = await app.inject({ url: '/api/images/medicines/nothing-here.svg' });
    expect(missing.statusCode).toBe(404);
  });
});

describe('the cart', () => {
  it('asks a visitor to log in before adding', async () => {
    const res = await app.inject({
      method: 'POST',
      url: apiUrl('cartAdd'),
      payload: { product_id: ids['test-calpirex-500-tablet'] },
    });
    expect(res.statusCode).toBe(401);
  });

  it('adds, counts one more on a second add, and totals Σ sale price × quantity with delivery', async () => {
    const p = await registerPatient(app, { name: 'Anita Desai' });
    const first = await p.browser.post(apiUrl('cartAdd'), {
      product_id: ids['test-calpirex-500-tablet'],
      user_id: p.id,
    });
    expect(json<{ message: string }>(first).message).toBe(M.addedToCart);
    const second = await p.browser.post(apiUrl('cartAdd'), {
      product_id: String(ids['test-calpirex-500-tablet']),
    });
    expect(json<{ message: string; data: { session_qty: number } }>(second)).toMatchObject({
      message: M.alreadyInCart,
      data: { session_qty: 2 },
    });
    await add(p.browser, 'test-feverona-500-tablet');
    const c = await cart(p);
    expect(c.data).toHaveLength(2);
    // 2 × ₹30 + 1 × ₹18.50 = ₹78.50, under ₹499: delivery ₹49.
    expect(c.summary).toMatchObject({
      items: 3,
      subtotal: '78.50',
      delivery: '49.00',
      total: '127.50',
    });
    expect(c.data.find((l) => l.slug === 'test-calpirex-500-tablet')?.line_total).toBe('60.00');
  });

  it('keeps a line between 1 and 20 and says why it refuses', async () => {
    const p = await registerPatient(app, { name: 'Farhan Ali' });
    const line = await add(p.browser, 'test-feverona-500-tablet');
    const down = await p.browser.post(apiUrl('cartQuantity'), {
      session_cart_id: line,
      type: 'remove',
    });
    expect(down.statusCode).toBe(409);
    expect(json<{ message: string }>(down).message).toBe(M.cartLineMin);
    for (let i = 1; i < 20; i += 1) {
      const up = await p.browser.post(apiUrl('cartQuantity'), {
        session_cart_id: line,
        type: 'add',
      });
      expect(up.statusCode).toBe(200);
    }
    const over = await p.browser.post(apiUrl('cartQuantity'), {
      session_cart_id: line,
      type: 'add',
    });
    expect(over.statusCode).toBe(409);
    expect(json<{ message: string }>(over).message).toBe(M.cartLineMax);
    const again = await p.browser.post(apiUrl('cartAdd'), {
      product_id: ids['test-feverona-500-tablet'],
    });
    expect(again.statusCode).toBe(409);
    expect((await cart(p)).data[0]?.session_qty).toBe(20);

    const removed = await p.browser.post(apiUrl('cartRemove'), { session_cart_id: line });
    expect(json<{ message: string }>(removed).message).toBe(M.removedFromCart);
    const twice = await p.browser.post(apiUrl('cartRemove'), { session_cart_id: line });
    expect(twice.statusCode).toBe(404);
    expect(json<{ message: string }>(twice).message).toBe(M.cartLineUnknown);
  });

  it('refuses another patient’s cart, an unknown product and a malformed body with words', async () => {
    const p = await registerPatient(app, { name: 'Gita Rao' });
    const q = await registerPatient(app, { name: 'Hari Nair' });
    const line = await add(q.browser, 'test-calpirex-500-tablet');
    const theirs = await p.browser.get(apiUrl('cartList', { userId: String(q.id) }));
    expect(theirs.statusCode).toBe(403);
    const change = await p.browser.post(apiUrl('cartQuantity'), {
      session_cart_id: line,
      type: 'add',
    });
    expect(change.statusCode).toBe(404);
    expect((await cart(q)).data[0]?.session_qty).toBe(1);
    const unknown = await p.browser.post(apiUrl('cartAdd'), { product_id: 999_999 });
    expect(unknown.statusCode).toBe(404);
    expect(json<{ message: string }>(unknown).message).toBe(M.productUnknown);
    const malformed = await p.browser.post(apiUrl('cartQuantity'), {
      session_cart_id: 'x',
      type: 'double',
    });
    expect(malformed.statusCode).toBe(422);
    expect(json<{ errors: Record<string, string> }>(malformed).errors).toMatchObject({
      session_cart_id: M.cartLineUnknown,
      type: 'type must be add or remove.',
    });
  });
});

describe('confirming an order', () => {
  it('places a cash order at today’s prices, keeps them frozen, saves the address and sends an SMS', async () => {
    const p = await registerPatient(app, { name: 'Imran Shaikh' });
    await add(p.browser, 'test-calpirex-500-tablet', 3);
    const quote = await p.browser.post(apiUrl('orderQuote'), { payment_method: 'cod' });
    expect(json<{ data: { total: string; rx_required: boolean } }>(quote).data).toMatchObject({
      total: '139.00',
      rx_required: false,
    });
    const res = await place(p.browser, orderFields(p));
    expect(res.statusCode).toBe(200);
    const body = ENDPOINTS.orderPlace.response.parse(res.json()) as {
      status: string;
      message: string;
      payment_response: string;
      data: { order_no: string };
    };
    expect(body).toMatchObject({ status: 'order_placed', message: M.orderPlaced });
    expect(body.payment_response).toBe(`/pharmacy/orders/${body.data.order_no}`);
    expect((await cart(p)).data).toEqual([]);

    // The price goes up after the order: the order keeps what the patient agreed to.
    await app.db
      .update(medicines)
      .set({ salePaise: 3_400 })
      .where(eq(medicines.id, ids['test-calpirex-500-tablet']));
    try {
      const o = await order(p.browser, body.data.order_no);
      expect(o).toMatchObject({
        status: 'placed',
        subtotal: '90.00',
        delivery: '49.00',
        total: '139.00',
        can_cancel: true,
        can_pay: false,
        prescription: null,
      });
      expect(o.lines).toEqual([
        expect.objectContaining({ quantity: 3, sale_price: '30.00', line_total: '90.00' }),
      ]);
    } finally {
      await putTestMedicines(app.db);
    }
    const book = json<{ data: { pinCode: string; locationTown: string }[] }>(
      await p.browser.get(apiUrl('addressList')),
    ).data;
    expect(book).toEqual([
      expect.objectContaining({ pinCode: '411005', locationTown: 'Shivajinagar' }),
    ]);
    const list = json<{ data: { order_no: string; status_label: string }[] }>(
      await p.browser.get(apiUrl('orderList')),
    ).data;
    expect(list[0]).toMatchObject({ order_no: body.data.order_no, status_label: 'Order placed' });
    expect((await smsTexts(app, p.mobile))[0]).toContain(
      `your medicine order ${body.data.order_no} of`,
    );
  });

  it('lists an order with how many medicines it has, not only the first one named', async () => {
    const p = await registerPatient(app, { name: 'Kavya Shetty' });
    await add(p.browser, 'test-calpirex-500-tablet', 2);
    await add(p.browser, 'test-glucotest-strips-50');
    const res = await place(p.browser, orderFields(p));
    expect(res.statusCode).toBe(200);
    const list = ENDPOINTS.orderList.response.parse(
      (await p.browser.get(apiUrl('orderList'))).json(),
    ) as { data: { line_count: number; items: number; first_title: string }[] };
    expect(list.data[0]).toMatchObject({
      line_count: 2,
      items: 3,
      first_title: 'Calpirex 500 Tablet',
    });
  });

  it('gives free delivery from ₹499', async () => {
    const p = await registerPatient(app, { name: 'Jaya Menon' });
    await add(p.browser, 'test-glucotest-strips-50');
    const q = json<{ data: { subtotal: string; delivery: string; total: string } }>(
      await p.browser.post(apiUrl('orderQuote'), { payment_method: 'cod' }),
    ).data;
    expect(q).toMatchObject({ subtotal: '899.00', delivery: '0.00', total: '899.00' });
  });

  it('refuses an Rx order without a prescription and keeps the cart; takes one uploaded', async () => {
    const p = await registerPatient(app, { name: 'Kabir Sethi' });
    await add(p.browser, 'test-amoxitest-500-capsule');
    const quote = json<{ data: { rx_required: boolean; rx_titles: string[] } }>(
      await p.browser.post(apiUrl('orderQuote'), { payment_method: 'cod' }),
    ).data;
    expect(quote).toMatchObject({ rx_required: true, rx_titles: ['Amoxitest 500 Capsule'] });

    const without = await place(p.browser, orderFields(p));
    expect(without.statusCode).toBe(422);
    expect(json<{ message: string }>(without).message).toBe(M.prescriptionRequired);
    expect((await cart(p)).data).toHaveLength(1);

    const notAnImage = await place(p.browser, orderFields(p), Buffer.from('hello'), 'image/png');
    expect(notAnImage.statusCode).toBe(415);
    expect(json<{ message: string }>(notAnImage).message).toBe(M.prescriptionWrongType);
    expect((await cart(p)).data).toHaveLength(1);

    const res = await place(p.browser, orderFields(p), PNG);
    expect(res.statusCode).toBe(200);
    const no = json<{ data: { order_no: string } }>(res).data.order_no;
    const o = await order(p.browser, no);
    expect(o.prescription).toMatchObject({ source: 'upload', check: 'pending' });
    const file = await p.browser.get(o.prescription?.url ?? '');
    expect(file.statusCode).toBe(200);
    const stranger = await registerPatient(app, { name: 'Lata Bose' });
    expect((await stranger.browser.get(o.prescription?.url ?? '')).statusCode).toBe(404);
  });

  it('takes the doctor’s prescription of the patient’s own consultation for an Rx order', async () => {
    const p = await registerPatient(app, { name: 'Lakshmi Iyer' });
    const booked = json<{ data: { appointment_no: string; merchant_order_id: string } }>(
      await p.browser.post(apiUrl('appointmentPay'), {
        firstName: 'Lakshmi',
        mobile: p.mobile,
        gender: 'FeMale',
        age: '52',
        weight: '61',
        dibetic: 'No',
        bloodPressure: 'Yes',
        smoke: 'No',
        alcohol: 'No',
        departmentId: String(NO_SCHEDULE_DEPARTMENT_ID),
        symptoms: 'Sore throat and fever for three days',
        appointmentMode: 'audio',
      }),
    ).data;
    await app.payments.settle(booked.merchant_order_id, 'COMPLETED');
    const form = multipart(
      {},
      { field: 'prescription', name: 'rx.png', type: 'image/png', data: PNG },
    );
    const done = await app.inject({
      method: 'POST',
      url: apiUrl('staffAppointmentComplete', { appt_no: booked.appointment_no }),
      headers: { authorization: `Bearer ${staffToken}`, ...form.headers },
      payload: form.payload,
    });
    expect(done.statusCode).toBe(200);

    await add(p.browser, 'test-amoxitest-500-capsule');
    const quote = json<{ data: { prescriptions: { appointment_no: string }[] } }>(
      await p.browser.post(apiUrl('orderQuote'), { payment_method: 'cod' }),
    ).data;
    expect(quote.prescriptions.map((x) => x.appointment_no)).toEqual([booked.appointment_no]);
    const res = await place(
      p.browser,
      orderFields(p, { prescription_appointment_no: booked.appointment_no }),
    );
    expect(res.statusCode).toBe(200);
    const o = await order(p.browser, json<{ data: { order_no: string } }>(res).data.order_no);
    expect(o.prescription).toMatchObject({ source: 'consultation', check: 'pending' });
    expect((await p.browser.get(o.prescription?.url ?? '/none')).statusCode).toBe(200);
  });

  it('refuses a consultation that is not the patient’s as the prescription', async () => {
    const p = await registerPatient(app, { name: 'Manoj Pillai' });
    await add(p.browser, 'test-amoxitest-500-capsule');
    const res = await place(
      p.browser,
      orderFields(p, { prescription_appointment_no: 'APT-ZZZZZZZZ' }),
    );
    expect(res.statusCode).toBe(422);
    expect(json<{ errors: Record<string, string> }>(res).errors.prescription_appointment_no).toBe(
      M.prescriptionUnknown,
    );
  });

  it('makes one order of one cart when Confirm is sent twice at once', async () => {
    const p = await registerPatient(app, { name: 'Neha Kulkarni' });
    await add(p.browser, 'test-feverona-500-tablet', 2);
    const [one, two] = await Promise.all([
      place(p.browser, orderFields(p)),
      place(p.browser, orderFields(p)),
    ]);
    expect([one.statusCode, two.statusCode].sort()).toEqual([200, 409]);
    const refused = one.statusCode === 409 ? one : two;
    expect(json<{ message: string }>(refused).message).toBe(M.cartEmpty);
    const list = json<{ data: unknown[] }>(await p.browser.get(apiUrl('orderList'))).data;
    expect(list).toHaveLength(1);
  });

  it('answers a bad form with each field’s message and loses nothing', async () => {
    const p = await registerPatient(app, { name: 'Om Prakash' });
    await add(p.browser, 'test-feverona-500-tablet');
    const res = await place(
      p.browser,
      orderFields(p, {
        pinCode: '41100',
        address: 'short',
        mobile: '12345',
        payment_method: 'card',
      }),
    );
    expect(res.statusCode).toBe(422);
    expect(json<{ errors: Record<string, string> }>(res).errors).toMatchObject({
      pinCode: M.pinCodeInvalid,
      address: M.addressTooShort,
      mobile: M.mobileInvalid,
      payment_method: M.paymentMethodRequired,
    });
    expect((await cart(p)).data).toHaveLength(1);
  });
});

describe('paying online', () => {
  async function pay(b: TestBrowser, merchantOrderId: string, action: 'pay' | 'fail') {
    const res = await b.request({
      method: 'POST',
      url: `${SANDBOX_CHECKOUT_PATH}/${merchantOrderId}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `action=${action}`,
      csrf: false,
    });
    expect(res.statusCode).toBe(303);
    return b.get(res.headers.location as string);
  }

  it('places the order when the gateway says paid, once however often it is told', async () => {
    const p = await registerPatient(app, { name: 'Pooja Reddy' });
    await app.db
      .insert(walletLedger)
      .values({ userId: p.id, amountPaise: 2_000, kind: 'test_credit', reference: 'w', note: 't' });
    await add(p.browser, 'test-calpirex-500-tablet', 2);
    const res = await place(
      p.browser,
      orderFields(p, { payment_method: 'online', use_wallet: '1' }),
    );
    expect(res.statusCode).toBe(200);
    const body = json<{
      status: string;
      data: { order_no: string; merchant_order_id: string; amount: string };
    }>(res);
    // ₹60 + ₹49 delivery − ₹20 wallet.
    expect(body).toMatchObject({ status: 'payment_initiated', data: { amount: '89.00' } });
    expect(await walletPaise(p.id)).toBe(0);
    expect((await order(p.browser, body.data.order_no)).status).toBe('awaiting_payment');

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
    const ret = () => p.browser.get(apiUrl('paymentReturn', { merchantOrderId: id }));
    const results: LightMyRequestResponse[] = [];
    for (let wave = 0; wave < 6; wave += 1)
      results.push(
        ...(await Promise.all(
          Array.from({ length: 50 }, (_, i) => ((wave + i) % 3 === 0 ? ret() : callback())),
        )),
      );
    expect(results.filter((r) => r.statusCode !== 200 && r.statusCode !== 303)).toEqual([]);
    const back = results.find((r) => r.statusCode === 303);
    expect(back?.headers.location).toBe(`/pharmacy/orders/${body.data.order_no}`);

    const o = await order(p.browser, body.data.order_no);
    expect(o).toMatchObject({ status: 'placed', wallet_applied: '20.00', total: '89.00' });
    const placedEvents = await app.db
      .select()
      .from(pharmacyOrderEvents)
      .where(eq(pharmacyOrderEvents.state, 'placed'));
    expect(
      placedEvents.filter((e) => o.events.length > 0 && e.note === 'Paid online'),
    ).toHaveLength(1);
    const receipts = (await smsTexts(app, p.mobile)).filter((t) =>
      t.includes('of ₹89.00 is placed'),
    );
    expect(receipts).toHaveLength(1);

    // Cancelled before dispatch: the wallet part and what was paid online come back, once.
    const [c1, c2] = await Promise.all([
      p.browser.post(apiUrl('orderCancel', { order_no: body.data.order_no })),
      p.browser.post(apiUrl('orderCancel', { order_no: body.data.order_no })),
    ]);
    expect([c1.statusCode, c2.statusCode]).toEqual([200, 200]);
    expect(json<{ message: string }>(c1).message).toBe(M.orderCancelled);
    expect(await walletPaise(p.id)).toBe(2_000 + 8_900);
    const rows = await app.db.select().from(payments).where(eq(payments.merchantOrderId, id));
    expect(rows[0]?.state).toBe('refunded');
  });

  it('marks a failed payment, lets the patient pay again, and then places the order', async () => {
    const p = await registerPatient(app, { name: 'Rahul Verma' });
    await add(p.browser, 'test-feverona-500-tablet');
    const first = json<{ data: { order_no: string; merchant_order_id: string } }>(
      await place(p.browser, orderFields(p, { payment_method: 'online' })),
    ).data;
    const failed = await pay(p.browser, first.merchant_order_id, 'fail');
    expect(failed.headers.location).toBe(`/pharmacy/orders/${first.order_no}`);
    expect(await order(p.browser, first.order_no)).toMatchObject({
      status: 'payment_failed',
      can_pay: true,
    });
    const again = await p.browser.post(apiUrl('orderPaymentRetry', { order_no: first.order_no }));
    expect(again.statusCode).toBe(200);
    const retry = json<{ data: { merchant_order_id: string; amount: string } }>(again).data;
    expect(retry.merchant_order_id).not.toBe(first.merchant_order_id);
    expect(retry.amount).toBe('67.50');
    await pay(p.browser, retry.merchant_order_id, 'pay');
    expect((await order(p.browser, first.order_no)).status).toBe('placed');
    const paidAgain = await p.browser.post(
      apiUrl('orderPaymentRetry', { order_no: first.order_no }),
    );
    expect(paidAgain.statusCode).toBe(409);
    expect(json<{ message: string }>(paidAgain).message).toBe(M.orderNotPayable);
  });

  it('cancels an online order left unpaid for 30 minutes and gives the wallet part back', async () => {
    const p = await registerPatient(app, { name: 'Sunita Joshi' });
    await app.db
      .insert(walletLedger)
      .values({ userId: p.id, amountPaise: 1_000, kind: 'test_credit', reference: 'w', note: 't' });
    await add(p.browser, 'test-feverona-500-tablet');
    const placed = json<{ data: { order_no: string } }>(
      await place(p.browser, orderFields(p, { payment_method: 'online', use_wallet: 'true' })),
    ).data;
    expect(await walletPaise(p.id)).toBe(0);
    const started = now;
    now = new Date(started.getTime() + 31 * 60_000);
    try {
      await app.jobs.run('pharmacy.cancel-unpaid');
    } finally {
      now = started;
    }
    expect(await order(p.browser, placed.order_no)).toMatchObject({ status: 'cancelled' });
    expect(await walletPaise(p.id)).toBe(1_000);
  });
});

describe('the pharmacy desk', () => {
  it('checks a prescription, packs, dispatches and delivers, each once and in order', async () => {
    const p = await registerPatient(app, { name: 'Tara Singh' });
    await add(p.browser, 'test-amoxitest-500-capsule');
    const no = json<{ data: { order_no: string } }>(await place(p.browser, orderFields(p), PNG))
      .data.order_no;
    const queue = json<{ data: { order_no: string }[] }>(
      await staff('GET', `${apiUrl('staffOrderList')}?status=placed`),
    ).data;
    expect(queue.map((o) => o.order_no)).toContain(no);

    const early = await staff('POST', apiUrl('staffOrderStatus', { order_no: no }), {
      status: 'packed',
    });
    expect(early.statusCode).toBe(409);
    expect(json<{ message: string }>(early).message).toBe(M.rxNotApproved);

    const approved = await staff('POST', apiUrl('staffPrescriptionCheck', { order_no: no }), {
      decision: 'approve',
    });
    expect(
      json<{ data: { status: string; patient: { mobile: string } } }>(approved).data,
    ).toMatchObject({
      status: 'prescription_checked',
      patient: { mobile: p.mobile },
    });
    for (const status of ['packed', 'dispatched', 'delivered'] as const) {
      const res = await staff('POST', apiUrl('staffOrderStatus', { order_no: no }), { status });
      expect(res.statusCode).toBe(200);
    }
    const twice = await staff('POST', apiUrl('staffOrderStatus', { order_no: no }), {
      status: 'delivered',
    });
    expect(twice.statusCode).toBe(409);
    const o = await order(p.browser, no);
    expect(o.events.map((e) => e.status)).toEqual([
      'placed',
      'prescription_checked',
      'packed',
      'dispatched',
      'delivered',
    ]);
    expect(o.can_cancel).toBe(false);
    const late = await p.browser.post(apiUrl('orderCancel', { order_no: no }));
    expect(late.statusCode).toBe(409);
    expect(json<{ message: string }>(late).message).toBe(M.orderNotCancellable);
    const texts = await smsTexts(app, p.mobile);
    expect(texts.filter((t) => t.includes(no))).toHaveLength(5);
    // Every move is in the audit log, in the pharmacist's role, newest first; the refused ones are not.
    const audit = json<{ data: { action: string; role: string; subject: string }[] }>(
      await staff('GET', `${apiUrl('staffAuditList')}?subject=${no}`),
    ).data;
    expect(audit.map((e) => [e.action, e.role])).toEqual([
      ['order.delivered', 'pharmacist'],
      ['order.dispatched', 'pharmacist'],
      ['order.packed', 'pharmacist'],
      ['order.prescription_approve', 'pharmacist'],
    ]);
  });

  it('rejects a prescription only with a reason, which cancels the order', async () => {
    const p = await registerPatient(app, { name: 'Uday Kiran' });
    await add(p.browser, 'test-amoxitest-500-capsule');
    const no = json<{ data: { order_no: string } }>(await place(p.browser, orderFields(p), PNG))
      .data.order_no;
    const bare = await staff('POST', apiUrl('staffPrescriptionCheck', { order_no: no }), {
      decision: 'reject',
    });
    expect(bare.statusCode).toBe(422);
    expect(json<{ errors: Record<string, string> }>(bare).errors.reason).toBe(
      M.rejectReasonRequired,
    );
    const rejected = await staff('POST', apiUrl('staffPrescriptionCheck', { order_no: no }), {
      decision: 'reject',
      reason: 'The prescription is older than six months.',
    });
    expect(
      json<{ data: { status: string; prescription: { check: string; reason: string } } }>(rejected)
        .data,
    ).toMatchObject({
      status: 'cancelled',
      prescription: { check: 'rejected', reason: 'The prescription is older than six months.' },
    });
    const audit = json<{ data: { action: string; detail: string }[] }>(
      await staff('GET', `${apiUrl('staffAuditList')}?subject=${no}`),
    ).data;
    expect(audit).toEqual([
      expect.objectContaining({
        action: 'order.prescription_reject',
        detail: 'Prescription not accepted: The prescription is older than six months.',
      }),
    ]);
  });

  it('lets the pharmacy cancel an order with a reason, recorded in the audit log', async () => {
    const p = await registerPatient(app, { name: 'Zoya Khan' });
    await add(p.browser, 'test-calpirex-500-tablet');
    const no = json<{ data: { order_no: string } }>(await place(p.browser, orderFields(p))).data
      .order_no;
    const cancelled = await staff('POST', apiUrl('staffOrderCancel', { order_no: no }), {
      reason: 'Out of stock at the pharmacy',
    });
    expect(cancelled.statusCode).toBe(200);
    expect(json<{ data: { status: string } }>(cancelled).data.status).toBe('cancelled');
    const audit = json<{ data: { action: string; role: string; detail: string }[] }>(
      await staff('GET', `${apiUrl('staffAuditList')}?subject=${no}`),
    ).data;
    expect(audit).toEqual([
      {
        ...audit[0],
        action: 'order.cancel',
        role: 'pharmacist',
        detail: 'Cancelled by the pharmacy: Out of stock at the pharmacy',
      },
    ]);
  });

  it('refuses the list to a patient, a coordinator and a doctor (pharmacists only), in words', async () => {
    const p = await registerPatient(app, { name: 'Vidya Rao' });
    const people: [string, string, ('coordinator' | 'doctor')[]][] = [
      ['9000000022', 'Coordinator', ['coordinator']],
      ['9000000023', 'Doctor', ['doctor']],
    ];
    const tokens: string[] = [];
    for (const [mobile, name, roles] of people) {
      await createTestStaff(app.db, { mobile, name, password: 'Staff@Pass123' }, roles);
      tokens.push(await loginWithPassword(app, mobile, 'Staff@Pass123'));
    }
    const url = `${apiUrl('staffOrderList')}?q=ORD&page=1&per_page=5`;
    expect((await p.browser.get(url)).statusCode).toBe(403);
    for (const token of tokens) {
      const res = await app.inject({
        method: 'GET',
        url,
        headers: { authorization: `Bearer ${token}` },
      });
      expect(res.statusCode).toBe(403);
      expect(json<{ message: string }>(res).message).toContain('Only a pharmacist can do this.');
    }
  });

  it('pages the list on the server with its total, and searches by order number, name and mobile', async () => {
    const asha = await registerPatient(app, { name: 'Ashwini Pagekar' });
    const bala = await registerPatient(app, { name: 'Balaji Findlay' });
    const placeOne = async (p: RegisteredPatient): Promise<string> => {
      await add(p.browser, 'test-calpirex-500-tablet');
      const res = await place(p.browser, orderFields(p));
      expect(res.statusCode).toBe(200);
      return json<{ data: { order_no: string } }>(res).data.order_no;
    };
    const ashas: string[] = [];
    for (let i = 0; i < 5; i += 1) ashas.push(await placeOne(asha));
    const balas = [await placeOne(bala), await placeOne(bala)];
    const list = async (query: string) => {
      const res = await staff('GET', `${apiUrl('staffOrderList')}?${query}`);
      expect([query, res.statusCode]).toEqual([query, 200]);
      return ENDPOINTS.staffOrderList.response.parse(res.json());
    };

    // Asha's orders by her mobile, two to a page, oldest first, the total with every page.
    const pages = [1, 2, 3].map((page) => list(`q=${asha.mobile}&per_page=2&page=${page}`));
    const answered = await Promise.all(pages);
    expect(answered.map((a) => a.data.length)).toEqual([2, 2, 1]);
    expect(answered.map((a) => a.meta)).toEqual([
      { page: 1, per_page: 2, total: 5 },
      { page: 2, per_page: 2, total: 5 },
      { page: 3, per_page: 2, total: 5 },
    ]);
    expect(answered.flatMap((a) => a.data.map((o) => o.order_no))).toEqual(ashas);
    expect(answered[0]!.data[0]).toMatchObject({
      status: 'placed',
      first_title: 'Calpirex 500 Tablet',
      line_count: 1,
      patient: { name: 'Ashwini Pagekar', mobile: asha.mobile },
    });
    expect((await list(`q=${asha.mobile}&per_page=2&page=4`)).data).toEqual([]);

    // A mobile as people type it: with +91 and spaces, or its last digits.
    const spaced = `+91 ${asha.mobile.slice(0, 5)} ${asha.mobile.slice(5)}`;
    expect((await list(`q=${encodeURIComponent(spaced)}`)).meta.total).toBe(5);
    const tail = await list(`q=${asha.mobile.slice(-7)}&per_page=100`);
    expect(tail.data.map((o) => o.order_no)).toEqual(expect.arrayContaining(ashas));
    // By name, in any case and in part; by order number, whole or in part.
    expect((await list('q=findlay')).data.map((o) => o.order_no)).toEqual(balas);
    expect((await list(`q=${balas[1]!}`)).data.map((o) => o.order_no)).toEqual([balas[1]]);
    const part = balas[0]!.slice(4).toLowerCase();
    expect((await list(`q=${part}`)).data.map((o) => o.order_no)).toContain(balas[0]);
    // LIKE's wildcards are plain characters.
    expect((await list('q=%25')).meta.total).toBe(0);
    expect((await list('q=_')).meta.total).toBe(0);

    // A status narrows it; a finished order leaves the open ones; `all` shows every state, newest first.
    await staff('POST', apiUrl('staffOrderCancel', { order_no: ashas[0]! }), {
      reason: 'Duplicate order',
    });
    expect((await list(`q=${asha.mobile}`)).data.map((o) => o.order_no)).toEqual(ashas.slice(1));
    expect((await list(`q=${asha.mobile}&status=cancelled`)).data.map((o) => o.order_no)).toEqual([
      ashas[0],
    ]);
    expect((await list(`q=${asha.mobile}&status=all`)).data.map((o) => o.order_no)).toEqual(
      [...ashas].reverse(),
    );
    expect((await list(`q=${asha.mobile}&status=packed`)).meta.total).toBe(0);
  });

  it('answers a bad filter with words, not a 500', async () => {
    for (const [query, field] of [
      ['status=shipped', 'status'],
      [`q=${'x'.repeat(61)}`, 'q'],
      ['per_page=1000', 'per_page'],
      ['page=0', 'page'],
    ] as const) {
      const res = await staff('GET', `${apiUrl('staffOrderList')}?${query}`);
      expect([query, res.statusCode]).toEqual([query, 422]);
      expect(Object.keys(json<{ errors: Record<string, string> }>(res).errors)).toContain(field);
    }
  });

  it('answers a patient with 403 on every desk call', async () => {
    const p = await registerPatient(app, { name: 'Vikram Rao' });
    for (const res of [
      await p.browser.get(apiUrl('staffOrderList')),
      await p.browser.get(apiUrl('staffOrderRow', { order_no: 'ORD-AAAAAAAA' })),
      await p.browser.post(apiUrl('staffOrderStatus', { order_no: 'ORD-AAAAAAAA' }), {
        status: 'packed',
      }),
    ])
      expect(res.statusCode).toBe(403);
  });
});
