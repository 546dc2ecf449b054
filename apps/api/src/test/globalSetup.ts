import { writeFileSync } from 'node:fs';
import pg from 'pg';
import { openPglite, openPostgres } from '../db/client';
import { seed } from '../seed';
import { PG_TEST_PREFIX, TEMPLATE_ENV, ident, pgliteTemplatePath, withDatabase } from './template';

/**
 * Runs once per Jest run: migrates and seeds ONE database, which every test file then copies (PGlite:
 * a data-dir tarball loaded in memory; PostgreSQL: CREATE DATABASE … TEMPLATE). This pays initdb and the
 * seed once instead of once per file.
 */
export default async function globalSetup(): Promise<void> {
  const started = Date.now();
  const runId = `${process.pid}_${Date.now().toString(36)}`;
  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    const name = `${PG_TEST_PREFIX}tpl_${runId}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    try {
      await admin.query(`create database ${ident(name)}`);
    } finally {
      await admin.end();
    }
    const handle = openPostgres(withDatabase(url, name), { max: 2 });
    try {
      await handle.migrate();
      await seed(handle);
    } finally {
      await handle.close();
    }
    process.env[TEMPLATE_ENV.pgDatabase] = name;
  } else {
    const handle = await openPglite(null);
    try {
      await handle.migrate();
      await seed(handle);
      if (!handle.dumpDataDir) throw new Error('PGlite handle cannot dump its data directory');
      const dump = await handle.dumpDataDir();
      const file = pgliteTemplatePath(runId);
      writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
      process.env[TEMPLATE_ENV.pgliteFile] = file;
    } finally {
      await handle.close();
    }
  }
  process.stdout.write(
    `\n[api tests] template database ready in ${Date.now() - started} ms (${url ? 'PostgreSQL' : 'PGlite'})\n`,
  );
}
