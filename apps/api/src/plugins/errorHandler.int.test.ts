import { errorBodySchema } from '@medibridge/contract/schemas';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { HttpError } from '../errors';
import { buildTestApp } from '../test/buildTestApp';

let app: FastifyInstance;
const logged: string[] = [];

beforeAll(async () => {
  app = await buildTestApp(
    { BODY_LIMIT_BYTES: '2048', LOG_LEVEL: 'error' },
    { logStream: { write: (line) => logged.push(line) } },
  );
  app.get('/api/test/bug', async () => {
    throw new Error('secret internal detail: connection string postgres://user:pw@db');
  });
  app.get('/api/test/deadlock', async () => {
    throw Object.assign(new Error('deadlock detected'), { code: '40P01' });
  });
  app.get('/api/test/pool', async () => {
    throw new Error('timeout exceeded when trying to connect');
  });
  // The database away, as each driver reports it: no server listening, the server shutting down (57P01), a
  // connection dropped mid-query (drizzle wraps it).
  app.get('/api/test/refused', async () => {
    throw Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
  });
  app.get('/api/test/shutdown', async () => {
    throw Object.assign(new Error('terminating connection due to administrator command'), {
      code: '57P01',
    });
  });
  app.get('/api/test/dropped', async () => {
    throw new Error('Failed query: select 1', {
      cause: new Error('Connection terminated unexpectedly'),
    });
  });
  app.get('/api/test/teapot', async () => {
    throw new HttpError(409, 'This mobile number is already registered.');
  });
  app.post(
    '/api/test/form',
    {
      schema: {
        body: z.object({
          name: z.string().min(1),
          email: z.email(),
          age: z.number().int().min(1).max(120),
          kind: z.enum(['a', 'b']),
          nested: z.object({
            pin: z.string().regex(/^\d{6}$/, 'PIN code must be exactly 6 digits.'),
          }),
        }),
      },
    },
    async () => ({ ok: true }),
  );
});
afterAll(async () => {
  await app.close();
});

describe('error handler', () => {
  it('answers unknown API routes with a 404 in the contract error shape', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/does-not-exist' });
    expect(res.statusCode).toBe(404);
    const body = errorBodySchema.strict().parse(res.json());
    expect(body).toMatchObject({ statusCode: 404, error: 'Not Found' });
    expect(body.message).toContain('/api/does-not-exist');
    expect(body.requestId).toBe(res.headers['x-request-id']);
  });

  it('answers 404 for a known path with the wrong method', async () => {
    const res = await app.inject({ method: 'DELETE', url: '/api/get-states' });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toMatch(/no API call DELETE/);
  });

  it('answers 422 with one message per field', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/test/form',
      payload: { name: '', email: 'not-mail', age: 500, kind: 'c', nested: { pin: '12' } },
    });
    expect(res.statusCode).toBe(422);
    const body = errorBodySchema.parse(res.json());
    expect(body.errors).toEqual({
      name: 'This field is required.',
      email: 'Must be a valid email.',
      age: 'Must be at most 120.',
      kind: 'Must be one of: a, b.',
      'nested.pin': 'PIN code must be exactly 6 digits.',
    });
    expect(body.message).toBe('Please correct these fields: name, email, age, kind, nested.pin.');
  });

  it('names a missing field as required', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/test/form',
      payload: { email: 'a@b.in', age: 3, kind: 'a', nested: { pin: '110001' } },
    });
    expect(res.json()).toMatchObject({
      statusCode: 422,
      errors: { name: 'This field is required.' },
      message: 'name: This field is required.',
    });
  });

  it('names wrong types in words a person reads', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/test/form',
      payload: { name: 7, email: 'a@b.in', age: 'old', kind: 'a', nested: [] },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      name: 'Must be text.',
      age: 'Must be a number.',
      nested: 'Must be an object.',
    });
  });

  it('passes the message of a deliberate 4xx through', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/test/teapot' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      error: 'Conflict',
      message: 'This mobile number is already registered.',
    });
  });

  it('logs a 500 with its request id and tells the client nothing inside', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/test/bug' });
    expect(res.statusCode).toBe(500);
    const body = errorBodySchema.parse(res.json());
    expect(body.message).not.toMatch(/secret|postgres/);
    expect(body.message).toContain(body.requestId);
    const line = logged
      .map((l) => JSON.parse(l) as { reqId?: string; err?: { message?: string }; level: number })
      .find((l) => l.err?.message?.includes('secret internal detail'));
    expect(line).toMatchObject({ level: 50, reqId: body.requestId });
  });

  it('explains broken JSON, oversized bodies and unsupported content types', async () => {
    const broken = await app.inject({
      method: 'POST',
      url: '/api/test/form',
      headers: { 'content-type': 'application/json' },
      payload: '{"name":',
    });
    expect(broken.json()).toMatchObject({
      statusCode: 400,
      message: 'The request body is not valid JSON.',
    });
    const big = await app.inject({
      method: 'POST',
      url: '/api/test/form',
      payload: { name: 'x'.repeat(5000) },
    });
    expect(big.json()).toMatchObject({
      statusCode: 413,
      message: expect.stringContaining('2048 bytes'),
    });
    const xml = await app.inject({
      method: 'POST',
      url: '/api/test/form',
      headers: { 'content-type': 'application/xml' },
      payload: '<a/>',
    });
    expect(xml.json()).toMatchObject({
      statusCode: 415,
      message: expect.stringContaining('application/xml'),
    });
  });
});

describe('a busy database', () => {
  it('answers a deadlock or a full connection pool with 503, Retry-After and words, not 500', async () => {
    for (const url of ['/api/test/deadlock', '/api/test/pool']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(503);
      expect(res.headers['retry-after']).toBe('5');
      expect(errorBodySchema.parse(res.json()).message).toBe(
        'We are very busy right now. Please try again in a few seconds.',
      );
    }
  });
});

describe('the database away (docs/decisions/0051)', () => {
  it('answers 503 with Retry-After and words in the person’s language, not 500, and logs no bug', async () => {
    for (const url of ['/api/test/refused', '/api/test/shutdown', '/api/test/dropped']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(503);
      expect(res.headers['retry-after']).toBe('5');
      expect(errorBodySchema.parse(res.json()).message).toBe(
        'MediBridge is briefly unavailable while it reconnects. Please try again in a few seconds.',
      );
      const hi = await app.inject({ method: 'GET', url, headers: { 'accept-language': 'hi' } });
      expect(errorBodySchema.parse(hi.json()).message).toMatch(/^MediBridge दोबारा जुड़ रहा है/);
    }
    expect(logged.join('\n')).not.toMatch(/Unhandled error.*(ECONNREFUSED|57P01|terminated)/);
  });
});
