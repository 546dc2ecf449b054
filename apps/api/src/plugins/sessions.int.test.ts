import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { sessions } from '../db/schema';
import { buildTestApp } from '../test/buildTestApp';
import { bearer, bearerGet, registerPatient } from '../test/patients';
import { SESSION_COOKIE, hashToken } from './sessions';

let app: FastifyInstance;
let userId: number;
let mobile: string;

beforeAll(async () => {
  app = await buildTestApp();
  app.get('/api/test/me', { preHandler: app.requireUser }, async (request) => ({
    user: request.user,
  }));
  app.get('/api/test/maybe', async (request) => ({ user: request.user }));
  app.post('/api/test/login', async (_request, reply) => {
    const { token, expiresAt } = await app.sessions.create(userId);
    app.sessions.setCookie(reply, token, expiresAt);
    return { ok: true };
  });
  ({ id: userId, mobile } = await registerPatient(app, { name: 'Asha' }));
});
afterAll(async () => {
  await app.close();
});

/** Inserts a session row directly, so a test can give it any expiry or revocation. */
async function insertSession(
  overrides: Partial<typeof sessions.$inferInsert> = {},
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await app.db.insert(sessions).values({
    userId,
    tokenHash: hashToken(token),
    expiresAt: new Date(Date.now() + 24 * 3600 * 1000),
    ...overrides,
  });
  return token;
}

describe('sessions', () => {
  it('stores only the SHA-256 of the token', async () => {
    const token = await insertSession();
    const rows = await app.db.select().from(sessions);
    expect(rows.some((r) => r.tokenHash === token)).toBe(false);
    expect(rows.some((r) => r.tokenHash === hashToken(token))).toBe(true);
  });

  it('authenticates with the cookie', async () => {
    const token = await insertSession();
    const res = await app.inject({
      method: 'GET',
      url: '/api/test/me',
      cookies: { [SESSION_COOKIE]: token },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toEqual({
      id: userId,
      name: 'Asha',
      mobile,
      role: 'patient',
    });
  });

  it('authenticates with a bearer token', async () => {
    const token = await insertSession();
    const res = await bearerGet(app, '/api/test/me', token);
    expect(res.statusCode).toBe(200);
  });

  it('answers 401 with a message without a session, with an expired, revoked, unknown or malformed token', async () => {
    const expired = await insertSession({ expiresAt: new Date(Date.now() - 1000) });
    const revoked = await insertSession({ revokedAt: new Date() });
    const cases = [
      {},
      bearer(expired),
      bearer(revoked),
      bearer(randomBytes(32).toString('base64url')),
      { authorization: "Bearer ' or 1=1 --" },
      { authorization: 'Basic dXNlcjpwYXNz' },
    ];
    for (const headers of cases) {
      const res = await app.inject({ method: 'GET', url: '/api/test/me', headers });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ statusCode: 401, message: 'Please log in to continue.' });
    }
  });

  it('leaves request.user null for visitors on public routes', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/test/maybe' });
    expect(res.json()).toEqual({ user: null });
  });

  it('creates, slides and revokes sessions through app.sessions', async () => {
    const { token, expiresAt } = await app.sessions.create(userId, { userAgent: 'jest' });
    expect(expiresAt.getTime()).toBeGreaterThan(Date.now() + 29 * 24 * 3600 * 1000);
    expect((await bearerGet(app, '/api/test/me', token)).statusCode).toBe(200);
    await app.sessions.revoke(token);
    expect((await bearerGet(app, '/api/test/me', token)).statusCode).toBe(401);
  });

  it('revokes every session of a user but the one kept', async () => {
    const kept = (await app.sessions.create(userId)).token;
    const other = (await app.sessions.create(userId)).token;
    await app.sessions.revokeAllForUser(userId, kept);
    expect((await bearerGet(app, '/api/test/me', kept)).statusCode).toBe(200);
    expect((await bearerGet(app, '/api/test/me', other)).statusCode).toBe(401);
  });

  it('sets an httpOnly SameSite=Lax cookie', async () => {
    const res = await app.inject({ method: 'POST', url: '/api/test/login' });
    const cookie = res.cookies.find((c) => c.name === SESSION_COOKIE);
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(cookie?.secure).toBeFalsy();
  });
});
