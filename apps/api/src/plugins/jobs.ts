import { createHash } from 'node:crypto';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import PgBoss from 'pg-boss';
import type { DatabaseHandle } from '../db/client';

declare module 'fastify' {
  interface FastifyInstance {
    /** The durable job queue: scheduled and delayed work, once across replicas (docs/decisions/0045). */
    jobs: Jobs;
  }
}

/** How a job is retried: attempts after the first, and the first delay (doubling each time). */
export interface RetryPolicy {
  retries: number;
  delaySeconds: number;
}

const DEFAULT_RETRY: RetryPolicy = { retries: 5, delaySeconds: 10 };

interface Definition {
  handler: (data: Record<string, unknown>) => Promise<void>;
  retry: RetryPolicy;
  /** A cron line (UTC) for a job the queue starts itself. */
  cron?: string;
}

/** A failed job, for the console. */
export interface FailedJob {
  id: string;
  name: string;
  data: unknown;
  error: string;
  attempts: number;
  failedAt: Date;
}

/**
 * A job id from its name and key: sending the same (name, key) twice queues it once (the second send is a
 * no-op while the first is kept), which makes "end this room at its window's end" idempotent across replicas.
 */
export function jobIdOf(name: string, key: string): string {
  const hex = createHash('sha256').update(`${name}\u0000${key}`).digest('hex');
  // A UUID's shape (version 8: custom), as pg-boss keeps ids as uuid.
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-8${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/**
 * The job queue: pg-boss on the app's own database (PostgreSQL through its pool, or the embedded PGlite
 * through its one connection), so the same runner works on both. Modules `define` their jobs (and `every`
 * for scheduled ones) while the app registers; `start` (once the app is ready) installs the queue's schema
 * when missing and, on a worker, starts working. `send` from any replica queues a job for whichever worker
 * fetches it first (SKIP LOCKED); a cron job is sent once a minute slot across replicas.
 */
export class Jobs {
  private readonly definitions = new Map<string, Definition>();
  private boss: PgBoss | null = null;
  private starting: Promise<PgBoss> | null = null;
  private working = false;
  private readonly queues = new Set<string>();

  constructor(
    private readonly database: Pick<DatabaseHandle, 'executeSql' | 'withMigrationLock'>,
    private readonly log: FastifyBaseLogger,
    private readonly worker: boolean,
  ) {}

  /** A job a module handles; `handler` throws to fail the attempt (it is retried by `retry`). */
  define<T extends Record<string, unknown>>(
    name: string,
    handler: (data: T) => Promise<void>,
    retry: RetryPolicy = DEFAULT_RETRY,
  ): void {
    this.checkName(name);
    this.definitions.set(name, {
      handler: handler as (data: Record<string, unknown>) => Promise<void>,
      retry,
    });
  }

  /** A job the queue starts itself on a cron line (UTC), e.g. `* * * * *` for every minute. */
  every(name: string, cron: string, handler: () => Promise<void>, retry?: RetryPolicy): void {
    this.checkName(name);
    this.definitions.set(name, { handler, retry: retry ?? { retries: 0, delaySeconds: 0 }, cron });
  }

  /** A job needs a name of its own (an import cycle can hand over an undefined constant). */
  private checkName(name: string): void {
    if (typeof name !== 'string' || name === '')
      throw new Error(`a job needs a name (got ${String(name)})`);
    if (this.definitions.has(name)) throw new Error(`job ${name} is defined twice`);
  }

  /**
   * Runs `name`'s handler in this process now, as a worker would (tests, which run no worker, and a
   * process that must not wait for the next cron slot). Throws what the handler throws.
   */
  async run(name: string, data: Record<string, unknown> = {}): Promise<void> {
    const definition = this.definitions.get(name);
    if (!definition) throw new Error(`job ${name} is not defined`);
    await definition.handler(data);
  }

  /** Whether this process works the queue. */
  get isWorker(): boolean {
    return this.worker;
  }

  /**
   * Queues `name` with `data`, to start after `delaySeconds` (from the database's clock). With a `key`, the
   * job is queued once however often it is sent. Resolves to the job's id, or null when the key was taken.
   */
  async send(
    name: string,
    data: Record<string, unknown>,
    options: { key?: string; delaySeconds?: number } = {},
  ): Promise<string | null> {
    const definition = this.definitions.get(name);
    if (!definition) throw new Error(`job ${name} is not defined`);
    const boss = await this.ready();
    await this.ensureQueue(boss, name, definition);
    return boss.send(name, data, {
      ...(options.key ? { id: jobIdOf(name, options.key) } : {}),
      ...(options.delaySeconds ? { startAfter: Math.max(1, Math.ceil(options.delaySeconds)) } : {}),
      retryLimit: definition.retry.retries,
      retryDelay: definition.retry.delaySeconds,
      retryBackoff: definition.retry.delaySeconds > 0,
    });
  }

  /** Installs the queue's schema (once, under pg-boss's own lock) and, on a worker, works every job. */
  async start(): Promise<void> {
    const boss = await this.ready();
    if (!this.worker || this.working) return;
    this.working = true;
    for (const [name, definition] of this.definitions) {
      await this.ensureQueue(boss, name, definition);
      await boss.work<Record<string, unknown>>(
        name,
        { pollingIntervalSeconds: 1, batchSize: 1 },
        async (batch) => {
          for (const job of batch) await definition.handler(job.data ?? {});
        },
      );
      if (definition.cron) await boss.schedule(name, definition.cron, {}, { tz: 'UTC' });
    }
    this.log.info({ jobs: [...this.definitions.keys()] }, 'Job queue: working');
  }

  /**
   * Runs, here and now, the jobs of `name` that are due (their start time has come by the database's clock),
   * as a worker would: each is completed, or failed with its error (and retried by its policy). For tests and
   * tools on a process that does not work the queue. Returns how many ran.
   */
  async runDue(name: string, limit = 100): Promise<number> {
    const definition = this.definitions.get(name);
    if (!definition) throw new Error(`job ${name} is not defined`);
    const boss = await this.ready();
    await this.ensureQueue(boss, name, definition);
    const batch = await boss.fetch<Record<string, unknown>>(name, { batchSize: limit });
    for (const job of batch) {
      try {
        await definition.handler(job.data ?? {});
        await boss.complete(name, job.id);
      } catch (error) {
        await boss.fail(name, job.id, { message: (error as Error).message });
      }
    }
    return batch.length;
  }

  /** Failed jobs (retries spent), newest first. */
  async failed(limit = 50): Promise<FailedJob[]> {
    const boss = await this.ready();
    const { rows } = await boss.getDb().executeSql(
      `select id, name, data, output, retry_count, completed_on
         from pgboss.job where state = 'failed' order by completed_on desc limit $1`,
      [limit],
    );
    return (rows as Record<string, unknown>[]).map((row) => ({
      id: String(row.id),
      name: String(row.name),
      data: row.data,
      error: errorText(row.output),
      attempts: Number(row.retry_count) + 1,
      failedAt: new Date(row.completed_on as string),
    }));
  }

  /** Queues a failed job again from its first attempt. */
  async retry(name: string, id: string): Promise<void> {
    const boss = await this.ready();
    await boss.retry(name, id);
  }

  /** Queues the failed job `id` again; its id and name, or null when no failed job has that id. */
  async retryFailed(id: string): Promise<{ id: string; name: string } | null> {
    const boss = await this.ready();
    const { rows } = await boss
      .getDb()
      .executeSql(`select name from pgboss.job where id = $1 and state = 'failed'`, [id]);
    const name = (rows as { name?: unknown }[])[0]?.name;
    if (typeof name !== 'string') return null;
    await boss.retry(name, id);
    return { id, name };
  }

  /** Stops working (waiting up to `waitMs` for running jobs) and closes the queue. */
  async stop(waitMs: number): Promise<void> {
    const boss = this.boss;
    this.boss = null;
    this.starting = null;
    if (!boss) return;
    await boss.stop({ graceful: true, wait: true, timeout: waitMs, close: true });
  }

  private ready(): Promise<PgBoss> {
    this.starting ??= this.open();
    return this.starting;
  }

  private async open(): Promise<PgBoss> {
    const boss = await this.startBoss();
    for (const [name, definition] of this.definitions)
      await this.ensureQueue(boss, name, definition);
    this.boss = boss;
    return boss;
  }

  /**
   * A started pg-boss. Replicas starting together on a fresh database would both find its schema missing and
   * both create it (pg-boss's own lock does not keep the second from failing): the install runs under the
   * lock the migrations take, so the second replica waits, then finds the schema installed.
   */
  private async startBoss(): Promise<PgBoss> {
    const boss = new PgBoss({
      db: { executeSql: (text, values) => this.database.executeSql(text, values) },
      schema: 'pgboss',
      // Only a worker keeps the queue's housekeeping and cron timers.
      supervise: this.worker,
      schedule: this.worker,
    });
    boss.on('error', (error: Error) => this.log.error({ err: error }, 'job queue error'));
    await this.database.withMigrationLock(() => boss.start());
    return boss;
  }

  /** pg-boss keeps a queue per job name; one defined after the queue opened gets its own on first use. */
  private async ensureQueue(boss: PgBoss, name: string, definition: Definition): Promise<void> {
    if (this.queues.has(name)) return;
    // A queue is a table of its own: replicas starting together and creating the same queues at once
    // deadlock in that DDL (seen with two replicas on a fresh database), so one creates at a time, under the
    // lock the migrations take. Once per queue and process.
    await this.database.withMigrationLock(() =>
      boss.createQueue(name, {
        name,
        retryLimit: definition.retry.retries,
        retryDelay: definition.retry.delaySeconds,
        retryBackoff: definition.retry.delaySeconds > 0,
      }),
    );
    this.queues.add(name);
  }
}

function errorText(output: unknown): string {
  if (output && typeof output === 'object' && 'message' in output)
    return String((output as { message: unknown }).message);
  return output === null || output === undefined ? '' : JSON.stringify(output);
}

/**
 * Decorates `app.jobs`. A worker starts the queue when the app is ready (all modules have defined their jobs)
 * and stops it on close, letting a running job finish within the shutdown timeout.
 */
async function jobsPlugin(
  app: FastifyInstance,
  options: { worker: boolean; shutdownTimeoutMs: number },
): Promise<void> {
  const jobs = new Jobs(app.database, app.log, options.worker);
  app.decorate('jobs', jobs);
  if (options.worker) {
    app.addHook('onReady', async () => {
      await jobs.start();
    });
  }
  // Before the database closes (its onClose): a running job finishes on an open connection.
  app.addHook('preClose', async () => {
    await jobs.stop(options.shutdownTimeoutMs);
  });
}

export default fp(jobsPlugin, {
  name: 'medibridge-jobs',
  fastify: '5.x',
  dependencies: ['medibridge-database'],
});
