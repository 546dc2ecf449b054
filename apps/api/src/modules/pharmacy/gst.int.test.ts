import { ENDPOINTS } from '@medibridge/contract/schemas';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { medicines } from '../../db/schema';
import type { TestBrowser } from '../../test/browser';
import { buildTestApp } from '../../test/buildTestApp';
import { type TestMedicineSlug, putTestMedicines } from '../../test/medicines';
import { multipart } from '../../test/multipart';
import { type RegisteredPatient, apiUrl, registerPatient } from '../../test/patients';

/**
 * The order's bill (docs/decisions/0046): catalogue prices include GST; the quote and the order say how much
 * at each rate, with the operator's GSTIN or "not registered"; Confirm freezes each line's rate, HSN code and
 * Hindi words, so My Orders and the order's page name the products in the reader's language.
 */

const NOW = new Date('2026-11-26T06:00:00Z');
const GSTIN = '29ABCDE1234F1ZW';
let registered: FastifyInstance;
let unregistered: FastifyInstance;
let ids: Record<TestMedicineSlug, number>;

beforeAll(async () => {
  registered = await buildTestApp({ GSTIN }, { clock: () => new Date(NOW.getTime()) });
  unregistered = await buildTestApp({}, { clock: () => new Date(NOW.getTime()) });
  ids = await putTestMedicines(registered.db);
  await putTestMedicines(unregistered.db);
  for (const app of [registered, unregistered])
    await app.db
      .update(medicines)
      .set({ titleHi: 'कैल्पिरेक्स 500 टैबलेट', packSizeHi: '15 टैबलेट की स्ट्रिप' })
      .where(eq(medicines.slug, 'test-calpirex-500-tablet'));
  // A second rate on the bill: the sanitiser's 18 % (seed: gst.ts).
  await registered.db
    .update(medicines)
    .set({ gstRateBp: 1800, hsnCode: '3808' })
    .where(eq(medicines.slug, 'test-feverona-500-tablet'));
});
afterAll(async () => {
  await registered.close();
  await unregistered.close();
});

async function fill(app: FastifyInstance, b: TestBrowser, lines: [TestMedicineSlug, number][]) {
  for (const [slug, times] of lines)
    for (let i = 0; i < times; i += 1)
      expect((await b.post(apiUrl('cartAdd'), { product_id: ids[slug] })).statusCode).toBe(200);
}

function placeOrder(p: RegisteredPatient, language: string, method = 'cod') {
  const form = multipart({
    firstName: 'Asha',
    last_name: 'Verma',
    mobile: p.mobile,
    email: p.email,
    pinCode: '411005',
    address: 'Flat 12, Sai Residency, Ganeshkhind Road',
    locationTown: 'Shivajinagar',
    city_district: 'Pune',
    state: 'Maharashtra',
    payment_method: method,
  });
  return p.browser.request({
    method: 'POST',
    url: apiUrl('orderPlace'),
    ...form,
    headers: { ...form.headers, 'accept-language': language },
  });
}

describe('GST on the order’s bill', () => {
  it('quotes the GST the prices include per rate, with the GSTIN, and freezes the rates at Confirm', async () => {
    const p = await registerPatient(registered, { name: 'Asha Verma' });
    await fill(registered, p.browser, [
      ['test-calpirex-500-tablet', 3],
      ['test-feverona-500-tablet', 2],
    ]);
    const quote = ENDPOINTS.orderQuote.response.parse(
      (await p.browser.post(apiUrl('orderQuote'), { payment_method: 'cod' })).json(),
    ).data;
    // ₹90 at 5 %: 90 × 5 / 105 = 4.2857… → ₹4.29; ₹37 at 18 %: 37 × 18 / 118 = 5.644… → ₹5.64.
    expect(quote.gst).toEqual({
      gstin: GSTIN,
      rates: [
        { rate: '5', value: '90.00', taxable: '85.71', gst: '4.29' },
        { rate: '18', value: '37.00', taxable: '31.36', gst: '5.64' },
      ],
    });
    expect(quote.subtotal).toBe('127.00');

    const res = await placeOrder(p, 'en');
    expect(res.statusCode).toBe(200);
    const orderNo = (res.json() as { data: { order_no: string } }).data.order_no;
    // The rate changes after Confirm: the order keeps the one it was sold at, like its prices.
    await registered.db
      .update(medicines)
      .set({ gstRateBp: 1200 })
      .where(eq(medicines.slug, 'test-calpirex-500-tablet'));
    try {
      const detail = ENDPOINTS.orderRow.response.parse(
        (await p.browser.get(apiUrl('orderRow', { order_no: orderNo }))).json(),
      ).data;
      expect(detail.gst).toEqual(quote.gst);
      expect(detail.lines.map((l) => [l.title, l.gst_rate, l.hsn_code])).toEqual([
        ['Calpirex 500 Tablet', '5', '3004'],
        ['Feverona 500 Tablet', '18', '3808'],
      ]);
    } finally {
      await registered.db
        .update(medicines)
        .set({ gstRateBp: 500 })
        .where(eq(medicines.slug, 'test-calpirex-500-tablet'));
    }
  });

  it('says "not registered" (a null GSTIN) when GSTIN is not configured', async () => {
    const p = await registerPatient(unregistered, { name: 'Ravi Kumar' });
    await fill(unregistered, p.browser, [['test-calpirex-500-tablet', 1]]);
    const quote = ENDPOINTS.orderQuote.response.parse(
      (await p.browser.post(apiUrl('orderQuote'), { payment_method: 'cod' })).json(),
    ).data;
    expect(quote.gst).toEqual({
      gstin: null,
      rates: [{ rate: '5', value: '30.00', taxable: '28.57', gst: '1.43' }],
    });
  });
});

describe('order lines in the reader’s language', () => {
  it('freezes the Hindi title and pack at Confirm: My Orders and the order page name products in Hindi', async () => {
    const p = await registerPatient(registered, { name: 'Meena Iyer' });
    await fill(registered, p.browser, [
      ['test-calpirex-500-tablet', 1],
      ['test-feverona-500-tablet', 1],
    ]);
    const res = await placeOrder(p, 'hi');
    expect(res.statusCode).toBe(200);
    const orderNo = (res.json() as { data: { order_no: string } }).data.order_no;
    // The catalogue's Hindi changes later: the order keeps the words it was placed with.
    await registered.db
      .update(medicines)
      .set({ titleHi: null })
      .where(eq(medicines.slug, 'test-calpirex-500-tablet'));
    try {
      const hi = { 'accept-language': 'hi' };
      const list = ENDPOINTS.orderList.response.parse(
        (await p.browser.get(apiUrl('orderList'), hi)).json(),
      ).data;
      expect(list[0]).toMatchObject({ order_no: orderNo, first_title: 'कैल्पिरेक्स 500 टैबलेट' });
      const detail = ENDPOINTS.orderRow.response.parse(
        (await p.browser.get(apiUrl('orderRow', { order_no: orderNo }), hi)).json(),
      ).data;
      // A line whose product had no Hindi reads its English.
      expect(detail.lines.map((l) => [l.title, l.pack_size])).toEqual([
        ['कैल्पिरेक्स 500 टैबलेट', '15 टैबलेट की स्ट्रिप'],
        ['Feverona 500 Tablet', 'Strip of 10 tablets'],
      ]);
      const english = ENDPOINTS.orderRow.response.parse(
        (await p.browser.get(apiUrl('orderRow', { order_no: orderNo }))).json(),
      ).data;
      expect(english.first_title).toBe('Calpirex 500 Tablet');
      expect(english.lines[0]?.pack_size).toBe('Strip of 15 tablets');
    } finally {
      await registered.db
        .update(medicines)
        .set({ titleHi: 'कैल्पिरेक्स 500 टैबलेट' })
        .where(eq(medicines.slug, 'test-calpirex-500-tablet'));
    }
  });

  it('names a medicine order in Hindi on the sandbox checkout page of a Hindi payment', async () => {
    const p = await registerPatient(registered, { name: 'Kavya Shetty' });
    await fill(registered, p.browser, [['test-calpirex-500-tablet', 1]]);
    const res = await placeOrder(p, 'hi', 'online');
    expect(res.statusCode).toBe(200);
    const body = res.json() as {
      data: { order_no: string; instrumentResponse: { redirectInfo: { url: string } } };
    };
    const page = await p.browser.get(body.data.instrumentResponse.redirectInfo.url);
    expect(page.body).toContain(`<dt>किसलिए</dt><dd>दवाओं का ऑर्डर ${body.data.order_no}</dd>`);
  });
});
