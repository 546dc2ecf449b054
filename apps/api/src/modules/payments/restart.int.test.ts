import { and, eq, sql } from 'drizzle-orm';
import path from 'node:path';
import { tmpdir } from 'node:os';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import type { DatabaseHandle } from '../../db/client';
import { appointmentSlots, appointments, walletLedger } from '../../db/schema';
import { departmentSchedules } from '../../seed/departments';
import { openTestDatabase } from '../../test/buildTestApp';
import { apiUrl, registerPatient } from '../../test/patients';

// Monday 23 Nov 2026, 10:05 in India.
let now = new Date('2026-11-23T04:35:00Z');
const clock = () => new Date(now.getTime());
const config = loadConfig({
  NODE_ENV: 'test',
  DATA_DIR: path.join(tmpdir(), 'medibridge-api-test-unused'),
  WEB_DIST_DIR: path.join(tmpdir(), 'medibridge-api-test-no-web'),
  RATE_LIMIT_MAX: '100000',
});
let database: DatabaseHandle;
const WORKER_ENV = {
  NODE_ENV: 'test',
  DATA_DIR: path.join(tmpdir(), 'medibridge-api-test-unused'),
  WEB_DIST_DIR: path.join(tmpdir(), 'medibridge-api-test-no-web'),
  RATE_LIMIT_MAX: '100000',
  JOBS_WORKER: 'true',
};

beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => {
  await database.close();
});

/** The app on the shared database; closing it leaves the database open, as a killed process would. */
const start = (): Promise<FastifyInstance> =>
  buildApp(config, { database: { ...database, close: async () => undefined }, clock });

describe('the hold expiry job after a restart', () => {
  it('a new process expires the holds the old one left: seat and wallet money back, once', async () => {
    const first = await start();
    const patient = await registerPatient(first, { name: 'Ravi Kumar' });
    await first.db.insert(walletLedger).values({
      userId: patient.id,
      amountPaise: 5_000,
      kind: 'test_credit',
      reference: 'restart',
      note: 'test',
    });
    const seat = departmentSchedules().find(
      (s) => s.departmentId === 5 && s.weekday === 2 && s.startMinute === 11 * 60,
    );
    if (!seat) throw new Error('no Psychiatry slot');
    const res = await patient.browser.post(apiUrl('appointmentPay'), {
      firstName: 'Ravi',
      mobile: patient.mobile,
      gender: 'Male',
      age: '30',
      weight: '70',
      dibetic: 'No',
      bloodPressure: 'No',
      smoke: 'No',
      alcohol: 'No',
      departmentId: '5',
      symptoms: 'Trouble sleeping',
      appointmentMode: 'video',
      appointmentDate: '2026-11-24',
      appointmentSchedule: String(seat.id),
    });
    expect(res.statusCode).toBe(200);
    const no = (res.json() as { data: { appointment_no: string } }).data.appointment_no;
    // The process dies with the payment pending: nothing in memory survives.
    await first.close();

    now = new Date(now.getTime() + 20 * 60_000);
    const second = await start();
    try {
      await second.payments.reconcile();
      await second.jobs.run('appointments.expire-holds');
      await second.jobs.run('appointments.expire-holds');
      const [row] = await second.db
        .select({ state: appointments.state })
        .from(appointments)
        .where(eq(appointments.appointmentNo, no));
      expect(row?.state).toBe('expired');
      const [slot] = await second.db
        .select({ booked: appointmentSlots.booked })
        .from(appointmentSlots)
        .where(
          and(
            eq(appointmentSlots.scheduleId, seat.id),
            eq(appointmentSlots.slotDate, '2026-11-24'),
          ),
        );
      expect(slot?.booked).toBe(0);
      const [balance] = await second.db
        .select({ total: sql<string>`coalesce(sum(${walletLedger.amountPaise}), 0)` })
        .from(walletLedger)
        .where(eq(walletLedger.userId, patient.id));
      expect(Number(balance?.total)).toBe(5_000);
    } finally {
      await second.close();
    }
  });
});

describe('the sweepers on the job queue (docs/decisions/0051)', () => {
  it('are cron jobs of their own modules, every minute, scheduled by a worker beside the reconciliation', async () => {
    const worker = await buildApp(loadConfig(WORKER_ENV), {
      database: { ...database, close: async () => undefined },
      clock,
    });
    try {
      await worker.ready();
      const { rows } = await worker.database.executeSql(
        `select name, cron from pgboss.schedule where name = any($1) order by name`,
        [['appointments.expire-holds', 'payments.reconcile', 'pharmacy.cancel-unpaid']],
      );
      expect(rows).toEqual([
        { name: 'appointments.expire-holds', cron: '* * * * *' },
        { name: 'payments.reconcile', cron: '* * * * *' },
        { name: 'pharmacy.cancel-unpaid', cron: '* * * * *' },
      ]);
      await expect(worker.jobs.run('payments.sweep-everything')).rejects.toThrow(/not defined/);
    } finally {
      await worker.close();
    }
  }, 60_000);
});
