import type { FastifyBaseLogger } from 'fastify';
import type { DatabaseHandle } from '../db/client';
import { openTestDatabase } from '../test/buildTestApp';
import { Jobs, jobIdOf } from './jobs';

/** A logger that keeps errors, so a test can say the queue reported none. */
function quietLog(errors: unknown[] = []): FastifyBaseLogger {
  const log = {
    level: 'error',
    fatal: () => undefined,
    error: (...args: unknown[]) => void errors.push(args),
    warn: () => undefined,
    info: () => undefined,
    debug: () => undefined,
    trace: () => undefined,
    silent: () => undefined,
    child: () => log,
  };
  return log as unknown as FastifyBaseLogger;
}

async function until(check: () => boolean | Promise<boolean>, waitMs = 20_000): Promise<void> {
  const end = Date.now() + waitMs;
  while (!(await check())) {
    if (Date.now() > end) throw new Error('timed out waiting for the job queue');
    await new Promise((r) => setTimeout(r, 100));
  }
}

describe('the job queue (pg-boss on the app database, docs/decisions/0045)', () => {
  let database: DatabaseHandle;
  const queues: Jobs[] = [];
  const queue = (worker: boolean): Jobs => {
    const jobs = new Jobs(database, quietLog(), worker);
    queues.push(jobs);
    return jobs;
  };

  beforeEach(async () => {
    database = await openTestDatabase();
  });
  afterEach(async () => {
    for (const jobs of queues.splice(0)) await jobs.stop(1000);
    await database.close();
  });

  it('runs a keyed job once though two replicas send it, on one of two workers', async () => {
    const ran: string[] = [];
    const replicas = [queue(true), queue(true)];
    replicas.forEach((jobs, i) =>
      jobs.define<{ room: string }>('demo.end-room', async ({ room }) => {
        ran.push(`${room} on ${i}`);
      }),
    );
    for (const jobs of replicas) await jobs.start();
    const ids = await Promise.all(
      replicas.map((jobs) => jobs.send('demo.end-room', { room: 'APT-1' }, { key: 'APT-1' })),
    );
    expect(ids.filter(Boolean)).toEqual([jobIdOf('demo.end-room', 'APT-1')]);
    await until(() => ran.length > 0);
    await new Promise((r) => setTimeout(r, 2500));
    expect(ran).toHaveLength(1);
    expect(ran[0]).toMatch(/^APT-1 on [01]$/);
  }, 60_000);

  it('keeps a job sent while no worker runs, and runs it when a worker starts (a restart loses nothing)', async () => {
    const web = queue(false);
    web.define('demo.note', async () => undefined);
    await web.send('demo.note', { n: 1 });
    await web.stop(1000);

    const seen: unknown[] = [];
    const worker = queue(true);
    worker.define<{ n: number }>('demo.note', async (data) => {
      seen.push(data);
    });
    await worker.start();
    await until(() => seen.length > 0);
    expect(seen).toEqual([{ n: 1 }]);
  }, 60_000);

  it('retries a failing job with backoff, then keeps it as failed with its reason, and retries it on request', async () => {
    let attempts = 0;
    let healthy = false;
    const jobs = queue(true);
    jobs.define(
      'demo.flaky',
      async () => {
        attempts += 1;
        if (!healthy) throw new Error('provider unreachable');
      },
      { retries: 1, delaySeconds: 1 },
    );
    await jobs.start();
    const id = await jobs.send('demo.flaky', {});
    await until(async () => (await jobs.failed()).some((job) => job.id === id));
    expect(attempts).toBe(2);
    const [failed] = await jobs.failed();
    expect(failed).toMatchObject({
      id,
      name: 'demo.flaky',
      attempts: 2,
      error: 'provider unreachable',
    });

    healthy = true;
    await jobs.retry('demo.flaky', id!);
    await until(() => attempts === 3);
    await until(async () => !(await jobs.failed()).some((job) => job.id === id));
  }, 60_000);

  it('refuses a job nobody defined and a name defined twice', async () => {
    const jobs = queue(false);
    jobs.define('demo.once', async () => undefined);
    expect(() => jobs.define('demo.once', async () => undefined)).toThrow(/defined twice/);
    await expect(jobs.send('demo.nobody', {})).rejects.toThrow(/not defined/);
  });
});
