import { closeSync, mkdirSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { migrationsDir } from './migrationsDir';
import * as schema from './schema';

export type Schema = typeof schema;

/**
 * The database as every query sees it: the same type on PGlite and on node-postgres. Drizzle's transaction
 * handle (`PgTransaction`) extends `PgDatabase`, so a function taking a `Database` takes a transaction as is.
 */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

/** Advisory lock key for migrations and seeding ("MBMIGRAT" as a number), so replicas start one at a time. */
export const MIGRATION_LOCK_KEY = 0x4d424d4947524154n;

/** An open database plus the driver-specific operations the app needs around it. */
export interface DatabaseHandle {
  readonly db: Database;
  readonly driver: 'pglite' | 'postgres';
  /** Runs `select 1`; rejects when the database is unreachable. */
  ping(): Promise<void>;
  /** Applies pending drizzle-kit migrations while holding the migration advisory lock. */
  migrate(): Promise<void>;
  /** Runs `fn` on one connection while holding the migration advisory lock. */
  withMigrationLock<T>(fn: (db: Database) => Promise<T>): Promise<T>;
  /**
   * Plain SQL for a library that brings its own (the job queue, docs/decisions/0045): parameters when given,
   * else the text as a script of one or more statements; the last statement's rows.
   */
  executeSql(text: string, values?: readonly unknown[]): Promise<{ rows: unknown[] }>;
  /** PGlite only: the whole data directory as a tarball (test templates). */
  dumpDataDir?(): Promise<Blob>;
  close(): Promise<void>;
}

const lockSql = sql`select pg_advisory_lock(${MIGRATION_LOCK_KEY.toString()}::bigint)`;
const unlockSql = sql`select pg_advisory_unlock(${MIGRATION_LOCK_KEY.toString()}::bigint)`;

function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Claims a PGlite data directory for this process. PGlite has no lock of its own, and two processes writing
 * one directory corrupt it (e.g. `pnpm start` while `pnpm dev` runs on the same DATA_DIR). A lock left by a
 * dead process is taken over. Returns the release function.
 */
export function lockDataDir(dir: string): () => void {
  // Beside the directory, not in it: PGlite's initdb expects the directory to hold only its own files.
  const file = `${dir.replace(/[/\\]+$/, '')}.lock`;
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      const fd = openSync(file, 'wx');
      writeSync(fd, String(process.pid));
      closeSync(fd);
      return () => rmSync(file, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = Number(readFileSync(file, 'utf8').trim());
      if (Number.isInteger(owner) && owner > 0 && processAlive(owner)) {
        throw new Error(
          `The database in ${dir} is in use by another MediBridge process (pid ${owner}). Stop it, or set DATA_DIR to another folder.`,
        );
      }
      rmSync(file, { force: true });
    }
  }
  throw new Error(`Cannot lock ${dir}`);
}

/** Opens an embedded PGlite database in `dir` (created if missing), or in memory when `dir` is null. */
export async function openPglite(
  dir: string | null,
  options: { loadDataDir?: Blob } = {},
): Promise<DatabaseHandle> {
  if (dir) mkdirSync(dir, { recursive: true });
  const release = dir ? lockDataDir(dir) : () => undefined;
  let client: PGlite;
  try {
    client = await PGlite.create({
      ...(dir ? { dataDir: dir } : {}),
      ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
      extensions: { pg_trgm },
    });
  } catch (error) {
    release();
    throw error;
  }
  const db = drizzlePglite(client, { schema });
  const withMigrationLock = async <T>(fn: (d: Database) => Promise<T>): Promise<T> => {
    // PGlite has one connection, so the lock only matters for the shape; it costs nothing.
    await db.execute(lockSql);
    try {
      return await fn(db);
    } finally {
      await db.execute(unlockSql);
    }
  };
  return {
    db,
    driver: 'pglite',
    async ping() {
      await client.query('select 1');
    },
    migrate: () =>
      withMigrationLock(() => migratePglite(db, { migrationsFolder: migrationsDir() })),
    withMigrationLock,
    async executeSql(text, values) {
      if (values && values.length > 0) return client.query(text, [...values]);
      const results = await client.exec(text);
      return { rows: results.at(-1)?.rows ?? [] };
    },
    dumpDataDir: async () => (await client.dumpDataDir('none')) as Blob,
    async close() {
      if (!client.closed) await client.close();
      release();
    },
  };
}

/** Opens a pool on a PostgreSQL server. */
export function openPostgres(url: string, options: { max?: number } = {}): DatabaseHandle {
  const pool = new pg.Pool({
    connectionString: url,
    max: options.max ?? 10,
    connectionTimeoutMillis: 5000,
    idleTimeoutMillis: 30_000,
  });
  // An idle client losing its connection must not crash the process; the next query reconnects.
  pool.on('error', () => undefined);
  const db = drizzleNodePg(pool, { schema });
  const withMigrationLock = async <T>(fn: (d: Database) => Promise<T>): Promise<T> => {
    // A session-level advisory lock belongs to one connection: hold one client for the whole critical section.
    const client = await pool.connect();
    try {
      await client.query('select pg_advisory_lock($1::bigint)', [MIGRATION_LOCK_KEY.toString()]);
      try {
        return await fn(drizzleNodePg(client, { schema }));
      } finally {
        await client.query('select pg_advisory_unlock($1::bigint)', [
          MIGRATION_LOCK_KEY.toString(),
        ]);
      }
    } finally {
      client.release();
    }
  };
  let closed = false;
  return {
    db,
    driver: 'postgres',
    async ping() {
      await pool.query('select 1');
    },
    migrate: () =>
      withMigrationLock((locked) =>
        migrateNodePg(locked as unknown as Parameters<typeof migrateNodePg>[0], {
          migrationsFolder: migrationsDir(),
        }),
      ),
    withMigrationLock,
    async executeSql(text, values) {
      const connection = await pool.connect();
      // A connection lost mid-query (the database restarting) rejects the query, and also emits 'error' on
      // the checked-out client, which must not crash the process.
      const ignore = (): void => undefined;
      connection.on('error', ignore);
      let broken: Error | undefined;
      try {
        const result = await connection.query(
          text,
          values && values.length > 0 ? [...values] : undefined,
        );
        // A script answers one result per statement.
        const last = Array.isArray(result) ? (result.at(-1) as pg.QueryResult | undefined) : result;
        return { rows: last?.rows ?? [] };
      } catch (error) {
        // A script that opened a transaction and failed leaves it open and aborted: close it before the
        // connection goes back to the pool; one that cannot even do that is dropped from the pool.
        await connection.query('ROLLBACK').catch((rollbackError: unknown) => {
          broken =
            rollbackError instanceof Error ? rollbackError : new Error(String(rollbackError));
        });
        throw error;
      } finally {
        connection.off('error', ignore);
        connection.release(broken);
      }
    },
    async close() {
      if (closed) return;
      closed = true;
      await pool.end();
    },
  };
}

/** The database the configuration asks for: PostgreSQL when a URL is given, else PGlite under `dataDir`. */
export async function openDatabase(config: {
  databaseUrl: string | null;
  dataDir: string;
  databasePoolMax: number;
}): Promise<DatabaseHandle> {
  if (config.databaseUrl) return openPostgres(config.databaseUrl, { max: config.databasePoolMax });
  return openPglite(path.join(config.dataDir, 'pgdata'));
}
