import {
  ENDPOINT_TABLE,
  type EndpointName,
  NO_SCHEDULE_DEPARTMENT_ID,
  BOOKING_MESSAGES,
  TPG_MESSAGES,
} from '@medibridge/contract';
import { TPG_MESSAGES_HI } from '@medibridge/contract/hi-medicine-admin';
import { ENDPOINTS } from '@medibridge/contract/schemas';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { appointments, medicines } from '../../db/schema';
import { buildTestApp } from '../../test/buildTestApp';
import { CONSULTATION_FIELDS, paidConsultation } from '../../test/consultations';
import { putTestMedicines } from '../../test/medicines';
import { multipart } from '../../test/multipart';
import { pdfTextDump } from '../../test/pdfText';
import {
  type RegisteredPatient,
  apiUrl,
  bearer,
  loginWithPassword,
  registerPatient,
} from '../../test/patients';
import { createTestStaff } from '../../test/staff';

/**
 * The Telemedicine Practice Guidelines 2020 lists on the doctor's e-prescription (docs/decisions/0067): the
 * server refuses a prohibited medicine, list A at an audio first consultation and list B at a first one; a
 * minor's booking records the accompanying adult, and the prescription shows them.
 */

let app: FastifyInstance;
let uploadDir: string;
let ravi: RegisteredPatient;
let doctor = '';
let ids: Awaited<ReturnType<typeof putTestMedicines>>;
let morphine = 0;
let metformin = 0;
const PASSWORD = 'Staff@Pass123';
const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

const PRODUCT = {
  compositionKey: '',
  form: 'Tablet',
  packSize: 'Strip of 10 tablets',
  mrpPaise: 5_000,
  salePaise: 4_500,
  manufacturer: 'Testwell Remedies (fictional)',
  category: 'Test',
  storage: 'Store below 30°C.',
};

beforeAll(async () => {
  uploadDir = mkdtempSync(path.join(tmpdir(), 'medibridge-tpg-'));
  app = await buildTestApp({ UPLOAD_DIR: uploadDir });
  ids = await putTestMedicines(app.db);
  const [m] = await app.db
    .insert(medicines)
    .values({
      ...PRODUCT,
      slug: 'test-morphitest-10-tablet',
      title: 'Morphitest 10 Tablet',
      brand: 'Morphitest',
      composition: 'Morphine 10 mg',
      compositionKey: 'morphine 10 mg|oral-solid',
      salts: 'Morphine',
      schedule: 'X',
      tpgList: 'prohibited',
    })
    .onConflictDoUpdate({ target: medicines.slug, set: { active: true } })
    .returning({ id: medicines.id });
  morphine = m!.id;
  const [b] = await app.db
    .insert(medicines)
    .values({
      ...PRODUCT,
      slug: 'test-metfotest-500-tablet',
      title: 'Metfotest 500 Tablet',
      brand: 'Metfotest',
      composition: 'Metformin 500 mg',
      compositionKey: 'metformin 500 mg|oral-solid',
      salts: 'Metformin',
      schedule: 'H',
      tpgList: 'B',
    })
    .onConflictDoUpdate({ target: medicines.slug, set: { active: true, tpgList: 'B' } })
    .returning({ id: medicines.id });
  metformin = b!.id;
  ravi = await registerPatient(app, { name: 'Ravi Kumar' });
  await createTestStaff(
    app.db,
    { mobile: '9000000071', name: 'Asha Rao', password: PASSWORD },
    ['doctor'],
    NO_SCHEDULE_DEPARTMENT_ID,
  );
  doctor = await loginWithPassword(app, '9000000071', PASSWORD);
});
afterAll(async () => {
  await app.close();
  rmSync(uploadDir, { recursive: true, force: true });
});

const call = (
  name: EndpointName,
  params: Record<string, string>,
  payload?: unknown,
  query = '',
  headers: Record<string, string> = {},
) =>
  app.inject({
    method: ENDPOINT_TABLE[name].method,
    url: `${apiUrl(name, params)}${query}`,
    headers: { ...bearer(doctor), ...headers },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

const line = (medicine: { product_id: number } | { generic_name: string }) => ({
  ...medicine,
  strength: '1 tablet',
  dose: '1 tablet',
  frequency: 'twice a day',
  duration: '5 days',
});
const form = (
  lines: ({ product_id: number } | { generic_name: string })[],
  kind: 'consultation' | 'follow_up' = 'consultation',
) => ({
  kind,
  diagnosis: 'Acute viral fever',
  medicines: lines.map(line),
  advice: 'Rest.',
});

const book = (fields: Record<string, string> = {}) =>
  paidConsultation(app, ravi.browser, ravi.mobile, fields);

async function pdfText(url: string): Promise<string> {
  const pdf = await ravi.browser.get(url);
  expect(pdf.statusCode).toBe(200);
  return (await pdfTextDump(pdf.rawPayload)).runs.join('\n');
}

describe('TPG 2020 lists on the e-prescription', () => {
  it('refuses a prohibited (Schedule X) medicine, picked or typed, with the reason in English and Hindi', async () => {
    const no = await book({ appointmentMode: 'video' });
    const picked = await call(
      'staffPrescriptionIssue',
      { appt_no: no },
      form([{ product_id: morphine }]),
    );
    expect(picked.statusCode).toBe(422);
    expect(picked.json()).toMatchObject({
      message: TPG_MESSAGES.prohibited,
      errors: { 'medicines.0.product_id': TPG_MESSAGES.prohibited },
    });
    const typed = await call(
      'staffPrescriptionIssue',
      { appt_no: no },
      form([{ generic_name: 'Paracetamol' }, { generic_name: 'Tramadol' }]),
      '',
      { 'accept-language': 'hi' },
    );
    expect(typed.statusCode).toBe(422);
    expect(typed.json()).toMatchObject({
      message: TPG_MESSAGES_HI.prohibited,
      errors: { 'medicines.1.generic_name': TPG_MESSAGES_HI.prohibited },
    });
    // Nothing was issued: the consultation still waits for its prescription.
    const ok = await call(
      'staffPrescriptionIssue',
      { appt_no: no },
      form([{ product_id: ids['test-calpirex-500-tablet'] }]),
    );
    expect(ok.statusCode).toBe(200);
  });

  it('refuses list A at an audio first consultation and allows it at a video one', async () => {
    const audio = await book({ appointmentMode: 'audio' });
    const amoxicillin = { product_id: ids['test-amoxitest-500-capsule'] };
    const refused = await call('staffPrescriptionIssue', { appt_no: audio }, form([amoxicillin]));
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({ message: TPG_MESSAGES.listANeedsVideo });
    // A typed name takes its catalogue salts' list: amoxicillin is A, paracetamol O.
    const typed = await call(
      'staffPrescriptionIssue',
      { appt_no: audio },
      form([{ generic_name: 'amoxicillin' }]),
    );
    expect(typed.json()).toMatchObject({
      errors: { 'medicines.0.generic_name': TPG_MESSAGES.listANeedsVideo },
    });
    // List O is allowed at any consultation.
    const listO = await call(
      'staffPrescriptionIssue',
      { appt_no: audio },
      form([{ generic_name: 'Paracetamol' }, { product_id: ids['test-feverona-500-tablet'] }]),
    );
    expect(listO.statusCode).toBe(200);

    const video = await book({ appointmentMode: 'video' });
    const allowed = await call('staffPrescriptionIssue', { appt_no: video }, form([amoxicillin]));
    expect(allowed.statusCode).toBe(200);
  });

  it('refuses list B at a first consultation and allows it at the follow-up', async () => {
    const no = await book({ appointmentMode: 'video' });
    const first = await call(
      'staffPrescriptionIssue',
      { appt_no: no },
      form([{ product_id: metformin }]),
    );
    expect(first.statusCode).toBe(422);
    expect(first.json()).toMatchObject({ message: TPG_MESSAGES.listBFollowUpOnly });
    expect(
      (
        await call(
          'staffPrescriptionIssue',
          { appt_no: no },
          form([{ product_id: ids['test-amoxitest-500-capsule'] }]),
        )
      ).statusCode,
    ).toBe(200);
    const sent = await ravi.browser.request({
      method: 'POST',
      url: apiUrl('appointmentFollowUpStore'),
      ...multipart(
        { message: 'Sugar is still high.', userId: String(ravi.id), appt_no: no },
        { field: 'documentFirst', name: 'report.pdf', type: 'application/pdf', data: PDF },
      ),
    });
    expect(sent.statusCode).toBe(200);
    const prohibited = await call(
      'staffPrescriptionIssue',
      { appt_no: no },
      form([{ product_id: morphine }], 'follow_up'),
    );
    expect(prohibited.statusCode).toBe(422);
    const followUp = await call(
      'staffPrescriptionIssue',
      { appt_no: no },
      form(
        [{ product_id: metformin }, { product_id: ids['test-amoxitest-500-capsule'] }],
        'follow_up',
      ),
    );
    expect(followUp.statusCode).toBe(200);
  });

  it("offers catalogue medicines by composition with this consultation's answer", async () => {
    const audio = await book({ appointmentMode: 'audio' });
    const pick = async (q: string, kind = 'consultation') => {
      const res = await call(
        'staffPrescriptionMedicines',
        { appt_no: audio },
        undefined,
        `?q=${encodeURIComponent(q)}&kind=${kind}`,
      );
      expect(res.statusCode).toBe(200);
      return ENDPOINTS.staffPrescriptionMedicines.response.parse(res.json());
    };
    const found = await pick('morphine 10');
    expect(found.consultation).toEqual({ mode: 'audio', follow_up: false });
    expect(found.data).toContainEqual(
      expect.objectContaining({
        id: morphine,
        tpg_list: 'prohibited',
        allowed: false,
        reason: TPG_MESSAGES.prohibited,
      }),
    );
    expect((await pick('Amoxicillin 500')).data).toContainEqual(
      expect.objectContaining({
        id: ids['test-amoxitest-500-capsule'],
        tpg_list: 'A',
        allowed: false,
        reason: TPG_MESSAGES.listANeedsVideo,
      }),
    );
    expect((await pick('Amoxicillin 500', 'follow_up')).data).toContainEqual(
      expect.objectContaining({ id: ids['test-amoxitest-500-capsule'], allowed: true }),
    );
    expect((await pick('Paracetamol 500')).data).toContainEqual(
      expect.objectContaining({
        id: ids['test-calpirex-500-tablet'],
        tpg_list: 'O',
        allowed: true,
      }),
    );
    // Too short, or another department's consultation: words, not a 500.
    const short = await call('staffPrescriptionMedicines', { appt_no: audio }, undefined, '?q=a');
    expect(short.statusCode).toBe(422);
    const none = await call(
      'staffPrescriptionMedicines',
      { appt_no: 'APT-ZZZZZZZZ' },
      undefined,
      '?q=para',
    );
    expect(none.statusCode).toBe(404);
  });
});

describe("a minor's consultation", () => {
  it('asks for the accompanying adult below 18, and the prescription shows them with age and sex', async () => {
    const missing = await ravi.browser.post(apiUrl('appointmentPay'), {
      ...CONSULTATION_FIELDS,
      mobile: ravi.mobile,
      age: '12',
    });
    expect(missing.statusCode).toBe(422);
    expect(missing.json()).toMatchObject({
      errors: {
        companion_name: BOOKING_MESSAGES.companionNameRequired,
        companion_relationship: BOOKING_MESSAGES.companionRelationshipRequired,
      },
    });
    const no = await book({
      age: '12',
      gender: 'FeMale',
      firstName: 'Anu',
      companion_name: 'Ravi Kumar',
      companion_relationship: 'Father',
    });
    // The doctor's desk names the adult before the consultation.
    const desk = await call('staffDeskAppointments', {}, undefined, `?search=${no}`);
    expect(
      ENDPOINTS.staffDeskAppointments.response
        .parse(desk.json())
        .data.find((a) => a.appointment_no === no)?.companion,
    ).toEqual({ name: 'Ravi Kumar', relationship: 'Father' });
    const res = await call(
      'staffPrescriptionIssue',
      { appt_no: no },
      form([{ product_id: ids['test-calpirex-500-tablet'] }]),
    );
    expect(res.statusCode).toBe(200);
    const text = await pdfText(
      ENDPOINTS.staffPrescriptionIssue.response.parse(res.json()).data.url,
    );
    for (const expected of ['Age: 12', 'Sex: Female', 'Accompanied by: Ravi Kumar (Father)'])
      expect([expected, text.includes(expected)]).toEqual([expected, true]);

    // An adult's booking keeps no companion, whatever was sent.
    const adult = await book({ companion_name: 'Someone', companion_relationship: 'Friend' });
    const [row] = await app.db
      .select({ name: appointments.companionName })
      .from(appointments)
      .where(eq(appointments.appointmentNo, adult));
    expect(row).toEqual({ name: null });
  });
});
