/** PostgreSQL's unique_violation (23505), from either driver (the code may sit on a wrapped cause). */
export function isUniqueViolation(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current; depth += 1) {
    if ((current as { code?: unknown }).code === '23505') return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/**
 * A database failure that says "busy", not "wrong": no pool connection free in time, a deadlock (40P01) or a
 * serialization failure (40001). Answered 503 with Retry-After; the request may simply be sent again.
 */
export function isTransientDbError(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current; depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (code === '40P01' || code === '40001') return true;
    const message = (current as { message?: unknown }).message;
    if (typeof message === 'string' && message.includes('timeout exceeded when trying to connect'))
      return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/** Network failures of a connection to the database server (Node's codes on pg's socket errors). */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
]);
/**
 * PostgreSQL's codes for a server going away or not taking connections: admin_shutdown, crash_shutdown,
 * cannot_connect_now (starting up or shutting down), too_many_connections, and class 08 (connection
 * exception).
 */
const AWAY_SQLSTATES = new Set(['57P01', '57P02', '57P03', '53300']);
const AWAY_MESSAGES = [
  'Connection terminated',
  'connection terminated',
  'Client has encountered a connection error',
  'Connection is closed',
];

/**
 * The database server is away (stopped, restarting, unreachable): answered 503 with Retry-After while the
 * pool keeps trying on each request, so the API recovers by itself when it returns (docs/decisions/0051).
 */
export function isDatabaseAway(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current; depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string') {
      if (NETWORK_CODES.has(code) || AWAY_SQLSTATES.has(code) || /^08...$/.test(code)) return true;
    }
    const message = (current as { message?: unknown }).message;
    if (typeof message === 'string' && AWAY_MESSAGES.some((m) => message.includes(m))) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/**
 * Runs a write again, up to `tries` times in all, when it clashes on a unique key: a freshly drawn random
 * number (an appointment's, an order's, a service booking's) that is taken already. Never in practice; the
 * write draws a new number each time it runs.
 */
export async function retryOnUniqueViolation<T>(write: () => Promise<T>, tries = 3): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await write();
    } catch (error) {
      if (attempt < tries && isUniqueViolation(error)) continue;
      throw error;
    }
  }
}
