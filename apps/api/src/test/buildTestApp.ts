import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { type BuildOptions, buildApp } from '../app';
import { loadConfig } from '../config';
import { type DatabaseHandle, openPglite, openPostgres } from '../db/client';
import { PG_TEST_PREFIX, TEMPLATE_ENV, ident, withDatabase } from './template';

/** Which database the suite runs on: PostgreSQL when TEST_DATABASE_URL is set, else PGlite. */
export const TEST_DRIVER: 'postgres' | 'pglite' = process.env.TEST_DATABASE_URL
  ? 'postgres'
  : 'pglite';

let pgliteTemplate: Blob | null = null;

function assertVmModules(): void {
  const flags = `${process.env.NODE_OPTIONS ?? ''} ${process.execArgv.join(' ')}`;
  if (!flags.includes('--experimental-vm-modules')) {
    throw new Error(
      "PGlite needs Node's --experimental-vm-modules under Jest. Run the suite with `pnpm --filter @medibridge/api test` (see docs/decisions/0003-api-tests-under-jest.md).",
    );
  }
}

/** A fresh copy of the migrated, seeded template database made by Jest's global setup. */
export async function openTestDatabase(): Promise<DatabaseHandle> {
  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    const template = process.env[TEMPLATE_ENV.pgDatabase];
    if (!template)
      throw new Error(
        'No PostgreSQL template: run the API tests through jest.config.cjs (global setup).',
      );
    const runTag = template.slice(`${PG_TEST_PREFIX}tpl_`.length);
    const name = `${PG_TEST_PREFIX}${runTag}_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    try {
      await admin.query(`create database ${ident(name)} template ${ident(template)}`);
    } finally {
      await admin.end();
    }
    const handle = openPostgres(withDatabase(url, name), { max: 4 });
    const close = handle.close.bind(handle);
    return {
      ...handle,
      async close() {
        await close();
        const dropper = new pg.Client({ connectionString: url });
        await dropper.connect();
        try {
          await dropper.query(`drop database if exists ${ident(name)} with (force)`);
        } finally {
          await dropper.end();
        }
      },
    };
  }
  assertVmModules();
  const file = process.env[TEMPLATE_ENV.pgliteFile];
  if (!file)
    throw new Error(
      'No PGlite template: run the API tests through jest.config.cjs (global setup).',
    );
  pgliteTemplate ??= new Blob([readFileSync(file)]);
  return openPglite(null, { loadDataDir: pgliteTemplate });
}

/**
 * The real app on a fresh copy of the seeded test database, for `app.inject`. `env` overrides the
 * environment the config is read from. Defaults: no web build, a rate limit high enough not to interfere.
 * Close it in `afterAll`.
 */
export async function buildTestApp(
  env: Record<string, string> = {},
  options: Omit<BuildOptions, 'database'> = {},
): Promise<FastifyInstance> {
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: path.join(tmpdir(), 'medibridge-api-test-unused'),
    WEB_DIST_DIR: path.join(tmpdir(), 'medibridge-api-test-no-web'),
    RATE_LIMIT_MAX: '100000',
    ...env,
  });
  const database = await openTestDatabase();
  const app = await buildApp(config, { ...options, database });
  return app;
}
