import { rmSync } from 'node:fs';
import pg from 'pg';
import { PG_TEST_PREFIX, TEMPLATE_ENV, ident } from './template';

/** Removes the template and any per-file database a crashed test left behind. */
export default async function globalTeardown(): Promise<void> {
  const file = process.env[TEMPLATE_ENV.pgliteFile];
  if (file) rmSync(file, { force: true });
  const url = process.env.TEST_DATABASE_URL;
  const template = process.env[TEMPLATE_ENV.pgDatabase];
  if (!url || !template) return;
  const runTag = template.slice(`${PG_TEST_PREFIX}tpl_`.length);
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    const { rows } = await admin.query<{ datname: string }>(
      'select datname from pg_database where datname = $1 or datname like $2',
      [template, `${PG_TEST_PREFIX}${runTag}_%`],
    );
    for (const { datname } of rows)
      await admin.query(`drop database if exists ${ident(datname)} with (force)`);
  } finally {
    await admin.end();
  }
}
