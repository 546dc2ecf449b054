import type { FastifyInstance, InjectOptions } from 'fastify';
import { DEMO_PATIENT } from '../seed';
import { TestBrowser } from '../test/browser';
import { buildTestApp } from '../test/buildTestApp';
import { loginBrowser } from '../test/patients';
import { JSON_MAX_DEPTH, nestsDeeperThan } from './jsonBody';
import { multipartBoundaryProblem } from './uploads';

// Malformed bodies are the sender's mistake: a 4xx with words, never a 500 (issue: no 500 on malformed bodies).

let app: FastifyInstance;
let patient: TestBrowser;

beforeAll(async () => {
  app = await buildTestApp();
  patient = await loginBrowser(new TestBrowser(app), DEMO_PATIENT.mobile, DEMO_PATIENT.password);
});
afterAll(async () => {
  await app.close();
});

const send = (options: InjectOptions) => patient.request(options);
const nested = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;

describe('multipart/form-data that cannot be read', () => {
  const profile = (contentType: string, payload: string) =>
    send({
      method: 'POST',
      url: '/api/update-user-profile/',
      headers: { 'content-type': contentType },
      payload,
    });

  it('answers 400 with words for a Content-Type without a boundary ("Boundary not found")', async () => {
    const res = await profile('multipart/form-data', 'name=Ravi');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/needs a boundary/);
  });

  it.each([
    ['an empty boundary', 'multipart/form-data; boundary='],
    ['a 300-character boundary', `multipart/form-data; boundary=${'b'.repeat(300)}`],
  ])('answers 400 for %s', async (_, contentType) => {
    const res = await profile(contentType, '--x\r\n');
    expect(res.statusCode).toBe(400);
  });

  it('answers 400 for a truncated body ("Unexpected end of multipart data")', async () => {
    const res = await profile(
      'multipart/form-data; boundary=XYZ',
      '--XYZ\r\nContent-Disposition: form-data; name="name"\r\n\r\nRavi',
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/incomplete or malformed/);
  });

  it('answers 400 for a body whose parts use another boundary', async () => {
    const res = await profile(
      'multipart/form-data; boundary=XYZ',
      '--ABC\r\nContent-Disposition: form-data; name="name"\r\n\r\nRavi\r\n--ABC--\r\n',
    );
    expect(res.statusCode).toBe(400);
  });

  it('answers 400 for a malformed part header and a __proto__ field', async () => {
    const bad = await profile(
      'multipart/form-data; boundary=XYZ',
      '--XYZ\r\nno header here\r\n\r\nx\r\n--XYZ--\r\n',
    );
    expect(bad.statusCode).toBeGreaterThanOrEqual(400);
    expect(bad.statusCode).toBeLessThan(500);
    const proto = await profile(
      'multipart/form-data; boundary=XYZ',
      '--XYZ\r\nContent-Disposition: form-data; name="__proto__"\r\n\r\nx\r\n--XYZ--\r\n',
    );
    expect(proto.statusCode).toBe(400);
  });

  it('still reads a well-formed form after all that (nothing was lost)', async () => {
    const res = await profile(
      'multipart/form-data; boundary=XYZ',
      '--XYZ\r\nContent-Disposition: form-data; name="name"\r\n\r\nRavi\r\n--XYZ--\r\n',
    );
    expect(res.statusCode).toBeLessThan(500);
    const me = await patient.get('/api/user-data-with-token');
    expect(me.statusCode).toBe(200);
  });
});

describe('JSON nested too deeply', () => {
  it('answers 400 for userID nested 100,000 deep (it overflowed the stack before validation)', async () => {
    const res = await send({
      method: 'POST',
      url: '/api/update-user-profile/me',
      headers: { 'content-type': 'application/json' },
      payload: `{"userID":${nested(100_000)},"old_password":"x"}`,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(
      `The request body is nested too deeply: JSON may nest objects and lists at most ${JSON_MAX_DEPTH} levels.`,
    );
  });

  it('refuses the depth limit + 1 on any call, and lets the limit itself reach validation', async () => {
    const over = await send({
      method: 'POST',
      url: '/api/store-contact-inquiry',
      headers: { 'content-type': 'application/json' },
      payload: `{"a":${nested(JSON_MAX_DEPTH)}}`,
    });
    expect(over.statusCode).toBe(400);
    const at = await send({
      method: 'POST',
      url: '/api/store-contact-inquiry',
      headers: { 'content-type': 'application/json' },
      payload: `{"a":${nested(JSON_MAX_DEPTH - 1)}}`,
    });
    expect(at.statusCode).toBe(422);
  });

  it('never turns a list or object userID into text: 422, not 403 or 500', async () => {
    const res = await send({
      method: 'POST',
      url: '/api/update-user-profile/me',
      headers: { 'content-type': 'application/json' },
      payload: `{"userID":${nested(20)},"old_password":"x"}`,
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ userID: 'Must be your user id (a number).' });
  });

  it('refuses __proto__ and constructor.prototype keys with 400', async () => {
    for (const payload of ['{"__proto__":{"x":1}}', '{"constructor":{"prototype":{"x":1}}}']) {
      const res = await send({
        method: 'POST',
        url: '/api/store-contact-inquiry',
        headers: { 'content-type': 'application/json' },
        payload,
      });
      expect(res.statusCode).toBe(400);
    }
  });
});

describe('nestsDeeperThan', () => {
  it('counts objects and lists, not brackets inside strings or after escapes', () => {
    expect(nestsDeeperThan('{"a":[1,{"b":2}]}', 3)).toBe(false);
    expect(nestsDeeperThan('{"a":[1,{"b":2}]}', 2)).toBe(true);
    expect(nestsDeeperThan(`{"s":"${'['.repeat(100)}"}`, 1)).toBe(false);
    expect(nestsDeeperThan(`{"s":"\\"${'{'.repeat(10)}"}`, 1)).toBe(false);
  });
});

describe('multipartBoundaryProblem', () => {
  it('accepts 1 to 70 characters, quoted or not', () => {
    expect(multipartBoundaryProblem('multipart/form-data; boundary=abc')).toBeNull();
    expect(
      multipartBoundaryProblem('multipart/form-data; boundary="a b c"; charset=utf-8'),
    ).toBeNull();
    expect(multipartBoundaryProblem(`multipart/form-data; boundary=${'x'.repeat(70)}`)).toBeNull();
    expect(
      multipartBoundaryProblem(`multipart/form-data; boundary=${'x'.repeat(71)}`),
    ).not.toBeNull();
    expect(multipartBoundaryProblem('multipart/form-data')).not.toBeNull();
    expect(multipartBoundaryProblem(undefined)).not.toBeNull();
  });
});
