import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config';
import { type Database, type DatabaseHandle, openDatabase } from '../db/client';
import { seed } from '../seed';

declare module 'fastify' {
  interface FastifyInstance {
    /** The open database with its driver operations (ping, migrations, close). */
    database: DatabaseHandle;
    /** Shorthand for `database.db`: the Drizzle database every repository queries. */
    db: Database;
  }
}

export interface DatabasePluginOptions {
  config: Config;
  /** An already opened database (tests); the app takes ownership and closes it. */
  database?: DatabaseHandle;
}

/**
 * Opens the configured database, applies migrations and the idempotent seed (both under an advisory lock),
 * and closes the database when the app closes.
 */
async function databasePlugin(app: FastifyInstance, options: DatabasePluginOptions): Promise<void> {
  const handle = options.database ?? (await openDatabase(options.config));
  app.decorate('database', handle);
  app.decorate('db', handle.db);
  app.addHook('onClose', async () => {
    await handle.close();
  });
  try {
    const started = Date.now();
    await handle.migrate();
    app.log.info(
      { driver: handle.driver, ms: Date.now() - started },
      'Database migrations applied',
    );
    if (options.config.seedOnStart) {
      const result = await seed(handle);
      app.log.info(result, result.skipped ? 'Seed already applied' : 'Seed applied');
    }
  } catch (error) {
    await handle.close();
    throw error;
  }
}

export default fp(databasePlugin, { name: 'medibridge-database', fastify: '5.x' });
