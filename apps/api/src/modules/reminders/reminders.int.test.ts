import { ENDPOINTS } from '@medibridge/contract/schemas';
import type { FastifyInstance } from 'fastify';
import { ePrescriptions } from '../../db/schema';
import { departmentSchedules } from '../../seed/departments';
import type { TestBrowser } from '../../test/browser';
import { buildTestApp } from '../../test/buildTestApp';
import { RecordingNotifier } from '../../test/recordingNotifier';
import {
  type RegisteredPatient,
  apiUrl,
  bearer,
  freshMobile,
  loginWithPassword,
  registerPatient,
} from '../../test/patients';
import { createTestStaff } from '../../test/staff';
import { findAppointmentByNo } from '../appointments';
import { listAppointmentNotices } from './repository';

// Monday 23 Nov 2026, 10:05 in India: the app's clock, moved by the tests.
const START = new Date('2026-11-23T04:35:00Z');
let now = new Date(START);
let app: FastifyInstance;
let ravi: RegisteredPatient;
const notifier = new RecordingNotifier();

beforeAll(async () => {
  app = await buildTestApp({}, { clock: () => new Date(now.getTime()), notifier });
  ravi = await registerPatient(app, { name: 'Ravi Kumar' });
});
afterAll(async () => {
  await app.close();
});
beforeEach(() => {
  now = new Date(START);
  notifier.clear();
});

/** A schedule of department 1 on a weekday (0 Sunday) starting at `minute`. */
const slotOf = (weekday: number, minute: number): number => {
  const found = departmentSchedules().find(
    (s) => s.departmentId === 1 && s.weekday === weekday && s.startMinute === minute,
  );
  if (!found) throw new Error('no such schedule');
  return found.id;
};

/** Books and pays (sandbox) a consultation of department 1; its appointment number. */
async function paidBooking(b: TestBrowser, mobile: string, date: string, schedule: number) {
  const res = await b.post(apiUrl('appointmentPay'), {
    firstName: 'Ravi',
    mobile,
    gender: 'Male',
    age: '40',
    weight: '72',
    dibetic: 'No',
    bloodPressure: 'No',
    smoke: 'No',
    alcohol: 'No',
    departmentId: '1',
    symptoms: 'Fever for two days',
    appointmentMode: 'video',
    appointmentDate: date,
    appointmentSchedule: String(schedule),
  });
  expect(res.statusCode).toBe(200);
  const body = res.json() as { data: { appointment_no: string; merchant_order_id?: string } };
  if (body.data.merchant_order_id)
    await app.payments.settle(body.data.merchant_order_id, 'COMPLETED');
  return body.data.appointment_no;
}

async function noticesOf(appointmentNo: string) {
  const row = await findAppointmentByNo(app.db, appointmentNo);
  if (!row) throw new Error('no appointment');
  return listAppointmentNotices(app.db, row.id);
}

const at = (iso: string): void => {
  now = new Date(iso);
};

describe('appointment reminders', () => {
  it('queues the 24-hour and 15-minute reminders at confirmation and sends each at its instant, once', async () => {
    // Wednesday 25 Nov, 09:00 India = 03:30 UTC.
    const appt = await paidBooking(ravi.browser, ravi.mobile, '2026-11-25', slotOf(3, 9 * 60));
    const notices = await noticesOf(appt);
    expect(notices.map((n) => [n.kind, n.dueAt.toISOString()])).toEqual([
      ['appointment_reminder_24h', '2026-11-24T03:30:00.000Z'],
      ['appointment_reminder_15m', '2026-11-25T03:15:00.000Z'],
    ]);

    at('2026-11-24T03:29:00Z');
    expect(await app.reminders.service.runDue()).toBe(0);
    expect(notifier.calls).toHaveLength(0);

    at('2026-11-24T03:30:00Z');
    expect(await app.reminders.service.runDue()).toBe(1);
    const [day] = notifier.ofKind('appointment_reminder_24h');
    expect(day).toMatchObject({
      to: { mobile: ravi.mobile, patientId: ravi.id, language: 'en' },
      vars: { name: 'Ravi', appt, date: '25 Nov', time: '09:00 AM' },
    });
    expect(day?.urgent).toBeFalsy();
    expect(notifier.links.at(-1)?.path).toBe(`/appointment/doctor-on-call/${appt}`);
    expect(day?.vars.link).toMatch(/^https:\/\/medibridge\.test\/s\//);
    // The job running again later sends nothing more.
    at('2026-11-24T03:31:00Z');
    expect(await app.reminders.service.runDue()).toBe(0);

    at('2026-11-25T03:15:30Z');
    expect(await app.reminders.service.runDue()).toBe(1);
    const [soon] = notifier.ofKind('appointment_reminder_15m');
    expect(soon).toMatchObject({ urgent: true, vars: { appt, time: '09:00 AM' } });
    expect(Object.keys(soon?.vars ?? {}).sort()).toEqual(['appt', 'link', 'time']);
    expect(notifier.sent).toHaveLength(2);
  });

  it('gives a booking less than 24 hours ahead only the 15-minute reminder', async () => {
    // Tuesday 24 Nov, 09:00 India: 22 h 55 min after the clock.
    const appt = await paidBooking(ravi.browser, ravi.mobile, '2026-11-24', slotOf(2, 9 * 60));
    expect((await noticesOf(appt)).map((n) => n.kind)).toEqual(['appointment_reminder_15m']);
  });

  it('sends no reminder for an appointment cancelled before it is due', async () => {
    const appt = await paidBooking(ravi.browser, ravi.mobile, '2026-11-26', slotOf(4, 9 * 60));
    const cancel = await ravi.browser.post(apiUrl('appointmentCancel'), {
      userId: ravi.id,
      appointment_id: appt,
    });
    expect(cancel.statusCode).toBe(200);
    at('2026-11-26T03:16:00Z');
    await app.reminders.service.runDue();
    expect(notifier.sent.filter((n) => n.vars.appt === appt)).toEqual([]);
    expect((await noticesOf(appt)).every((n) => n.droppedAt !== null && n.sentAt === null)).toBe(
      true,
    );
  });

  it('sends a due reminder once when two workers run the job at the same moment', async () => {
    const appt = await paidBooking(ravi.browser, ravi.mobile, '2026-11-27', slotOf(5, 9 * 60));
    at('2026-11-26T03:30:00Z');
    const counts = await Promise.all([
      app.reminders.service.runDue(),
      app.reminders.service.runDue(),
    ]);
    expect(counts.reduce((a, b) => a + b, 0)).toBe(1);
    const mine = notifier.calls.filter((n) => n.vars.appt === appt);
    // Whatever each worker handed over carries the one key the notifier sends once.
    expect(new Set(mine.map((n) => n.key)).size).toBe(1);
    expect(notifier.sent.filter((n) => n.vars.appt === appt)).toHaveLength(1);
    const [day] = (await noticesOf(appt)).filter((n) => n.kind === 'appointment_reminder_24h');
    expect(day?.sentAt).not.toBeNull();
  });
});

describe('channel preferences', () => {
  it('answers SMS only and no offers by default, saves the choice and gives it to app.notify', async () => {
    const asha = await registerPatient(app, { name: 'Asha Rao' });
    const got = await asha.browser.get(apiUrl('notificationPreferences'));
    expect(got.statusCode).toBe(200);
    expect(ENDPOINTS.notificationPreferences.response.parse(got.json())).toEqual({
      data: { sms: true, whatsapp: false, offers: false },
    });
    expect(await notifier.resolver?.(asha.id, 'appointment_reminder_24h')).toEqual(['sms']);

    const put = await asha.browser.request({
      method: 'PUT',
      url: apiUrl('notificationPreferencesSave'),
      payload: { sms: false, whatsapp: true, offers: true },
      headers: { 'accept-language': 'hi' },
    });
    expect(put.statusCode).toBe(200);
    expect(put.json()).toEqual({ data: { sms: false, whatsapp: true, offers: true } });
    expect(await notifier.resolver?.(asha.id, 'order_dispatched')).toEqual(['whatsapp']);
    // Security messages still go by SMS to the login mobile.
    expect(await notifier.resolver?.(asha.id, 'otp')).toEqual(['sms']);
    expect(await app.reminders.service.preferences(asha.id)).toMatchObject({ language: 'hi' });
  });

  it('refuses turning both channels off, and bad input, with words', async () => {
    const off = await ravi.browser.request({
      method: 'PUT',
      url: apiUrl('notificationPreferencesSave'),
      payload: { sms: false, whatsapp: false, offers: false },
    });
    expect(off.statusCode).toBe(422);
    expect(JSON.stringify(off.json())).toContain('Keep at least one of SMS and WhatsApp on');
    const bad = await ravi.browser.request({
      method: 'PUT',
      url: apiUrl('notificationPreferencesSave'),
      payload: { sms: 'yes' },
    });
    expect(bad.statusCode).toBe(422);
    const anonymous = await app.inject({ method: 'GET', url: apiUrl('notificationPreferences') });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('medicine reminders', () => {
  async function prescribed(frequency: string, duration: string) {
    const appt = await paidBooking(ravi.browser, ravi.mobile, '2026-11-23', slotOf(1, 11 * 60));
    const row = await findAppointmentByNo(app.db, appt);
    if (!row) throw new Error('no appointment');
    const [p] = await app.db
      .insert(ePrescriptions)
      .values({
        appointmentId: row.id,
        kind: 'consultation',
        form: {
          medicines: [
            {
              name: 'Paracetamol',
              generic: 'paracetamol',
              strength: '500 mg',
              dose: '1 tablet',
              frequency,
              duration,
            },
          ],
        },
        documentKey: 'documents/test.pdf',
        createdAt: now,
      })
      .returning();
    if (!p) throw new Error('no prescription');
    return { appt, prescriptionId: p.id };
  }

  const setReminder = (b: TestBrowser, appt: string, body: Record<string, unknown>) =>
    b.request({
      method: 'PUT',
      url: apiUrl('medicineReminderSet', { appt_no: appt }),
      payload: body,
    });

  it('reads dose times from the e-prescription, queues each dose when turned on, and stops by the link', async () => {
    const { appt, prescriptionId } = await prescribed('twice a day', '3 days');
    const list = await ravi.browser.get(apiUrl('medicineReminders', { appt_no: appt }));
    expect(list.statusCode).toBe(200);
    expect(ENDPOINTS.medicineReminders.response.parse(list.json()).data).toEqual([
      expect.objectContaining({
        prescription_id: prescriptionId,
        medicine_index: 0,
        medicine: 'Paracetamol 500 mg',
        times: ['09:00', '20:00'],
        days: 3,
        available: true,
        on: false,
      }),
    ]);
    const on = await setReminder(ravi.browser, appt, {
      prescription_id: prescriptionId,
      medicine_index: 0,
      on: true,
    });
    expect(on.statusCode).toBe(200);
    expect((on.json() as { data: { on: boolean }[] }).data[0]?.on).toBe(true);

    // Day 1 (23 Nov) at 20:00 and days 2 and 3 at 09:00 and 20:00 India time: the doses still ahead.
    at('2026-11-23T14:30:00Z');
    expect(await app.reminders.service.runDue()).toBe(1);
    const [dose] = notifier.ofKind('medicine_reminder');
    expect(dose?.vars).toMatchObject({ medicine: 'Paracetamol 500 mg', dose: '1 tablet at 20:00' });
    const stopPath = notifier.links.at(-1)?.path ?? '';
    expect(stopPath).toMatch(/^\/medicine-reminders\/stop\/[A-Za-z0-9_-]{32}$/);

    // The reminder's own link stops it, without a login; the next dose is not sent.
    const token = stopPath.split('/').at(-1) ?? '';
    const stop = await app.inject({
      method: 'POST',
      url: apiUrl('medicineReminderStop', { token }),
    });
    expect(stop.statusCode).toBe(200);
    expect(stop.json()).toEqual({ data: { medicine: 'Paracetamol 500 mg', stopped: true } });
    at('2026-11-24T03:30:00Z');
    expect(await app.reminders.service.runDue()).toBe(0);
    const back = await ravi.browser.get(apiUrl('medicineReminders', { appt_no: appt }));
    expect((back.json() as { data: { on: boolean }[] }).data[0]?.on).toBe(false);
  });

  it('turns off from the screen, and refuses what it cannot read, another patient and an unknown link', async () => {
    const { appt, prescriptionId } = await prescribed('as needed', '5 days');
    const list = await ravi.browser.get(apiUrl('medicineReminders', { appt_no: appt }));
    expect((list.json() as { data: { available: boolean }[] }).data[0]?.available).toBe(false);
    const refused = await setReminder(ravi.browser, appt, {
      prescription_id: prescriptionId,
      medicine_index: 0,
      on: true,
    });
    expect(refused.statusCode).toBe(422);
    expect(JSON.stringify(refused.json())).toContain('Reminders cannot be set for this medicine');

    const twice = await prescribed('1-0-1', '2 days');
    await setReminder(ravi.browser, twice.appt, {
      prescription_id: twice.prescriptionId,
      medicine_index: 0,
      on: true,
    });
    const off = await setReminder(ravi.browser, twice.appt, {
      prescription_id: twice.prescriptionId,
      medicine_index: 0,
      on: false,
    });
    expect((off.json() as { data: { on: boolean }[] }).data[0]?.on).toBe(false);

    const asha = await registerPatient(app, { name: 'Asha Rao' });
    const other = await asha.browser.get(apiUrl('medicineReminders', { appt_no: twice.appt }));
    expect(other.statusCode).toBe(404);
    const otherSet = await setReminder(asha.browser, twice.appt, {
      prescription_id: twice.prescriptionId,
      medicine_index: 0,
      on: true,
    });
    expect(otherSet.statusCode).toBe(404);
    const unknown = await app.inject({
      method: 'POST',
      url: apiUrl('medicineReminderStop', { token: 'A'.repeat(32) }),
    });
    expect(unknown.statusCode).toBe(404);
    const malformed = await app.inject({
      method: 'POST',
      url: apiUrl('medicineReminderStop', { token: 'x' }),
    });
    expect(malformed.statusCode).toBe(422);
  });
});

describe('your doctor has joined', () => {
  it('tells the patient once when a doctor of the department opens the call, with its link', async () => {
    // Saturday 28 Nov, 09:00 India: department 1's slot; the call opens 10 minutes before.
    const appt = await paidBooking(ravi.browser, ravi.mobile, '2026-11-28', slotOf(6, 9 * 60));
    const mobile = freshMobile();
    await createTestStaff(
      app.db,
      { mobile, name: 'Dr Mehta', password: 'Staff-Rem-Pass-42' },
      ['doctor'],
      1,
    );
    const token = await loginWithPassword(app, mobile, 'Staff-Rem-Pass-42');
    const open = () =>
      app.inject({
        method: 'GET',
        url: apiUrl('videoRoom', { appt_no: appt }),
        headers: bearer(token),
      });
    // The patient opening it sends nothing; before the window the doctor's look sends nothing either.
    at('2026-11-28T03:00:00Z');
    await ravi.browser.get(apiUrl('videoRoom', { appt_no: appt }));
    await open();
    expect(notifier.ofKind('doctor_joined')).toEqual([]);
    at('2026-11-28T03:28:00Z');
    expect((await open()).statusCode).toBe(200);
    expect((await open()).statusCode).toBe(200);
    const joined = notifier.calls.filter((n) => n.kind === 'doctor_joined');
    expect(new Set(joined.map((n) => n.key))).toEqual(
      new Set([expect.stringMatching(/doctor-joined$/)]),
    );
    expect(notifier.ofKind('doctor_joined')).toEqual([
      expect.objectContaining({
        to: expect.objectContaining({ mobile: ravi.mobile }),
        urgent: true,
        vars: { appt, link: expect.stringMatching(/^https:\/\/medibridge\.test\/s\//) },
      }),
    ]);
  });
});
