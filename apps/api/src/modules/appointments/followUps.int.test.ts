import { BOOKING_MESSAGES, NO_SCHEDULE_DEPARTMENT_ID } from '@medibridge/contract';
import { ENDPOINTS } from '@medibridge/contract/schemas';
import type { FastifyInstance } from 'fastify';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestBrowser } from '../../test/browser';
import { buildTestApp } from '../../test/buildTestApp';
import { multipart } from '../../test/multipart';
import {
  type RegisteredPatient,
  apiUrl,
  bearer,
  loginWithPassword,
  registerPatient,
} from '../../test/patients';
import { createTestStaff } from '../../test/staff';

let app: FastifyInstance;
let uploadDir: string;
let ravi: RegisteredPatient;
let staffToken: string;

const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);
const EXE = Buffer.from('MZ\x90\x00 not a document');

beforeAll(async () => {
  uploadDir = mkdtempSync(path.join(tmpdir(), 'medibridge-follow-ups-'));
  app = await buildTestApp({ UPLOAD_DIR: uploadDir });
  ravi = await registerPatient(app, { name: 'Ravi Kumar' });
  await createTestStaff(app.db, {
    mobile: '9000000011',
    name: 'Dr Staff',
    password: 'Staff@Pass123',
  });
  staffToken = await loginWithPassword(app, '9000000011', 'Staff@Pass123');
});
afterAll(async () => {
  await app.close();
  rmSync(uploadDir, { recursive: true, force: true });
});

/** A paid department-12 consultation of Ravi's. */
async function paidConsultation(b: TestBrowser): Promise<string> {
  const res = await b.post(apiUrl('appointmentPay'), {
    firstName: 'Ravi',
    mobile: ravi.mobile,
    gender: 'Male',
    age: '40',
    weight: '72',
    dibetic: 'No',
    bloodPressure: 'No',
    smoke: 'No',
    alcohol: 'No',
    departmentId: String(NO_SCHEDULE_DEPARTMENT_ID),
    symptoms: 'Fever',
    appointmentMode: 'video',
  });
  const body = res.json() as { data: { appointment_no: string; merchant_order_id: string } };
  await app.payments.settle(body.data.merchant_order_id, 'COMPLETED');
  return body.data.appointment_no;
}

async function staffUpload(name: 'staffAppointmentComplete' | 'staffFollowUpAnswer', no: string) {
  const form = multipart(
    {},
    { field: 'prescription', name: 'rx.pdf', type: 'application/pdf', data: PDF },
  );
  return app.inject({
    method: 'POST',
    url: apiUrl(name, { appt_no: no }),
    headers: { ...bearer(staffToken), ...form.headers },
    payload: form.payload,
  });
}

async function sendFollowUp(b: TestBrowser, no: string, file: Buffer | null) {
  const form = multipart(
    {
      message: 'The rash is better but still itches at night',
      userId: String(ravi.id),
      appt_no: no,
    },
    file
      ? { field: 'documentFirst', name: 'report.pdf', type: 'application/pdf', data: file }
      : undefined,
  );
  return b.request({ method: 'POST', url: apiUrl('appointmentFollowUpStore'), ...form });
}

describe('follow-ups', () => {
  it('refuses a follow-up before the doctor completes the consultation', async () => {
    const no = await paidConsultation(ravi.browser);
    const early = await sendFollowUp(ravi.browser, no, PDF);
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({ message: BOOKING_MESSAGES.followUpNotAllowed });
  });

  it('takes one follow-up with its document after completion, then the doctor answers it', async () => {
    const no = await paidConsultation(ravi.browser);
    const done = await staffUpload('staffAppointmentComplete', no);
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({
      data: { state: 'completed', booking_status: 3, status: 3 },
    });
    const audit = await app.inject({
      method: 'GET',
      url: `${apiUrl('staffAuditList')}?subject=${no}`,
      headers: bearer(staffToken),
    });
    expect((audit.json() as { data: { action: string }[] }).data.map((e) => e.action)).toEqual([
      'appointment.complete',
    ]);
    const record = await ravi.browser.post(apiUrl('appointmentRow'), { appointment_no: no });
    const rx = (record.json() as { data: { doctor_prescription: string } }).data
      .doctor_prescription;
    expect((await ravi.browser.get(rx)).statusCode).toBe(200);
    // No follow-up yet: nothing for the doctor to answer.
    expect((await staffUpload('staffFollowUpAnswer', no)).statusCode).toBe(409);

    const missing = await sendFollowUp(ravi.browser, no, null);
    expect(missing.statusCode).toBe(422);
    const wrong = await sendFollowUp(ravi.browser, no, EXE);
    expect(wrong.statusCode).toBe(415);

    const [one, two] = await Promise.all([
      sendFollowUp(ravi.browser, no, PDF),
      sendFollowUp(ravi.browser, no, PNG),
    ]);
    expect([one?.statusCode, two?.statusCode].sort()).toEqual([200, 409]);

    const last = await ravi.browser.post(apiUrl('appointmentLastFollowUp'), {
      userId: ravi.id,
      appt_no: no,
    });
    expect(last.statusCode).toBe(200);
    const parsed = ENDPOINTS.appointmentLastFollowUp.response.parse(last.json()) as {
      code: number;
      data: { message: string; document_url: string }[];
    };
    expect(parsed.code).toBe(200);
    expect(parsed.data).toHaveLength(1);
    expect((await ravi.browser.get(parsed.data[0]!.document_url)).statusCode).toBe(200);

    const answered = await staffUpload('staffFollowUpAnswer', no);
    expect(answered.json()).toMatchObject({ data: { state: 'followed_up', status: 4 } });
  });

  it('adds up to five documents a call, ten an appointment, and lists them', async () => {
    const no = await paidConsultation(ravi.browser);
    const none = await ravi.browser.post(apiUrl('appointmentFollowUpDocuments'), { appt_no: no });
    expect(none.statusCode).toBe(404);
    expect(none.json()).toMatchObject({ code: 404, data: [] });
    const files = [
      'documentFirst',
      'documentSecond',
      'documentThird',
      'documentFourth',
      'documentFive',
    ];
    const upload = () => {
      const form = multipart(
        { remarks: 'Blood reports', appt_no: no },
        ...files.map((field) => ({ field, name: `${field}.png`, type: 'image/png', data: PNG })),
      );
      return ravi.browser.request({
        method: 'POST',
        url: apiUrl('appointmentDocumentStore'),
        ...form,
      });
    };
    expect((await upload()).statusCode).toBe(200);
    expect((await upload()).statusCode).toBe(200);
    const third = await upload();
    expect(third.statusCode).toBe(409);
    expect(third.json()).toMatchObject({ message: BOOKING_MESSAGES.documentsTooMany });
    const list = await ravi.browser.post(apiUrl('appointmentFollowUpDocuments'), { appt_no: no });
    expect((list.json() as { data: unknown[] }).data).toHaveLength(10);
  });

  it('shows nothing of another patient’s appointment, and staff calls are refused to patients', async () => {
    const no = await paidConsultation(ravi.browser);
    const meena = await registerPatient(app, { name: 'Meena Iyer' });
    const peek = await meena.browser.post(apiUrl('appointmentAllFollowUps'), { appt_no: no });
    expect(peek.statusCode).toBe(404);
    const asPatient = await ravi.browser.post(apiUrl('staffAppointmentComplete', { appt_no: no }));
    expect(asPatient.statusCode).toBe(403);
  });
});
