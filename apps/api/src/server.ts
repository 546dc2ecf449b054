import type { FastifyInstance } from 'fastify';
import { ENDPOINT_TABLE, serverRoute } from '@medibridge/contract';
import { buildApp } from './app';
import {
  type Config,
  ConfigError,
  EMBEDDED_DATABASE_PROMISE,
  loadConfig,
  servingProblems,
} from './config';

/**
 * Starts the server: validates the configuration, builds the app (migrations and seed run inside), listens,
 * and shuts down gracefully on SIGTERM/SIGINT (in-flight requests finish, then the database closes).
 */
async function main(): Promise<void> {
  let config: Config;
  try {
    config = loadConfig();
    const problems = servingProblems(config);
    if (problems.length) throw new ConfigError(problems);
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`${error.message}\nSee apps/api/CONFIG.md for every variable.\n`);
      process.exit(1);
    }
    throw error;
  }

  let app: FastifyInstance;
  try {
    app = await buildApp(config);
    await app.listen({ port: config.port, host: config.host });
  } catch (error) {
    process.stderr.write(
      `MediBridge failed to start: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
    );
    process.exit(1);
  }

  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const url = `http://localhost:${port}`;
  app.log.info(
    { url, publicUrl: config.publicUrl, database: app.database.driver },
    `MediBridge is ready on ${url}`,
  );
  if (app.database.driver === 'pglite')
    app.log.warn({ dataDir: config.dataDir }, EMBEDDED_DATABASE_PROMISE);
  if (app.sms.name === 'outbox')
    app.log.warn(
      `Demo SMS: texts are not sent. OTPs and reset links are readable at ${url}${serverRoute(ENDPOINT_TABLE.devSmsOutbox.path)}?mobile=… from this machine only.`,
    );
  process.stdout.write(`MediBridge is ready on ${url}\n`);

  let closing = false;
  const shutdown = (signal: NodeJS.Signals): void => {
    if (closing) return;
    closing = true;
    // Behind a balancer: first say "not ready" and keep serving for SHUTDOWN_DRAIN_MS, so the balancer's
    // health checks take this replica out before its listener closes; then finish what is in flight.
    app.lifecycle.draining = true;
    const drain = config.shutdownDrain;
    app.log.info(
      { signal, drainMs: drain },
      'Shutting down: draining, then finishing in-flight requests',
    );
    const timer = setTimeout(() => {
      app.log.error('Shutdown timed out; exiting');
      process.exit(1);
    }, drain + config.shutdownTimeout);
    timer.unref();
    const close = (): void => {
      app.close().then(
        () => {
          app.log.info('Shut down cleanly');
          process.exit(0);
        },
        (error: unknown) => {
          app.log.error({ err: error }, 'Error while shutting down');
          process.exit(1);
        },
      );
    };
    if (drain > 0) setTimeout(close, drain);
    else close();
  };
  process.on('SIGTERM', shutdown);
  process.on('SIGINT', shutdown);
}

void main();
