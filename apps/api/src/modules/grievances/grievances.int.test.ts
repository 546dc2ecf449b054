import { ENDPOINT_TABLE, GRIEVANCE_MESSAGES, type EndpointName } from '@medibridge/contract';
import { ENDPOINTS } from '@medibridge/contract/schemas';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { auditLog, grievances, securityEvents } from '../../db/schema';
import { buildTestApp } from '../../test/buildTestApp';
import { paidConsultation } from '../../test/consultations';
import {
  apiUrl,
  bearer,
  loginWithPassword,
  type RegisteredPatient,
  registerPatient,
  smsTexts,
} from '../../test/patients';
import { createTestStaff } from '../../test/staff';
import { ESCALATE_JOB } from '.';

/** Grievances: filing, the staff inbox, answering, closing and escalation (docs/decisions/0066). */

// 12:00 IST on a Saturday: no quiet hours, and the clock moves only when a test moves it.
const START = new Date('2026-11-28T06:30:00Z');
let now = new Date(START.getTime());
let app: FastifyInstance;
let coordinator = '';
let admin = '';
let pharmacist = '';
let meera: RegisteredPatient;
let kiran: RegisteredPatient;

const as = (
  token: string,
  name: EndpointName,
  body?: unknown,
  params: Record<string, string> = {},
  query = '',
) =>
  app.inject({
    method: ENDPOINT_TABLE[name].method,
    url: `${apiUrl(name, params)}${query}`,
    headers: bearer(token),
    ...(body === undefined ? {} : { payload: body as Record<string, unknown> }),
  });

const file = (who: RegisteredPatient, body: Record<string, unknown>) =>
  as(who.token, 'grievanceFile', body);

beforeAll(async () => {
  app = await buildTestApp({}, { clock: () => new Date(now.getTime()) });
  await createTestStaff(
    app.db,
    { mobile: '9000000091', name: 'Coord G', password: 'Staff@Pass123' },
    ['coordinator'],
  );
  await createTestStaff(
    app.db,
    { mobile: '9000000092', name: 'Admin G', password: 'Staff@Pass123' },
    ['admin'],
  );
  await createTestStaff(
    app.db,
    { mobile: '9000000093', name: 'Pharm G', password: 'Staff@Pass123' },
    ['pharmacist'],
  );
  coordinator = await loginWithPassword(app, '9000000091', 'Staff@Pass123');
  admin = await loginWithPassword(app, '9000000092', 'Staff@Pass123');
  pharmacist = await loginWithPassword(app, '9000000093', 'Staff@Pass123');
  meera = await registerPatient(app, { name: 'Meera Shah' });
  kiran = await registerPatient(app, { name: 'Kiran Rao' });
}, 120_000);
afterAll(async () => {
  await app.close();
});

describe('a patient files a grievance', () => {
  let reference = '';

  it('gets a GRV reference, an SMS saying it and the answer date one month on', async () => {
    const res = await file(meera, {
      category: 'payment',
      description: 'I was charged twice for my consultation and no refund came.',
    });
    expect(res.statusCode).toBe(200);
    const { data, message } = ENDPOINTS.grievanceFile.response.parse(res.json());
    expect(message).toBe(GRIEVANCE_MESSAGES.filed);
    expect(data.reference).toMatch(/^GRV-2026-\d{6}$/);
    expect(data).toMatchObject({ state: 'open', due_on: '2026-12-28', answer: null });
    reference = data.reference;
    const texts = await smsTexts(app, meera.mobile);
    expect(texts[0]).toContain(`grievance ${reference}`);
    expect(texts[0]).toContain('28 Dec 2026');
  });

  it('numbers references one after another, never twice', async () => {
    const again = await file(meera, { category: 'other', description: 'The site was slow today.' });
    const second = ENDPOINTS.grievanceFile.response.parse(again.json()).data.reference;
    expect(Number(second.slice(-6))).toBe(Number(reference.slice(-6)) + 1);
  });

  it('lists only the patient’s own, newest first, with the promised days', async () => {
    const mine = ENDPOINTS.grievanceList.response.parse(
      (await as(meera.token, 'grievanceList')).json(),
    );
    expect(mine.meta.answer_days).toBe(30);
    expect(mine.data.map((g) => g.reference)).toContain(reference);
    const theirs = ENDPOINTS.grievanceList.response.parse(
      (await as(kiran.token, 'grievanceList')).json(),
    );
    expect(theirs.data).toEqual([]);
  });

  it('links one of their consultations, and refuses someone else’s in words', async () => {
    const no = await paidConsultation(app, kiran.browser, kiran.mobile);
    const refused = await file(meera, {
      category: 'consultation',
      appointment_no: no,
      description: 'The doctor never called me back.',
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({
      errors: { appointment_no: GRIEVANCE_MESSAGES.notYourAppointment },
    });
    const own = await file(kiran, {
      category: 'consultation',
      appointment_no: no,
      description: 'The doctor never called me back.',
    });
    expect(own.statusCode).toBe(200);
    expect(ENDPOINTS.grievanceFile.response.parse(own.json()).data.appointment_no).toBe(no);
  });

  it('refuses an empty description and an unknown category with words', async () => {
    const res = await file(meera, { category: 'lottery', description: 'short' });
    expect(res.statusCode).toBe(422);
    expect(JSON.stringify(res.json())).toMatch(/Pick what your grievance is about/);
  });

  it('needs a login', async () => {
    const res = await app.inject({ method: 'GET', url: apiUrl('grievanceList') });
    expect(res.statusCode).toBe(401);
  });
});

describe('the staff inbox', () => {
  it('lists what is due first for a coordinator and an admin, never for a pharmacist or a patient', async () => {
    const res = await as(coordinator, 'staffGrievanceList', undefined, {}, '?state=open');
    expect(res.statusCode).toBe(200);
    const rows = ENDPOINTS.staffGrievanceList.response.parse(res.json()).data;
    expect(rows.length).toBeGreaterThanOrEqual(3);
    const due = rows.map((r) => r.filed_at);
    expect([...due].sort()).toEqual(due);
    expect(JSON.stringify(rows)).not.toContain('charged twice');
    expect((await as(admin, 'staffGrievanceList')).statusCode).toBe(200);
    expect((await as(pharmacist, 'staffGrievanceList')).statusCode).toBe(403);
    expect((await as(meera.token, 'staffGrievanceList')).statusCode).toBe(403);
  });

  it('writes every opening of a grievance to the security log, and answers, texts, closes (audited)', async () => {
    const [first] = ENDPOINTS.grievanceList.response
      .parse((await as(meera.token, 'grievanceList')).json())
      .data.filter((g) => g.category === 'payment');
    if (!first) throw new Error('no grievance');
    const ref = first.reference;
    const opened = await as(coordinator, 'staffGrievanceShow', undefined, { reference: ref });
    expect(opened.statusCode).toBe(200);
    expect(ENDPOINTS.staffGrievanceShow.response.parse(opened.json()).data).toMatchObject({
      patient_name: 'Meera Shah',
      mobile: meera.mobile,
      description: expect.stringContaining('charged twice') as unknown,
    });
    await as(coordinator, 'staffGrievanceShow', undefined, { reference: ref });
    const reads = await app.db
      .select()
      .from(securityEvents)
      .where(and(eq(securityEvents.kind, 'staff_read'), eq(securityEvents.subject, ref)));
    expect(reads).toHaveLength(2);
    expect(reads[0]).toMatchObject({ userId: meera.id, actorRole: 'coordinator' });

    const early = await as(coordinator, 'staffGrievanceClose', undefined, { reference: ref });
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({ message: GRIEVANCE_MESSAGES.answerFirst });

    const answer = 'We found the second charge and refunded it to your card today.';
    const answered = await as(coordinator, 'staffGrievanceAnswer', { answer }, { reference: ref });
    expect(answered.statusCode).toBe(200);
    expect(ENDPOINTS.staffGrievanceAnswer.response.parse(answered.json()).data).toMatchObject({
      state: 'answered',
      answer,
      answered_by: 'Coord G',
    });
    expect((await smsTexts(app, meera.mobile))[0]).toContain(`grievance ${ref} has been answered`);
    const mine = ENDPOINTS.grievanceList.response.parse(
      (await as(meera.token, 'grievanceList')).json(),
    );
    expect(mine.data.find((g) => g.reference === ref)).toMatchObject({ state: 'answered', answer });

    const closed = await as(admin, 'staffGrievanceClose', undefined, { reference: ref });
    expect(closed.statusCode).toBe(200);
    const twice = await as(admin, 'staffGrievanceClose', undefined, { reference: ref });
    expect(twice.statusCode).toBe(409);
    const late = await as(admin, 'staffGrievanceAnswer', { answer }, { reference: ref });
    expect(late.statusCode).toBe(409);
    const audit = await app.db.select().from(auditLog).where(eq(auditLog.subject, ref));
    expect(audit.map((a) => a.action).sort()).toEqual(['grievance.answer', 'grievance.close']);
  });

  it('answers 404 for an unknown reference and 422 for a malformed one', async () => {
    const unknown = await as(coordinator, 'staffGrievanceShow', undefined, {
      reference: 'GRV-2026-999999',
    });
    expect(unknown.statusCode).toBe(404);
    const bad = await as(coordinator, 'staffGrievanceShow', undefined, { reference: 'nope' });
    expect(bad.statusCode).toBe(422);
  });
});

describe('escalation', () => {
  it('marks open grievances past their date once and texts the admins, on the app clock', async () => {
    await app.jobs.run(ESCALATE_JOB);
    const none = await app.db.select().from(grievances).where(eq(grievances.state, 'open'));
    expect(none.every((g) => g.escalatedAt === null)).toBe(true);

    // 31 days on, at noon IST: every open grievance is past its answer date.
    now = new Date(START.getTime() + 31 * 86_400_000);
    await app.jobs.run(ESCALATE_JOB);
    await app.jobs.run(ESCALATE_JOB);
    const open = await app.db.select().from(grievances).where(eq(grievances.state, 'open'));
    expect(open.length).toBeGreaterThan(0);
    expect(open.every((g) => g.escalatedAt?.getTime() === now.getTime())).toBe(true);
    const adminTexts = (await smsTexts(app, '9000000092')).filter((t) => t.includes('escalated'));
    expect(adminTexts).toHaveLength(open.length);
    expect(await smsTexts(app, '9000000091')).toEqual([]);

    const rows = ENDPOINTS.staffGrievanceList.response.parse(
      (await as(coordinator, 'staffGrievanceList', undefined, {}, '?state=open')).json(),
    ).data;
    expect(rows.every((r) => r.overdue && r.escalated_at !== null)).toBe(true);
  });
});
