import type { FastifyInstance } from 'fastify';
import { buildTestApp } from './test/buildTestApp';

// SPEC §7 spells some calls with a leading slash (`/get-package-by-master-package-id/{id}`), so a client that
// joins the API root and the path naively sends `/api//get-…`. The router treats repeated slashes as one.
let app: FastifyInstance;

beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(async () => {
  await app.close();
});

describe('routing', () => {
  it('answers a path with a doubled slash as the single-slash path', async () => {
    const single = await app.inject({
      method: 'GET',
      url: '/api/get-package-by-master-package-id/1',
    });
    const doubled = await app.inject({
      method: 'GET',
      url: '/api//get-package-by-master-package-id/1',
    });
    expect(single.statusCode).toBe(200);
    expect(doubled.statusCode).toBe(200);
    expect(doubled.json()).toEqual(single.json());
  });

  it('answers an unknown API path with 404 and a message, never a bare 403', async () => {
    const res = await app.inject({ method: 'GET', url: '/api//no-such-call' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ message: expect.any(String) });
  });
});
