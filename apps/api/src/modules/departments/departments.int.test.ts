import {
  DEPARTMENT_ADMIN_MESSAGES as M,
  ENDPOINT_TABLE,
  type EndpointName,
} from '@medibridge/contract';
import { ENDPOINTS } from '@medibridge/contract/schemas';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { auditLog, departmentSchedules, walletLedger } from '../../db/schema';
import { buildTestApp } from '../../test/buildTestApp';
import { paidConsultation } from '../../test/consultations';
import {
  type RegisteredPatient,
  apiUrl,
  bearer,
  loginWithPassword,
  registerPatient,
  smsTexts,
} from '../../test/patients';
import { createTestStaff } from '../../test/staff';

// Monday 23 Nov 2026, 10:05 in India: the booking window runs to Sunday 29 Nov.
const now = new Date('2026-11-23T04:35:00Z');
const PASSWORD = 'Staff@Pass123';
let app: FastifyInstance;
let admin: string;
let ravi: RegisteredPatient;

beforeAll(async () => {
  app = await buildTestApp({}, { clock: () => new Date(now.getTime()) });
  await createTestStaff(app.db, { mobile: '9000000071', name: 'Asha Admin', password: PASSWORD }, [
    'admin',
  ]);
  admin = await loginWithPassword(app, '9000000071', PASSWORD);
  ravi = await registerPatient(app, { name: 'Ravi Kumar' });
}, 120_000);
afterAll(async () => {
  await app.close();
});

type Params = Record<string, string>;
const call = (name: EndpointName, params: Params = {}, payload?: unknown) =>
  app.inject({
    method: ENDPOINT_TABLE[name].method,
    url: apiUrl(name, params),
    headers: bearer(admin),
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });

interface Department {
  id: number;
  name: string;
  fee: number;
  fee_discount_percent: number;
  hours: {
    slot_minutes: number;
    capacity: number;
    ranges: { days: number[]; start: string; end: string }[];
  };
  closures: { id: number; from: string; to: string; reason: string }[];
}

async function department(id: number): Promise<Department> {
  const res = await call('staffDepartments');
  expect(res.statusCode).toBe(200);
  const list = (ENDPOINTS.staffDepartments.response.parse(res.json()) as { data: Department[] })
    .data;
  const found = list.find((d) => d.id === id);
  if (!found) throw new Error(`no department ${String(id)}`);
  return found;
}

const form = (d: Department, change: Record<string, unknown>) => ({
  name: d.name,
  name_hi: '',
  description: 'Described',
  description_hi: '',
  fee: d.fee,
  fee_discount_percent: d.fee_discount_percent,
  active: true,
  sort_order: 5,
  ...change,
});

async function publicDepartments(): Promise<
  { id: number; fee: string; fee_discount_percent: number }[]
> {
  const res = await app.inject({ method: 'GET', url: apiUrl('appointmentDepartments') });
  expect(res.statusCode).toBe(200);
  expect(res.headers['cache-control']).toBe('no-cache');
  return (res.json() as { data: { id: number; fee: string; fee_discount_percent: number }[] }).data;
}

async function openDays(id: number): Promise<Record<string, boolean>> {
  const res = await app.inject({
    method: 'GET',
    url: apiUrl('appointmentOpenDays', { department_id: String(id) }),
  });
  expect(res.statusCode).toBe(200);
  return Object.fromEntries(
    (res.json() as { data: { date: string; open: boolean }[] }).data.map((d) => [d.date, d.open]),
  );
}

async function slotsOn(
  id: number,
  date: string,
): Promise<{ id: number; start_time: string; seats_left: number }[]> {
  const res = await app.inject({
    method: 'POST',
    url: apiUrl('appointmentDaySchedule'),
    payload: { selected_date: date, department_id: id },
  });
  expect(res.statusCode).toBe(200);
  return (res.json() as { data: { id: number; start_time: string; seats_left: number }[] }).data;
}

async function refundsOf(appointmentNo: string): Promise<number> {
  const rows = await app.db
    .select({ id: walletLedger.id })
    .from(walletLedger)
    .where(and(eq(walletLedger.kind, 'booking_refund'), eq(walletLedger.reference, appointmentNo)));
  return rows.length;
}

describe('departments: fee and names', () => {
  it('an edit shows on the booking calls at once, and the audit keeps before → after', async () => {
    await publicDepartments(); // a read before the edit must not be served after it
    const before = await department(3);
    const res = await call(
      'staffDepartmentUpdate',
      { department_id: '3' },
      form(before, { fee: 650, fee_discount_percent: 20 }),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message: M.saved,
      data: { fee: 650, fee_discount_percent: 20 },
    });
    const listed = (await publicDepartments()).find((d) => d.id === 3);
    expect(listed).toMatchObject({ fee: '650.00', fee_discount_percent: 20 });
    const row = await app.inject({
      method: 'POST',
      url: apiUrl('appointmentDepartmentRow'),
      payload: { department_id: 3 },
    });
    expect((row.json() as { data: { fee: string } }).data.fee).toBe('650.00');
    const audit = await app.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'department.update'));
    expect(audit.at(-1)).toMatchObject({
      subject: '3',
      before: { fee: before.fee, fee_discount_percent: before.fee_discount_percent },
      after: { fee: 650, fee_discount_percent: 20 },
    });
  });

  it('a booking pays the new fee', async () => {
    const slot = (await slotsOn(3, '2026-11-24'))[0];
    const res = await ravi.browser.post(apiUrl('appointmentPay'), {
      firstName: 'Ravi',
      gender: 'Male',
      age: '40',
      weight: '72',
      dibetic: 'No',
      bloodPressure: 'No',
      smoke: 'No',
      alcohol: 'No',
      departmentId: '3',
      symptoms: 'Rash',
      appointmentMode: 'audio',
      mobile: ravi.mobile,
      appointmentDate: '2026-11-24',
      appointmentSchedule: String(slot?.id),
    });
    expect(res.statusCode).toBe(200);
    const no = (res.json() as { data: { appointment_no: string } }).data.appointment_no;
    const view = await ravi.browser.post(apiUrl('appointmentRow'), { appointment_no: no });
    expect((view.json() as { data: { appt_fee: string } }).data.appt_fee).toBe('650.00');
  });

  it('refuses a discount over 100 and an empty name with words', async () => {
    const d = await department(3);
    const res = await call(
      'staffDepartmentUpdate',
      { department_id: '3' },
      form(d, { fee_discount_percent: 120, name: '' }),
    );
    expect(res.statusCode).toBe(422);
    expect(JSON.stringify(res.json())).toContain(M.discountRange);
    expect(JSON.stringify(res.json())).toContain('Give the department a name.');
  });

  it('creates a department that offers no slot until its hours are set', async () => {
    const res = await call(
      'staffDepartmentCreate',
      {},
      {
        name: 'Nephrology',
        name_hi: 'गुर्दा रोग',
        description: 'Kidneys.',
        description_hi: '',
        fee: 700,
        fee_discount_percent: 0,
        active: true,
        sort_order: 20,
      },
    );
    expect(res.statusCode).toBe(200);
    const created = (res.json() as { data: Department }).data;
    expect(created.id).toBeGreaterThanOrEqual(1000);
    expect((await publicDepartments()).some((d) => d.id === created.id)).toBe(true);
    expect(Object.values(await openDays(created.id)).some(Boolean)).toBe(false);
    const hours = await call(
      'staffDepartmentHours',
      { department_id: String(created.id) },
      {
        slot_minutes: 30,
        capacity: 2,
        ranges: [{ days: [2], start: '10:00', end: '12:00' }],
      },
    );
    expect(hours.statusCode).toBe(200);
    const open = await openDays(created.id);
    expect(open['2026-11-24']).toBe(true); // Tuesday
    expect(open['2026-11-25']).toBe(false);
    expect(
      (await slotsOn(created.id, '2026-11-24')).map((s) => [s.start_time, s.seats_left]),
    ).toEqual([
      ['10:00', 2],
      ['10:30', 2],
      ['11:00', 2],
      ['11:30', 2],
    ]);
  });
});

describe('departments: weekly hours', () => {
  it('reads the seeded hours back as ranges', async () => {
    const d = await department(2); // Paediatrics: Mon–Sat 09:00–13:00 and 17:00–20:00, 15 min, 2 seats
    expect(d.hours).toEqual({
      slot_minutes: 15,
      capacity: 2,
      ranges: [
        { days: [1, 2, 3, 4, 5, 6], start: '09:00', end: '13:00' },
        { days: [1, 2, 3, 4, 5, 6], start: '17:00', end: '20:00' },
      ],
    });
  });

  it('new hours change open days and slots, keep the ids of slots that still match and switch off the rest', async () => {
    const before = await slotsOn(2, '2026-11-24');
    const nine = before.find((s) => s.start_time === '09:00');
    const res = await call(
      'staffDepartmentHours',
      { department_id: '2' },
      {
        slot_minutes: 15,
        capacity: 3,
        ranges: [{ days: [1, 2, 3, 4, 5], start: '09:00', end: '11:00' }],
      },
    );
    expect(res.statusCode).toBe(200);
    const open = await openDays(2);
    expect(open['2026-11-28']).toBe(false); // Saturday is gone
    const after = await slotsOn(2, '2026-11-24');
    expect(after.map((s) => s.start_time)).toEqual([
      '09:00',
      '09:15',
      '09:30',
      '09:45',
      '10:00',
      '10:15',
      '10:30',
      '10:45',
    ]);
    expect(after[0]).toMatchObject({ id: nine?.id, seats_left: 3 });
    const rows = await app.db
      .select()
      .from(departmentSchedules)
      .where(eq(departmentSchedules.departmentId, 2));
    expect(rows.filter((r) => r.active)).toHaveLength(5 * 8);
    expect(rows.length).toBeGreaterThan(5 * 8); // switched off, not deleted
  });

  it('refuses hours with words: end before start, overlapping ranges, a slot length that does not divide', async () => {
    const save = (ranges: unknown, slot = 15) =>
      call(
        'staffDepartmentHours',
        { department_id: '2' },
        { slot_minutes: slot, capacity: 2, ranges },
      );
    const backwards = await save([{ days: [1], start: '13:00', end: '09:00' }]);
    expect(backwards.statusCode).toBe(422);
    expect(JSON.stringify(backwards.json())).toContain(M.endBeforeStart);
    const overlap = await save([
      { days: [1, 2], start: '09:00', end: '13:00' },
      { days: [2], start: '12:00', end: '14:00' },
    ]);
    expect(overlap.statusCode).toBe(422);
    expect(JSON.stringify(overlap.json())).toContain('Tuesday: 12:00–14:00 overlaps 09:00–13:00.');
    const uneven = await save([{ days: [1], start: '09:00', end: '10:10' }], 20);
    expect(uneven.statusCode).toBe(422);
    expect(JSON.stringify(uneven.json())).toContain(
      '09:00–10:10 is not a whole number of 20-minute slots.',
    );
  });

  it('a shorter day with a paid booking on it is previewed, refused without confirm, and cancels with it', async () => {
    const slot = (await slotsOn(2, '2026-11-25')).find((s) => s.start_time === '10:30');
    const no = await paidConsultation(app, ravi.browser, ravi.mobile, {
      departmentId: '2',
      appointmentDate: '2026-11-25',
      appointmentSchedule: String(slot?.id),
    });
    const shorter = {
      slot_minutes: 15,
      capacity: 3,
      ranges: [{ days: [1, 2, 3, 4, 5], start: '09:00', end: '10:00' }],
    };
    const preview = await call('staffDepartmentHoursPreview', { department_id: '2' }, shorter);
    expect(preview.statusCode).toBe(200);
    expect(
      (preview.json() as { data: { affected: { appointment_no: string }[] } }).data.affected.map(
        (a) => a.appointment_no,
      ),
    ).toEqual([no]);
    const refused = await call('staffDepartmentHours', { department_id: '2' }, shorter);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ message: M.hoursBookingsNeedConfirm });
    const saved = await call(
      'staffDepartmentHours',
      { department_id: '2' },
      { ...shorter, confirm: true },
    );
    expect(saved.statusCode).toBe(200);
    expect(
      (saved.json() as { data: { cancelled: { appointment_no: string }[] } }).data.cancelled.map(
        (c) => c.appointment_no,
      ),
    ).toEqual([no]);
    expect(await refundsOf(no)).toBe(1);
    expect(
      (await smsTexts(app, ravi.mobile)).some(
        (t) => t.includes(no) && t.includes('department is closed'),
      ),
    ).toBe(true);
  });
});

describe('departments: closures', () => {
  const closeUrl = { department_id: '1' };

  it('refuses a closure ending before it starts, or starting in the past', async () => {
    const backwards = await call('staffDepartmentClosureCreate', closeUrl, {
      from: '2026-11-26',
      to: '2026-11-25',
      reason: 'Holiday',
    });
    expect(backwards.statusCode).toBe(422);
    expect(JSON.stringify(backwards.json())).toContain(M.closureEndBeforeStart);
    const past = await call('staffDepartmentClosurePreview', closeUrl, {
      from: '2026-11-20',
      to: '2026-11-25',
      reason: 'Holiday',
    });
    expect(past.statusCode).toBe(422);
    expect(JSON.stringify(past.json())).toContain(M.closureInPast);
  });

  it('a closed day with a paid booking: preview lists it; two confirms at once refund it once and text once', async () => {
    const slot = (await slotsOn(1, '2026-11-26'))[0];
    const no = await paidConsultation(app, ravi.browser, ravi.mobile, {
      departmentId: '1',
      appointmentDate: '2026-11-26',
      appointmentSchedule: String(slot?.id),
    });
    const closure = { from: '2026-11-26', to: '2026-11-26', reason: 'Guru Nanak Jayanti' };
    const preview = await call('staffDepartmentClosurePreview', closeUrl, closure);
    expect(preview.statusCode).toBe(200);
    expect(preview.json()).toMatchObject({
      data: { affected: [{ appointment_no: no, date: '2026-11-26', patient_name: 'Ravi' }] },
    });
    expect((await call('staffDepartmentClosureCreate', closeUrl, closure)).statusCode).toBe(409);

    const answers = await Promise.all([
      call('staffDepartmentClosureCreate', closeUrl, { ...closure, confirm: true }),
      call('staffDepartmentClosureCreate', closeUrl, { ...closure, confirm: true }),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    expect(await refundsOf(no)).toBe(1);
    const texts = (await smsTexts(app, ravi.mobile)).filter((t) => t.includes(no));
    expect(texts.filter((t) => t.includes('department is closed'))).toHaveLength(1);
    const row = await ravi.browser.post(apiUrl('appointmentRow'), { appointment_no: no });
    expect(
      (row.json() as { data: { appointment_status: string } }).data.appointment_status,
    ).not.toBe('active');

    expect((await openDays(1))['2026-11-26']).toBe(false);
    expect(await slotsOn(1, '2026-11-26')).toEqual([]);
    const booking = await ravi.browser.post(apiUrl('appointmentPay'), {
      firstName: 'Ravi',
      gender: 'Male',
      age: '40',
      weight: '72',
      dibetic: 'No',
      bloodPressure: 'No',
      smoke: 'No',
      alcohol: 'No',
      departmentId: '1',
      symptoms: 'Fever',
      appointmentMode: 'audio',
      mobile: ravi.mobile,
      appointmentDate: '2026-11-26',
      appointmentSchedule: String(slot?.id),
    });
    expect(booking.statusCode).toBe(422);

    const audit = await app.db.select().from(auditLog).where(eq(auditLog.subject, no));
    expect(audit.map((a) => a.action)).toEqual(['appointment.cancel_by_clinic']);
    const d = await department(1);
    expect(d.closures).toEqual([{ id: expect.any(Number) as number, ...closure }]);
  });

  it('removing a closure opens its dates again', async () => {
    const d = await department(1);
    const closure = d.closures[0];
    const res = await call('staffDepartmentClosureDelete', {
      department_id: '1',
      closure_id: String(closure?.id),
    });
    expect(res.statusCode).toBe(200);
    expect((await openDays(1))['2026-11-26']).toBe(true);
  });

  it('a coordinator and a patient cannot close a department', async () => {
    await createTestStaff(
      app.db,
      { mobile: '9000000072', name: 'Coordinator', password: PASSWORD },
      ['coordinator'],
    );
    const coordinator = await loginWithPassword(app, '9000000072', PASSWORD);
    for (const token of [coordinator, ravi.token]) {
      const res = await app.inject({
        method: 'POST',
        url: apiUrl('staffDepartmentClosureCreate', closeUrl),
        headers: bearer(token),
        payload: { from: '2026-11-27', to: '2026-11-27', reason: 'x', confirm: true },
      });
      expect(res.statusCode).toBe(403);
    }
  });
});
