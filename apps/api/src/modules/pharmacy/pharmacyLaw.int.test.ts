import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PHARMACY_MESSAGES as M } from '@medibridge/contract';
import { PHARMACY_MESSAGES_HI as HI } from '@medibridge/contract/hi-pharmacy';
import { ENDPOINTS } from '@medibridge/contract/schemas';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { cartItems, h1Register, medicines, securityEvents } from '../../db/schema';
import type { TestBrowser } from '../../test/browser';
import { buildTestApp } from '../../test/buildTestApp';
import { multipart } from '../../test/multipart';
import {
  type RegisteredPatient,
  apiUrl,
  loginWithPassword,
  registerPatient,
} from '../../test/patients';
import { createTestStaff } from '../../test/staff';
import { addPrescribedToCart } from './prescriptionCart';

/**
 * The pharmacy's legal limits (issue 33 §3, docs/decisions/0068) over HTTP: Schedule X / NDPS medicines are
 * never sold online (cart, Confirm, a prescription's lines), an Rx order moves to packed or dispatched only
 * after a pharmacist approved it (the API called directly), and each Schedule H1 supply writes the H1 register
 * once at dispatch, which pharmacists and admins read and export and nobody changes.
 */

const now = new Date('2026-11-26T06:00:00Z');
let app: FastifyInstance;
let uploadDir: string;
let pharmacistToken = '';
let adminToken = '';
let coordinatorToken = '';
let xMedicine: { id: number; slug: string };
let h1Medicine: { id: number; slug: string; title: string };
let hMedicine: { id: number };

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 0x49]);
const PASSWORD = 'Staff@Pass123';

async function firstOf(schedule: string) {
  const [row] = await app.db
    .select({ id: medicines.id, slug: medicines.slug, title: medicines.title })
    .from(medicines)
    .where(and(eq(medicines.schedule, schedule), eq(medicines.active, true)))
    .limit(1);
  if (!row) throw new Error(`no ${schedule} medicine in the seed`);
  await app.db
    .update(medicines)
    .set({ stock: 100, discontinued: false })
    .where(eq(medicines.id, row.id));
  return row;
}

beforeAll(async () => {
  uploadDir = mkdtempSync(path.join(tmpdir(), 'medibridge-pharmacy-law-'));
  app = await buildTestApp({ UPLOAD_DIR: uploadDir }, { clock: () => new Date(now.getTime()) });
  xMedicine = await firstOf('X');
  h1Medicine = await firstOf('H1');
  hMedicine = await firstOf('H');
  await createTestStaff(
    app.db,
    { mobile: '9000000331', name: 'Pharmacist Law', password: PASSWORD },
    ['pharmacist'],
  );
  await createTestStaff(app.db, { mobile: '9000000332', name: 'Admin Law', password: PASSWORD }, [
    'admin',
  ]);
  await createTestStaff(
    app.db,
    { mobile: '9000000333', name: 'Coordinator Law', password: PASSWORD },
    ['coordinator'],
  );
  pharmacistToken = await loginWithPassword(app, '9000000331', PASSWORD);
  adminToken = await loginWithPassword(app, '9000000332', PASSWORD);
  coordinatorToken = await loginWithPassword(app, '9000000333', PASSWORD);
}, 120_000);
afterAll(async () => {
  await app.close();
  rmSync(uploadDir, { recursive: true, force: true });
});

const message = (res: LightMyRequestResponse): string =>
  (res.json() as { message: string }).message;

function as(token: string, method: 'GET' | 'POST', url: string, payload?: Record<string, unknown>) {
  return app.inject({
    method,
    url,
    headers: { authorization: `Bearer ${token}` },
    ...(payload ? { payload } : {}),
  });
}

function orderFields(p: RegisteredPatient) {
  return {
    firstName: 'Kiran',
    last_name: 'Joshi',
    mobile: p.mobile,
    email: p.email,
    pinCode: '411005',
    address: 'Flat 12, Sai Residency, Ganeshkhind Road',
    locationTown: 'Shivajinagar',
    city_district: 'Pune',
    state: 'Maharashtra',
    payment_method: 'cod',
  };
}

function place(b: TestBrowser, fields: Record<string, string>) {
  return b.request({
    method: 'POST',
    url: apiUrl('orderPlace'),
    ...multipart(fields, { field: 'prescription', name: 'rx.png', type: 'image/png', data: PNG }),
  });
}

async function rxOrder(productId: number): Promise<string> {
  const p = await registerPatient(app);
  expect((await p.browser.post(apiUrl('cartAdd'), { product_id: productId })).statusCode).toBe(200);
  const placed = await place(p.browser, orderFields(p));
  expect(placed.statusCode).toBe(200);
  return (placed.json() as { data: { order_no: string } }).data.order_no;
}

describe('Schedule X and NDPS medicines are not sold online', () => {
  it('shows the product, marked not sold online, and keeps it in suggestions', async () => {
    const res = await app.inject({ url: apiUrl('productDetail', { slug: xMedicine.slug }) });
    expect(res.statusCode).toBe(200);
    const detail = ENDPOINTS.productDetail.response.parse(res.json());
    expect(detail.data).toMatchObject({ availability: 'not_sold_online', schedule: 'X' });
    // Listed for information (decision 0068): a search finds it, and its page says why it is not sold here.
    const word = xMedicine.slug.split('-')[0] ?? '';
    const suggest = await app.inject({ url: apiUrl('productSuggest', { text: word }) });
    const found = (suggest.json() as { data: { slug: string }[] }).data.map((d) => d.slug);
    expect(found).toContain(xMedicine.slug);
  });

  it('refuses it in the cart with words, in English and in Hindi', async () => {
    const p = await registerPatient(app);
    const en = await p.browser.post(apiUrl('cartAdd'), { product_id: xMedicine.id });
    expect([en.statusCode, message(en)]).toEqual([409, M.notSoldOnline]);
    const hi = await p.browser.request({
      method: 'POST',
      url: apiUrl('cartAdd'),
      payload: { product_id: xMedicine.id },
      headers: { 'accept-language': 'hi' },
    });
    expect([hi.statusCode, message(hi)]).toEqual([409, HI.notSoldOnline]);
    expect(await app.db.select().from(cartItems).where(eq(cartItems.userId, p.id))).toEqual([]);
  });

  it('refuses Confirm for a cart that already holds one from before, and leaves the cart as it was', async () => {
    const p = await registerPatient(app);
    await app.db.insert(cartItems).values({ userId: p.id, medicineId: xMedicine.id });
    const res = await place(p.browser, orderFields(p));
    expect([res.statusCode, message(res)]).toEqual([409, M.cartHasNotSoldOnline]);
    expect(await app.db.select().from(cartItems).where(eq(cartItems.userId, p.id))).toHaveLength(1);
  });

  it('leaves a prescribed one out of the cart, saying why', async () => {
    const p = await registerPatient(app);
    const outcomes = await addPrescribedToCart(app.db, p.id, [xMedicine.id, hMedicine.id]);
    expect(outcomes.map((o) => o.outcome)).toEqual(['not_sold_online', 'added']);
    const lines = await app.db.select().from(cartItems).where(eq(cartItems.userId, p.id));
    expect(lines.map((l) => l.medicineId)).toEqual([hMedicine.id]);
  });
});

describe('an Rx order leaves only after a pharmacist approved its prescription', () => {
  it('answers 409 in words when the API is asked to pack or dispatch it first', async () => {
    const orderNo = await rxOrder(hMedicine.id);
    const url = apiUrl('staffOrderStatus', { order_no: orderNo });
    for (const status of ['packed', 'dispatched', 'delivered']) {
      const res = await as(pharmacistToken, 'POST', url, { status, note: '' });
      expect([status, res.statusCode, message(res)]).toEqual([status, 409, M.rxNotApproved]);
    }
  });
});

describe('the Schedule H1 register', () => {
  let orderNo = '';

  it('asks for the prescriber when approving an H1 order', async () => {
    orderNo = await rxOrder(h1Medicine.id);
    const url = apiUrl('staffPrescriptionCheck', { order_no: orderNo });
    const bare = await as(pharmacistToken, 'POST', url, { decision: 'approve' });
    expect([bare.statusCode, message(bare)]).toEqual([422, M.h1PrescriberRequired]);
    const row = await as(pharmacistToken, 'GET', apiUrl('staffOrderRow', { order_no: orderNo }));
    expect((row.json() as { data: { prescription: unknown } }).data.prescription).toMatchObject({
      h1_required: true,
      check: 'pending',
    });
    const ok = await as(pharmacistToken, 'POST', url, {
      decision: 'approve',
      prescriber_name: 'Dr Meera Rao',
      prescriber_reg_no: 'MMC-2011-12345',
    });
    expect(ok.statusCode).toBe(200);
  });

  it('writes one entry at dispatch, once, and none before', async () => {
    const url = apiUrl('staffOrderStatus', { order_no: orderNo });
    expect(
      (await as(pharmacistToken, 'POST', url, { status: 'packed', note: '' })).statusCode,
    ).toBe(200);
    expect(await app.db.select().from(h1Register).where(eq(h1Register.orderNo, orderNo))).toEqual(
      [],
    );
    const sent = await as(pharmacistToken, 'POST', url, { status: 'dispatched', note: '' });
    expect(sent.statusCode).toBe(200);
    const again = await as(pharmacistToken, 'POST', url, { status: 'dispatched', note: '' });
    expect(again.statusCode).toBe(409);
    const rows = await app.db.select().from(h1Register).where(eq(h1Register.orderNo, orderNo));
    expect(rows).toEqual([
      expect.objectContaining({
        medicineId: h1Medicine.id,
        quantity: 1,
        prescriberName: 'Dr Meera Rao',
        prescriberRegNo: 'MMC-2011-12345',
        patientName: 'Kiran Joshi',
        suppliedAt: now,
      }),
    ]);
    expect(rows[0]?.patientAddress).toContain('Ganeshkhind Road');
  });

  it('writes the entry once when the same order is dispatched twice at once', async () => {
    const no = await rxOrder(h1Medicine.id);
    const check = apiUrl('staffPrescriptionCheck', { order_no: no });
    await as(pharmacistToken, 'POST', check, {
      decision: 'approve',
      prescriber_name: 'Dr Arjun Sen',
      prescriber_reg_no: 'WBMC-77881',
    });
    const url = apiUrl('staffOrderStatus', { order_no: no });
    expect(
      (await as(pharmacistToken, 'POST', url, { status: 'packed', note: '' })).statusCode,
    ).toBe(200);
    const second = await loginWithPassword(app, '9000000331', PASSWORD);
    const both = await Promise.all([
      as(pharmacistToken, 'POST', url, { status: 'dispatched', note: '' }),
      as(second, 'POST', url, { status: 'dispatched', note: '' }),
    ]);
    expect(both.map((r) => r.statusCode).filter((c) => c === 200)).toHaveLength(1);
    expect(await app.db.select().from(h1Register).where(eq(h1Register.orderNo, no))).toHaveLength(
      1,
    );
  });

  it('is read by pharmacists and admins by date, and refused to others', async () => {
    const url = (q: string) => `${apiUrl('staffH1Register')}${q}`;
    for (const token of [pharmacistToken, adminToken]) {
      const res = await as(token, 'GET', url('?from=2026-11-26&to=2026-11-26'));
      expect(res.statusCode).toBe(200);
      const page = ENDPOINTS.staffH1Register.response.parse(res.json());
      expect(page.data.map((e) => e.order_no)).toContain(orderNo);
      expect(page.data.find((e) => e.order_no === orderNo)).toMatchObject({
        date: '2026-11-26',
        prescriber_reg_no: 'MMC-2011-12345',
      });
      expect(page.meta.retention_years).toBe(3);
    }
    const other = await as(pharmacistToken, 'GET', url('?from=2026-11-27&to=2026-11-30'));
    expect(ENDPOINTS.staffH1Register.response.parse(other.json()).data).toEqual([]);
    const bad = await as(pharmacistToken, 'GET', url('?from=2026-13-40'));
    expect(bad.statusCode).toBe(422);
    expect((await as(coordinatorToken, 'GET', url(''))).statusCode).toBe(403);
    const patient = await registerPatient(app);
    expect((await patient.browser.get(url(''))).statusCode).toBe(403);
  });

  it('exports the range as CSV', async () => {
    const res = await as(
      adminToken,
      'GET',
      `${apiUrl('staffH1RegisterCsv')}?from=2026-11-26&to=2026-11-26`,
    );
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    const lines = res.body.trim().split('\r\n');
    expect(lines[0]).toBe(
      'date,order_no,medicine,quantity,prescriber_name,prescriber_reg_no,patient_name,patient_address',
    );
    expect(lines.some((l) => l.includes(orderNo) && l.includes('Dr Meera Rao'))).toBe(true);
  });

  it('refuses to change or delete an entry, in the database itself', async () => {
    const refused = async (statement: ReturnType<typeof sql>): Promise<string> => {
      try {
        await app.db.execute(statement);
        return 'allowed';
      } catch (error) {
        const cause = (error as { cause?: { message?: string } }).cause;
        return cause?.message ?? (error as Error).message;
      }
    };
    expect(await refused(sql`update h1_register set quantity = 2`)).toMatch(/append-only/);
    expect(await refused(sql`delete from h1_register`)).toMatch(/append-only/);
  });
});

describe('the prescription behind an order', () => {
  it('opens for the pharmacist and the read goes to the security log', async () => {
    const orderNo = await rxOrder(hMedicine.id);
    const row = await as(pharmacistToken, 'GET', apiUrl('staffOrderRow', { order_no: orderNo }));
    const url = (row.json() as { data: { prescription: { url: string } } }).data.prescription.url;
    const file = await as(pharmacistToken, 'GET', url);
    expect(file.statusCode).toBe(200);
    const reads = await app.db
      .select()
      .from(securityEvents)
      .where(and(eq(securityEvents.kind, 'staff_read'), eq(securityEvents.subject, orderNo)));
    expect(reads.map((r) => r.detail)).toEqual(
      expect.arrayContaining([expect.stringMatching(/prescription file/i)]),
    );
  });
});
