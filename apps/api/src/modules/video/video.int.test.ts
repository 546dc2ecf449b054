import { createHmac } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  type DeskAppointment,
  NO_SCHEDULE_DEPARTMENT_ID,
  SIGNAL_CLOSE,
  VIDEO_MESSAGES,
  type ServerSignal,
  type StaffRole,
  type VideoRoom,
} from '@medibridge/contract';
import { ENDPOINTS } from '@medibridge/contract/schemas';
import type { FastifyInstance } from 'fastify';
import { WebSocket } from 'ws';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import { securityHeaders } from '../../plugins/security';
import { asc, eq } from 'drizzle-orm';
import { auditLog } from '../../db/schema';
import type { SessionUser } from '../../plugins/sessions';
import { departmentSchedules } from '../../seed/departments';
import type { TestBrowser } from '../../test/browser';
import { buildTestApp, openTestDatabase } from '../../test/buildTestApp';
import {
  type RegisteredPatient,
  apiUrl,
  bearer,
  freshMobile,
  loginWithPassword,
  registerPatient,
} from '../../test/patients';
import { multipart } from '../../test/multipart';
import { createTestStaff } from '../../test/staff';
import { claimServing } from '../appointments';
import { TURN_CREDENTIAL_MARGIN_MS, iceServersFor } from './ice';
import { findCallAppointment } from './repository';
import { jobIdOf } from '../../plugins/jobs';
import { END_ROOM_JOB, allowedOrigin } from './routes';
import { mayServe } from './service';

const ORIGIN = 'http://127.0.0.1:8080';
const ENV = { PUBLIC_URL: ORIGIN };
// Monday 23 Nov 2026, 10:05 in India.
let now = new Date('2026-11-23T04:35:00Z');
const clock = (): Date => new Date(now.getTime());
let app: FastifyInstance;
let base = '';
let ravi: RegisteredPatient;
let meena: RegisteredPatient;
let doctor: { id: number; token: string };
let secondDoctor: { id: number; token: string };
// Tuesday 24 Nov, department 1's 09:00 slot.
let scheduled = '';
const schedule = departmentSchedules().find(
  (s) => s.departmentId === 1 && s.weekday === 2 && s.startMinute === 9 * 60,
);
if (!schedule) throw new Error('no Tuesday 09:00 schedule in department 1');
const slotStart = new Date('2026-11-24T09:00:00+05:30');
const slotEnd = new Date(
  slotStart.getTime() + (schedule.endMinute - schedule.startMinute) * 60_000,
);

/** A doctor of `departmentId` (the staff who may serve its appointments), logged in. */
async function servingStaff(
  target: FastifyInstance,
  name: string,
  departmentId: number,
  roles: readonly StaffRole[] = ['doctor'],
): Promise<{ id: number; token: string }> {
  const mobile = freshMobile();
  const password = 'Staff-Video-Pass-42';
  const { id } = await createTestStaff(target.db, { mobile, name, password }, roles, departmentId);
  return { id, token: await loginWithPassword(target, mobile, password) };
}

/** Books and pays (sandbox) a consultation; its appointment number. */
async function paidBooking(
  target: FastifyInstance,
  b: TestBrowser,
  mobile: string,
  extra: Record<string, string>,
  pay = true,
): Promise<string> {
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
    symptoms: 'Cough for a week',
    appointmentMode: 'video',
    ...extra,
  });
  expect(res.statusCode).toBe(200);
  const body = res.json() as { data: { appointment_no: string; merchant_order_id?: string } };
  if (pay && body.data.merchant_order_id)
    await target.payments.settle(body.data.merchant_order_id, 'COMPLETED');
  return body.data.appointment_no;
}

/** A Consult Now booking paid at `now` (its room open for two hours from then) by a new patient. */
async function consultNow(
  target: FastifyInstance,
  name: string,
): Promise<{ patient: RegisteredPatient; apptNo: string }> {
  const patient = await registerPatient(target, { name });
  const apptNo = await paidBooking(target, patient.browser, patient.mobile, {
    departmentId: String(NO_SCHEDULE_DEPARTMENT_ID),
  });
  return { patient, apptNo };
}

/** An e-prescription form (a typed generic name: no catalogue needed). */
const PRESCRIPTION = {
  diagnosis: 'Acute viral fever',
  provisional: true,
  medicines: [
    {
      generic_name: 'Paracetamol',
      strength: '500 mg',
      dose: '1 tablet',
      frequency: 'three times a day',
      duration: '3 days',
    },
  ],
  advice: 'Rest and drink plenty of fluids.',
  follow_up_date: '2026-12-10',
};

const auditOf = async (
  apptNo: string,
): Promise<{ userId: number | null; role: string; action: string }[]> =>
  app.db
    .select({ userId: auditLog.userId, role: auditLog.role, action: auditLog.action })
    .from(auditLog)
    .where(eq(auditLog.subject, apptNo))
    .orderBy(asc(auditLog.id));

const servingDoctorOf = async (apptNo: string): Promise<number | null | undefined> =>
  (await findCallAppointment(app.db, apptNo))?.servingDoctorId;

const scheduledSlot = (): Record<string, string> => ({
  appointmentDate: '2026-11-24',
  appointmentSchedule: String(schedule.id),
});

async function room(
  target: FastifyInstance,
  apptNo: string,
  token: string,
): Promise<{ status: number; body: { data?: VideoRoom; message?: string } }> {
  const res = await target.inject({
    method: 'GET',
    url: apiUrl('videoRoom', { appt_no: apptNo }),
    headers: bearer(token),
  });
  const body = res.json() as { data?: VideoRoom; message?: string };
  if (res.statusCode === 200) ENDPOINTS.videoRoom.response.parse(body);
  return { status: res.statusCode, body };
}

/** A signalling client: the messages it got, in order, and how it was closed. */
interface Client {
  socket: WebSocket;
  messages: ServerSignal[];
  next(type: ServerSignal['type']): Promise<ServerSignal>;
  closed: Promise<{ code: number }>;
  send(message: unknown): void;
}

function connect(url: string, apptNo: string, token: string, origin = ORIGIN): Client {
  const socket = new WebSocket(`${url.replace('http', 'ws')}/api/video/rooms/${apptNo}/signal`, {
    headers: { cookie: `mb_session=${token}`, origin },
  });
  const messages: ServerSignal[] = [];
  const waiters: { type: string; resolve: (m: ServerSignal) => void }[] = [];
  socket.on('message', (data) => {
    const message = JSON.parse(data.toString()) as ServerSignal;
    messages.push(message);
    const i = waiters.findIndex((w) => w.type === message.type);
    if (i >= 0) waiters.splice(i, 1)[0]?.resolve(message);
  });
  const closed = new Promise<{ code: number }>((resolve) => {
    socket.on('close', (code) => resolve({ code }));
  });
  return {
    socket,
    messages,
    closed,
    next(type) {
      const seen = messages.findIndex((m) => m.type === type);
      if (seen >= 0) return Promise.resolve(messages.splice(seen, 1)[0] as ServerSignal);
      return new Promise((resolve) => waiters.push({ type, resolve }));
    },
    send(message) {
      const payload = JSON.stringify(message);
      if (socket.readyState === socket.OPEN) socket.send(payload);
      else socket.once('open', () => socket.send(payload));
    },
  };
}

beforeAll(async () => {
  app = await buildTestApp(ENV, { clock });
  await app.listen({ host: '127.0.0.1', port: 0 });
  base = `http://127.0.0.1:${String((app.server.address() as AddressInfo).port)}`;
  ravi = await registerPatient(app, { name: 'Ravi Kumar' });
  meena = await registerPatient(app, { name: 'Meena Iyer' });
  doctor = await servingStaff(app, 'Dr Asha Rao', 1);
  secondDoctor = await servingStaff(app, 'Dr Vikram Shah', 1);
  scheduled = await paidBooking(app, ravi.browser, ravi.mobile, scheduledSlot());
});
afterAll(async () => {
  await app.close();
});

describe('who may serve', () => {
  it('lets a doctor of the appointment’s department serve it (the one serving it, once one does), and no one else', async () => {
    const appointment = await findCallAppointment(app.db, scheduled);
    if (!appointment) throw new Error('no appointment');
    const asStaff = (id: number): SessionUser => ({ id, name: 'Staff', mobile: '', role: 'staff' });
    expect(appointment.servingDoctorId).toBeNull();
    expect(await mayServe(app.db, asStaff(doctor.id), appointment)).toBe(true);
    expect(await mayServe(app.db, asStaff(secondDoctor.id), appointment)).toBe(true);
    // Once a doctor serves it, only they may.
    expect(await claimServing(app.db, appointment.id, doctor.id)).toBe('claimed');
    const served = await findCallAppointment(app.db, scheduled);
    if (!served) throw new Error('no appointment');
    expect(served.servingDoctorId).toBe(doctor.id);
    expect(await mayServe(app.db, asStaff(doctor.id), served)).toBe(true);
    expect(await mayServe(app.db, asStaff(secondDoctor.id), served)).toBe(false);
    const otherDepartment = appointment.departmentId === 1 ? 2 : 1;
    const elsewhere = await servingStaff(app, 'Dr Elsewhere', otherDepartment);
    expect(await mayServe(app.db, asStaff(elsewhere.id), appointment)).toBe(false);
    const coordinator = await servingStaff(app, 'Coordinator', appointment.departmentId, [
      'coordinator',
    ]);
    expect(await mayServe(app.db, asStaff(coordinator.id), appointment)).toBe(false);
    expect(await mayServe(app.db, { ...asStaff(doctor.id), role: 'patient' }, appointment)).toBe(
      false,
    );
  });
});

describe('join answer and the window', () => {
  it('opens 10 minutes before the slot and closes at its end, India time', async () => {
    now = new Date(slotStart.getTime() - 11 * 60_000);
    const early = await room(app, scheduled, ravi.token);
    expect(early.status).toBe(200);
    expect(early.body.data).toMatchObject({
      role: 'patient',
      mode: 'video',
      state: 'not_yet',
      can_join: false,
      reason: VIDEO_MESSAGES.notYet,
      opens_at: new Date(slotStart.getTime() - 10 * 60_000).toISOString(),
      closes_at: slotEnd.toISOString(),
      provider: 'builtin',
      ice_servers: [],
      ice_transport_policy: 'all',
      other_party: null,
    });
    now = new Date(slotStart.getTime() - 10 * 60_000);
    expect((await room(app, scheduled, ravi.token)).body.data).toMatchObject({
      state: 'open',
      can_join: true,
    });
    now = new Date(slotEnd.getTime() - 1);
    expect((await room(app, scheduled, doctor.token)).body.data).toMatchObject({
      role: 'doctor',
      state: 'open',
      other_party: 'Ravi',
      department: expect.any(String) as string,
    });
    now = slotEnd;
    expect((await room(app, scheduled, ravi.token)).body.data).toMatchObject({
      state: 'over',
      can_join: false,
      reason: VIDEO_MESSAGES.over,
    });
  });

  it('refuses another patient (404 with words) and a visitor (401)', async () => {
    const other = await room(app, scheduled, meena.token);
    expect(other).toMatchObject({ status: 404, body: { message: VIDEO_MESSAGES.notFound } });
    const visitor = await app.inject({
      method: 'GET',
      url: apiUrl('videoRoom', { appt_no: scheduled }),
    });
    expect(visitor.statusCode).toBe(401);
    const unknown = await room(app, 'APT-ZZZZZZZZ', doctor.token);
    expect(unknown.status).toBe(404);
  });

  it('has no call for an unpaid booking; Consult Now is open for two hours from the payment', async () => {
    now = new Date('2026-11-23T05:00:00Z');
    const unpaid = await paidBooking(app, meena.browser, meena.mobile, scheduledSlot(), false);
    expect((await room(app, unpaid, meena.token)).body.data).toMatchObject({
      state: 'unavailable',
      can_join: false,
      reason: VIDEO_MESSAGES.unavailable,
    });
    const consultNow = await paidBooking(app, meena.browser, meena.mobile, {
      departmentId: String(NO_SCHEDULE_DEPARTMENT_ID),
    });
    expect((await room(app, consultNow, meena.token)).body.data).toMatchObject({
      state: 'open',
      opens_at: now.toISOString(),
      closes_at: new Date(now.getTime() + 120 * 60_000).toISOString(),
    });
    const next = await meena.browser.get(apiUrl('videoNext'));
    expect(ENDPOINTS.videoNext.response.parse(next.json())).toMatchObject({
      data: { appointment_no: consultNow, state: 'open' },
    });
    now = new Date(now.getTime() + 120 * 60_000);
    expect((await room(app, consultNow, meena.token)).body.data?.state).toBe('over');
    expect((await ravi.browser.get(apiUrl('videoNext'))).json()).toMatchObject({
      data: { appointment_no: scheduled, state: 'not_yet' },
    });
  });
});

describe('signalling', () => {
  it('relays offers, answers and candidates between the patient and the doctor, with presence', async () => {
    now = new Date(slotStart.getTime());
    const patient = connect(base, scheduled, ravi.token);
    expect(await patient.next('welcome')).toEqual({ type: 'welcome', role: 'patient', peer: null });
    const doc = connect(base, scheduled, doctor.token);
    expect(await doc.next('welcome')).toEqual({
      type: 'welcome',
      role: 'doctor',
      peer: { role: 'patient', name: 'Ravi Kumar' },
    });
    expect(await patient.next('peer-joined')).toEqual({
      type: 'peer-joined',
      role: 'doctor',
      name: 'Dr Asha Rao',
    });
    doc.send({ type: 'offer', sdp: 'v=0 offer' });
    expect(await patient.next('offer')).toEqual({
      type: 'offer',
      sdp: 'v=0 offer',
      from: 'doctor',
    });
    patient.send({ type: 'answer', sdp: 'v=0 answer' });
    expect(await doc.next('answer')).toEqual({
      type: 'answer',
      sdp: 'v=0 answer',
      from: 'patient',
    });
    const candidate = {
      candidate: 'candidate:1 1 udp 1 127.0.0.1 5000 typ host',
      sdpMid: '0',
      sdpMLineIndex: 0,
    };
    patient.send({ type: 'ice', candidate });
    expect(await doc.next('ice')).toEqual({ type: 'ice', candidate, from: 'patient' });

    // Bad messages get words, not a dropped connection.
    patient.send({ type: 'offer' });
    expect(await patient.next('error')).toEqual({
      type: 'error',
      message: VIDEO_MESSAGES.badMessage,
    });
    patient.socket.send('not json');
    expect((await patient.next('error')).type).toBe('error');
    patient.send({ type: 'ping' });
    expect(await patient.next('pong')).toEqual({ type: 'pong' });

    // A third person is refused: another doctor of the department (one serves it already), another patient.
    const third = connect(base, scheduled, secondDoctor.token);
    expect(await third.next('error')).toEqual({
      type: 'error',
      message: VIDEO_MESSAGES.otherDoctor,
    });
    expect((await third.closed).code).toBe(SIGNAL_CLOSE.refused);
    const stranger = connect(base, scheduled, meena.token);
    expect((await stranger.closed).code).toBe(SIGNAL_CLOSE.refused);
    const forged = connect(base, scheduled, ravi.token, 'https://evil.example');
    expect(await forged.next('error')).toEqual({ type: 'error', message: VIDEO_MESSAGES.origin });
    expect((await forged.closed).code).toBe(SIGNAL_CLOSE.refused);

    // The patient reconnects (a network drop): the new connection takes the place, the doctor stays.
    const again = connect(base, scheduled, ravi.token);
    expect((await again.next('welcome')).type).toBe('welcome');
    expect((await patient.closed).code).toBe(SIGNAL_CLOSE.replaced);
    doc.send({ type: 'offer', sdp: 'v=0 restart' });
    expect((await again.next('offer')).type).toBe('offer');
    expect(doc.messages.some((m) => m.type === 'peer-left')).toBe(false);

    // Only staff close; closing ends the call for both and for good.
    const byPatient = await ravi.browser.post(apiUrl('videoRoomClose', { appt_no: scheduled }), {});
    expect(byPatient.statusCode).toBe(403);
    const close = await app.inject({
      method: 'POST',
      url: apiUrl('videoRoomClose', { appt_no: scheduled }),
      headers: bearer(doctor.token),
    });
    expect(close.statusCode).toBe(200);
    expect((await auditOf(scheduled)).map((e) => [e.userId, e.action])).toEqual([
      [doctor.id, 'appointment.call_end'],
    ]);
    expect(await again.next('ended')).toEqual({ type: 'ended', reason: VIDEO_MESSAGES.closed });
    expect((await again.closed).code).toBe(SIGNAL_CLOSE.ended);
    expect((await doc.closed).code).toBe(SIGNAL_CLOSE.ended);
    expect((await room(app, scheduled, ravi.token)).body.data).toMatchObject({
      state: 'closed',
      can_join: false,
      reason: VIDEO_MESSAGES.closed,
    });
    const late = connect(base, scheduled, ravi.token);
    expect((await late.closed).code).toBe(SIGNAL_CLOSE.ended);
  });

  it('answers a plain GET of the signalling path with a 4xx, not a 500', async () => {
    const res = await app.inject({
      method: 'GET',
      url: `/api/video/rooms/${scheduled}/signal`,
      headers: bearer(ravi.token),
    });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
  });

  it('refuses a connection outside the window', async () => {
    now = new Date('2026-11-23T05:00:00Z');
    const asha = await registerPatient(app, { name: 'Asha Das' });
    const apptNo = await paidBooking(app, asha.browser, asha.mobile, scheduledSlot());
    const early = connect(base, apptNo, asha.token);
    expect(await early.next('error')).toEqual({ type: 'error', message: VIDEO_MESSAGES.notYet });
    expect((await early.closed).code).toBe(SIGNAL_CLOSE.refused);
  });
});

describe('one doctor per consultation', () => {
  it('makes the first doctor to join the one serving it; another doctor of the department is refused with words everywhere; the desk says who serves it', async () => {
    now = new Date('2026-11-23T06:00:00Z');
    const { patient, apptNo } = await consultNow(app, 'Sunil Joshi');
    const asha = await servingStaff(app, 'Dr Asha Iyer', NO_SCHEDULE_DEPARTMENT_ID);
    const vikram = await servingStaff(app, 'Dr Vikram Rao', NO_SCHEDULE_DEPARTMENT_ID);
    // Both open the room at the same moment: the database lets one of them serve it.
    const answers = await Promise.all([
      room(app, apptNo, asha.token),
      room(app, apptNo, vikram.token),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 403]);
    const [winner, loser] = answers[0]?.status === 200 ? [asha, vikram] : [vikram, asha];
    const winnerName = winner === asha ? 'Dr Asha Iyer' : 'Dr Vikram Rao';
    expect(answers.find((a) => a.status === 403)?.body.message).toBe(VIDEO_MESSAGES.otherDoctor);
    expect(await servingDoctorOf(apptNo)).toBe(winner.id);
    // One audit entry: who became the serving doctor (opening the room again writes none).
    expect((await room(app, apptNo, winner.token)).status).toBe(200);
    expect(await auditOf(apptNo)).toEqual([
      { userId: winner.id, role: 'doctor', action: 'appointment.serve' },
    ]);

    // The other doctor: the join answer, the signalling socket, closing and the e-prescription all refuse.
    expect(await room(app, apptNo, loser.token)).toMatchObject({
      status: 403,
      body: { message: VIDEO_MESSAGES.otherDoctor },
    });
    const socket = connect(base, apptNo, loser.token);
    expect(await socket.next('error')).toEqual({
      type: 'error',
      message: VIDEO_MESSAGES.otherDoctor,
    });
    expect((await socket.closed).code).toBe(SIGNAL_CLOSE.refused);
    const close = await app.inject({
      method: 'POST',
      url: apiUrl('videoRoomClose', { appt_no: apptNo }),
      headers: bearer(loser.token),
    });
    expect(close.statusCode).toBe(403);
    const rx = await app.inject({
      method: 'POST',
      url: apiUrl('staffPrescriptionIssue', { appt_no: apptNo }),
      headers: bearer(loser.token),
      payload: PRESCRIPTION,
    });
    expect(rx.statusCode).toBe(403);
    expect(rx.json()).toMatchObject({ message: VIDEO_MESSAGES.otherDoctor });
    const form = multipart(
      {},
      {
        field: 'prescription',
        name: 'rx.pdf',
        type: 'application/pdf',
        data: Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n'),
      },
    );
    const upload = await app.inject({
      method: 'POST',
      url: apiUrl('staffAppointmentComplete', { appt_no: apptNo }),
      headers: { ...bearer(loser.token), ...form.headers },
      payload: form.payload,
    });
    expect(upload.statusCode).toBe(403);
    expect(upload.json()).toMatchObject({ message: VIDEO_MESSAGES.otherDoctor });

    // The room is still the patient's and the serving doctor's.
    expect((await room(app, apptNo, patient.token)).body.data?.state).toBe('open');
    expect((await room(app, apptNo, winner.token)).body.data?.role).toBe('doctor');
    expect(await servingDoctorOf(apptNo)).toBe(winner.id);

    // Every doctor of the department sees on the desk who serves it.
    for (const d of [winner, loser]) {
      const desk = await app.inject({
        method: 'GET',
        url: `${apiUrl('staffDeskAppointments')}?per_page=100`,
        headers: bearer(d.token),
      });
      expect(desk.statusCode).toBe(200);
      const row = (desk.json() as { data: DeskAppointment[] }).data.find(
        (a) => a.appointment_no === apptNo,
      );
      expect(row?.serving_doctor).toBe(winnerName);
    }
  });

  it('makes the doctor who writes the prescription the one serving a consultation no one joined', async () => {
    now = new Date('2026-11-23T06:30:00Z');
    const { apptNo } = await consultNow(app, 'Nisha Verma');
    const meera = await servingStaff(app, 'Dr Meera Shah', NO_SCHEDULE_DEPARTMENT_ID);
    const other = await servingStaff(app, 'Dr Other Shah', NO_SCHEDULE_DEPARTMENT_ID);
    const rx = await app.inject({
      method: 'POST',
      url: apiUrl('staffPrescriptionIssue', { appt_no: apptNo }),
      headers: bearer(meera.token),
      payload: PRESCRIPTION,
    });
    expect(rx.statusCode).toBe(200);
    expect(await servingDoctorOf(apptNo)).toBe(meera.id);
    // The consultation is done: its room is over for everyone, and the other doctor is refused as before.
    expect(await room(app, apptNo, other.token)).toMatchObject({
      status: 403,
      body: { message: VIDEO_MESSAGES.otherDoctor },
    });
  });

  it('claims with one conditional update: of doctors claiming at once one wins, and a claim waiting on another’s open transaction loses to it', async () => {
    now = new Date('2026-11-23T07:00:00Z');
    const doctors: { id: number }[] = [];
    for (let i = 0; i < 6; i += 1)
      doctors.push(await servingStaff(app, `Dr Claim ${String(i)}`, NO_SCHEDULE_DEPARTMENT_ID));
    const idOf = async (apptNo: string): Promise<number> => {
      const appointment = await findCallAppointment(app.db, apptNo);
      if (!appointment) throw new Error('no appointment');
      return appointment.id;
    };
    const first = await idOf((await consultNow(app, 'Claim One')).apptNo);
    const results = await Promise.all(doctors.map((d) => claimServing(app.db, first, d.id)));
    expect([...results].sort()).toEqual(['claimed', 'taken', 'taken', 'taken', 'taken', 'taken']);
    const winner = doctors[results.indexOf('claimed')];
    if (!winner) throw new Error('no winner');
    // The same doctor again (a reconnection) is still the one; no one else ever is.
    expect(await claimServing(app.db, first, winner.id)).toBe('serving');
    for (const d of doctors)
      if (d !== winner) expect(await claimServing(app.db, first, d.id)).toBe('taken');

    // Doctor A's claim is inside a transaction not yet committed when doctor B claims: B waits for it (the
    // row is locked; PGlite runs one thing at a time) and then finds A's claim, never a stale "no one".
    const [a, b] = doctors as [{ id: number }, { id: number }];
    const secondNo = (await consultNow(app, 'Claim Two')).apptNo;
    const second = await idOf(secondNo);
    let release = (): void => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let claimed = (): void => undefined;
    const inside = new Promise<void>((resolve) => {
      claimed = resolve;
    });
    const byA = app.db.transaction(async (t) => {
      const ok = await claimServing(t, second, a.id);
      claimed();
      await held;
      return ok;
    });
    await inside;
    let settled = false;
    const byB = claimServing(app.db, second, b.id).then((ok) => {
      settled = true;
      return ok;
    });
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(settled).toBe(false);
    release();
    expect(await byA).toBe('claimed');
    expect(await byB).toBe('taken');
    expect(await servingDoctorOf(secondNo)).toBe(a.id);
  });
});

describe('the window’s end', () => {
  it('ends the call for both when the window ends, with the reason, and refuses joins after it', async () => {
    const paidAt = new Date('2026-11-23T08:00:00Z');
    now = paidAt;
    const { patient, apptNo } = await consultNow(app, 'Farah Khan');
    const dr = await servingStaff(app, 'Dr Window Rao', NO_SCHEDULE_DEPARTMENT_ID);
    const closesAt = new Date(paidAt.getTime() + 120 * 60_000);
    // 300 ms of the window left by the app's clock: admission queues the room's end for then (a keyed job).
    now = new Date(closesAt.getTime() - 300);
    const p = connect(base, apptNo, patient.token);
    const d = connect(base, apptNo, dr.token);
    expect((await p.next('welcome')).type).toBe('welcome');
    expect((await d.next('welcome')).type).toBe('welcome');
    const key = `${apptNo}@${closesAt.toISOString()}`;
    const { rows } = await app.database.executeSql(
      'select data from pgboss.job where name = $1 and id = $2',
      [END_ROOM_JOB, jobIdOf(END_ROOM_JOB, key)],
    );
    expect(rows).toEqual([{ data: { room: apptNo, closesAt: closesAt.toISOString() } }]);
    // This test app works no queue: the job's handler is run as a worker would, at the window's end.
    now = closesAt;
    await app.jobs.run(END_ROOM_JOB, { room: apptNo, closesAt: closesAt.toISOString() });
    for (const c of [p, d]) {
      expect(await c.next('ended')).toEqual({ type: 'ended', reason: VIDEO_MESSAGES.timeUp });
      expect((await c.closed).code).toBe(SIGNAL_CLOSE.ended);
    }
    // After it: the join answer says the time has passed (no ICE servers), and a connection is refused.
    now = closesAt;
    expect((await room(app, apptNo, patient.token)).body.data).toMatchObject({
      state: 'over',
      can_join: false,
      reason: VIDEO_MESSAGES.over,
      ice_servers: [],
      ice_transport_policy: 'all',
    });
    const late = connect(base, apptNo, dr.token);
    expect(await late.next('error')).toEqual({ type: 'error', message: VIDEO_MESSAGES.over });
    expect((await late.closed).code).toBe(SIGNAL_CLOSE.ended);
  });
});

describe('TURN credentials', () => {
  it('hands each admitted participant coturn credentials of their own that expire with the window (TURN_SECRET), never the secret, and the relay-only policy', async () => {
    const secret = 'coturn-shared-secret-for-tests-42';
    const relays = ['turn:turn.example.in:3478?transport=udp', 'turns:turn.example.in:5349'];
    const turnApp = await buildTestApp(
      {
        ...ENV,
        STUN_URLS: 'stun:stun.example.in:3478',
        TURN_URLS: relays.join(','),
        TURN_SECRET: secret,
        ICE_TRANSPORT_POLICY: 'relay',
      },
      { clock },
    );
    try {
      now = new Date('2026-11-23T05:00:00Z');
      const { patient, apptNo } = await consultNow(turnApp, 'Tara Menon');
      const dr = await servingStaff(turnApp, 'Dr Turn Rao', NO_SCHEDULE_DEPARTMENT_ID);
      const expiry = Math.floor((now.getTime() + 120 * 60_000 + TURN_CREDENTIAL_MARGIN_MS) / 1000);
      const usernames: string[] = [];
      for (const [token, id] of [
        [patient.token, patient.id],
        [dr.token, dr.id],
      ] as const) {
        const res = await turnApp.inject({
          method: 'GET',
          url: apiUrl('videoRoom', { appt_no: apptNo }),
          headers: bearer(token),
        });
        expect(res.statusCode).toBe(200);
        expect(res.body).not.toContain(secret);
        const answer = (ENDPOINTS.videoRoom.response.parse(res.json()) as { data: VideoRoom }).data;
        // ICE_TRANSPORT_POLICY=relay: the browser is told to use the relay's candidates only.
        expect(answer.ice_transport_policy).toBe('relay');
        const servers = answer.ice_servers;
        expect(servers).toHaveLength(2);
        expect(servers[0]).toEqual({ urls: ['stun:stun.example.in:3478'] });
        const turn = servers[1];
        expect(turn).toMatchObject({ urls: relays, username: `${String(expiry)}:${String(id)}` });
        expect(turn?.credential).toBe(
          createHmac('sha1', secret)
            .update(turn?.username ?? '')
            .digest('base64'),
        );
        usernames.push(turn?.username ?? '');
      }
      expect(new Set(usernames).size).toBe(2);
      // Before its window a room hands out none.
      const later = await paidBooking(turnApp, patient.browser, patient.mobile, scheduledSlot());
      expect((await room(turnApp, later, patient.token)).body.data).toMatchObject({
        state: 'not_yet',
        ice_servers: [],
        ice_transport_policy: 'relay',
      });
    } finally {
      await turnApp.close();
    }
  });

  it('keeps a fixed TURN user (TURN_USERNAME/TURN_PASSWORD) as configured', () => {
    const servers = iceServersFor(
      {
        stunUrls: [],
        transportPolicy: 'all',
        turn: {
          urls: ['turns:turn.example.in:5349'],
          auth: 'static',
          username: 'u',
          password: 'p',
        },
      },
      7,
      new Date('2026-11-23T05:00:00Z'),
    );
    expect(servers).toEqual([
      { urls: ['turns:turn.example.in:5349'], username: 'u', credential: 'p' },
    ]);
  });
});

describe('several replicas (REDIS_URL)', () => {
  it('relays between a patient on one app and the doctor on another through Redis', async () => {
    const database = await openTestDatabase();
    const shared = { ...database, close: async () => undefined };
    const config = loadConfig({
      NODE_ENV: 'test',
      PUBLIC_URL: ORIGIN,
      REDIS_URL: 'redis://127.0.0.1:6379',
      RATE_LIMIT_MAX: '100000',
      WEB_DIST_DIR: '/nonexistent-medibridge-web',
    });
    const one = await buildApp(config, { database: shared, clock });
    const two = await buildApp(config, { database: shared, clock });
    try {
      await one.listen({ host: '127.0.0.1', port: 0 });
      await two.listen({ host: '127.0.0.1', port: 0 });
      const url = (a: FastifyInstance): string =>
        `http://127.0.0.1:${String((a.server.address() as AddressInfo).port)}`;
      now = new Date('2026-11-23T05:00:00Z');
      const kiran = await registerPatient(one, { name: 'Kiran Patel' });
      const apptNo = await paidBooking(one, kiran.browser, kiran.mobile, {
        departmentId: String(NO_SCHEDULE_DEPARTMENT_ID),
      });
      const staff = await servingStaff(two, 'Dr Redis Rao', NO_SCHEDULE_DEPARTMENT_ID);
      const patient = connect(url(one), apptNo, kiran.token);
      expect((await patient.next('welcome')).type).toBe('welcome');
      const doc = connect(url(two), apptNo, staff.token);
      expect(await doc.next('welcome')).toMatchObject({ peer: { role: 'patient' } });
      expect(await patient.next('peer-joined')).toMatchObject({ role: 'doctor' });
      doc.send({ type: 'offer', sdp: 'v=0 across' });
      expect(await patient.next('offer')).toEqual({
        type: 'offer',
        sdp: 'v=0 across',
        from: 'doctor',
      });
      // Another doctor of the department is refused on this replica too (the serving doctor is recorded).
      const other = await servingStaff(one, 'Dr Third', NO_SCHEDULE_DEPARTMENT_ID);
      const third = connect(url(one), apptNo, other.token);
      expect(await third.next('error')).toEqual({
        type: 'error',
        message: VIDEO_MESSAGES.otherDoctor,
      });
      // The doctor's place is held on the other replica: the doctor coming back on this one takes it over,
      // and the older connection over there is told to give way (through Redis).
      const docAgain = connect(url(one), apptNo, staff.token);
      expect(await docAgain.next('welcome')).toMatchObject({ peer: { role: 'patient' } });
      expect((await doc.closed).code).toBe(SIGNAL_CLOSE.replaced);
      const closed = await two.inject({
        method: 'POST',
        url: apiUrl('videoRoomClose', { appt_no: apptNo }),
        headers: bearer(staff.token),
      });
      expect(closed.statusCode).toBe(200);
      expect(await patient.next('ended')).toEqual({ type: 'ended', reason: VIDEO_MESSAGES.closed });
      expect((await patient.closed).code).toBe(SIGNAL_CLOSE.ended);
      expect((await docAgain.closed).code).toBe(SIGNAL_CLOSE.ended);
    } finally {
      await one.close();
      await two.close();
      await database.close();
    }
  });
});

describe('the WebSocket’s Origin rule', () => {
  it('takes PUBLIC_URL’s origin only; in development also the web dev server on this machine', () => {
    const production = loadConfig({
      NODE_ENV: 'production',
      PUBLIC_URL: 'https://medibridge.example.in',
    });
    expect(allowedOrigin(production, 'https://medibridge.example.in')).toBe(true);
    expect(allowedOrigin(production, 'http://localhost:5173')).toBe(false);
    expect(allowedOrigin(production, 'https://evil.example')).toBe(false);
    expect(allowedOrigin(production, undefined)).toBe(false);
    const development = loadConfig({ NODE_ENV: 'development', PORT: '3001' });
    expect(allowedOrigin(development, 'http://localhost:5173')).toBe(true);
    expect(allowedOrigin(development, 'http://evil.example:5173')).toBe(false);
  });
});

describe('Redis away (REDIS_URL on a closed port)', () => {
  it('tells the person in words that the call cannot connect just now, and closes for the page to retry', async () => {
    const away = await buildTestApp({ ...ENV, REDIS_URL: 'redis://127.0.0.1:1' }, { clock });
    try {
      await away.listen({ host: '127.0.0.1', port: 0 });
      const url = `http://127.0.0.1:${String((away.server.address() as AddressInfo).port)}`;
      now = new Date('2026-11-23T10:00:00Z');
      const { patient, apptNo } = await consultNow(away, 'Rekha Joshi');
      const p = connect(url, apptNo, patient.token);
      expect(await p.next('error')).toEqual({ type: 'error', message: VIDEO_MESSAGES.relayDown });
      // Not "refused" or "ended": the page keeps trying, and joins once Redis is back.
      expect((await p.closed).code).toBe(1011);
    } finally {
      await away.close();
    }
  }, 30_000);
});

describe('the window’s end across replicas (REDIS_URL, the job queue)', () => {
  it('ends the call for sockets held by a replica that does not work the queue, from the worker replica', async () => {
    const database = await openTestDatabase();
    const shared = { ...database, close: async () => undefined };
    const env = {
      NODE_ENV: 'test',
      PUBLIC_URL: ORIGIN,
      REDIS_URL: 'redis://127.0.0.1:6379',
      RATE_LIMIT_MAX: '100000',
      WEB_DIST_DIR: '/nonexistent-medibridge-web',
    };
    // Replica A holds both sockets and works no queue; replica B holds none and works it.
    const a = await buildApp(loadConfig({ ...env, JOBS_WORKER: 'false' }), {
      database: shared,
      clock,
    });
    const b = await buildApp(loadConfig({ ...env, JOBS_WORKER: 'true' }), {
      database: shared,
      clock,
    });
    try {
      await a.listen({ host: '127.0.0.1', port: 0 });
      await b.ready();
      const url = `http://127.0.0.1:${String((a.server.address() as AddressInfo).port)}`;
      const paidAt = new Date('2026-11-23T09:00:00Z');
      now = paidAt;
      const { patient, apptNo } = await consultNow(a, 'Nisha Verma');
      const dr = await servingStaff(a, 'Dr Queue Rao', NO_SCHEDULE_DEPARTMENT_ID);
      // A second of the window left: the job is due then, on B.
      now = new Date(paidAt.getTime() + 120 * 60_000 - 1_000);
      const p = connect(url, apptNo, patient.token);
      const d = connect(url, apptNo, dr.token);
      expect((await p.next('welcome')).type).toBe('welcome');
      expect((await d.next('welcome')).type).toBe('welcome');
      for (const c of [p, d]) {
        expect(await c.next('ended')).toEqual({ type: 'ended', reason: VIDEO_MESSAGES.timeUp });
        expect((await c.closed).code).toBe(SIGNAL_CLOSE.ended);
      }
    } finally {
      await a.close();
      await b.close();
      await database.close();
    }
  }, 60_000);
});

describe('LiveKit (VIDEO_PROVIDER=livekit)', () => {
  const LK_SECRET = 'livekit-test-secret-0123456789abcdef';
  const liveKitEnv = (url: string) => ({
    ...ENV,
    VIDEO_PROVIDER: 'livekit',
    LIVEKIT_URL: url,
    LIVEKIT_API_KEY: 'APIkey123',
    LIVEKIT_API_SECRET: LK_SECRET,
  });

  /** A stand-in for LiveKit's room API on a local port: records each request, answers `{}`. */
  async function roomApiStub(): Promise<{
    url: string;
    asked: { path: string; body: string; auth: string }[];
    /** Waits (up to 3 s) for the first request. */
    firstRequest: (waitMs?: number) => Promise<void>;
    close: () => Promise<unknown>;
  }> {
    const asked: { path: string; body: string; auth: string }[] = [];
    const stub = createServer((req, res) => {
      let body = '';
      req.on('data', (chunk: Buffer) => (body += chunk.toString()));
      req.on('end', () => {
        asked.push({ path: req.url ?? '', body, auth: req.headers.authorization ?? '' });
        res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
      });
    });
    await new Promise<void>((resolve) => stub.listen(0, '127.0.0.1', resolve));
    return {
      url: `http://127.0.0.1:${String((stub.address() as AddressInfo).port)}`,
      asked,
      firstRequest: async (waitMs = 3000) => {
        for (let i = 0; i < waitMs / 20 && asked.length === 0; i += 1)
          await new Promise((r) => setTimeout(r, 20));
      },
      close: () => new Promise((resolve) => stub.close(resolve)),
    };
  }

  /** A patient and their paid Consult Now booking, made at `at`. */
  async function consultNowOn(lk: FastifyInstance, at: Date) {
    now = at;
    const kiran = await registerPatient(lk, { name: 'Kiran Patel' });
    const apptNo = await paidBooking(lk, kiran.browser, kiran.mobile, {
      departmentId: String(NO_SCHEDULE_DEPARTMENT_ID),
    });
    return { kiran, apptNo };
  }
  it('lets the page connect to the LiveKit server (CSP connect-src), and to nothing else for built-in calls', () => {
    const connectSrc = (env: Record<string, string>): string | undefined => {
      const headers = securityHeaders(loadConfig({ NODE_ENV: 'test', ...env }));
      return headers['content-security-policy']
        ?.split(';')
        .map((d) => d.trim())
        .find((d) => d.startsWith('connect-src'));
    };
    expect(connectSrc({})).toBe("connect-src 'self'");
    expect(
      connectSrc({
        VIDEO_PROVIDER: 'livekit',
        LIVEKIT_URL: 'wss://livekit.example.in',
        LIVEKIT_API_KEY: 'APIkey123',
        LIVEKIT_API_SECRET: 'livekit-test-secret-0123456789abcdef',
      }),
    ).toBe("connect-src 'self' wss://livekit.example.in https://livekit.example.in");
  });

  it('answers the server URL and a token for this room only, signed with the API secret', async () => {
    const secret = LK_SECRET;
    const lk = await buildTestApp(liveKitEnv('wss://livekit.example.in'), { clock });
    try {
      const { kiran, apptNo } = await consultNowOn(lk, new Date('2026-11-23T05:00:00Z'));
      const answer = (await room(lk, apptNo, kiran.token)).body.data;
      expect(answer?.provider).toBe('livekit');
      const livekit = answer?.livekit;
      if (!livekit) throw new Error('no livekit answer');
      expect(livekit).toMatchObject({ url: 'wss://livekit.example.in', room: apptNo });
      const [header, payload, signature] = livekit.token.split('.') as [string, string, string];
      expect(createHmac('sha256', secret).update(`${header}.${payload}`).digest('base64url')).toBe(
        signature,
      );
      expect(JSON.parse(Buffer.from(header, 'base64url').toString())).toEqual({
        alg: 'HS256',
        typ: 'JWT',
      });
      const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as Record<
        string,
        unknown
      >;
      expect(claims).toMatchObject({
        iss: 'APIkey123',
        sub: `patient-${String(kiran.id)}`,
        exp: Math.floor((now.getTime() + 120 * 60_000) / 1000),
        video: { room: apptNo, roomJoin: true, canPublish: true, canSubscribe: true },
      });
    } finally {
      await lk.close();
    }
  });

  it('ends the LiveKit room when the doctor closes the call, so no one stays in it', async () => {
    const secret = LK_SECRET;
    const stub = await roomApiStub();
    const asked = stub.asked;
    const lk = await buildTestApp(liveKitEnv(stub.url.replace(/^http:/, 'ws:')), { clock });
    try {
      const { apptNo } = await consultNowOn(lk, new Date('2026-11-23T05:00:00Z'));
      const doctor = await servingStaff(lk, 'Dr Livekit', NO_SCHEDULE_DEPARTMENT_ID);
      const close = await lk.inject({
        method: 'POST',
        url: apiUrl('videoRoomClose', { appt_no: apptNo }),
        headers: bearer(doctor.token),
      });
      expect(close.statusCode).toBe(200);
      await stub.firstRequest();
      expect(asked).toHaveLength(1);
      expect(asked[0]?.path).toBe('/twirp/livekit.RoomService/DeleteRoom');
      expect(JSON.parse(asked[0]?.body ?? '{}')).toEqual({ room: apptNo });
      const [header, payload, signature] = (asked[0]?.auth ?? '')
        .replace(/^Bearer /, '')
        .split('.') as [string, string, string];
      expect(createHmac('sha256', secret).update(`${header}.${payload}`).digest('base64url')).toBe(
        signature,
      );
      expect(JSON.parse(Buffer.from(payload, 'base64url').toString())).toMatchObject({
        iss: 'APIkey123',
        video: { room: apptNo, roomCreate: true },
      });
    } finally {
      await lk.close();
      await stub.close();
    }
  });

  it("ends the LiveKit room at the window's end though no one holds the signalling socket then, once, from the job queue", async () => {
    const stub = await roomApiStub();
    // This server works the job queue (docs/decisions/0045), as every server does outside tests.
    const lk = await buildTestApp({ ...liveKitEnv(stub.url), JOBS_WORKER: 'true' }, { clock });
    try {
      const bookedAt = new Date('2026-11-23T05:00:00Z');
      const { kiran, apptNo } = await consultNowOn(lk, bookedAt);
      // The patient opens the room a second before its window closes, then nobody connects.
      now = new Date(bookedAt.getTime() + 120 * 60_000 - 1_000);
      const answer = (await room(lk, apptNo, kiran.token)).body.data;
      expect(answer?.state).toBe('open');
      // Opening it again (another replica, a reload) queues no second end.
      expect((await room(lk, apptNo, kiran.token)).body.data?.state).toBe('open');
      expect(stub.asked).toEqual([]);
      await stub.firstRequest(20_000);
      await new Promise((r) => setTimeout(r, 2500));
      expect(stub.asked.map((a) => `${a.path} ${a.body}`)).toEqual([
        `/twirp/livekit.RoomService/DeleteRoom {"room":"${apptNo}"}`,
      ]);
    } finally {
      await lk.close();
      await stub.close();
    }
  }, 40_000);
});
