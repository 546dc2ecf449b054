import {
  API_ROOT,
  APPOINTMENT_SERVER_MESSAGES,
  NO_SCHEDULE_DEPARTMENT_ID,
  endpointPath,
  feeBreakdown,
  type EndpointName,
} from '@medibridge/contract';
import { APPOINTMENT_SERVER_MESSAGES_HI } from '@medibridge/contract/hi';
import { ENDPOINTS } from '@medibridge/contract/schemas';
import type { FastifyInstance } from 'fastify';
import { buildTestApp } from '../../test/buildTestApp';
import { DEPARTMENTS, departmentSchedules } from '../../seed/departments';
import { claimSeat, releaseSeat } from './repository';

// Monday 23 Nov 2026, 10:05 in India (04:35 UTC).
let now = new Date('2026-11-23T04:35:00Z');
let app: FastifyInstance;

beforeAll(async () => {
  app = await buildTestApp({}, { clock: () => new Date(now.getTime()) });
});
afterAll(async () => {
  await app.close();
});

const url = (name: EndpointName) => `${API_ROOT}/${endpointPath(name)}`;

/** Parses a body with the endpoint's contract response schema (fails the test on any drift). */
function parsed<N extends EndpointName>(name: N, body: string) {
  return ENDPOINTS[name].response.parse(JSON.parse(body)) as { data: unknown };
}

async function daySlots(body: unknown) {
  return app.inject({
    method: 'POST',
    url: url('appointmentDaySchedule'),
    payload: body as object,
  });
}

interface Slot {
  id: number;
  department_id: number;
  start_time: string;
  seats_left: number;
  schedule: string;
  day: string;
}

describe('departments', () => {
  it('lists the seeded departments with fees in rupees and the discount percent', async () => {
    const res = await app.inject({ method: 'GET', url: url('appointmentDepartments') });
    expect(res.statusCode).toBe(200);
    const data = parsed('appointmentDepartments', res.body).data as {
      id: number;
      name: string;
      fee: string;
      fee_discount_percent: number;
      has_schedule: boolean;
    }[];
    expect(data).toHaveLength(DEPARTMENTS.length);
    expect(data[0]).toMatchObject({
      id: 1,
      name: 'General Physician',
      fee: '399.00',
      fee_discount_percent: 10,
      has_schedule: true,
    });
    expect(data.map((d) => d.name)).toEqual(
      expect.arrayContaining(['Paediatrics', 'Dermatology', 'Psychiatry', 'ENT', 'Cardiology']),
    );
  });

  it('marks department 12 as the one booked without a schedule, and only that one', async () => {
    const res = await app.inject({ method: 'GET', url: url('appointmentDepartments') });
    const data = (res.json() as { data: { id: number; has_schedule: boolean }[] }).data;
    expect(data.filter((d) => !d.has_schedule).map((d) => d.id)).toEqual([
      NO_SCHEDULE_DEPARTMENT_ID,
    ]);
  });

  it('answers one department row, whose fee arithmetic the booking summary uses', async () => {
    const res = await app.inject({
      method: 'POST',
      url: url('appointmentDepartmentRow'),
      payload: { department_id: '3' },
    });
    expect(res.statusCode).toBe(200);
    const row = parsed('appointmentDepartmentRow', res.body).data as {
      fee: string;
      fee_discount_percent: number;
    };
    expect(row).toMatchObject({ id: 3, name: 'Dermatology', fee: '599.00' });
    const breakdown = feeBreakdown(59_900, row.fee_discount_percent, 0);
    expect(breakdown.feeDiscount).toBe(8_985);
    expect(breakdown.total).toBe(50_915);
  });

  it('answers 404 with words for an unknown department and 422 for a malformed id', async () => {
    const unknown = await app.inject({
      method: 'POST',
      url: url('appointmentDepartmentRow'),
      payload: { department_id: 999 },
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({
      message: APPOINTMENT_SERVER_MESSAGES.departmentUnknown,
    });
    const hindi = await app.inject({
      method: 'POST',
      url: url('appointmentDepartmentRow'),
      headers: { 'accept-language': 'hi' },
      payload: { department_id: 999 },
    });
    expect(hindi.json()).toMatchObject({
      message: APPOINTMENT_SERVER_MESSAGES_HI.departmentUnknown,
    });
    for (const department_id of ['abc', -1, 1.5, 99_999_999_999, null, [1], { id: 1 }]) {
      const res = await app.inject({
        method: 'POST',
        url: url('appointmentDepartmentRow'),
        payload: { department_id },
      });
      expect(res.statusCode).toBe(422);
    }
  });
});

describe('the booking window', () => {
  it('offers seven days, today (India) first, with weekday names', async () => {
    const res = await app.inject({ method: 'GET', url: url('appointmentNextDays') });
    expect(res.statusCode).toBe(200);
    const days = parsed('appointmentNextDays', res.body).data as { date: string; day: string }[];
    expect(days).toHaveLength(7);
    expect(days[0]).toMatchObject({ date: '2026-11-23', day: 'Monday' });
    expect(days[6]).toMatchObject({ date: '2026-11-29', day: 'Sunday' });
  });

  it('follows India time across UTC midnight', async () => {
    const saved = now;
    // 20:00 UTC on the 23rd is 01:30 on the 24th in India.
    now = new Date('2026-11-23T20:00:00Z');
    try {
      const res = await app.inject({ method: 'GET', url: url('appointmentNextDays') });
      expect((res.json() as { data: { date: string }[] }).data[0]?.date).toBe('2026-11-24');
    } finally {
      now = saved;
    }
  });
});

describe('schedules and slots', () => {
  it('lists every weekly schedule with its capacity and label', async () => {
    const res = await app.inject({ method: 'GET', url: url('appointmentSchedules') });
    const data = parsed('appointmentSchedules', res.body).data as {
      department_id: number;
      day: string;
      start_time: string;
      schedule: string;
    }[];
    expect(data).toHaveLength(departmentSchedules().length);
    expect(data.some((s) => s.department_id === NO_SCHEDULE_DEPARTMENT_ID)).toBe(false);
    expect(data).toContainEqual(
      expect.objectContaining({
        department_id: 1,
        day: 'Monday',
        start_time: '08:00',
        schedule: '08:00 am - 08:15 am',
      }),
    );
  });

  it("offers today's slots only from 10 minutes ahead, and all of a later day's", async () => {
    const today = await daySlots({ selected_date: '2026-11-23', department_id: 1 });
    expect(today.statusCode).toBe(200);
    const slots = parsed('appointmentDaySchedule', today.body).data as Slot[];
    expect(slots[0]?.start_time).toBe('10:15');
    expect(slots.every((s) => s.department_id === 1 && s.day === 'Monday')).toBe(true);

    const tomorrow = await daySlots({ selected_date: '2026-11-24', department_id: 1 });
    const later = (tomorrow.json() as { data: Slot[] }).data;
    expect(later[0]?.start_time).toBe('08:00');
    expect(later[0]?.seats_left).toBe(4);
  });

  it('offers no slot for department 12 and none on a day a department does not work', async () => {
    const none = await daySlots({
      selected_date: '2026-11-24',
      department_id: NO_SCHEDULE_DEPARTMENT_ID,
    });
    expect(none.statusCode).toBe(200);
    expect((none.json() as { data: unknown[] }).data).toEqual([]);
    // Cardiology works Monday to Friday: Sunday 29 Nov has nothing.
    const sunday = await daySlots({ selected_date: '2026-11-29', department_id: 8 });
    expect((sunday.json() as { data: unknown[] }).data).toEqual([]);
  });

  it('lists every department of the day when SPEC sends only the date', async () => {
    const res = await daySlots({ selected_date: '2026-11-24' });
    const slots = (res.json() as { data: Slot[] }).data;
    expect(new Set(slots.map((s) => s.department_id)).size).toBeGreaterThan(5);
  });

  it('refuses dates outside the next seven days and impossible dates with words', async () => {
    for (const selected_date of ['2026-11-22', '2026-11-30', '2026-02-30', '2026-13-01']) {
      const res = await daySlots({ selected_date, department_id: 1 });
      expect(res.statusCode).toBe(422);
      expect(res.json()).toMatchObject({ message: APPOINTMENT_SERVER_MESSAGES.dateOutsideWindow });
    }
    for (const selected_date of ['', 'tomorrow', 20261124, null]) {
      const res = await daySlots({ selected_date, department_id: 1 });
      expect(res.statusCode).toBe(422);
    }
    const unknown = await daySlots({ selected_date: '2026-11-24', department_id: 4040 });
    expect(unknown.statusCode).toBe(404);
  });

  it('counts claimed seats and stops offering a full slot', async () => {
    // Psychiatry (5) has one seat a slot: Tuesday 24 Nov, 11:00.
    const before = (
      (await daySlots({ selected_date: '2026-11-24', department_id: 5 })).json() as {
        data: Slot[];
      }
    ).data;
    const first = before[0] as Slot;
    expect(first).toMatchObject({ start_time: '11:00', seats_left: 1 });
    expect(await claimSeat(app.db, first.id, '2026-11-24')).toBe(true);
    expect(await claimSeat(app.db, first.id, '2026-11-24')).toBe(false);
    const after = (
      (await daySlots({ selected_date: '2026-11-24', department_id: 5 })).json() as {
        data: Slot[];
      }
    ).data;
    expect(after.map((s) => s.id)).not.toContain(first.id);
    // Giving the seat back offers the slot again; a second release finds nothing to give.
    expect(await releaseSeat(app.db, first.id, '2026-11-24')).toBe(true);
    expect(await releaseSeat(app.db, first.id, '2026-11-24')).toBe(false);
    const again = (
      (await daySlots({ selected_date: '2026-11-24', department_id: 5 })).json() as {
        data: Slot[];
      }
    ).data;
    expect(again[0]?.id).toBe(first.id);
  });

  it('gives the last seat to exactly one of 50 concurrent claims', async () => {
    // Cardiology (8), Wednesday 25 Nov, first slot: one seat.
    const slot = departmentSchedules().find(
      (s) => s.departmentId === 8 && s.weekday === 3 && s.startMinute === 600,
    );
    expect(slot?.capacity).toBe(1);
    const wins = await Promise.all(
      Array.from({ length: 50 }, () => claimSeat(app.db, slot!.id, '2026-11-25')),
    );
    expect(wins.filter(Boolean)).toHaveLength(1);
  });

  it('gives a four-seat slot to exactly four of 50 concurrent claims', async () => {
    const slot = departmentSchedules().find(
      (s) => s.departmentId === 1 && s.weekday === 4 && s.startMinute === 480,
    );
    expect(slot?.capacity).toBe(4);
    const wins = await Promise.all(
      Array.from({ length: 50 }, () => claimSeat(app.db, slot!.id, '2026-11-26')),
    );
    expect(wins.filter(Boolean)).toHaveLength(4);
  });
});
