import { randomUUID } from 'node:crypto';
import { constants as zlibConstants } from 'node:zlib';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import formbody from '@fastify/formbody';
import Fastify, { type FastifyInstance } from 'fastify';
import type { Config } from './config';
import type { DatabaseHandle } from './db/client';
import { lazyChildLoggerFactory } from './lazyLogger';
import { appointmentRoutes, invoicePdfFor } from './modules/appointments';
import { departmentAdminRoutes } from './modules/departments';
import { type PaymentProvider, payments } from './modules/payments';
import { pharmacyRoutes } from './modules/pharmacy';
import { staffRoutes } from './modules/staff';
import { medicineAdminRoutes } from './modules/medicineAdmin';
import { serviceRoutes } from './modules/services';
import { videoRoutes } from './modules/video';
import { walletRoutes } from './modules/wallet';
import { moneyRoutes } from './modules/money';
import { catalogueAdminRoutes, catalogueCsvRoutes, catalogueRoutes } from './modules/catalogue';
import { accountsRoutes } from './modules/accounts';
import { docsRoutes } from './modules/docs';
import { enquiriesRoutes } from './modules/enquiries';
import { files, type FileStorage } from './modules/files';
import { decorateLifecycle, healthRoutes } from './modules/health';
import { labPartnerRoutes } from './modules/lab-partner';
import { referenceRoutes } from './modules/reference';
import { grievanceRoutes } from './modules/grievances';
import { privacyRoutes } from './modules/privacy';
import { reminders } from './modules/reminders';
import { sms, type SmsProvider } from './modules/sms';
import { type Notifier, notifications, type WhatsappProvider } from './modules/notifications';
import clock, { clockStartingAt } from './plugins/clock';
import csrf from './plugins/csrf';
import database from './plugins/database';
import errorHandler, { sendError } from './plugins/errorHandler';
import jobs from './plugins/jobs';
import jsonBody from './plugins/jsonBody';
import metrics from './plugins/metrics';
import notFound from './plugins/notFound';
import rateLimit from './plugins/rateLimit';
import security from './plugins/security';
import sessions from './plugins/sessions';
import uploads from './plugins/uploads';
import validation from './plugins/validation';
import language from './plugins/language';
import web from './plugins/web';

/** The API's version, shown in the OpenAPI document. */
export const API_VERSION = '0.1.0';

export interface BuildOptions {
  /** An already opened database (tests start each file from a seeded copy); the app closes it. */
  database?: DatabaseHandle;
  /** Where log lines go instead of stdout (tests read them). */
  logStream?: { write(line: string): void };
  /** The clock services read (tests move it instead of sleeping). Default: the system clock. */
  clock?: () => Date;
  /** An SMS provider to use instead of the configured one (tests). */
  smsProvider?: SmsProvider;
  /** A WhatsApp provider in place of the configured one (tests). */
  whatsappProvider?: WhatsappProvider;
  /** A file storage to use instead of the local UPLOAD_DIR (tests). */
  fileStorage?: FileStorage;
  /** A payment gateway to use instead of the configured one (tests). */
  paymentProvider?: PaymentProvider;
  /** A notifier to use instead of `app.notify` for the reminders module (tests). */
  notifier?: Notifier;
}

const REQUEST_ID = /^[A-Za-z0-9._-]{1,64}$/;

/**
 * Request ids of this process: a random UUID-shaped prefix drawn at start and a counter in the last group,
 * so every id is unique across processes and restarts without a random draw per request
 * (docs/decisions/0014). Same 36-character shape as a UUID.
 */
export function requestIdSource(): () => string {
  const prefix = randomUUID().slice(0, 24);
  let counter = 0;
  return () => {
    counter = (counter + 1) % 0x1000000000000;
    return prefix + counter.toString(16).padStart(12, '0');
  };
}

/**
 * Builds the whole server as a Fastify app without listening: server.ts listens, tests call `inject`.
 * Plugin order matters only where dependencies are declared; routes are registered explicitly here.
 */
export async function buildApp(
  config: Config,
  options: BuildOptions = {},
): Promise<FastifyInstance> {
  const nextRequestId = requestIdSource();
  const app: FastifyInstance = Fastify({
    logger: {
      level: config.logLevel,
      ...(options.logStream ? { stream: options.logStream } : {}),
      redact: {
        paths: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'],
        remove: true,
      },
    },
    // Each request's logger becomes a pino child only when it writes a line (docs/decisions/0014).
    childLoggerFactory: lazyChildLoggerFactory,
    // A well-formed request id from the caller (a load balancer) is kept so logs join up; anything else is replaced.
    genReqId: (request) => {
      const incoming = request.headers['x-request-id'];
      return typeof incoming === 'string' && REQUEST_ID.test(incoming) ? incoming : nextRequestId();
    },
    // A hop count becomes "trust the n nearest proxies", as Fastify's types take no number.
    trustProxy:
      typeof config.trustProxy === 'number'
        ? (
            (hops: number) => (_address: string, index: number) =>
              index < hops
          )(config.trustProxy)
        : config.trustProxy,
    bodyLimit: config.bodyLimit,
    // The first start creates the database, migrates and seeds it inside the database plugin: on a busy
    // 2-core machine that passes Fastify's 10 s default for a plugin.
    pluginTimeout: 180_000,
    connectionTimeout: config.connectionTimeout,
    requestTimeout: config.requestTimeout,
    keepAliveTimeout: config.keepAliveTimeout,
    // In-flight requests finish on close; idle keep-alive sockets are closed at once.
    forceCloseConnections: 'idle',
    return503OnClosing: true,
    // Errors raised before routing (a malformed percent-encoding) get the contract error body too.
    frameworkErrors: (error, request, reply) => {
      const status =
        typeof error.statusCode === 'number' && error.statusCode < 500 ? error.statusCode : 400;
      const message =
        error.code === 'FST_ERR_BAD_URL'
          ? 'The URL is not valid: check its percent-encoding.'
          : 'The request could not be routed.';
      return sendError(request, reply, status, message);
    },
    routerOptions: {
      ignoreTrailingSlash: true,
      // SPEC §7 spells some calls with a leading slash; `/api//get-…` from a naive join routes as `/api/get-…`.
      ignoreDuplicateSlashes: true,
      // Path parameters reach zod, which answers 422 with a message, instead of the router's bare 404.
      maxParamLength: 16 * 1024,
    },
  });

  const appClock =
    options.clock ?? (config.clockStart ? clockStartingAt(config.clockStart) : undefined);
  await app.register(clock, appClock ? { clock: appClock } : {});
  if (config.clockStart && !options.clock)
    app.log.warn(
      { clockStart: config.clockStart.toISOString() },
      "CLOCK_START: the app's clock was moved (demos and tests only)",
    );
  await app.register(language);
  await app.register(errorHandler);
  await app.register(validation);
  await app.register(jsonBody);
  await app.register(database, {
    config,
    ...(options.database ? { database: options.database } : {}),
  });
  await app.register(metrics, { token: config.metricsToken });
  await app.register(security, { config });
  await app.register(compress, {
    global: true,
    encodings: ['br', 'gzip'],
    threshold: 1024,
    // On-the-fly brotli at its default quality (11) costs more CPU than it saves on the wire.
    brotliOptions: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 5 } },
  });
  await app.register(rateLimit, { config });
  await app.register(cookie);
  await app.register(csrf, { config });
  await app.register(sessions, { config });
  await app.register(formbody, { bodyLimit: config.bodyLimit });
  await app.register(uploads);
  await app.register(sms, {
    config,
    ...(options.smsProvider ? { provider: options.smsProvider } : {}),
  });
  await app.register(files, {
    config,
    ...(options.fileStorage ? { storage: options.fileStorage } : {}),
  });

  await app.register(jobs, {
    worker: config.jobsWorker,
    // A running job gets most of the shutdown timeout, leaving the rest for the database to close before the
    // process's own deadline (server.ts) would exit it uncleanly.
    shutdownTimeoutMs: Math.max(500, config.shutdownTimeout - 2000),
  });
  await app.register(notifications, {
    config,
    ...(options.whatsappProvider ? { whatsapp: options.whatsappProvider } : {}),
  });
  await app.register(payments, {
    config,
    ...(options.paymentProvider ? { provider: options.paymentProvider } : {}),
  });
  decorateLifecycle(app);
  await app.register(reminders, options.notifier ? { notifier: options.notifier } : {});
  await app.register(healthRoutes);
  await app.register(docsRoutes, { version: API_VERSION, publicUrl: config.publicUrl });
  await app.register(referenceRoutes);
  await app.register(accountsRoutes, { config });
  await app.register(catalogueRoutes);
  await app.register(catalogueAdminRoutes);
  await app.register(catalogueCsvRoutes);
  await app.register(enquiriesRoutes);
  await app.register(appointmentRoutes, { gstin: config.gstin });
  await app.register(walletRoutes);
  await app.register(serviceRoutes);
  await app.register(pharmacyRoutes, { gstin: config.gstin });
  await app.register(staffRoutes);
  await app.register(departmentAdminRoutes);
  await app.register(medicineAdminRoutes);
  await app.register(moneyRoutes);
  await app.register(labPartnerRoutes);
  await app.register(videoRoutes, { config });
  await app.register(privacyRoutes, {
    invoicePdf: (userId, appointmentNo, now) =>
      invoicePdfFor(app.db, { gstin: config.gstin, userId, appointmentNo, language: 'en', now }),
  });
  await app.register(grievanceRoutes);

  await app.register(web, { config });
  await app.register(notFound);
  return app;
}
