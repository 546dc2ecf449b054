import path from 'node:path';
import { z } from 'zod';
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
  DATABASE_POOL_MAX: integer(1, 200, 10),
  REDIS_URL: optionalUrl(['redis:', 'rediss:'], 'redis://127.0.0.1:6379'),
  WEB_DIST_DIR: z.string().trim().min(1, 'must not be empty').optional(),
  SEED_ON_START: boolean(true),
  RATE_LIMIT_MAX: integer(0, 10_000_000, 300),
  RATE_LIMIT_WINDOW_MS: integer(1000, 86_400_000, 60_000),
  TRUST_PROXY: trustProxy,
  CSP_FRAME_SRC: originList,
  BODY_LIMIT_BYTES: integer(1024, 50 * 1024 * 1024, 1024 * 1024),
  CONNECTION_TIMEOUT_MS: integer(0, 600_000, 60_000),
  REQUEST_TIMEOUT_MS: integer(0, 600_000, 30_000),
  KEEP_ALIVE_TIMEOUT_MS: integer(1000, 600_000, 72_000),
  SHUTDOWN_TIMEOUT_MS: integer(1000, 600_000, 10_000),
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
  DATABASE_POOL_MAX: 'Maximum connections in the PostgreSQL pool. Default `10`.',
  REDIS_URL:
    'Redis for rate-limit counters shared by several replicas. Default: in-memory counters.',
  WEB_DIST_DIR:
    'The built web app to serve. Default `apps/web/dist`. When the folder is missing the server runs API-only.',
  SEED_ON_START: 'Seed reference and demo data at start (idempotent). Default `true`.',
  RATE_LIMIT_MAX:
    'Requests per client IP per window. `0` turns the limiter off (benchmarks). Default `300`.',
  RATE_LIMIT_WINDOW_MS: 'Rate-limit window in milliseconds. Default `60000`.',
  TRUST_PROXY:
    'Trust X-Forwarded-* from a proxy: `true`, a hop count, or a comma-separated list of proxy addresses/CIDRs. Default `false`.',
  CSP_FRAME_SRC:
    'Extra origins the pages may embed in frames (the lab-booking partner), comma-separated. Default: none.',
  BODY_LIMIT_BYTES: 'Largest request body accepted, in bytes. Default `1048576` (1 MiB).',
  CONNECTION_TIMEOUT_MS: 'Socket inactivity timeout in milliseconds. Default `60000`.',
  REQUEST_TIMEOUT_MS: 'Time allowed to receive a whole request, in milliseconds. Default `30000`.',
  KEEP_ALIVE_TIMEOUT_MS:
    'Keep-alive idle timeout in milliseconds; keep it above the load balancer’s. Default `72000`.',
  SHUTDOWN_TIMEOUT_MS:
    'On SIGTERM/SIGINT, how long in-flight requests may take before the process exits anyway. Default `10000`.',
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
  rateLimit: { max: number; windowMs: number };
  trustProxy: boolean | number | string[];
  cspFrameSrc: string[];
  bodyLimit: number;
  connectionTimeout: number;
  requestTimeout: number;
  keepAliveTimeout: number;
  shutdownTimeout: number;
}

/** Variables whose values may hold passwords: never echoed in error messages. */
const SECRET_VARIABLES = new Set(['DATABASE_URL', 'REDIS_URL']);

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
  return {
    env: v.NODE_ENV,
    port: v.PORT,
    host: v.HOST,
    logLevel: v.LOG_LEVEL ?? (v.NODE_ENV === 'test' ? 'silent' : 'info'),
    publicUrl,
    secureCookies: publicUrl.startsWith('https:'),
    dataDir: v.DATA_DIR
      ? path.resolve(base, v.DATA_DIR)
      : path.join(root ?? process.cwd(), '.data'),
    databaseUrl: v.DATABASE_URL ?? null,
    databasePoolMax: v.DATABASE_POOL_MAX,
    redisUrl: v.REDIS_URL ?? null,
    webDistDir: v.WEB_DIST_DIR
      ? path.resolve(base, v.WEB_DIST_DIR)
      : path.resolve(apiPackageDir(), '../web/dist'),
    seedOnStart: v.SEED_ON_START,
    rateLimit: { max: v.RATE_LIMIT_MAX, windowMs: v.RATE_LIMIT_WINDOW_MS },
    trustProxy: v.TRUST_PROXY,
    cspFrameSrc: v.CSP_FRAME_SRC,
    bodyLimit: v.BODY_LIMIT_BYTES,
    connectionTimeout: v.CONNECTION_TIMEOUT_MS,
    requestTimeout: v.REQUEST_TIMEOUT_MS,
    keepAliveTimeout: v.KEEP_ALIVE_TIMEOUT_MS,
    shutdownTimeout: v.SHUTDOWN_TIMEOUT_MS,
  };
}
