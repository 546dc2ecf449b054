import { type EndpointName, endpointPath } from '@medibridge/contract';
import { ENDPOINTS } from '@medibridge/contract/schemas';
import type { FastifyInstance } from 'fastify';
import { buildTestApp } from '../test/buildTestApp';

// Every public read of the contract — a GET the same for everyone, naming no one's data — takes the lean path
// of lib/publicReads (docs/decisions/0012, 0014): no anti-forgery cookie or rate-limit headers for a
// cookieless client, shared-cache headers, an ETag, and 304 for it. Generated from the endpoint table, so a
// new public read that skips the path fails here.

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(async () => {
  await app.close();
});

/** A value for each path parameter a public read takes: real seeded data, so the answer is a 200. */
const SAMPLE: Record<string, string> = {
  text: 'pun',
  service: 'dentistry',
  cityIdOrSlug: 'pune',
  city: 'pune',
  package: 'total-knee-replacement-unilateral',
  packageSlug: 'total-knee-replacement-unilateral',
  masterPackageId: 'orthopaedics',
  /** A seeded medicine (the generator is deterministic). */
  slug: 'fepenor-650-tablet',
};

/**
 * Public reads that change with every booking, answered `no-store` instead of from the lean cache: which days
 * still have a free time (a cached answer would offer a day that just filled up).
 */
const LIVE_PUBLIC_READS: readonly EndpointName[] = ['appointmentOpenDays'];
/** Public GETs that are not reads: WhatsApp's webhook handshake (404 until its token is configured). */
const NOT_READS: readonly EndpointName[] = ['whatsappWebhookVerify'];
/**
 * What browsers may keep of each read: the operator edits departments and hours (docs/decisions/0057), the
 * catalogue and the medicines (0058, 0062), so those are revalidated every time; reference data for 5 minutes.
 */
const DEPARTMENT_READS: readonly EndpointName[] = [
  'appointmentDepartments',
  'appointmentSchedules',
];

const publicReads = (Object.keys(ENDPOINTS) as EndpointName[]).filter((name) => {
  if (LIVE_PUBLIC_READS.includes(name) || NOT_READS.includes(name)) return false;
  const e = ENDPOINTS[name] as (typeof ENDPOINTS)[EndpointName] & {
    owner?: { scope: string; params?: object; query?: object; body?: object };
  };
  return (
    e.method === 'GET' &&
    e.ready &&
    e.auth === 'none' &&
    e.owner?.scope === 'public' &&
    !e.owner.params &&
    !e.owner.query
  );
});

/** The vendor that offers the sample package in the sample city (the catalogue is generated). */
async function vendorSample(): Promise<Record<string, string>> {
  const res = await app.inject({
    method: 'GET',
    url: `/api/${endpointPath('packageHospitalSearch', { city: SAMPLE.city!, package: SAMPLE.package! })}`,
  });
  const [row] = res.json() as { role_name?: string; vendor_slug?: string; slug?: string }[];
  const text = JSON.stringify(row);
  const role = /"role_name":"([^"]+)"/.exec(text)?.[1] ?? 'hospital';
  const slug = /"(?:vendor_slug|shop_slug|slug)":"([^"]+)"/.exec(text)?.[1] ?? '';
  return { role_name: role, vendorSlug: slug };
}

describe('every public read takes the lean path', () => {
  it('covers the reference data and the catalogue', () => {
    for (const name of [
      'referenceStates',
      'referenceCitySearch',
      'referenceUserAge',
      'packagePopular',
    ])
      expect(publicReads).toContain(name);
    expect(publicReads).not.toContain('accountResetPasswordCheck');
    expect(publicReads).not.toContain('devSmsOutbox');
  });

  it.each(LIVE_PUBLIC_READS)('%s: answers every visitor afresh (no-store)', async (name) => {
    const url = `/api/${endpointPath(name, { department_id: '3' })}`;
    const res = await app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it.each(LIVE_PUBLIC_READS)(
    '%s: sets no anti-forgery cookie for a cookieless visitor, and still does for one with cookies',
    async (name) => {
      const url = `/api/${endpointPath(name, { department_id: '3' })}`;
      const bare = await app.inject({ method: 'GET', url });
      expect(bare.statusCode).toBe(200);
      expect(bare.headers['set-cookie']).toBeUndefined();
      const withCookie = await app.inject({ method: 'GET', url, headers: { cookie: 'other=1' } });
      expect(String(withCookie.headers['set-cookie'] ?? '')).toMatch(/mb_csrf=/);
    },
  );

  it.each(publicReads)(
    '%s: cookieless GET is cacheable, sets no cookie, and answers 304 to its ETag',
    async (name) => {
      const params: Record<string, string> = { ...SAMPLE, ...(await vendorSample()) };
      const url = `/api/${endpointPath(name, params)}`;
      const res = await app.inject({ method: 'GET', url });
      if (res.statusCode !== 200)
        throw new Error(`${name}: ${url} answered ${res.statusCode}: add a sample`);
      expect(res.headers['set-cookie']).toBeUndefined();
      expect(res.headers['x-ratelimit-remaining']).toBeUndefined();
      if (DEPARTMENT_READS.includes(name)) expect(res.headers['cache-control']).toBe('no-cache');
      else
        expect(['public, max-age=300', 'public, no-cache']).toContain(res.headers['cache-control']);
      expect(res.headers.etag).toMatch(/^W\/"[A-Za-z0-9_-]+"$/);
      const again = await app.inject({
        method: 'GET',
        url,
        headers: { 'if-none-match': String(res.headers.etag) },
      });
      expect(again.statusCode).toBe(304);
    },
  );
});
