import { ENDPOINT_TABLE, type EndpointName } from '@medibridge/contract';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { Jobs } from '../../plugins/jobs';
import { buildTestApp } from '../../test/buildTestApp';
import { apiUrl, bearer, loginWithPassword, registerPatient } from '../../test/patients';
import { createTestStaff } from '../../test/staff';
import { JOB_QUEUED_AGAIN, NO_FAILED_JOB } from './jobRoutes';

const PASSWORD = 'Staff@Pass123';
const silent = {
  level: 'silent',
  fatal: () => undefined,
  error: () => undefined,
  warn: () => undefined,
  info: () => undefined,
  debug: () => undefined,
  trace: () => undefined,
  silent: () => undefined,
  child: () => silent,
} as unknown as FastifyBaseLogger;

let app: FastifyInstance;
let worker: Jobs;
const tokens: Record<'admin' | 'coordinator' | 'pharmacist' | 'patient', string> = {
  admin: '',
  coordinator: '',
  pharmacist: '',
  patient: '',
};
let healthy = false;

beforeAll(async () => {
  app = await buildTestApp();
  await createTestStaff(app.db, { mobile: '9000000051', name: 'Staff c', password: PASSWORD }, [
    'coordinator',
  ]);
  await createTestStaff(app.db, { mobile: '9000000052', name: 'Staff p', password: PASSWORD }, [
    'pharmacist',
  ]);
  await createTestStaff(app.db, { mobile: '9000000053', name: 'Staff a', password: PASSWORD }, [
    'admin',
  ]);
  tokens.coordinator = await loginWithPassword(app, '9000000051', PASSWORD);
  tokens.admin = await loginWithPassword(app, '9000000053', PASSWORD);
  tokens.pharmacist = await loginWithPassword(app, '9000000052', PASSWORD);
  tokens.patient = (await registerPatient(app, { name: 'Ravi Kumar' })).token;
  // A worker beside the app (as another replica would be) with a job that fails until told otherwise.
  worker = new Jobs(app.database, silent, true);
  worker.define(
    'test.reminder',
    async () => {
      if (!healthy) throw new Error('SMS provider unreachable');
    },
    { retries: 0, delaySeconds: 0 },
  );
  await worker.start();
}, 120_000);
afterAll(async () => {
  await worker.stop(1000);
  await app.close();
});

const call = (who: keyof typeof tokens, name: EndpointName, params: Record<string, string> = {}) =>
  app.inject({
    method: ENDPOINT_TABLE[name].method,
    url: apiUrl(name, params),
    headers: bearer(tokens[who]),
  });

async function failedIds(): Promise<string[]> {
  const res = await call('admin', 'staffJobsFailed');
  expect(res.statusCode).toBe(200);
  return (res.json() as { data: { id: string }[] }).data.map((job) => job.id);
}

async function until(check: () => Promise<boolean>): Promise<void> {
  for (let i = 0; i < 200; i += 1) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('timed out waiting for the job queue');
}

describe('failed background jobs in the console', () => {
  it('shows an admin the failed job with its reason, queues it again (audited), and refuses a second retry with words', async () => {
    const id = (await worker.send('test.reminder', { appointment_no: 'APT-AB12CD34' }))!;
    await until(async () => (await failedIds()).includes(id));

    const listed = (await call('admin', 'staffJobsFailed')).json() as {
      data: { id: string; name: string; data: unknown; error: string; attempts: number }[];
    };
    expect(listed.data.find((job) => job.id === id)).toEqual(
      expect.objectContaining({
        name: 'test.reminder',
        data: { appointment_no: 'APT-AB12CD34' },
        error: 'SMS provider unreachable',
        attempts: 1,
      }),
    );

    healthy = true;
    const retried = await call('admin', 'staffJobRetry', { job_id: id });
    expect(retried.statusCode).toBe(200);
    expect(retried.json()).toEqual({
      code: 200,
      message: JOB_QUEUED_AGAIN,
      data: { id, name: 'test.reminder' },
    });
    await until(async () => !(await failedIds()).includes(id));

    const audit = (await call('admin', 'staffAuditList')).json() as {
      data: { action: string; subject: string }[];
    };
    expect(audit.data).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          action: 'job.retry',
          subject: id,
          role: 'admin',
          before: null,
          after: null,
        }),
      ]),
    );

    const again = await call('admin', 'staffJobRetry', { job_id: id });
    expect(again.statusCode).toBe(404);
    expect((again.json() as { message: string }).message).toBe(NO_FAILED_JOB);
  }, 60_000);

  it('is for admins only: a coordinator, a pharmacist and a patient are refused, a malformed id gets words', async () => {
    const coordinator = await call('coordinator', 'staffJobsFailed');
    expect(coordinator.statusCode).toBe(403);
    expect((coordinator.json() as { message: string }).message).toBe(
      'Only an admin can do this. Ask an admin to add the role to your staff account if you need it.',
    );
    expect((await call('pharmacist', 'staffJobsFailed')).statusCode).toBe(403);
    expect((await call('patient', 'staffJobsFailed')).statusCode).toBe(403);
    const visitor = await app.inject({ method: 'GET', url: apiUrl('staffJobsFailed') });
    expect(visitor.statusCode).toBe(401);
    const malformed = await call('admin', 'staffJobRetry', { job_id: 'not-a-job' });
    expect(malformed.statusCode).toBe(422);
    expect(JSON.stringify(malformed.json())).toMatch(/job id/);
  });
});
