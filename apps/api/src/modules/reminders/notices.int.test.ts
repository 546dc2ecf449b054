import type { FastifyInstance } from 'fastify';
import { buildTestApp } from '../../test/buildTestApp';
import { type TestMedicineSlug, putTestMedicines } from '../../test/medicines';
import { multipart } from '../../test/multipart';
import {
  type RegisteredPatient,
  apiUrl,
  loginWithPassword,
  registerPatient,
} from '../../test/patients';
import { RecordingNotifier } from '../../test/recordingNotifier';
import { createTestStaff } from '../../test/staff';

/**
 * The one-off notices other modules' moments send through the reminders hooks (docs/decisions/0050):
 * medicine orders confirmed, prescription approved or rejected with the reason, dispatched, delivered.
 */

const now = new Date('2026-11-26T06:00:00Z');
let app: FastifyInstance;
let ids: Record<TestMedicineSlug, number>;
let staffToken: string;
const notifier = new RecordingNotifier();
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 0x49]);

beforeAll(async () => {
  app = await buildTestApp({}, { clock: () => new Date(now.getTime()), notifier });
  ids = await putTestMedicines(app.db);
  await createTestStaff(app.db, {
    mobile: '9000000051',
    name: 'Pharmacist',
    password: 'Staff@Pass123',
  });
  staffToken = await loginWithPassword(app, '9000000051', 'Staff@Pass123');
});
afterAll(async () => {
  await app.close();
});

const staff = (url: string, payload: Record<string, unknown>) =>
  app.inject({
    method: 'POST',
    url,
    headers: { authorization: `Bearer ${staffToken}` },
    payload,
  });

async function placeWithPrescription(p: RegisteredPatient): Promise<string> {
  const added = await p.browser.post(apiUrl('cartAdd'), {
    product_id: ids['test-amoxitest-500-capsule'],
  });
  expect(added.statusCode).toBe(200);
  const res = await p.browser.request({
    method: 'POST',
    url: apiUrl('orderPlace'),
    ...multipart(
      {
        firstName: 'Tara',
        last_name: 'Singh',
        mobile: p.mobile,
        email: p.email,
        pinCode: '411005',
        address: 'Flat 12, Sai Residency, Ganeshkhind Road',
        locationTown: 'Shivajinagar',
        city_district: 'Pune',
        state: 'Maharashtra',
        payment_method: 'cod',
      },
      { field: 'prescription', name: 'rx.png', type: 'image/png', data: PNG },
    ),
  });
  expect(res.statusCode).toBe(200);
  return (res.json() as { data: { order_no: string } }).data.order_no;
}

const ofOrder = (orderNo: string) =>
  notifier.sent.filter((n) => n.vars.order === orderNo).map((n) => n.kind);

describe('order notices', () => {
  it('tells the patient their order is confirmed, its prescription approved, dispatched and delivered, once each', async () => {
    const p = await registerPatient(app, { name: 'Tara Singh' });
    const no = await placeWithPrescription(p);
    expect(notifier.ofKind('order_confirmed').find((n) => n.vars.order === no)).toMatchObject({
      to: { mobile: p.mobile, patientId: p.id },
      vars: { order: no, amount: expect.stringMatching(/^₹\d/) },
    });
    expect(
      (await staff(apiUrl('staffPrescriptionCheck', { order_no: no }), { decision: 'approve' }))
        .statusCode,
    ).toBe(200);
    for (const status of ['packed', 'dispatched', 'delivered'])
      expect(
        (await staff(apiUrl('staffOrderStatus', { order_no: no }), { status })).statusCode,
      ).toBe(200);
    expect(ofOrder(no)).toEqual([
      'order_confirmed',
      'order_rx_approved',
      'order_dispatched',
      'order_delivered',
    ]);
    // A repeated move is refused and sends nothing more.
    await staff(apiUrl('staffOrderStatus', { order_no: no }), { status: 'delivered' });
    expect(ofOrder(no)).toHaveLength(4);
  });

  it('tells the patient their prescription was rejected, with the reason', async () => {
    const p = await registerPatient(app, { name: 'Uday Kiran' });
    const no = await placeWithPrescription(p);
    const rejected = await staff(apiUrl('staffPrescriptionCheck', { order_no: no }), {
      decision: 'reject',
      reason: 'Older than six months.',
    });
    expect(rejected.statusCode).toBe(200);
    expect(notifier.ofKind('order_rx_rejected').find((n) => n.vars.order === no)?.vars).toEqual({
      order: no,
      reason: 'Older than six months.',
    });
  });
});
