import {
  API_ROOT,
  APPOINTMENT_SERVER_MESSAGES,
  NO_SCHEDULE_DEPARTMENT_ID,
  endpointPath,
} from '@medibridge/contract';
import { ENDPOINTS } from '@medibridge/contract/schemas';
import type { FastifyInstance } from 'fastify';
import { buildTestApp } from '../../test/buildTestApp';
import { departmentSchedules } from '../../seed/departments';
import { claimSeat } from './repository';

// The app's clock: Saturday 28 Nov 2026, 10:00 in India (04:30 UTC), as the browser journeys run.
let now = new Date('2026-11-28T04:30:00Z');
let app: FastifyInstance;

beforeAll(async () => {
  app = await buildTestApp({}, { clock: () => new Date(now.getTime()) });
});
afterAll(async () => {
  await app.close();
});

const openDaysUrl = (departmentId: number | string) =>
  `${API_ROOT}/${endpointPath('appointmentOpenDays', { department_id: String(departmentId) })}`;

async function openDays(departmentId: number | string) {
  const res = await app.inject({ method: 'GET', url: openDaysUrl(departmentId) });
  expect(res.statusCode).toBe(200);
  expect(res.headers['cache-control']).toBe('no-store');
  return (
    ENDPOINTS.appointmentOpenDays.response.parse(res.json()) as {
      data: { date: string; open: boolean }[];
    }
  ).data;
}

/** The day schedule's answer for a department on a date: the slots it offers. */
async function offered(departmentId: number, date: string): Promise<unknown[]> {
  const res = await app.inject({
    method: 'POST',
    url: `${API_ROOT}/${endpointPath('appointmentDaySchedule')}`,
    payload: { selected_date: date, department_id: departmentId },
  });
  expect(res.statusCode).toBe(200);
  return (res.json() as { data: unknown[] }).data;
}

describe('open days (GET appointment-open-days/:department_id)', () => {
  it('answers each day of the window, today first, and closes Sunday for a Monday–Saturday department', async () => {
    // Dermatology: Monday to Saturday, 10:00–14:00.
    const days = await openDays(3);
    expect(days.map((d) => d.date)).toEqual([
      '2026-11-28',
      '2026-11-29',
      '2026-11-30',
      '2026-12-01',
      '2026-12-02',
      '2026-12-03',
      '2026-12-04',
    ]);
    expect(days.find((d) => d.date === '2026-11-29')).toEqual({ date: '2026-11-29', open: false });
    expect(days.find((d) => d.date === '2026-11-30')).toEqual({ date: '2026-11-30', open: true });
  });

  it('agrees with the day schedule on every day, today included (its past times are not offered)', async () => {
    for (const departmentId of [1, 3, 8, 13]) {
      for (const day of await openDays(departmentId))
        expect([departmentId, day.date, day.open]).toEqual([
          departmentId,
          day.date,
          (await offered(departmentId, day.date)).length > 0,
        ]);
    }
  });

  it('closes today once its last time has passed the booking lead', async () => {
    const saved = now;
    // Saturday 13:55 in India: Dermatology's last slot (13:45) is gone, Monday still open.
    now = new Date('2026-11-28T08:25:00Z');
    try {
      const days = await openDays(3);
      expect(days[0]).toEqual({ date: '2026-11-28', open: false });
      expect(await offered(3, '2026-11-28')).toEqual([]);
      expect(days[2]).toEqual({ date: '2026-11-30', open: true });
    } finally {
      now = saved;
    }
  });

  it('closes a day whose every seat is taken, as the day schedule stops offering it', async () => {
    // ENT (6) on Wednesday 2 Dec: fill every seat of every slot.
    const date = '2026-12-02';
    const weekday = 3;
    expect((await openDays(6)).find((d) => d.date === date)?.open).toBe(true);
    for (const slot of departmentSchedules().filter(
      (s) => s.departmentId === 6 && s.weekday === weekday,
    ))
      for (let seat = 0; seat < slot.capacity; seat += 1)
        expect(await claimSeat(app.db, slot.id, date)).toBe(true);
    expect(await offered(6, date)).toEqual([]);
    expect((await openDays(6)).find((d) => d.date === date)).toEqual({ date, open: false });
  });

  it('has every day closed for department 12, which takes no time', async () => {
    const days = await openDays(NO_SCHEDULE_DEPARTMENT_ID);
    expect(days).toHaveLength(7);
    expect(days.every((d) => !d.open)).toBe(true);
  });

  it('answers 404 with words for an unknown department and 422 for a malformed id', async () => {
    const unknown = await app.inject({ method: 'GET', url: openDaysUrl(999) });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({
      message: APPOINTMENT_SERVER_MESSAGES.departmentUnknown,
    });
    for (const bad of ['abc', '-1', '1.5', '99999999999']) {
      const res = await app.inject({ method: 'GET', url: openDaysUrl(bad) });
      expect([bad, res.statusCode]).toEqual([bad, 422]);
    }
  });
});
