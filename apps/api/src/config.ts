import path from 'node:path';
import { LAB_PARTNER_DEMO_PATH } from '@medibridge/contract';
import { z } from 'zod';
import { isGstin } from './lib/gstin';
import {
  NOTIFY_CONFIG_DOCS,
  type NotifyConfig,
  notifyConfig,
  notifyConfigShape,
} from './notifyConfig';
import { apiPackageDir, invocationDir, workspaceRoot } from './paths';

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

const integer = (min: number, max: number, fallback: number) =>
  z
    .string()
    .trim()
    .regex(/^\d+$/, `must be a whole number between ${min} and ${max}`)
    .transform(Number)
    .pipe(z.number().int().min(min, `must be at least ${min}`).max(max, `must be at most ${max}`))
    .default(fallback);

const boolean = (fallback: boolean) =>
  z
    .enum(['true', 'false', '1', '0', 'yes', 'no'], { error: 'must be true or false' })
    .transform((v) => v === 'true' || v === '1' || v === 'yes')
    .default(fallback);

/** The PhonePe dashboard's rules for a webhook's username and password (Webhook Handling, best practices). */
const PHONEPE_USERNAME_RULE =
  'must be the webhook username set on the PhonePe dashboard, which takes 5 to 20 letters, digits or underscores';
const PHONEPE_PASSWORD_RULE =
  'must be the webhook password set on the PhonePe dashboard, which takes 8 to 20 characters with both letters and digits';

const optionalUrl = (protocols: readonly string[], example: string) =>
  z
    .string()
    .trim()
    .refine((v) => {
      try {
        return protocols.includes(new URL(v).protocol);
      } catch {
        return false;
      }
    }, `must be a URL like ${example}`)
    .optional();

/**
 * `TRUST_PROXY` as Fastify takes it: a boolean, a hop count, or a comma-separated list of addresses/CIDRs.
 */
/** A comma-separated list of stun:/turn:/turns: URLs (RTCIceServer urls); empty means none. */
const iceUrlList = z
  .string()
  .trim()
  .transform((value) =>
    value
      .split(',')
      .map((part) => part.trim())
      .filter(Boolean),
  )
  .pipe(
    z
      .array(z.string().regex(/^(stun|turns?):[^\s]+$/, 'must list stun:, turn: or turns: URLs'))
      .max(10),
  )
  .default([]);

const trustProxy = z
  .string()
  .trim()
  .default('false')
  .transform((v): boolean | number | string[] => {
    if (v === 'true' || v === 'false') return v === 'true';
    if (/^\d+$/.test(v)) return Number(v);
    return v
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean);
  });

const originList = z
  .string()
  .trim()
  .default('')
  .transform((v) =>
    v
      .split(/[\s,]+/)
      .map((s) => s.trim())
      .filter(Boolean),
  )
  .refine(
    (list) =>
      list.every((origin) => {
        try {
          const url = new URL(origin);
          return (
            (url.protocol === 'https:' || url.protocol === 'http:') &&
            url.origin === origin.replace(/\/$/, '')
          );
        } catch {
          return false;
        }
      }),
    'must be a comma-separated list of origins like https://lab.example.com',
  );

/**
 * `LAB_PARTNER_URL`: a path on our own origin (one leading slash, the demo page by default) or an https
 * address (http only for a loopback test double), without credentials or a fragment.
 */
const labPartnerUrl = z
  .string()
  .trim()
  .default(LAB_PARTNER_DEMO_PATH)
  .refine((v) => {
    // A same-origin path: no `//host`, no backslash, no fragment, nothing a URL would have to escape.
    if (v.startsWith('/')) return /^\/(?![/\\])[A-Za-z0-9\-._~%!$&'()*+,;=:@/?]*$/.test(v);
    try {
      const url = new URL(v);
      const secure =
        url.protocol === 'https:' || (url.protocol === 'http:' && isLoopbackHost(url.hostname));
      return secure && !url.username && !url.password && !url.hash;
    } catch {
      return false;
    }
  }, `must be an https URL like https://lab.partner.example/book or a path like ${LAB_PARTNER_DEMO_PATH}`)
  // Absolute addresses in their normal form, so the CSP origin and the frame's URL agree.
  .transform((v) => (v.startsWith('/') ? v : new URL(v).href));

/**
 * PhonePe's hosts by environment, as PhonePe PG docs (Standard Checkout API: "Generate Authorization Token",
 * "Create Payment", "Check Order Status") list them: UAT serves tokens and payments from one base, production
 * from two.
 */
export const PHONEPE_HOSTS = {
  uat: {
    authUrl: 'https://api-preprod.phonepe.com/apis/pg-sandbox',
    pgUrl: 'https://api-preprod.phonepe.com/apis/pg-sandbox',
  },
  production: {
    authUrl: 'https://api.phonepe.com/apis/identity-manager',
    pgUrl: 'https://api.phonepe.com/apis/pg',
  },
} as const;

/**
 * Every environment variable the server reads, validated at start. Values are strings in the environment;
 * the schema turns them into typed settings. Relative paths are resolved later by `loadConfig`.
 */
export const configSchema = z.object({
  NODE_ENV: z
    .enum(['development', 'production', 'test'], {
      error: 'must be development, production or test',
    })
    .default('production'),
  PORT: integer(0, 65535, 3000),
  HOST: z.string().trim().min(1, 'must not be empty').default('0.0.0.0'),
  LOG_LEVEL: z.enum(LOG_LEVELS, { error: `must be one of ${LOG_LEVELS.join(', ')}` }).optional(),
  PUBLIC_URL: optionalUrl(['http:', 'https:'], 'https://medibridge.example.in'),
  DATA_DIR: z.string().trim().min(1, 'must not be empty').optional(),
  DATABASE_URL: optionalUrl(
    ['postgres:', 'postgresql:'],
    'postgres://user:password@host:5432/medibridge',
  ),
  DATABASE_POOL_MAX: integer(2, 200, 10),
  REDIS_URL: optionalUrl(['redis:', 'rediss:'], 'redis://127.0.0.1:6379'),
  WEB_DIST_DIR: z.string().trim().min(1, 'must not be empty').optional(),
  SEED_ON_START: boolean(true),
  JOBS_WORKER: z
    .enum(['true', 'false', '1', '0', 'yes', 'no'], { error: 'must be true or false' })
    .transform((v) => v === 'true' || v === '1' || v === 'yes')
    .optional(),
  RATE_LIMIT_MAX: integer(0, 10_000_000, 300),
  RATE_LIMIT_WINDOW_MS: integer(1000, 86_400_000, 60_000),
  TRUST_PROXY: trustProxy,
  CSP_FRAME_SRC: originList,
  LAB_PARTNER_URL: labPartnerUrl,
  BODY_LIMIT_BYTES: integer(1024, 50 * 1024 * 1024, 1024 * 1024),
  CONNECTION_TIMEOUT_MS: integer(0, 600_000, 60_000),
  REQUEST_TIMEOUT_MS: integer(0, 600_000, 30_000),
  KEEP_ALIVE_TIMEOUT_MS: integer(1000, 600_000, 72_000),
  SHUTDOWN_TIMEOUT_MS: integer(1000, 600_000, 10_000),
  SHUTDOWN_DRAIN_MS: integer(0, 120_000, 0),
  SMS_PROVIDER: z.enum(['outbox', 'msg91'], { error: 'must be outbox or msg91' }).default('outbox'),
  SMS_API_URL: optionalUrl(['https:', 'http:'], 'https://control.msg91.com/api/v5/flow/'),
  SMS_AUTH_KEY: z.string().trim().min(8, 'must be the gateway auth key').optional(),
  SMS_SENDER_ID: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9]{6}$/, 'must be the 6-character DLT sender id')
    .optional(),
  SMS_TIMEOUT_MS: integer(500, 60_000, 10_000),
  OTP_SENDS_PER_IP: integer(1, 100_000, 20),
  REFERRAL_BONUS_RUPEES: integer(0, 100_000, 100),
  UPLOAD_DIR: z.string().trim().min(1, 'must not be empty').optional(),
  METRICS_TOKEN: z.string().trim().min(16, 'must be at least 16 characters').max(256).optional(),
  DEMO_MODE: boolean(false),
  CLOCK_START: z.iso
    .datetime({
      offset: true,
      error: 'must be an ISO 8601 instant with its offset, like 2026-11-28T10:00:00+05:30',
    })
    .optional(),
  PAYMENT_PROVIDER: z
    .enum(['sandbox', 'phonepe'], { error: 'must be sandbox or phonepe' })
    .default('sandbox'),
  PHONEPE_ENV: z.enum(['uat', 'production'], { error: 'must be uat or production' }).default('uat'),
  PHONEPE_CLIENT_ID: z
    .string()
    .trim()
    .max(100, 'must be the client id PhonePe issued (at most 100 characters)')
    .optional(),
  PHONEPE_CLIENT_SECRET: z
    .string()
    .trim()
    .min(8, 'must be the client secret PhonePe issued (at least 8 characters)')
    .max(200, 'must be the client secret PhonePe issued (at most 200 characters)')
    .optional(),
  PHONEPE_CLIENT_VERSION: integer(1, 1000, 1),
  PHONEPE_CALLBACK_USERNAME: z
    .string()
    .trim()
    .min(5, PHONEPE_USERNAME_RULE)
    .max(20, PHONEPE_USERNAME_RULE)
    .regex(/^\w+$/, PHONEPE_USERNAME_RULE)
    .optional(),
  PHONEPE_CALLBACK_PASSWORD: z
    .string()
    .trim()
    .min(8, PHONEPE_PASSWORD_RULE)
    .max(20, PHONEPE_PASSWORD_RULE)
    .regex(/^(?=.*[A-Za-z])(?=.*\d)/, PHONEPE_PASSWORD_RULE)
    .optional(),
  PHONEPE_WEBHOOK_HMAC_KEY: z
    .string()
    .trim()
    .min(
      16,
      'must be the secret key the PhonePe dashboard generated for an HMAC webhook (at least 16 characters)',
    )
    .max(
      512,
      'must be the secret key the PhonePe dashboard generated for an HMAC webhook (at most 512 characters)',
    )
    .optional(),
  PHONEPE_WEBHOOK_HMAC_HEADER: z
    .string()
    .trim()
    .toLowerCase()
    .regex(/^[a-z0-9-]{1,64}$/, 'must be an HTTP header name (letters, digits and hyphens)')
    .optional(),
  PHONEPE_AUTH_URL: optionalUrl(['https:', 'http:'], PHONEPE_HOSTS.production.authUrl),
  PHONEPE_PG_URL: optionalUrl(['https:', 'http:'], PHONEPE_HOSTS.production.pgUrl),
  PHONEPE_TIMEOUT_MS: integer(500, 60_000, 10_000),
  VIDEO_PROVIDER: z
    .enum(['builtin', 'livekit'], { error: 'must be builtin or livekit' })
    .default('builtin'),
  STUN_URLS: iceUrlList,
  TURN_URLS: iceUrlList,
  TURN_USERNAME: z.string().trim().min(1).max(200).optional(),
  TURN_PASSWORD: z.string().trim().min(1).max(200).optional(),
  TURN_SECRET: z
    .string()
    .trim()
    .min(16, 'must be coturn’s static-auth-secret (at least 16 characters)')
    .max(500)
    .optional(),
  ICE_TRANSPORT_POLICY: z.enum(['all', 'relay'], { error: 'must be all or relay' }).default('all'),
  LIVEKIT_URL: optionalUrl(['wss:', 'ws:', 'https:', 'http:'], 'wss://livekit.example.in'),
  LIVEKIT_API_KEY: z.string().trim().min(1).max(200).optional(),
  LIVEKIT_API_SECRET: z
    .string()
    .trim()
    .min(32, 'must be the LiveKit API secret (at least 32 characters)')
    .max(500)
    .optional(),
  GSTIN: z
    .string()
    .trim()
    .transform((v) => v.toUpperCase())
    .refine(
      isGstin,
      'must be a 15-character GSTIN with a valid check character, like 27AAPFU0939F1ZV',
    )
    .optional(),
  ...notifyConfigShape,
});

export type ConfigEnv = z.input<typeof configSchema>;

/** One line per variable, for README's configuration table and CONFIG.md (kept in step by a test). */
export const CONFIG_DOCS: Record<keyof z.infer<typeof configSchema>, string> = {
  NODE_ENV:
    '`production` (default), `development` or `test`. Development relaxes nothing security-related; it only changes log defaults.',
  PORT: 'TCP port to listen on. Default `3000` (`pnpm dev` uses `3001` behind Vite).',
  HOST: 'Interface to bind. Default `0.0.0.0` (all interfaces).',
  LOG_LEVEL:
    'pino level: fatal, error, warn, info, debug, trace or silent. Default `info` (`silent` under test).',
  PUBLIC_URL:
    'The URL users reach the app at. `https://…` makes cookies Secure and turns on HSTS. Default `http://localhost:<PORT>`.',
  DATA_DIR:
    'Where the embedded database (and later uploads) live. Default `./.data` at the repository root; relative paths resolve against the directory the command was run from.',
  DATABASE_URL:
    'PostgreSQL connection string. When set, the server uses this database through a pool instead of the embedded PGlite in DATA_DIR.',
  DATABASE_POOL_MAX:
    'Maximum connections in the PostgreSQL pool, at least 2 (the job queue installs its tables on one connection while holding the migration lock on another). Default `10`.',
  REDIS_URL:
    'Redis shared by several replicas: rate-limit counters and the video call rooms (who is in a call, relaying its signalling between replicas). While Redis is away each replica counts requests in its own memory (a warning is logged) and a call cannot be joined (the person is told in words; the page retries). Default: in-memory counters and rooms (one replica).',
  WEB_DIST_DIR:
    'The built web app to serve. Default `apps/web/dist`. When the folder is missing the server runs API-only.',
  SEED_ON_START: 'Seed reference and demo data at start (idempotent). Default `true`.',
  JOBS_WORKER:
    '`true`: this server also runs the background jobs (payment reconciliation, expiring holds and unpaid orders, ending calls at their window). Jobs live in the database (pg-boss, schema `pgboss`), so any number of replicas may run them: each job runs once, survives restarts and is retried with backoff. `false`: the server only queues jobs for the others. Default `true` (`false` under `NODE_ENV=test`, where tests run jobs by hand).',
  RATE_LIMIT_MAX:
    'Requests per client IP per window. `0` turns the limiter off (benchmarks). Default `300`.',
  RATE_LIMIT_WINDOW_MS: 'Rate-limit window in milliseconds. Default `60000`.',
  TRUST_PROXY:
    'Trust X-Forwarded-* from a proxy: `true`, a hop count, or a comma-separated list of proxy addresses/CIDRs. Default `false`.',
  CSP_FRAME_SRC:
    'Extra origins the pages may embed in frames, comma-separated. The origin of `LAB_PARTNER_URL` is allowed without being listed here. Default: none.',
  LAB_PARTNER_URL: `The lab-booking partner page /lab-tests embeds, prefilled with a logged-in patient’s name and mobile (\`name\`, \`mobile\` query parameters). An https URL, or a path on this server. Default \`${LAB_PARTNER_DEMO_PATH}\`: a demo partner page served by this API, labelled as a demo, that books nothing.`,
  BODY_LIMIT_BYTES: 'Largest request body accepted, in bytes. Default `1048576` (1 MiB).',
  CONNECTION_TIMEOUT_MS: 'Socket inactivity timeout in milliseconds. Default `60000`.',
  REQUEST_TIMEOUT_MS: 'Time allowed to receive a whole request, in milliseconds. Default `30000`.',
  KEEP_ALIVE_TIMEOUT_MS:
    'Keep-alive idle timeout in milliseconds; keep it above the load balancer’s. Default `72000`.',
  SHUTDOWN_TIMEOUT_MS:
    'On SIGTERM/SIGINT, how long in-flight requests may take before the process exits anyway (counted after the drain below). Default `10000`.',
  SHUTDOWN_DRAIN_MS:
    'Behind a load balancer: on SIGTERM/SIGINT, how long the replica keeps serving while `/readyz` answers 503, so the balancer stops sending it new requests before it closes. Set it above the balancer’s health-check interval × failures to mark a server down (the `pnpm cluster` HAProxy checks every second and needs 2: it uses `3000`). Default `0` (close at once: one server, nothing to drain to).',
  SMS_PROVIDER:
    '`outbox` (default): SMS are stored, logged and readable at `GET /api/dev/sms-outbox?mobile=…` by a request made on this machine directly (loopback, no `Forwarded`/`X-Forwarded-For`/`X-Real-IP` header); everyone else gets 404. For demos and development only: a production server listening beyond loopback refuses to start with it unless `DEMO_MODE=true`. `msg91`: sent through the MSG91 gateway over HTTPS (needs the `SMS_*` variables below and one `MSG91_FLOW_ID_*` per message kind); the outbox endpoint then answers 404.',
  SMS_API_URL:
    'The gateway’s send endpoint. Default `https://control.msg91.com/api/v5/flow/`. Must be https (http only for a loopback test double).',
  SMS_AUTH_KEY: 'The gateway auth key (secret). Required with `SMS_PROVIDER=msg91`.',
  SMS_SENDER_ID:
    'The 6-character DLT sender id the messages come from. Required with `SMS_PROVIDER=msg91`.',
  SMS_TIMEOUT_MS: 'How long to wait for the SMS gateway, in milliseconds. Default `10000`.',
  OTP_SENDS_PER_IP:
    'SMS (OTPs and reset links) one client IP may ask for in 15 minutes, on top of 3 per mobile. Default `20`.',
  REFERRAL_BONUS_RUPEES:
    'Rupees credited to both wallets when someone registers with a share code. `0` turns the bonus off. Default `100`.',
  UPLOAD_DIR:
    'Where uploaded files (profile photos) are stored. Default `uploads` inside `DATA_DIR`; relative paths resolve like `DATA_DIR`.',
  METRICS_TOKEN:
    'Bearer token a Prometheus scraper sends to read `/metrics` from another machine. Without it `/metrics` answers only requests from this machine (loopback, not through a proxy). At least 16 characters.',
  CLOCK_START:
    'An ISO 8601 instant (`2026-11-28T10:00:00+05:30`): the app’s clock starts there when the server starts and runs on in real time, so a demo or a browser journey meets the same weekday and hour whatever the day it runs. For demos and tests only: refused with `SMS_PROVIDER=msg91` or `PAYMENT_PROVIDER=phonepe`. Default: the system clock.',
  DEMO_MODE:
    '`true` runs a demo for the person at this machine: with `SMS_PROVIDER=outbox` no text leaves the server, every page says so, and the OTP page links to the outbox. `npm start` sets it. In production a server listening beyond loopback (`HOST` not `127.0.0.1`/`localhost`/`::1`) with `SMS_PROVIDER=outbox` refuses to start unless `DEMO_MODE=true`. Default `false`.',
  PAYMENT_PROVIDER:
    '`sandbox` (default): the built-in checkout that takes no real money. `phonepe`: PhonePe’s Standard Checkout (v2) (needs the `PHONEPE_*` variables below). Live PhonePe credentials (`PHONEPE_ENV=production`) are refused on the embedded database: set `DATABASE_URL`.',
  PHONEPE_ENV: `\`uat\` (default): PhonePe’s test environment (\`${PHONEPE_HOSTS.uat.pgUrl}\`). \`production\`: live payments (\`${PHONEPE_HOSTS.production.authUrl}\` for tokens, \`${PHONEPE_HOSTS.production.pgUrl}\` for payments), which need PostgreSQL (\`DATABASE_URL\`) and an https \`PUBLIC_URL\` (PhonePe sends the browser back there).`,
  PHONEPE_CLIENT_ID:
    'The client id of PhonePe’s Standard Checkout (v2) credentials. Required with `PAYMENT_PROVIDER=phonepe`.',
  PHONEPE_CLIENT_SECRET:
    'The client secret that goes with it (secret). Required with `PAYMENT_PROVIDER=phonepe`.',
  PHONEPE_CLIENT_VERSION:
    'The client version PhonePe issued with the credentials (`1` in UAT). Default `1`.',
  PHONEPE_CALLBACK_USERNAME:
    'The username of the webhook set on the PhonePe dashboard (URL `<PUBLIC_URL>/api/payments/callback`, authentication “Basic (SHA)”): 5–20 letters, digits or underscores, as the dashboard takes. PhonePe signs each callback with SHA-256 of `username:password`. Required with `PAYMENT_PROVIDER=phonepe` unless `PHONEPE_WEBHOOK_HMAC_KEY` is set.',
  PHONEPE_CALLBACK_PASSWORD:
    'The password of that webhook (secret): 8–20 characters with both letters and digits, as the dashboard takes. Required with `PHONEPE_CALLBACK_USERNAME`.',
  PHONEPE_WEBHOOK_HMAC_KEY:
    'The secret key the PhonePe dashboard generates for a webhook with authentication “HMAC” (secret). A callback is then accepted when it carries HMAC-SHA256 of its exact body under this key (hex or base64) in its `Authorization` or `X-Verify` header (or `PHONEPE_WEBHOOK_HMAC_HEADER`). May be set beside the username and password (both schemes are accepted, e.g. while switching). Default: none.',
  PHONEPE_WEBHOOK_HMAC_HEADER:
    'The header that carries the HMAC, if PhonePe sends it in one other than `Authorization` or `X-Verify`. Default: those two.',
  PHONEPE_AUTH_URL:
    'Overrides where OAuth tokens are asked for (`…/v1/oauth/token` is appended). Default: by `PHONEPE_ENV`. Must be https (http only for a loopback test double).',
  PHONEPE_PG_URL:
    'Overrides PhonePe’s payment API base (`…/checkout/v2/pay` and the like are appended). Default: by `PHONEPE_ENV`. Must be https (http only for a loopback test double).',
  PHONEPE_TIMEOUT_MS: 'How long to wait for PhonePe, in milliseconds. Default `10000`.',
  VIDEO_PROVIDER:
    'Consultation calls: `builtin` (default; WebRTC between the two browsers, signalling over this API’s WebSocket) or `livekit` (a LiveKit server; the join answer carries its URL and a per-room token this server signs).',
  STUN_URLS:
    'STUN servers for the built-in calls, comma-separated (`stun:stun.example.in:3478`). Default: none (enough on one machine or LAN).',
  TURN_URLS:
    'TURN relays for the built-in calls, comma-separated (`turn:turn.example.in:3478?transport=udp,turns:turn.example.in:5349`): needed in production for patients behind strict NATs (coturn, see docs/coturn.md). Needs TURN_SECRET, or TURN_USERNAME and TURN_PASSWORD. Default: none.',
  TURN_USERNAME:
    'A fixed TURN user for TURN_URLS (coturn `--user`), shared by every browser. With TURN_PASSWORD; or use TURN_SECRET instead.',
  TURN_PASSWORD: 'The password of TURN_USERNAME.',
  TURN_SECRET:
    'coturn’s `static-auth-secret` (`use-auth-secret`): each admitted participant gets TURN credentials of their own that expire when the call’s window ends (+15 minutes); the secret never leaves the server. Recommended for production; instead of TURN_USERNAME/TURN_PASSWORD.',
  ICE_TRANSPORT_POLICY:
    'Which paths the built-in calls may take (the browsers’ `iceTransportPolicy`): `all` (default: direct when possible, through the TURN relay when not) or `relay` (every call through TURN_URLS, the path a patient whose network blocks UDP gets: use it to check a relay; the TURN browser journey runs with it). `relay` needs TURN_URLS. LiveKit calls follow the LiveKit server’s own settings.',
  LIVEKIT_URL:
    'The LiveKit server browsers connect to (`wss://…`). Required with VIDEO_PROVIDER=livekit.',
  LIVEKIT_API_KEY: 'LiveKit API key (the token issuer). Required with VIDEO_PROVIDER=livekit.',
  LIVEKIT_API_SECRET:
    'LiveKit API secret the room tokens are signed with (HS256). Required with VIDEO_PROVIDER=livekit.',
  GSTIN:
    'The operator’s GST identification number (15 characters, check character verified), printed on invoices with the GST of each line (consultations: SAC 9993, exempt) and on medicine orders’ bills with the GST their prices include per rate. Unset: invoices and bills say “Not registered for GST” and charge no GST (docs/decisions/0043, 0046).',
  ...NOTIFY_CONFIG_DOCS,
};

/** The validated, resolved settings the app is built from. */
export interface Config {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  logLevel: (typeof LOG_LEVELS)[number];
  publicUrl: string;
  secureCookies: boolean;
  dataDir: string;
  databaseUrl: string | null;
  databasePoolMax: number;
  redisUrl: string | null;
  webDistDir: string;
  seedOnStart: boolean;
  /** JOBS_WORKER: this process works the job queue (docs/decisions/0045). */
  jobsWorker: boolean;
  rateLimit: { max: number; windowMs: number };
  trustProxy: boolean | number | string[];
  cspFrameSrc: string[];
  /** The lab partner page /lab-tests frames: an absolute https URL or a path on our own origin. */
  labPartnerUrl: string;
  bodyLimit: number;
  connectionTimeout: number;
  requestTimeout: number;
  keepAliveTimeout: number;
  shutdownTimeout: number;
  /** On SIGTERM, how long to keep serving with /readyz answering 503 before closing (ms). */
  shutdownDrain: number;
  sms: SmsConfig;
  /** Message kinds' MSG91 flows, WhatsApp, the delivery-report webhook (notifyConfig.ts). */
  notify: NotifyConfig;
  /** Session-independent limit of SMS per client IP per 15 minutes. */
  otpSendsPerIp: number;
  /** Referral bonus for each side, in paise. */
  referralBonusPaise: number;
  uploadDir: string;
  /** Bearer token for /metrics from elsewhere; null = loopback only. */
  metricsToken: string | null;
  /** DEMO_MODE: a demo for the person at this machine (texts stay in the outbox, pages say so). */
  demoMode: boolean;
  /** CLOCK_START: where the app's clock starts (demos, browser journeys); null = the system clock. */
  clockStart: Date | null;
  payments: PaymentConfig;
  video: VideoConfig;
  /** GSTIN: the operator's GST registration printed on invoices; null = not registered for GST. */
  gstin: string | null;
}

/**
 * How browsers sign in to the TURN relays: one fixed user for everyone (`static`), or coturn's REST scheme
 * (`secret`, `use-auth-secret`): the server derives time-limited credentials per participant from a secret it
 * shares with coturn.
 */
export type TurnConfig =
  | { urls: string[]; auth: 'static'; username: string; password: string }
  | { urls: string[]; auth: 'secret'; secret: string };

/** Where browsers find their way to each other: STUN servers and a TURN relay, both optional. */
export interface IceConfig {
  stunUrls: string[];
  turn: TurnConfig | null;
  /** ICE_TRANSPORT_POLICY: `relay` makes browsers use only the TURN relay's candidates. */
  transportPolicy: 'all' | 'relay';
}

/** How consultation calls run: built-in WebRTC (with its ICE servers) or a LiveKit server. */
export type VideoConfig =
  | { provider: 'builtin'; ice: IceConfig }
  | {
      provider: 'livekit';
      ice: IceConfig;
      livekitUrl: string;
      apiKey: string;
      apiSecret: string;
    };

/** The payment provider and, for PhonePe (Standard Checkout v2), its credentials and addresses. */
export type PaymentConfig =
  | { provider: 'sandbox' }
  | {
      provider: 'phonepe';
      environment: 'uat' | 'production';
      clientId: string;
      clientSecret: string;
      clientVersion: number;
      /** The dashboard's Basic (SHA-256) webhook: username and password, or null with HMAC only. */
      callbackUsername: string | null;
      callbackPassword: string | null;
      /** The dashboard's HMAC webhook: its secret key, or null. */
      webhookHmacKey: string | null;
      /** The header carrying the HMAC when PhonePe names one other than Authorization / X-Verify. */
      webhookHmacHeader: string | null;
      /** Base of the OAuth token call (`/v1/oauth/token` is appended), no trailing slash. */
      authUrl: string;
      /** Base of the payment calls (`/checkout/v2/pay`, …), no trailing slash. */
      pgUrl: string;
      timeoutMs: number;
    };

/** Hosts that only this machine can reach. */
export function isLoopbackHost(host: string): boolean {
  const h = host.replace(/^\[|\]$/g, '').toLowerCase();
  return h === 'localhost' || h === '::1' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(h);
}

/** Why the embedded database is not for real patients, said at start-up and in the README. */
export const EMBEDDED_DATABASE_PROMISE =
  'The embedded database (PGlite) keeps every acknowledged write when the server process is killed, but it never fsyncs: a power cut or an operating-system crash can lose recent writes. Real patients’ data and live payments need PostgreSQL: set DATABASE_URL.';

/** The SMS provider and, for a real gateway, how to reach it. */
export type SmsConfig =
  | { provider: 'outbox' }
  | {
      provider: 'msg91';
      apiUrl: string;
      authKey: string;
      senderId: string;
      /** MSG91 flow ids per message kind (and language): `NotifyConfig.flowIds`. */
      flowIds: NotifyConfig['flowIds'];
      timeoutMs: number;
    };

/** The SMS settings, or the problems with them (a real gateway needs every SMS_* value). */
function smsConfig(
  v: z.infer<typeof configSchema>,
  notify: NotifyConfig | string[],
): SmsConfig | string[] {
  if (v.SMS_PROVIDER === 'outbox') return { provider: 'outbox' };
  const apiUrl = v.SMS_API_URL ?? 'https://control.msg91.com/api/v5/flow/';
  const problems: string[] = [];
  const url = new URL(apiUrl);
  if (url.protocol !== 'https:' && !isLoopbackHost(url.hostname))
    problems.push('SMS_API_URL must be https (http is allowed only for 127.0.0.1 test doubles)');
  const required = {
    SMS_AUTH_KEY: v.SMS_AUTH_KEY,
    SMS_SENDER_ID: v.SMS_SENDER_ID,
  };
  for (const [name, value] of Object.entries(required))
    if (!value) problems.push(`${name} is required when SMS_PROVIDER is ${v.SMS_PROVIDER}`);
  if (problems.length || Array.isArray(notify)) return problems;
  return {
    provider: 'msg91',
    apiUrl,
    authKey: v.SMS_AUTH_KEY as string,
    senderId: v.SMS_SENDER_ID as string,
    flowIds: notify.flowIds,
    timeoutMs: v.SMS_TIMEOUT_MS,
  };
}

/** The payment settings, or the problems with them. */
function paymentConfig(
  v: z.infer<typeof configSchema>,
  env: NodeJS.ProcessEnv,
): PaymentConfig | string[] {
  if (v.PAYMENT_PROVIDER === 'sandbox') return { provider: 'sandbox' };
  const problems: string[] = [];
  const required = {
    PHONEPE_CLIENT_ID: v.PHONEPE_CLIENT_ID,
    PHONEPE_CLIENT_SECRET: v.PHONEPE_CLIENT_SECRET,
  };
  for (const [name, value] of Object.entries(required))
    if (!value) problems.push(`${name} is required when PAYMENT_PROVIDER is phonepe`);
  // The webhook is checked by SHA-256 of username:password (Basic on the dashboard), by HMAC, or either.
  const basic = Boolean(v.PHONEPE_CALLBACK_USERNAME || v.PHONEPE_CALLBACK_PASSWORD);
  if (basic || !v.PHONEPE_WEBHOOK_HMAC_KEY)
    for (const name of ['PHONEPE_CALLBACK_USERNAME', 'PHONEPE_CALLBACK_PASSWORD'] as const)
      if (!v[name])
        problems.push(
          `${name} is required when PAYMENT_PROVIDER is phonepe${basic ? '' : ' (or set PHONEPE_WEBHOOK_HMAC_KEY for an HMAC webhook)'}`,
        );
  // Someone upgrading from PhonePe's old API still has its variables set: say what replaced them.
  const legacy = ['PHONEPE_MERCHANT_ID', 'PHONEPE_SALT_KEY', 'PHONEPE_SALT_INDEX'].filter(
    (name) => (env[name] ?? '').trim() !== '',
  );
  if (legacy.length && (!v.PHONEPE_CLIENT_ID || !v.PHONEPE_CLIENT_SECRET))
    problems.push(
      `${legacy.join(', ')} belong to PhonePe's old v1 API, which this server no longer speaks: set PHONEPE_CLIENT_ID, PHONEPE_CLIENT_SECRET and PHONEPE_CLIENT_VERSION from the Standard Checkout credentials on the PhonePe dashboard instead`,
    );
  const hosts = PHONEPE_HOSTS[v.PHONEPE_ENV];
  const authUrl = (v.PHONEPE_AUTH_URL ?? hosts.authUrl).replace(/\/+$/, '');
  const pgUrl = (v.PHONEPE_PG_URL ?? hosts.pgUrl).replace(/\/+$/, '');
  for (const [name, value] of [
    ['PHONEPE_AUTH_URL', authUrl],
    ['PHONEPE_PG_URL', pgUrl],
  ] as const) {
    const url = new URL(value);
    if (url.protocol !== 'https:' && !isLoopbackHost(url.hostname))
      problems.push(`${name} must be https (http is allowed only for 127.0.0.1 test doubles)`);
  }
  if (v.PHONEPE_ENV === 'production') {
    if (!v.DATABASE_URL)
      problems.push(
        'PHONEPE_ENV=production (live payments) needs PostgreSQL: set DATABASE_URL. The embedded database never fsyncs, so a power cut could lose a payment that was already taken.',
      );
    if (!v.PUBLIC_URL || new URL(v.PUBLIC_URL).protocol !== 'https:')
      problems.push(
        'PHONEPE_ENV=production (live payments) needs PUBLIC_URL set to the https address patients use: PhonePe sends their browser back there after paying.',
      );
  }
  if (problems.length) return problems;
  return {
    provider: 'phonepe',
    environment: v.PHONEPE_ENV,
    clientId: v.PHONEPE_CLIENT_ID as string,
    clientSecret: v.PHONEPE_CLIENT_SECRET as string,
    clientVersion: v.PHONEPE_CLIENT_VERSION,
    callbackUsername: v.PHONEPE_CALLBACK_USERNAME ?? null,
    callbackPassword: v.PHONEPE_CALLBACK_PASSWORD ?? null,
    webhookHmacKey: v.PHONEPE_WEBHOOK_HMAC_KEY ?? null,
    webhookHmacHeader: v.PHONEPE_WEBHOOK_HMAC_HEADER ?? null,
    authUrl,
    pgUrl,
    timeoutMs: v.PHONEPE_TIMEOUT_MS,
  };
}

/** Variables whose values may hold passwords: never echoed in error messages. */
const SECRET_VARIABLES = new Set([
  'DATABASE_URL',
  'REDIS_URL',
  'SMS_AUTH_KEY',
  'MSG91_WEBHOOK_TOKEN',
  'WHATSAPP_ACCESS_TOKEN',
  'WHATSAPP_WEBHOOK_VERIFY_TOKEN',
  'WHATSAPP_APP_SECRET',
  'PHONEPE_CLIENT_SECRET',
  'PHONEPE_CALLBACK_PASSWORD',
  'PHONEPE_WEBHOOK_HMAC_KEY',
  'TURN_PASSWORD',
  'TURN_SECRET',
  'LIVEKIT_API_SECRET',
]);

/** Thrown when the environment is invalid; `message` names every bad variable. */
export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/**
 * Validates the environment and resolves defaults. Throws `ConfigError` naming each bad variable. Empty
 * values count as unset, so `PORT= pnpm start` behaves like no PORT at all.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const input: Record<string, string> = {};
  for (const key of Object.keys(configSchema.shape)) {
    const value = env[key];
    if (value !== undefined && value.trim() !== '') input[key] = value;
  }
  const parsed = configSchema.safeParse(input);
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map((issue) => {
        const name = String(issue.path[0] ?? 'environment');
        const raw = input[name];
        const shown =
          raw === undefined || SECRET_VARIABLES.has(name)
            ? ''
            : ` (got ${JSON.stringify(raw.length > 60 ? `${raw.slice(0, 60)}…` : raw)})`;
        return `${name} ${issue.message}${shown}`;
      }),
    );
  }
  const v = parsed.data;
  const base = invocationDir(env);
  const publicUrl = (v.PUBLIC_URL ?? `http://localhost:${v.PORT}`).replace(/\/+$/, '');
  const root = workspaceRoot();
  const notify = notifyConfig(v, v.SMS_PROVIDER);
  const sms = smsConfig(v, notify);
  const payments = paymentConfig(v, env);
  const video = videoConfig(v);
  const problems = [
    ...(Array.isArray(sms) ? sms : []),
    ...(Array.isArray(notify) ? notify : []),
    ...(Array.isArray(payments) ? payments : []),
    ...(Array.isArray(video) ? video : []),
    ...clockProblems(v),
  ];
  if (
    problems.length ||
    Array.isArray(sms) ||
    Array.isArray(notify) ||
    Array.isArray(payments) ||
    Array.isArray(video)
  )
    throw new ConfigError(problems);
  const dataDir = v.DATA_DIR
    ? path.resolve(base, v.DATA_DIR)
    : path.join(root ?? process.cwd(), '.data');
  return {
    env: v.NODE_ENV,
    port: v.PORT,
    host: v.HOST,
    logLevel: v.LOG_LEVEL ?? (v.NODE_ENV === 'test' ? 'silent' : 'info'),
    publicUrl,
    secureCookies: publicUrl.startsWith('https:'),
    dataDir,
    databaseUrl: v.DATABASE_URL ?? null,
    databasePoolMax: v.DATABASE_POOL_MAX,
    redisUrl: v.REDIS_URL ?? null,
    webDistDir: v.WEB_DIST_DIR
      ? path.resolve(base, v.WEB_DIST_DIR)
      : path.resolve(apiPackageDir(), '../web/dist'),
    seedOnStart: v.SEED_ON_START,
    jobsWorker: v.JOBS_WORKER ?? v.NODE_ENV !== 'test',
    rateLimit: { max: v.RATE_LIMIT_MAX, windowMs: v.RATE_LIMIT_WINDOW_MS },
    trustProxy: v.TRUST_PROXY,
    cspFrameSrc: v.CSP_FRAME_SRC,
    labPartnerUrl: v.LAB_PARTNER_URL,
    bodyLimit: v.BODY_LIMIT_BYTES,
    connectionTimeout: v.CONNECTION_TIMEOUT_MS,
    requestTimeout: v.REQUEST_TIMEOUT_MS,
    keepAliveTimeout: v.KEEP_ALIVE_TIMEOUT_MS,
    shutdownTimeout: v.SHUTDOWN_TIMEOUT_MS,
    shutdownDrain: v.SHUTDOWN_DRAIN_MS,
    sms,
    notify,
    otpSendsPerIp: v.OTP_SENDS_PER_IP,
    referralBonusPaise: v.REFERRAL_BONUS_RUPEES * 100,
    uploadDir: v.UPLOAD_DIR ? path.resolve(base, v.UPLOAD_DIR) : path.join(dataDir, 'uploads'),
    metricsToken: v.METRICS_TOKEN ?? null,
    demoMode: v.DEMO_MODE,
    clockStart: v.CLOCK_START ? new Date(v.CLOCK_START) : null,
    payments,
    video,
    gstin: v.GSTIN ?? null,
  };
}

/**
 * A moved clock is for demos and tests: with a real SMS gateway or PhonePe it would stamp real patients'
 * OTPs, payments and appointments with a time that is not now.
 */
function clockProblems(v: z.infer<typeof configSchema>): string[] {
  if (!v.CLOCK_START) return [];
  const live = [
    ...(v.SMS_PROVIDER === 'outbox' ? [] : [`SMS_PROVIDER=${v.SMS_PROVIDER}`]),
    ...(v.PAYMENT_PROVIDER === 'sandbox' ? [] : [`PAYMENT_PROVIDER=${v.PAYMENT_PROVIDER}`]),
  ];
  if (!live.length) return [];
  return [
    `CLOCK_START moves the app's clock for demos and tests; it cannot run with ${live.join(' and ')} (real patients would get wrong times): unset CLOCK_START`,
  ];
}

/** The TURN relay's settings, or the problems of a half-configured one. */
function turnConfig(v: z.infer<typeof configSchema>): TurnConfig | null | string[] {
  const { TURN_URLS: urls, TURN_SECRET: secret, TURN_USERNAME: username } = v;
  const password = v.TURN_PASSWORD;
  if (!urls.length) {
    const stray = (['TURN_SECRET', 'TURN_USERNAME', 'TURN_PASSWORD'] as const).filter((n) => v[n]);
    return stray.map(
      (name) => `${name} is set but TURN_URLS is empty: list the TURN relays (turn:…, turns:…)`,
    );
  }
  const problems: string[] = [];
  if (urls.some((url) => !/^turns?:/.test(url)))
    problems.push('TURN_URLS must list only turn: or turns: URLs (stun: ones go in STUN_URLS)');
  if (secret && (username || password))
    problems.push(
      'TURN_SECRET and TURN_USERNAME/TURN_PASSWORD are two ways to sign in to TURN: set only one (TURN_SECRET for coturn’s use-auth-secret)',
    );
  else if (!secret && !username && !password)
    problems.push(
      'TURN_URLS needs TURN_SECRET (coturn’s static-auth-secret) or TURN_USERNAME and TURN_PASSWORD',
    );
  else if (!secret && !(username && password))
    problems.push(
      `TURN_USERNAME and TURN_PASSWORD go together: ${username ? 'TURN_PASSWORD' : 'TURN_USERNAME'} is missing`,
    );
  if (problems.length) return problems;
  if (secret) return { urls, auth: 'secret', secret };
  return { urls, auth: 'static', username: username as string, password: password as string };
}

/** The call settings, or the problems that stop them (TURN half set, LiveKit half set). */
function videoConfig(v: z.infer<typeof configSchema>): VideoConfig | string[] {
  const turn = turnConfig(v);
  const problems: string[] = Array.isArray(turn) ? [...turn] : [];
  const ice: IceConfig = {
    stunUrls: v.STUN_URLS,
    turn: Array.isArray(turn) ? null : turn,
    transportPolicy: v.ICE_TRANSPORT_POLICY,
  };
  if (v.ICE_TRANSPORT_POLICY === 'relay' && !v.TURN_URLS.length)
    problems.push(
      'ICE_TRANSPORT_POLICY=relay needs TURN_URLS: with no relay to go through, no call could connect',
    );
  if (v.VIDEO_PROVIDER === 'livekit') {
    for (const name of ['LIVEKIT_URL', 'LIVEKIT_API_KEY', 'LIVEKIT_API_SECRET'] as const)
      if (!v[name]) problems.push(`${name} is required when VIDEO_PROVIDER is livekit`);
  }
  if (problems.length) return problems;
  if (v.VIDEO_PROVIDER === 'livekit')
    return {
      provider: 'livekit',
      ice,
      livekitUrl: v.LIVEKIT_URL as string,
      apiKey: v.LIVEKIT_API_KEY as string,
      apiSecret: v.LIVEKIT_API_SECRET as string,
    };
  return { provider: 'builtin', ice };
}

/**
 * Why this configuration must not serve: the outbox keeps texts on the server, which is a demo or development
 * set-up. A production server that other machines can reach needs a real SMS gateway, or must say it is a
 * demo (DEMO_MODE). Checked by the server before it listens; commands that do not listen (seed,
 * staff:create) load the same configuration without it.
 */
export function servingProblems(config: Config): string[] {
  if (config.env !== 'production' || config.sms.provider !== 'outbox' || config.demoMode) return [];
  if (isLoopbackHost(config.host)) return [];
  return [
    `SMS_PROVIDER is outbox (no text is really sent) on a production server listening on ${config.host}: set SMS_PROVIDER=msg91 with the SMS_* and MSG91_FLOW_ID_* variables for real patients, or DEMO_MODE=true to run a demo (OTPs then stay readable only from this machine), or HOST=127.0.0.1.`,
  ];
}
