import { createHash, randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config';
import { HttpError } from '../errors';
import {
  deleteDeadSessions,
  findLiveSession,
  insertSession,
  revokeSession,
  revokeUserSessions,
  touchSession,
} from './sessionRepository';

/** The session cookie: httpOnly, SameSite=Lax, Secure when PUBLIC_URL is https. */
export const SESSION_COOKIE = 'mb_session';
/** A session unused for this long expires. */
export const SESSION_IDLE_MS = 30 * 24 * 60 * 60 * 1000;
/** The sliding expiry is written at most this often per session, not on every request. */
const TOUCH_EVERY_MS = 60 * 60 * 1000;
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** The logged-in user as routes see it. */
export interface SessionUser {
  id: number;
  name: string;
  mobile: string;
  role: 'patient' | 'staff';
}

/** Session operations for the accounts module (login, logout, password change). */
export interface SessionStore {
  /** Creates a session and returns its token (shown once, stored only hashed). */
  create(
    userId: number,
    meta?: { userAgent?: string },
  ): Promise<{ token: string; expiresAt: Date }>;
  /** Revokes the session of a token; unknown tokens are ignored. */
  revoke(token: string): Promise<void>;
  /** Revokes every session of a user, optionally keeping one (the caller's, after a password change). */
  revokeAllForUser(userId: number, keepToken?: string): Promise<void>;
  /** Sets the session cookie on a reply. */
  setCookie(reply: FastifyReply, token: string, expiresAt: Date): void;
  /** Clears the session cookie. */
  clearCookie(reply: FastifyReply): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    sessions: SessionStore;
    /** preHandler: 401 unless the request carries a live session. */
    requireUser: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  }
  interface FastifyRequest {
    /** The session's user, or null for visitors. */
    user: SessionUser | null;
    /** The raw token the request authenticated with (cookie or bearer), or null. */
    sessionToken: string | null;
  }
}

export const LOGIN_REQUIRED = 'Please log in to continue.';
export const STAFF_ONLY = 'Only MediBridge staff can do this.';

/** The request's logged-in user; 401 without one. User-scoped calls take the user from here, never the body. */
export function sessionUserOf(request: FastifyRequest): SessionUser {
  if (!request.user) throw new HttpError(401, LOGIN_REQUIRED);
  return request.user;
}

/** The request's staff user; 401 without a login, 403 for a patient. */
export function staffUserOf(request: FastifyRequest): SessionUser {
  const user = sessionUserOf(request);
  if (user.role !== 'staff') throw new HttpError(403, STAFF_ONLY);
  return user;
}

/** SHA-256 of a token, hex: what the sessions table stores. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** The token a request carries: the bearer header wins over the cookie. Malformed tokens count as none. */
function requestToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (header) {
    const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
    const token = match?.[1];
    return token && TOKEN_PATTERN.test(token) ? token : null;
  }
  const cookie = request.cookies[SESSION_COOKIE];
  return cookie && TOKEN_PATTERN.test(cookie) ? cookie : null;
}

/**
 * Sessions: random 256-bit tokens, stored as SHA-256 with a 30-day idle expiry. Browsers carry the token in
 * the `mb_session` cookie, other clients in `Authorization: Bearer`. Resolves `request.user` for API
 * requests; `app.requireUser` guards routes that need a login.
 */
async function sessionsPlugin(app: FastifyInstance, options: { config: Config }): Promise<void> {
  const { secureCookies } = options.config;

  const store: SessionStore = {
    async create(userId, meta = {}) {
      const token = randomBytes(32).toString('base64url');
      const expiresAt = new Date(Date.now() + SESSION_IDLE_MS);
      // Housekeeping on login rather than on a timer: expired rows of this user go away.
      await deleteDeadSessions(app.db, userId, new Date());
      await insertSession(app.db, {
        userId,
        tokenHash: hashToken(token),
        userAgent: meta.userAgent?.slice(0, 300) ?? null,
        expiresAt,
      });
      return { token, expiresAt };
    },
    async revoke(token) {
      await revokeSession(app.db, hashToken(token), new Date());
    },
    async revokeAllForUser(userId, keepToken) {
      await revokeUserSessions(
        app.db,
        userId,
        new Date(),
        keepToken ? hashToken(keepToken) : undefined,
      );
    },
    setCookie(reply, token, expiresAt) {
      reply.setCookie(SESSION_COOKIE, token, {
        path: '/',
        httpOnly: true,
        sameSite: 'lax',
        secure: secureCookies,
        expires: expiresAt,
      });
    },
    clearCookie(reply) {
      reply.clearCookie(SESSION_COOKIE, {
        path: '/',
        httpOnly: true,
        sameSite: 'lax',
        secure: secureCookies,
      });
    },
  };

  app.decorate('sessions', store);
  app.decorateRequest('user', null);
  app.decorateRequest('sessionToken', null);
  app.decorateRequest('staff', null);
  app.decorate('requireUser', async (request: FastifyRequest) => {
    sessionUserOf(request);
  });

  /** Looks the session up and sets `request.user` when it is live; touches it now and then. */
  async function attachUser(request: FastifyRequest, token: string): Promise<void> {
    const now = new Date();
    const row = await findLiveSession(app.db, hashToken(token), now);
    if (!row) return;
    request.user = { id: row.id, name: row.name, mobile: row.mobile, role: row.role };
    request.sessionToken = token;
    if (now.getTime() - row.lastUsedAt.getTime() > TOUCH_EVERY_MS) {
      await touchSession(app.db, row.sessionId, now, new Date(now.getTime() + SESSION_IDLE_MS));
    }
  }

  // A callback hook: requests without a session (most of them) pass without a promise (docs/decisions/0014).
  const lookUpUser = (
    request: FastifyRequest,
    _reply: FastifyReply,
    done: (error?: Error) => void,
  ): void => {
    // Only API calls need the user; static files and pages are served without a database round trip.
    const token = request.url.startsWith('/api/') ? requestToken(request) : null;
    if (!token) {
      done();
      return;
    }
    attachUser(request, token).then(() => done(), done);
  };
  // Added to each route as it is declared, except public reads (the catalogue, the same for everyone): those
  // run no preHandler stage at all.
  app.addHook('onRoute', (route) => {
    if (route.config?.publicRead === true) return;
    const own = route.preHandler;
    route.preHandler =
      own === undefined ? [lookUpUser] : [lookUpUser, ...(Array.isArray(own) ? own : [own])];
  });
}

export default fp(sessionsPlugin, {
  name: 'medibridge-sessions',
  fastify: '5.x',
  dependencies: ['@fastify/cookie', 'medibridge-database', 'medibridge-error-handler'],
});
