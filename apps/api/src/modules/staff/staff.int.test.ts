import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  ENDPOINT_TABLE,
  type EndpointName,
  NO_SCHEDULE_DEPARTMENT_ID,
  type StaffRole,
} from '@medibridge/contract';
import { ENDPOINTS } from '@medibridge/contract/schemas';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { medicines, staffRoles, users } from '../../db/schema';
import { STAFF_ONLY } from '../../plugins/sessions';
import { roleRefusal } from '../../plugins/staffAccess';
import type { TestBrowser } from '../../test/browser';
import { buildTestApp } from '../../test/buildTestApp';
import { paidConsultation } from '../../test/consultations';
import { putTestMedicines } from '../../test/medicines';
import { multipart } from '../../test/multipart';
import { pdfTextDump } from '../../test/pdfText';
import {
  type RegisteredPatient,
  apiUrl,
  bearer,
  loginWithPassword,
  registerPatient,
  smsTexts,
} from '../../test/patients';
import { createTestStaff, firstDepartmentId } from '../../test/staff';
import { createStaff, isDoctorOfDepartment } from '.';
import { TELECONSULTATION_LINE } from './prescriptionPdf';

let app: FastifyInstance;
let uploadDir: string;
let ravi: RegisteredPatient;
let meena: RegisteredPatient;
let medicineIds: Awaited<ReturnType<typeof putTestMedicines>>;
const tokens: Record<'coordinator' | 'pharmacist' | 'doctor' | 'otherDoctor' | 'patient', string> =
  { coordinator: '', pharmacist: '', doctor: '', otherDoctor: '', patient: '' };
const PASSWORD = 'Staff@Pass123';
const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

beforeAll(async () => {
  uploadDir = mkdtempSync(path.join(tmpdir(), 'medibridge-staff-'));
  app = await buildTestApp({ UPLOAD_DIR: uploadDir });
  medicineIds = await putTestMedicines(app.db);
  ravi = await registerPatient(app, { name: 'Ravi Kumar' });
  meena = await registerPatient(app, { name: 'Meena Iyer' });
  const people: [keyof typeof tokens, string, StaffRole[], number | undefined][] = [
    ['coordinator', '9000000031', ['coordinator'], undefined],
    ['pharmacist', '9000000032', ['pharmacist'], undefined],
    ['doctor', '9000000033', ['doctor'], NO_SCHEDULE_DEPARTMENT_ID],
    ['otherDoctor', '9000000034', ['doctor'], await firstDepartmentId(app.db)],
  ];
  for (const [key, mobile, roles, departmentId] of people) {
    await createTestStaff(
      app.db,
      { mobile, name: key === 'doctor' ? 'Asha Rao' : `Staff ${key}`, password: PASSWORD },
      roles,
      departmentId,
    );
    tokens[key] = await loginWithPassword(app, mobile, PASSWORD);
  }
  tokens.patient = ravi.token;
});
afterAll(async () => {
  await app.close();
  rmSync(uploadDir, { recursive: true, force: true });
});

/** A paid consultation (the department without a schedule: on today's desk while confirmed). */
const paidVideoConsultation = (
  b: TestBrowser,
  mobile: string,
  language: 'en' | 'hi' = 'en',
): Promise<string> =>
  paidConsultation(
    app,
    b,
    mobile,
    { symptoms: 'Fever for three days', appointmentMode: 'video' },
    { 'accept-language': language },
  );

const call = (
  who: keyof typeof tokens,
  name: EndpointName,
  params: Record<string, string> = {},
  payload?: unknown,
  query = '',
) =>
  app.inject({
    method: ENDPOINT_TABLE[name].method,
    url: `${apiUrl(name, params)}${query}`,
    headers: bearer(tokens[who]),
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

const FORM = {
  diagnosis: 'Acute viral fever',
  provisional: true,
  medicines: [
    {
      product_id: 0,
      strength: '500 mg',
      dose: '1 tablet',
      frequency: 'three times a day',
      duration: '3 days',
    },
    {
      generic_name: 'Oral rehydration salts',
      strength: '21 g sachet',
      dose: '1 sachet in 1 litre of water',
      frequency: 'as needed',
      duration: '3 days',
    },
  ],
  advice: 'Rest and drink plenty of fluids.',
  follow_up_date: '2026-12-10',
};
/** The form with only the typed (generic) medicine: no catalogue product. */
const FORM_NO_PRODUCT = { ...FORM, medicines: FORM.medicines.slice(1) };
const formWith = (productId: number) => ({
  ...FORM,
  medicines: FORM.medicines.map((m, i) => (i === 0 ? { ...m, product_id: productId } : m)),
});

const CATALOGUE_PACKAGE = {
  name: 'Knee care',
  master_id: 1,
  short_description: 'Care.',
  hospital_days: 2,
  base_price: 1000,
  active: true,
  inclusions: [],
};
const CATALOGUE_HOSPITAL = {
  shop_name: 'Test Hospital',
  city_id: 1,
  shop_address: '1 Main Road',
  pin_code: '560001',
  beds: 10,
  established_year: 2000,
  active: true,
};

/** A valid request of every staff call (ids that exist nowhere: the guard answers before any lookup). */
/** A product the operator's medicine calls accept (docs/decisions/0058). */
const MEDICINE_FORM = {
  title: 'Matrix 500 Tablet',
  brand: 'Matrix',
  composition: 'Paracetamol 500 mg',
  salts: 'Paracetamol',
  form: 'Tablet',
  pack_size: 'Strip of 10 tablets',
  manufacturer: 'Matrix Remedies (fictional)',
  schedule: 'OTC',
  category: 'Pain and fever',
  storage: 'Store below 30°C.',
  mrp: '20.00',
  sale_price: '18.00',
  gst_rate: 12,
  hsn_code: '3004',
  stock: 5,
};

const STAFF_CALLS: Partial<
  Record<EndpointName, { params?: Record<string, string>; body?: unknown }>
> = {
  staffEnquiryList: {},
  staffEnquiryCsv: {},
  staffEnquiryStatus: { params: { reference: 'ENQ-20260101-AAAAAA' }, body: { status: 'closed' } },
  staffEnquiryNotes: { params: { reference: 'ENQ-20260101-AAAAAA' } },
  staffEnquiryNoteAdd: { params: { reference: 'ENQ-20260101-AAAAAA' }, body: { note: 'Called.' } },
  staffEnquiryCallBack: {
    params: { reference: 'ENQ-20260101-AAAAAA' },
    body: { call_back_at: '2026-12-01T10:30' },
  },
  staffAppointmentComplete: { params: { appt_no: 'APT-AAAAAAAA' } },
  staffFollowUpAnswer: { params: { appt_no: 'APT-AAAAAAAA' } },
  staffDeskAppointments: {},
  staffAppointmentNoShow: { params: { appt_no: 'APT-AAAAAAAA' } },
  staffPrescriptionIssue: { params: { appt_no: 'APT-AAAAAAAA' }, body: formWith(1) },
  staffPrescriptionMedicines: { params: { appt_no: 'APT-AAAAAAAA' } },
  staffAuditList: {},
  staffJobsFailed: {},
  staffMessageList: {},
  staffJobRetry: { params: { job_id: '00000000-0000-4000-8000-000000000000' } },
  staffMedicineList: {},
  staffMedicineCreate: { body: MEDICINE_FORM },
  staffMedicineUpdate: { params: { medicine_id: '1' }, body: MEDICINE_FORM },
  staffMedicineCsv: {},
  staffMedicineImportCheck: { body: { csv: 'slug,title\r\n' } },
  staffMedicineImport: { body: { csv: 'slug,title\r\n' } },
  staffCataloguePackagesCsv: {},
  staffCataloguePackagesImportCheck: { body: { csv: 'slug,name\r\n' } },
  staffCataloguePackagesImport: { body: { csv: 'slug,name\r\n' } },
  staffCataloguePricesCsv: {},
  staffCataloguePricesImportCheck: { body: { csv: 'package_slug,price\r\n' } },
  staffCataloguePricesImport: { body: { csv: 'package_slug,price\r\n' } },
  staffPaymentList: {},
  staffPaymentShow: { params: { merchant_order_id: 'MBAAAAAAAAAAAAAAAAAAAA' } },
  staffPaymentRecheck: { params: { merchant_order_id: 'MBAAAAAAAAAAAAAAAAAAAA' } },
  staffPaymentRefund: {
    params: { merchant_order_id: 'MBAAAAAAAAAAAAAAAAAAAA' },
    body: {
      idempotency_key: 'staff-key-0001',
      amount_paise: 100,
      to: 'wallet',
      reason: 'Role check',
    },
  },
  staffSettlement: {},
  staffSettlementCsv: {},
  staffMe: {},
  staffTeamList: {},
  staffTeamCreate: { body: { mobile: '9876500057', name: 'Role Check', roles: ['coordinator'] } },
  staffTeamUpdate: {
    params: { user_id: '999999' },
    body: { name: 'Role Check', roles: ['admin'] },
  },
  staffTeamDisable: { params: { user_id: '999999' } },
  staffTeamEnable: { params: { user_id: '999999' } },
  staffTeamInvite: { params: { user_id: '999999' } },
  staffSecurityLog: {},
  staffBreachList: {},
  staffBreachRecord: {
    body: {
      what: 'A laptop with an export was lost on a train.',
      occurred_on: '2026-11-20',
      data_affected: 'name and mobile number',
      affected: { by: 'mobiles', mobiles: ['9000000001'] },
    },
  },
  staffBreachNotify: { params: { reference: 'BR-20261120-1234' } },
  staffGrievanceList: {},
  staffGrievanceShow: { params: { reference: 'GRV-2026-000001' } },
  staffGrievanceAnswer: {
    params: { reference: 'GRV-2026-000001' },
    body: { answer: 'A role check answers.' },
  },
  staffGrievanceClose: { params: { reference: 'GRV-2026-000001' } },
  staffOrderList: {},
  staffDepartments: {},
  staffDepartmentCreate: { body: { name: 'X', description: 'Y', fee: 1, fee_discount_percent: 0 } },
  staffDepartmentUpdate: {
    params: { department_id: '1' },
    body: { name: 'X', description: 'Y', fee: 1, fee_discount_percent: 0 },
  },
  staffDepartmentHoursPreview: {
    params: { department_id: '1' },
    body: { slot_minutes: 15, capacity: 1, ranges: [] },
  },
  staffDepartmentHours: {
    params: { department_id: '1' },
    body: { slot_minutes: 15, capacity: 1, ranges: [] },
  },
  staffDepartmentClosurePreview: {
    params: { department_id: '1' },
    body: { from: '2099-01-01', to: '2099-01-01', reason: 'X' },
  },
  staffDepartmentClosureCreate: {
    params: { department_id: '1' },
    body: { from: '2099-01-01', to: '2099-01-01', reason: 'X' },
  },
  staffDepartmentClosureDelete: { params: { department_id: '1', closure_id: '1' } },
  staffOrderRow: { params: { order_no: 'ORD-AAAAAAAA' } },
  staffPrescriptionCheck: { params: { order_no: 'ORD-AAAAAAAA' }, body: { decision: 'approve' } },
  staffOrderStatus: { params: { order_no: 'ORD-AAAAAAAA' }, body: { status: 'packed' } },
  staffOrderCancel: { params: { order_no: 'ORD-AAAAAAAA' }, body: { reason: 'Out of stock' } },
  staffH1Register: {},
  staffH1RegisterCsv: {},
  staffCataloguePackages: {},
  staffCataloguePackage: { params: { package_id: '999999' } },
  staffCataloguePackageCreate: { body: CATALOGUE_PACKAGE },
  staffCataloguePackageUpdate: { params: { package_id: '999999' }, body: CATALOGUE_PACKAGE },
  staffCataloguePackageImage: { params: { package_id: '999999' } },
  staffCatalogueHospitals: {},
  staffCatalogueHospital: { params: { vendor_id: '999999' } },
  staffCatalogueHospitalCreate: { body: CATALOGUE_HOSPITAL },
  staffCatalogueHospitalUpdate: { params: { vendor_id: '999999' }, body: CATALOGUE_HOSPITAL },
  staffCatalogueHospitalImage: { params: { vendor_id: '999999' } },
  staffCataloguePriceSet: {
    params: { vendor_id: '999999', package_id: '999999' },
    body: { price: 100 },
  },
  staffCataloguePriceRemove: { params: { vendor_id: '999999', package_id: '999999' } },
};

/** The words drawn in a PDF, one line a text run, read back through its fonts' ToUnicode maps. */
async function pdfText(pdf: Buffer): Promise<string> {
  return (await pdfTextDump(pdf)).runs.join('\n');
}

describe('roles on every staff call', () => {
  const staffNames = (Object.keys(ENDPOINT_TABLE) as EndpointName[]).filter(
    (n) => ENDPOINT_TABLE[n].auth === 'staff',
  );

  it('every staff call names its roles and has a case here', () => {
    for (const name of staffNames) {
      expect([name, (ENDPOINT_TABLE[name] as { roles?: unknown }).roles]).toEqual([
        name,
        expect.any(Array),
      ]);
      expect([name, STAFF_CALLS[name]]).toEqual([name, expect.anything()]);
    }
  });

  it('a patient gets 403 on every staff call, and so does staff without one of its roles', async () => {
    for (const name of staffNames) {
      const c = STAFF_CALLS[name] ?? {};
      const patient = await call('patient', name, c.params, c.body);
      expect([name, patient.statusCode, patient.json()]).toEqual([
        name,
        403,
        expect.objectContaining({ message: STAFF_ONLY }),
      ]);
      const roles = (ENDPOINT_TABLE[name] as { roles: readonly StaffRole[] }).roles;
      for (const who of ['coordinator', 'pharmacist', 'doctor'] as const) {
        if (roles.includes(who)) continue;
        const res = await call(who, name, c.params, c.body);
        expect([name, who, res.statusCode, res.json()]).toEqual([
          name,
          who,
          403,
          expect.objectContaining({ message: roleRefusal(roles) }),
        ]);
      }
    }
  });

  it('lets the right role through (the pharmacist to the desk, the coordinator to enquiries)', async () => {
    expect((await call('pharmacist', 'staffOrderList')).statusCode).toBe(200);
    expect((await call('coordinator', 'staffEnquiryList')).statusCode).toBe(200);
    expect((await call('coordinator', 'staffAuditList')).statusCode).toBe(200);
    expect((await call('doctor', 'staffDeskAppointments')).statusCode).toBe(200);
  });

  it("tells a staff user who they are: their roles and a doctor's department", async () => {
    const doctor = ENDPOINTS.staffMe.response.parse((await call('doctor', 'staffMe')).json());
    expect(doctor.data).toEqual(
      expect.objectContaining({
        name: 'Asha Rao',
        roles: ['doctor'],
        department_id: NO_SCHEDULE_DEPARTMENT_ID,
      }),
    );
    expect(doctor.data.department_name).not.toBe('');
    const pharmacist = ENDPOINTS.staffMe.response.parse(
      (await call('pharmacist', 'staffMe')).json(),
    );
    expect(pharmacist.data).toEqual(
      expect.objectContaining({
        roles: ['pharmacist'],
        department_id: null,
        department_name: null,
      }),
    );
  });

  it("knows a doctor's department (who may serve its consultations)", async () => {
    const [doctor] = await app.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.mobile, '9000000033'));
    const [coordinator] = await app.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.mobile, '9000000031'));
    expect(await isDoctorOfDepartment(app.db, doctor?.id ?? 0, NO_SCHEDULE_DEPARTMENT_ID)).toBe(
      true,
    );
    expect(
      await isDoctorOfDepartment(app.db, doctor?.id ?? 0, await firstDepartmentId(app.db)),
    ).toBe(false);
    expect(
      await isDoctorOfDepartment(app.db, coordinator?.id ?? 0, NO_SCHEDULE_DEPARTMENT_ID),
    ).toBe(false);
  });

  it('refuses roles that do not hold, in words', async () => {
    const base = { mobile: '9000000039', name: 'Dr Nobody', password: PASSWORD };
    await expect(createStaff(app.db, { ...base, roles: [] })).rejects.toThrow(/at least one role/);
    await expect(createStaff(app.db, { ...base, roles: ['doctor'] })).rejects.toThrow(
      /department, a registration number and qualifications/,
    );
    await expect(
      createStaff(app.db, {
        ...base,
        roles: ['doctor'],
        doctor: { departmentId: 999_999, registrationNo: 'MMC 1', qualifications: 'MBBS' },
      }),
    ).rejects.toThrow(/no department 999999/);
    await expect(
      createStaff(app.db, {
        ...base,
        roles: ['pharmacist'],
        doctor: { departmentId: 12, registrationNo: 'MMC 2014/1', qualifications: 'MBBS' },
      }),
    ).rejects.toThrow(/doctors only/);
  });

  it('makes an existing user staff again with exactly the roles given, not a second user', async () => {
    const mobile = '9000000038';
    const first = await createStaff(app.db, {
      mobile,
      name: 'Asha Rao',
      password: PASSWORD,
      roles: ['coordinator', 'pharmacist'],
    });
    const again = await createStaff(app.db, {
      mobile,
      name: 'Asha R. Rao',
      password: PASSWORD,
      roles: ['doctor', 'doctor'],
      doctor: {
        departmentId: NO_SCHEDULE_DEPARTMENT_ID,
        registrationNo: ' MMC 2014/03/1234 ',
        qualifications: ' MBBS, MD ',
      },
    });
    expect(first.created).toBe(true);
    expect(again).toEqual({ id: first.id, created: false });
    const [user] = await app.db.select().from(users).where(eq(users.mobile, mobile));
    expect(user).toMatchObject({ id: first.id, name: 'Asha R. Rao', role: 'staff' });
    expect(
      await app.db
        .select({
          role: staffRoles.role,
          departmentId: staffRoles.departmentId,
          registrationNo: staffRoles.registrationNo,
          qualifications: staffRoles.qualifications,
        })
        .from(staffRoles)
        .where(eq(staffRoles.userId, first.id)),
    ).toEqual([
      {
        role: 'doctor',
        departmentId: NO_SCHEDULE_DEPARTMENT_ID,
        registrationNo: 'MMC 2014/03/1234',
        qualifications: 'MBBS, MD',
      },
    ]);
  });
});

describe("the doctor's desk", () => {
  let no = '';
  beforeAll(async () => {
    no = await paidVideoConsultation(ravi.browser, ravi.mobile);
  });

  it("lists today's consultations of the doctor's department with the booking's patient details", async () => {
    const res = await call(
      'doctor',
      'staffDeskAppointments',
      {},
      undefined,
      '?when=today&per_page=100',
    );
    expect(res.statusCode).toBe(200);
    const body = ENDPOINTS.staffDeskAppointments.response.parse(res.json());
    const row = body.data.find((r) => r.appointment_no === no);
    expect(row).toMatchObject({
      department_id: NO_SCHEDULE_DEPARTMENT_ID,
      state: 'confirmed',
      symptoms: 'Fever for three days',
      // Booked without a height: the desk says none was given (deviation 19), not SPEC's default.
      patient: { age: '40', sex: 'Male', weight: '72', height: null },
      answers: { dibetic: 'No', bloodPressure: 'Yes', smoke: 'No', alcohol: 'No' },
    });
    expect(body.data.every((r) => r.department_id === NO_SCHEDULE_DEPARTMENT_ID)).toBe(true);

    const other = ENDPOINTS.staffDeskAppointments.response.parse(
      (await call('otherDoctor', 'staffDeskAppointments', {}, undefined, '?per_page=100')).json(),
    );
    expect(other.data.some((r) => r.appointment_no === no)).toBe(false);
    const coordinator = ENDPOINTS.staffDeskAppointments.response.parse(
      (await call('coordinator', 'staffDeskAppointments', {}, undefined, '?per_page=100')).json(),
    );
    expect(coordinator.data.some((r) => r.appointment_no === no)).toBe(true);
  });

  it('searches the desk by appointment number, patient name or mobile as typed; too long a search is refused', async () => {
    const other = await paidVideoConsultation(meena.browser, meena.mobile);
    const numbers = async (q: string) =>
      ENDPOINTS.staffDeskAppointments.response
        .parse(
          (
            await call(
              'coordinator',
              'staffDeskAppointments',
              {},
              undefined,
              `?per_page=100&q=${encodeURIComponent(q)}`,
            )
          ).json(),
        )
        .data.map((r) => r.appointment_no);
    expect(await numbers(no.toLowerCase())).toEqual([no]);
    const spaced = `+91 ${meena.mobile.slice(0, 5)} ${meena.mobile.slice(5)}`;
    expect(await numbers(spaced)).toEqual([other]);
    expect(await numbers('RAVI')).toEqual(expect.arrayContaining([no, other]));
    expect(await numbers('nobody-by-this-name')).toEqual([]);
    const long = await call(
      'doctor',
      'staffDeskAppointments',
      {},
      undefined,
      `?q=${'a'.repeat(101)}`,
    );
    expect(long.statusCode).toBe(422);
    expect(long.json()).toMatchObject({ errors: { q: 'Search with at most 100 characters.' } });
  });

  it("answers 404 to another department's doctor, whatever the call", async () => {
    for (const name of ['staffAppointmentNoShow', 'staffPrescriptionIssue'] as const) {
      const res = await call(
        'otherDoctor',
        name,
        { appt_no: no },
        name === 'staffPrescriptionIssue'
          ? formWith(medicineIds['test-calpirex-500-tablet'])
          : undefined,
      );
      expect([name, res.statusCode]).toEqual([name, 404]);
    }
  });

  it("answers 404 to another department's doctor on the uploads too; a coordinator may", async () => {
    const upload = (
      who: keyof typeof tokens,
      name: 'staffAppointmentComplete' | 'staffFollowUpAnswer',
    ) => {
      const form = multipart(
        {},
        { field: 'prescription', name: 'rx.pdf', type: 'application/pdf', data: PDF },
      );
      return app.inject({
        method: 'POST',
        url: apiUrl(name, { appt_no: no }),
        headers: { ...bearer(tokens[who]), ...form.headers },
        payload: form.payload,
      });
    };
    expect((await upload('otherDoctor', 'staffAppointmentComplete')).statusCode).toBe(404);
    expect((await upload('otherDoctor', 'staffFollowUpAnswer')).statusCode).toBe(404);
    // The coordinator reaches it (409: it is confirmed, not waiting for a follow-up answer).
    expect((await upload('coordinator', 'staffFollowUpAnswer')).statusCode).toBe(409);
  });

  it('refuses a medicine that is not in the catalogue, field by field', async () => {
    const res = await call(
      'doctor',
      'staffPrescriptionIssue',
      { appt_no: no },
      formWith(2_000_000_000),
    );
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({
      errors: { 'medicines.0.product_id': expect.stringContaining('not in the catalogue') },
    });
  });

  it('issues the e-prescription: a TPG 2020 PDF, the consultation completed, an SMS, an audit entry', async () => {
    const amoxicillin = medicineIds['test-amoxitest-500-capsule'];
    const res = await call(
      'doctor',
      'staffPrescriptionIssue',
      { appt_no: no },
      formWith(amoxicillin),
    );
    expect(res.statusCode).toBe(200);
    const issued = ENDPOINTS.staffPrescriptionIssue.response.parse(res.json()).data;
    expect(issued).toMatchObject({ appointment_no: no, kind: 'consultation', state: 'completed' });

    // The state machine's completed state: SPEC's booking status 3, the invoice's prescription download.
    const record = (
      (await ravi.browser.post(apiUrl('appointmentRow'), { appointment_no: no })).json() as {
        data: {
          state: string;
          booking_status: number;
          status: number;
          doctor_prescription: string;
        };
      }
    ).data;
    expect(record).toMatchObject({ state: 'completed', booking_status: 3, status: 3 });
    expect(record.doctor_prescription).toBe(issued.url);

    const pdf = await ravi.browser.get(issued.url);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const text = await pdfText(pdf.rawPayload);
    for (const expected of [
      'Dr Asha Rao, MBBS, MD (General Medicine)',
      'Registration no.: MMC 2014/03/1234',
      'Patient: Ravi',
      'Age: 40',
      'Sex: Male',
      'Provisional diagnosis',
      'Acute viral fever',
      'Amoxicillin',
      '500 mg',
      '1 tablet, three times a day, for 3 days',
      'Oral rehydration salts 21 g sachet',
      'Rest and drink plenty of fluids.',
      'Follow-up: 10 Dec 2026',
      'teleconsultation',
    ])
      expect([expected, text.includes(expected)]).toEqual([expected, true]);
    expect(text.replace(/\n/g, ' ')).toContain(TELECONSULTATION_LINE.slice(0, 40));
    // Staff read it too; another patient does not.
    expect(
      (await app.inject({ method: 'GET', url: issued.url, headers: bearer(tokens.coordinator) }))
        .statusCode,
    ).toBe(200);
    expect((await meena.browser.get(issued.url)).statusCode).toBe(404);

    expect(
      (await smsTexts(app, ravi.mobile)).some((t) =>
        t.includes(`prescription for consultation ${no}`),
      ),
    ).toBe(true);

    const again = await call(
      'doctor',
      'staffPrescriptionIssue',
      { appt_no: no },
      formWith(amoxicillin),
    );
    expect(again.statusCode).toBe(409);

    const audit = ENDPOINTS.staffAuditList.response.parse(
      (await call('coordinator', 'staffAuditList', {}, undefined, `?subject=${no}`)).json(),
    );
    expect(audit.data).toEqual([
      expect.objectContaining({
        action: 'appointment.e_prescription',
        role: 'doctor',
        user_name: 'Asha Rao',
        subject_type: 'appointment',
        subject: no,
      }),
    ]);
  });

  it("puts the prescription's catalogue medicines in the patient's cart, and it counts for an Rx order", async () => {
    const res = await ravi.browser.post(apiUrl('prescriptionToCart', { appt_no: no }), {});
    expect(res.statusCode).toBe(200);
    const body = ENDPOINTS.prescriptionToCart.response.parse(res.json());
    expect(body.data.added).toEqual([
      { product_id: medicineIds['test-amoxitest-500-capsule'], name: 'Amoxitest 500 Capsule' },
    ]);
    const quote = (
      (await ravi.browser.post(apiUrl('orderQuote'), { payment_method: 'cod' })).json() as {
        data: { rx_required: boolean; prescriptions: { appointment_no: string }[] };
      }
    ).data;
    expect(quote.rx_required).toBe(true);
    expect(quote.prescriptions.map((p) => p.appointment_no)).toContain(no);

    // Another patient's number is unknown to them; a product no longer sold is reported, not added.
    expect(
      (await meena.browser.post(apiUrl('prescriptionToCart', { appt_no: no }), {})).statusCode,
    ).toBe(404);
    await app.db
      .update(medicines)
      .set({ active: false })
      .where(eq(medicines.id, medicineIds['test-amoxitest-500-capsule']));
    try {
      const later = ENDPOINTS.prescriptionToCart.response.parse(
        (await ravi.browser.post(apiUrl('prescriptionToCart', { appt_no: no }), {})).json(),
      );
      expect(later.data.added).toEqual([]);
      expect(later.data.skipped).toHaveLength(1);
    } finally {
      await putTestMedicines(app.db);
    }
  });

  it("answers the patient's follow-up from the desk with the same form: SPEC's follow_up_doctor_prescription", async () => {
    const body = { ...FORM, kind: 'follow_up', medicines: FORM.medicines.slice(1) };
    const followUps = async (who: keyof typeof tokens) => {
      const res = await call(
        who,
        'staffDeskAppointments',
        {},
        undefined,
        '?when=follow_ups&per_page=100',
      );
      expect(res.statusCode).toBe(200);
      return ENDPOINTS.staffDeskAppointments.response
        .parse(res.json())
        .data.filter((r) => r.appointment_no === no);
    };
    // Nothing to answer until the patient sends a follow-up.
    expect(await followUps('doctor')).toEqual([]);
    const early = await call('doctor', 'staffPrescriptionIssue', { appt_no: no }, body);
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({
      message: 'This consultation is not waiting for a follow-up answer.',
    });

    const sent = await ravi.browser.request({
      method: 'POST',
      url: apiUrl('appointmentFollowUpStore'),
      ...multipart(
        { message: 'The fever came back last night.', userId: String(ravi.id), appt_no: no },
        { field: 'documentFirst', name: 'report.pdf', type: 'application/pdf', data: PDF },
      ),
    });
    expect(sent.statusCode).toBe(200);

    // The doctor's department sees the message and downloads the document; another department does not.
    const [row] = await followUps('doctor');
    expect(row).toMatchObject({
      state: 'completed',
      follow_up: { message: 'The fever came back last night.' },
      documents: [expect.objectContaining({ kind: 'follow_up' })],
    });
    const document = await app.inject({
      method: 'GET',
      url: row!.follow_up!.document_url,
      headers: bearer(tokens.doctor),
    });
    expect(document.statusCode).toBe(200);
    expect(document.rawPayload.equals(PDF)).toBe(true);
    expect(await followUps('otherDoctor')).toEqual([]);
    expect(await followUps('coordinator')).toHaveLength(1);

    const res = await call('doctor', 'staffPrescriptionIssue', { appt_no: no }, body);
    expect(res.statusCode).toBe(200);
    const issued = ENDPOINTS.staffPrescriptionIssue.response.parse(res.json()).data;
    expect(issued).toMatchObject({ kind: 'follow_up', state: 'followed_up' });
    // Answered: it leaves the follow-ups, and the patient has it where SPEC says.
    expect(await followUps('doctor')).toEqual([]);
    const record = (
      (await ravi.browser.post(apiUrl('appointmentRow'), { appointment_no: no })).json() as {
        data: { status: number; follow_up_doctor_prescription: string };
      }
    ).data;
    expect(record).toMatchObject({ status: 4, follow_up_doctor_prescription: issued.url });
    const last = (
      (
        await ravi.browser.post(apiUrl('appointmentLastFollowUp'), {
          userId: ravi.id,
          appt_no: no,
        })
      ).json() as { data: { follow_up_prescription: string | null }[] }
    ).data;
    expect(last).toEqual([expect.objectContaining({ follow_up_prescription: issued.url })]);
    const text = await pdfText((await ravi.browser.get(issued.url)).rawPayload);
    expect(text).toContain('Follow-up E-Prescription');
    expect(
      (await smsTexts(app, ravi.mobile)).filter((t) =>
        t.includes(`prescription for consultation ${no}`),
      ),
    ).toHaveLength(2);
    const audit = ENDPOINTS.staffAuditList.response.parse(
      (
        await call(
          'coordinator',
          'staffAuditList',
          {},
          undefined,
          `?subject=${no}&action=appointment.follow_up_e_prescription`,
        )
      ).json(),
    );
    expect(audit.data).toHaveLength(1);
    expect((await call('doctor', 'staffPrescriptionIssue', { appt_no: no }, body)).statusCode).toBe(
      409,
    );
  });

  it('answers a bad desk filter with words', async () => {
    const res = await call('doctor', 'staffDeskAppointments', {}, undefined, '?when=later');
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({
      errors: { when: 'when must be today, upcoming or follow_ups.' },
    });
  });

  it('marks a no-show through the state machine, once, with an audit entry', async () => {
    const other = await paidVideoConsultation(ravi.browser, ravi.mobile);
    const res = await call('doctor', 'staffAppointmentNoShow', { appt_no: other });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      data: { state: 'no_show', booking_status: 2, appointment_status: 'inactive' },
    });
    expect((await call('doctor', 'staffAppointmentNoShow', { appt_no: other })).statusCode).toBe(
      409,
    );
    const audit = ENDPOINTS.staffAuditList.response.parse(
      (
        await call('coordinator', 'staffAuditList', {}, undefined, '?action=appointment.no_show')
      ).json(),
    );
    expect(audit.data.map((e) => e.subject)).toContain(other);
  });

  it('labels the e-prescription in the language the patient booked in; the doctor’s words stay as typed', async () => {
    const hindi = await paidVideoConsultation(ravi.browser, ravi.mobile, 'hi');
    const res = await call('doctor', 'staffPrescriptionIssue', { appt_no: hindi }, FORM_NO_PRODUCT);
    expect(res.statusCode).toBe(200);
    const url = ENDPOINTS.staffPrescriptionIssue.response.parse(res.json()).data.url;
    const dump = await pdfTextDump((await ravi.browser.get(url)).rawPayload);
    const text = dump.runs.join('\n');
    // Read back through the fonts' ToUnicode maps, which give glyphs in drawing order: words whose matras
    // or reph are drawn before their consonant read back reordered, so these are words that do not.
    // (prescriptionPdf.test.ts checks every line's exact text.)
    for (const expected of [
      'डॉ. Asha Rao, MBBS, MD (General Medicine)',
      'पंजीकरण संख्या: MMC 2014/03/1234',
      'मरीज़: Ravi',
      'उम्र: 40',
      'पुरुष',
      'अस्थायी',
      'सलाह',
      'फ़ॉलो-अप: 10',
      'गाइडलाइंस 2020 के तहत',
      // Typed by the doctor: printed as typed.
      'Acute viral fever',
      '1 sachet in 1 litre of water, as needed, 3 days तक',
      'Rest and drink plenty of fluids.',
    ])
      expect([expected, text.replace(/\n/g, ' ').includes(expected)]).toEqual([expected, true]);
    for (const english of ['E-Prescription', 'Registration no.', 'Patient:', 'Diagnosis', 'Advice'])
      expect([english, text.includes(english)]).toEqual([english, false]);
    expect(text).not.toContain('?');
    expect(dump.fonts.every((f) => f.includes('NotoSansDevanagari'))).toBe(true);

    // The same desk, a booking made in English: English labels, no Devanagari label.
    const english = await paidVideoConsultation(ravi.browser, ravi.mobile, 'en');
    const issued = await call(
      'doctor',
      'staffPrescriptionIssue',
      { appt_no: english },
      FORM_NO_PRODUCT,
    );
    const englishText = (
      await pdfTextDump(
        (
          await ravi.browser.get(
            ENDPOINTS.staffPrescriptionIssue.response.parse(issued.json()).data.url,
          )
        ).rawPayload,
      )
    ).runs.join(' ');
    for (const expected of [
      'E-Prescription',
      'Patient: Ravi',
      'Sex: Male',
      'Follow-up: 10 Dec 2026',
    ])
      expect([expected, englishText.includes(expected)]).toEqual([expected, true]);
    expect(englishText).not.toMatch(/[\u0900-\u097F]/);
  });
});

describe('the audit log', () => {
  it("records an enquiry's status change with who and in which role, filterable and paged", async () => {
    const sent = await app.inject({
      method: 'POST',
      url: '/api/store-contact-inquiry',
      payload: { enquiryType: 'Contact', first_name: 'Audit', mobile: '8200000099' },
      remoteAddress: '10.20.0.9',
    });
    const reference = (sent.json() as { data: { reference: string } }).data.reference;
    const moved = await call(
      'coordinator',
      'staffEnquiryStatus',
      { reference },
      { status: 'contacted' },
    );
    expect(moved.statusCode).toBe(200);
    const audit = ENDPOINTS.staffAuditList.response.parse(
      (
        await call(
          'coordinator',
          'staffAuditList',
          {},
          undefined,
          '?subject_type=enquiry&per_page=5',
        )
      ).json(),
    );
    expect(audit.data[0]).toMatchObject({
      action: 'enquiry.status',
      role: 'coordinator',
      subject: reference,
      detail: 'Status set to contacted.',
    });
    expect(audit.meta).toMatchObject({ page: 1, per_page: 5 });
  });
});
