import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * Where Jest's global setup leaves the migrated, seeded template for this run: a PGlite data-dir tarball, or
 * the name of a PostgreSQL template database when TEST_DATABASE_URL is set. Test files start from copies.
 */
export const TEMPLATE_ENV = {
  pgliteFile: 'MEDIBRIDGE_TEST_PGLITE_TEMPLATE',
  pgDatabase: 'MEDIBRIDGE_TEST_PG_TEMPLATE',
} as const;

/** Prefix of every database the API suite creates on PostgreSQL, so teardown can find leftovers. */
export const PG_TEST_PREFIX = 'medibridge_test_';

export function pgliteTemplatePath(runId: string): string {
  return path.join(tmpdir(), `medibridge-api-template-${runId}.tar`);
}

/** The same server URL with another database name. */
export function withDatabase(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}

/** Quotes a PostgreSQL identifier made of our own safe characters. */
export function ident(name: string): string {
  if (!/^[a-z0-9_]+$/.test(name)) throw new Error(`Unsafe database name ${name}`);
  return `"${name}"`;
}
