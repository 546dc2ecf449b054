import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  ENDPOINT_TABLE,
  NO_SCHEDULE_DEPARTMENT_ID,
  PRIVACY_MESSAGES,
  PRIVACY_NOTICE_VERSION,
} from '@medibridge/contract';
import { ENDPOINTS } from '@medibridge/contract/schemas';
import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { consents, dataExports, notifications } from '../../db/schema';
import { unzipStored } from '../../lib/zip';
import { departmentSchedules } from '../../seed/departments';
import { buildTestApp } from '../../test/buildTestApp';
import { CONSULTATION_FIELDS, paidConsultation } from '../../test/consultations';
import { putTestMedicines } from '../../test/medicines';
import {
  type RegisteredPatient,
  apiUrl,
  bearer,
  loginWithPassword,
  registerPatient,
} from '../../test/patients';
import { pdfTextDump } from '../../test/pdfText';
import { createTestStaff } from '../../test/staff';
import { PREPARE_EXPORT_JOB, PURGE_EXPORTS_JOB } from '.';

// Monday 23 Nov 2026, 10:05 in India: the app's clock, moved by the tests.
const START = new Date('2026-11-23T04:35:00Z');
let now = new Date(START);
let app: FastifyInstance;
let uploadDir: string;
let ravi: RegisteredPatient;
let meena: RegisteredPatient;
let doctorToken: string;
let medicineIds: Awaited<ReturnType<typeof putTestMedicines>>;

beforeAll(async () => {
  uploadDir = mkdtempSync(path.join(tmpdir(), 'medibridge-privacy-'));
  app = await buildTestApp({ UPLOAD_DIR: uploadDir }, { clock: () => new Date(now.getTime()) });
  medicineIds = await putTestMedicines(app.db);
  ravi = await registerPatient(app, { name: 'Ravi Kumar' });
  meena = await registerPatient(app, { name: 'Meena Iyer' });
  await createTestStaff(
    app.db,
    { mobile: '9000000071', name: 'Asha Rao', password: 'Staff@Pass123' },
    ['doctor'],
    NO_SCHEDULE_DEPARTMENT_ID,
  );
  doctorToken = await loginWithPassword(app, '9000000071', 'Staff@Pass123');
});
afterAll(async () => {
  await app.close();
  rmSync(uploadDir, { recursive: true, force: true });
});
beforeEach(() => {
  now = new Date(START);
});

const consentRows = (userId: number) =>
  app.db.select().from(consents).where(eq(consents.userId, userId)).orderBy(asc(consents.id));

const choose = (p: RegisteredPatient, choices: { purpose: string; granted: boolean }[]) =>
  p.browser.post(apiUrl('privacyConsentsSave'), {
    notice_version: PRIVACY_NOTICE_VERSION,
    choices,
  });

describe('notice and consent', () => {
  it('records each purpose at registration with the notice version, language, channel and time', async () => {
    now = new Date('2026-11-23T05:00:00Z');
    const priya = await registerPatient(app, {
      name: 'Priya Sharma',
      consents: ['care', 'payments'],
    });
    // Registered in English (no Accept-Language): every purpose recorded, offers and reminders as not given.
    expect(
      (await consentRows(priya.id)).map((r) => [
        r.purpose,
        r.granted,
        r.noticeVersion,
        r.language,
        r.channel,
        r.at.toISOString(),
      ]),
    ).toEqual([
      ['care', true, PRIVACY_NOTICE_VERSION, 'en', 'web', '2026-11-23T05:00:00.000Z'],
      ['payments', true, PRIVACY_NOTICE_VERSION, 'en', 'web', '2026-11-23T05:00:00.000Z'],
      ['reminders', false, PRIVACY_NOTICE_VERSION, 'en', 'web', '2026-11-23T05:00:00.000Z'],
      ['offers', false, PRIVACY_NOTICE_VERSION, 'en', 'web', '2026-11-23T05:00:00.000Z'],
    ]);
    const read = ENDPOINTS.privacyConsents.response.parse(
      (await priya.browser.get(apiUrl('privacyConsents'))).json(),
    ).data;
    expect(read.notice_version).toBe(PRIVACY_NOTICE_VERSION);
    expect(read.purposes.map((p) => [p.purpose, p.granted])).toEqual([
      ['care', true],
      ['payments', true],
      ['reminders', false],
      ['offers', false],
    ]);
  });

  it('a withdrawal in Hindi is a new record; the old one stays (append-only, even to SQL)', async () => {
    const before = await consentRows(ravi.id);
    const res = await ravi.browser.post(
      apiUrl('privacyConsentsSave'),
      { notice_version: PRIVACY_NOTICE_VERSION, choices: [{ purpose: 'offers', granted: true }] },
      { 'accept-language': 'hi' },
    );
    expect(res.statusCode).toBe(200);
    now = new Date('2026-11-23T06:00:00Z');
    await choose(ravi, [{ purpose: 'offers', granted: false }]);
    const after = await consentRows(ravi.id);
    expect(after.slice(0, before.length)).toEqual(before);
    expect(after.slice(before.length).map((r) => [r.purpose, r.granted, r.language])).toEqual([
      ['offers', true, 'hi'],
      ['offers', false, 'en'],
    ]);
    // Choosing what already stands records nothing.
    await choose(ravi, [{ purpose: 'offers', granted: false }]);
    expect(await consentRows(ravi.id)).toHaveLength(after.length);
    await expect(
      app.db.update(consents).set({ granted: true }).where(eq(consents.userId, ravi.id)),
    ).rejects.toThrow();
    await expect(app.db.delete(consents).where(eq(consents.userId, ravi.id))).rejects.toThrow();
  });

  it('refuses choices made on an older notice (409) and unknown purposes (422)', async () => {
    const stale = await ravi.browser.post(apiUrl('privacyConsentsSave'), {
      notice_version: '2020-01-01',
      choices: [{ purpose: 'offers', granted: true }],
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ message: PRIVACY_MESSAGES.staleNotice });
    const unknown = await choose(ravi, [{ purpose: 'marketing', granted: true }]);
    expect(unknown.statusCode).toBe(422);
  });

  it('refuses a booking and an order without consent to care, with words and the purposes missing', async () => {
    // An account from before the notice: no consent recorded at all.
    const old = await registerPatient(app, { name: 'Old Account', consents: undefined });
    expect(await consentRows(old.id)).toEqual([]);
    const booking = await old.browser.post(apiUrl('appointmentPay'), {
      ...CONSULTATION_FIELDS,
      mobile: old.mobile,
    });
    expect(booking.statusCode).toBe(403);
    expect(booking.json()).toMatchObject({
      message: PRIVACY_MESSAGES.consentRequired,
      errors: { consent: 'care,payments' },
    });
    const order = await old.browser.post(apiUrl('orderPlace'), { payment_method: 'cod' });
    expect(order.statusCode).toBe(403);
    expect(order.json()).toMatchObject({ errors: { consent: 'care,payments' } });

    await choose(old, [
      { purpose: 'care', granted: true },
      { purpose: 'payments', granted: true },
    ]);
    expect(await paidConsultation(app, old.browser, old.mobile)).toMatch(/^APT-/);

    // Withdrawing care is effective at once: the next booking is refused again.
    await choose(old, [{ purpose: 'care', granted: false }]);
    const again = await old.browser.post(apiUrl('appointmentPay'), {
      ...CONSULTATION_FIELDS,
      mobile: old.mobile,
    });
    expect(again.statusCode).toBe(403);
    expect(again.json()).toMatchObject({ errors: { consent: 'care' } });
  });
});

describe('reminders follow the consent', () => {
  const slotOf = (weekday: number, minute: number): number => {
    const found = departmentSchedules().find(
      (s) => s.departmentId === 1 && s.weekday === weekday && s.startMinute === minute,
    );
    if (!found) throw new Error('no such schedule');
    return found.id;
  };
  const reminderTexts = async (mobile: string) =>
    (
      await app.db
        .select()
        .from(notifications)
        .where(eq(notifications.mobile, mobile))
        .orderBy(asc(notifications.id))
    ).filter((n) => n.kind === 'appointment_reminder_24h');

  it('sends the day-before reminder with consent, and none once reminders are withdrawn', async () => {
    const book = (p: RegisteredPatient, date: string, schedule: number) =>
      paidConsultation(app, p.browser, p.mobile, {
        departmentId: '1',
        appointmentMode: 'video',
        appointmentDate: date,
        appointmentSchedule: String(schedule),
      });
    // Wednesday 25 Nov, 09:00 India; the reminder is due on Tuesday 24 Nov, 03:30 UTC.
    const kept = await registerPatient(app, { name: 'Kiran Rao' });
    await book(kept, '2026-11-25', slotOf(3, 9 * 60));
    await book(meena, '2026-11-25', slotOf(3, 10 * 60));
    // Meena withdraws after booking, before the reminder is due: effective at once.
    const withdrawn = await choose(meena, [{ purpose: 'reminders', granted: false }]);
    expect(withdrawn.statusCode).toBe(200);

    now = new Date('2026-11-24T04:31:00Z');
    await app.reminders.service.runDue();
    const keptTexts = await reminderTexts(kept.mobile);
    expect(keptTexts.map((n) => n.status)).toEqual(['sent']);
    expect(await reminderTexts(meena.mobile)).toEqual([]);
  });
});

describe('my data', () => {
  let appointmentNo: string;
  let exportId: string;

  it('counts what is held and names who received it', async () => {
    appointmentNo = await paidConsultation(app, ravi.browser, ravi.mobile, {
      appointmentMode: 'video',
      symptoms: 'Fever for three days',
    });
    const issued = await app.inject({
      method: 'POST',
      url: apiUrl('staffPrescriptionIssue', { appt_no: appointmentNo }),
      headers: bearer(doctorToken),
      payload: {
        diagnosis: 'Acute viral fever',
        provisional: true,
        medicines: [
          {
            product_id: medicineIds['test-calpirex-500-tablet'],
            strength: '500 mg',
            dose: '1 tablet',
            frequency: 'three times a day',
            duration: '3 days',
          },
        ],
        advice: 'Rest and drink plenty of fluids.',
        follow_up_date: '2026-12-10',
      },
    });
    expect(issued.statusCode).toBe(200);
    const grievance = await ravi.browser.post(apiUrl('grievanceFile'), {
      category: 'privacy',
      description: 'Who can read my prescriptions?',
    });
    expect(grievance.statusCode).toBe(200);

    const summary = ENDPOINTS.myDataSummary.response.parse(
      (await ravi.browser.get(apiUrl('myDataSummary'))).json(),
    ).data;
    const count = Object.fromEntries(summary.counts.map((c) => [c.kind, c.count]));
    expect(count).toMatchObject({
      profile: 1,
      appointments: 1,
      prescriptions: 1,
      orders: 0,
      grievances: 1,
    });
    expect(count.payments).toBeGreaterThanOrEqual(1);
    expect(count.consents).toBeGreaterThanOrEqual(4);
    const recipients = summary.shared_with.map((s) => [s.recipient, s.name]);
    expect(recipients).toEqual(
      expect.arrayContaining([
        ['doctor', 'Dr Asha Rao'],
        ['payment_gateway', expect.stringContaining('sandbox')],
        ['sms_provider', 'outbox (SMS)'],
      ]),
    );
  });

  it('prepares the download on the job queue: a zip with JSON of each kind, the prescription PDF and the invoice', async () => {
    const asked = await ravi.browser.post(apiUrl('myDataExportRequest'), {});
    expect(asked.statusCode).toBe(200);
    const row = ENDPOINTS.myDataExportRequest.response.parse(asked.json()).data;
    expect(row).toMatchObject({ state: 'preparing', expires_at: null });
    exportId = row.id;
    // One at a time: a second ask while preparing is refused with words.
    const twice = await ravi.browser.post(apiUrl('myDataExportRequest'), {});
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toMatchObject({ message: PRIVACY_MESSAGES.exportPending });
    const early = await ravi.browser.get(apiUrl('myDataExportDownload', { export_id: exportId }));
    expect(early.statusCode).toBe(409);

    await app.jobs.run(PREPARE_EXPORT_JOB, { id: exportId });
    const [listed] = ENDPOINTS.myDataExports.response.parse(
      (await ravi.browser.get(apiUrl('myDataExports'))).json(),
    ).data;
    expect(listed).toMatchObject({
      id: exportId,
      state: 'ready',
      expires_at: new Date(START.getTime() + 7 * 86_400_000).toISOString(),
    });

    const res = await ravi.browser.get(apiUrl('myDataExportDownload', { export_id: exportId }));
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['cache-control']).toBe('private, no-store');
    const files = unzipStored(res.rawPayload);
    const names = [...files.keys()];
    for (const kind of [
      'profile',
      'appointments',
      'payments',
      'wallet',
      'follow_ups',
      'documents',
      'prescriptions',
      'orders',
      'consents',
      'grievances',
    ])
      expect(names).toContain(`${kind}.json`);
    const filed = JSON.parse(files.get('grievances.json')?.toString() ?? '[]') as {
      reference: string;
      description: string;
    }[];
    expect(filed.map((g) => g.description)).toEqual(['Who can read my prescriptions?']);
    expect(filed[0]?.reference).toMatch(/^GRV-2026-\d{6}$/);
    const profile = JSON.parse(files.get('profile.json')?.toString() ?? '{}') as Record<
      string,
      unknown
    >;
    expect(profile).toMatchObject({ mobile: ravi.mobile, name: 'Ravi Kumar' });
    expect(profile).not.toHaveProperty('passwordHash');
    const appts = JSON.parse(files.get('appointments.json')?.toString() ?? '[]') as {
      appointmentNo: string;
    }[];
    expect(appts.map((a) => a.appointmentNo)).toEqual([appointmentNo]);
    const rx = names.find((n) => n.startsWith(`prescriptions/${appointmentNo}`));
    expect(rx).toMatch(/\.pdf$/);
    const rxText = (await pdfTextDump(files.get(rx ?? '') ?? Buffer.from(''))).runs.join('\n');
    expect(rxText).toContain('Acute viral fever');
    expect(names).toContain(`invoices/${appointmentNo}.pdf`);
  });

  it("gives another patient nothing of the download: 404 with the owner's id, and no listing", async () => {
    const theirs = await meena.browser.get(apiUrl('myDataExportDownload', { export_id: exportId }));
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json()).toMatchObject({ message: PRIVACY_MESSAGES.unknownExport });
    const list = ENDPOINTS.myDataExports.response.parse(
      (await meena.browser.get(apiUrl('myDataExports'))).json(),
    ).data;
    expect(list.map((e) => e.id)).not.toContain(exportId);
    const anonymous = await app.inject({
      method: ENDPOINT_TABLE.myDataExportDownload.method,
      url: apiUrl('myDataExportDownload', { export_id: exportId }),
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('deletes the file when its time is up (the purge job), and the link answers 410', async () => {
    const [row] = await app.db.select().from(dataExports).where(eq(dataExports.id, exportId));
    const key = row?.storageKey ?? '';
    expect(await app.files.get(key)).not.toBeNull();
    now = new Date(START.getTime() + 7 * 86_400_000 - 60_000);
    await app.jobs.run(PURGE_EXPORTS_JOB);
    expect(await app.files.get(key)).not.toBeNull();
    now = new Date(START.getTime() + 7 * 86_400_000 + 60_000);
    await app.jobs.run(PURGE_EXPORTS_JOB);
    expect(await app.files.get(key)).toBeNull();
    const [after] = await app.db.select().from(dataExports).where(eq(dataExports.id, exportId));
    expect(after).toMatchObject({ state: 'expired', storageKey: null });
    const gone = await ravi.browser.get(apiUrl('myDataExportDownload', { export_id: exportId }));
    expect(gone.statusCode).toBe(410);
    expect(gone.json()).toMatchObject({ message: PRIVACY_MESSAGES.exportExpired });
  });
});
