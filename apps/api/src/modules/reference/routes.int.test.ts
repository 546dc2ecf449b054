import {
  SERVICE_CITY_KEYS,
  endpointPath,
  serverRoute,
  type EndpointName,
} from '@medibridge/contract';
import { ENDPOINTS, errorBodySchema } from '@medibridge/contract/schemas';
import type { FastifyInstance } from 'fastify';
import { buildTestApp } from '../../test/buildTestApp';
import {
  DEMO_HOSPITALS,
  SERVICE_CITY_SLUGS,
  generateCatalogue,
  loadCities,
  loadStates,
} from '../../seed';

let app: FastifyInstance;

beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(async () => {
  await app.close();
});

async function get(url: string) {
  return app.inject({ method: 'GET', url });
}

/** Parses a body with the endpoint's contract response schema (fails the test on any drift). */
function parsed<N extends EndpointName>(name: N, body: string) {
  return ENDPOINTS[name].response.parse(JSON.parse(body)) as { data: unknown };
}

function expectError(res: { statusCode: number; body: string }, status: number) {
  expect(res.statusCode).toBe(status);
  const body = errorBodySchema.parse(JSON.parse(res.body));
  expect(body.statusCode).toBe(status);
  expect(body.message.length).toBeGreaterThan(10);
  return body;
}

const searchUrl = (text: string) => `/api/${endpointPath('referenceCitySearch', { text })}`;

describe('GET get_all_countries', () => {
  it('offers India only', async () => {
    const res = await get(serverRoute(ENDPOINTS.referenceCountries.path));
    expect(res.statusCode).toBe(200);
    expect(parsed('referenceCountries', res.body).data).toEqual([
      { id: 1, name: 'India', iso_code: 'IN' },
    ]);
  });
});

describe('GET get-states', () => {
  it('lists the 28 states and 8 union territories with the geo data ids', async () => {
    const res = await get('/api/get-states');
    const data = parsed('referenceStates', res.body).data as {
      id: number;
      name: string;
      type: string;
      country_id: number;
    }[];
    expect(data).toHaveLength(36);
    expect(data.filter((s) => s.type === 'state')).toHaveLength(28);
    expect(data.filter((s) => s.type === 'union_territory')).toHaveLength(8);
    expect(new Set(data.map((s) => s.country_id))).toEqual(new Set([1]));
    const expected = loadStates();
    for (const state of expected)
      expect(data).toContainEqual({
        id: state.id,
        name: state.name,
        type: state.type,
        country_id: 1,
      });
  });
});

describe('GET get_all_cities and get_all_india_cities/', () => {
  it.each([
    '/api/get_all_cities',
    '/api/get_all_cities/',
    '/api/get_all_india_cities/',
    '/api/get_all_india_cities',
  ])('%s returns every seeded city with its state', async (url) => {
    const res = await get(url);
    expect(res.statusCode).toBe(200);
    const data = parsed('referenceCities', res.body).data as {
      id: number;
      name: string;
      slug: string;
      state_name: string;
    }[];
    expect(data).toHaveLength(loadCities().length);
    expect(data.length).toBeGreaterThan(1000);
    expect(data).toContainEqual(
      expect.objectContaining({ name: 'Mumbai', state_name: 'Maharashtra' }),
    );
    expect(data).toContainEqual(
      expect.objectContaining({ name: 'Chennai', state_name: 'Tamil Nadu' }),
    );
    const names = data.map((c) => c.name);
    expect([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0))).toEqual(names);
  });
});

describe('GET get-hospital-cities', () => {
  it('lists exactly the cities of the seeded hospitals', async () => {
    const res = await get('/api/get-hospital-cities');
    const data = parsed('referenceHospitalCities', res.body).data as {
      cityRowId: number;
      cityName: string;
      citySlug: string;
    }[];
    // The demo hospitals' cities and every city of the generated catalogue's hospitals.
    const catalogueCities = generateCatalogue('default')
      .vendors.filter((v) => v.roleName === 'hospital')
      .map((v) => v.cityId);
    const slugById = new Map(loadCities().map((c) => [c.id, c.slug]));
    expect(new Set(data.map((c) => c.citySlug))).toEqual(
      new Set([
        ...DEMO_HOSPITALS.map((h) => h.citySlug),
        ...catalogueCities.map((id) => slugById.get(id)),
      ]),
    );
    expect(data.length).toBeGreaterThanOrEqual(15);
    const bySlug = new Map(loadCities().map((c) => [c.slug, c]));
    for (const city of data) {
      expect(bySlug.get(city.citySlug)).toMatchObject({ id: city.cityRowId, name: city.cityName });
    }
  });
});

describe('GET search-city-with-city-name/{text}', () => {
  it('is case-insensitive and puts prefix matches first', async () => {
    const res = await get(searchUrl('MUM'));
    const data = parsed('referenceCitySearch', res.body).data as { id: number; name: string }[];
    expect(data[0]?.name).toBe('Mumbai');
    const firstNonPrefix = data.findIndex((c) => !c.name.toLowerCase().startsWith('mum'));
    if (firstNonPrefix >= 0) {
      expect(data.slice(firstNonPrefix).every((c) => !c.name.toLowerCase().startsWith('mum'))).toBe(
        true,
      );
    }
    expect(data.some((c) => c.name === 'Navi Mumbai')).toBe(true);
  });

  it('finds names containing the text, and near misses by similarity', async () => {
    const contains = parsed('referenceCitySearch', (await get(searchUrl('umba'))).body).data as {
      name: string;
    }[];
    expect(contains.map((c) => c.name)).toContain('Mumbai');
    const typo = parsed('referenceCitySearch', (await get(searchUrl('Hyderbad'))).body).data as {
      name: string;
    }[];
    expect(typo.map((c) => c.name)).toContain('Hyderabad');
  });

  it('answers at most 20 cities', async () => {
    const data = parsed('referenceCitySearch', (await get(searchUrl('a'))).body).data as unknown[];
    expect(data).toHaveLength(20);
  });

  it.each([
    ['%', '%'],
    ['_', '_'],
    ['%%%_', '%%%_'],
    ['backslash', '\\'],
    ['quotes', `'"; drop table cities; --`],
    ['unicode', 'मुंबई'],
    ['emoji', '🏥'],
    ['spaces only', '   '],
    ['NUL-free control characters', '\t\n'],
  ])('treats hostile text (%s) as plain text', async (_label, text) => {
    const res = await get(searchUrl(text));
    expect(res.statusCode).toBe(200);
    const data = parsed('referenceCitySearch', res.body).data as unknown[];
    // A wildcard must not turn into "match everything".
    expect(data.length).toBeLessThan(20);
  });

  it('refuses text longer than 100 characters with 422, even 10,000 characters', async () => {
    for (const text of ['a'.repeat(101), 'a'.repeat(10_000), '%'.repeat(5_000)]) {
      const body = expectError(await get(searchUrl(text)), 422);
      expect(body.errors?.text).toMatch(/at most 100/);
    }
  });

  it('does not 500 on a malformed percent-encoding', async () => {
    for (const url of [
      '/api/search-city-with-city-name/%E0%A4%A',
      '/api/search-city-with-city-name/%',
      '/api/ace-service-cities/%zz',
    ]) {
      const body = expectError(await get(url), 400);
      expect(body.message).toMatch(/percent-encoding/);
      expect(body.requestId).toBeTruthy();
    }
  });

  it('refuses a NUL byte with 422 (PostgreSQL text cannot hold one), never a 500', async () => {
    const body = expectError(await get('/api/search-city-with-city-name/mum%00bai'), 422);
    expect(body.errors?.text).toMatch(/NUL/);
    expectError(
      await app.inject({
        method: 'POST',
        url: '/api/get-location-with-pin-code',
        payload: { pin_code: '11000\u0000' },
      }),
      422,
    );
  });
});

describe('POST get-location-with-pin-code', () => {
  const post = (payload: unknown, contentType = 'application/json') =>
    app.inject({
      method: 'POST',
      url: '/api/get-location-with-pin-code',
      headers: { 'content-type': contentType },
      payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
    });

  it('gives the post office, district and state of a PIN code', async () => {
    const res = await post({ pin_code: '110001' });
    expect(res.statusCode).toBe(200);
    const data = parsed('referencePinCode', res.body).data as {
      PostOfficeName: string;
      State: string;
      District: string;
      PostOffices: string[];
    };
    expect(data.State).toBe('Delhi');
    expect(data.PostOffices.length).toBeGreaterThan(1);
    expect(data.PostOffices[0]).toBe(data.PostOfficeName);
  });

  it('accepts the code as a number and with surrounding spaces', async () => {
    expect((await post({ pin_code: 400001 })).statusCode).toBe(200);
    const res = await post({ pin_code: ' 400001 ' });
    expect(res.statusCode).toBe(200);
    expect((parsed('referencePinCode', res.body).data as { State: string }).State).toBe(
      'Maharashtra',
    );
  });

  it('accepts a form-encoded body too', async () => {
    const res = await post('pin_code=600001', 'application/x-www-form-urlencoded');
    expect(res.statusCode).toBe(200);
    expect((parsed('referencePinCode', res.body).data as { State: string }).State).toBe(
      'Tamil Nadu',
    );
  });

  it('answers 404 with a message for an unknown code', async () => {
    const body = expectError(await post({ pin_code: '999999' }), 404);
    expect(body.message).toContain('999999');
  });

  it.each([
    ['5 digits', { pin_code: '11000' }],
    ['7 digits', { pin_code: '1100011' }],
    ['letters', { pin_code: 'abcdef' }],
    ['SQL', { pin_code: "1' OR '1'='1" }],
    ['wildcards', { pin_code: '11000%' }],
    ['10,000 characters', { pin_code: '1'.repeat(10_000) }],
    ['null', { pin_code: null }],
    ['an object', { pin_code: { $gt: '' } }],
    ['missing', {}],
  ])('answers 422 with a per-field message for %s', async (_label, payload) => {
    const body = expectError(await post(payload), 422);
    expect(body.errors?.pin_code).toBeTruthy();
  });

  it('answers 422 for a missing body and 400 for broken JSON, never 500', async () => {
    expectError(await app.inject({ method: 'POST', url: '/api/get-location-with-pin-code' }), 422);
    expectError(await post('{"pin_code": '), 400);
    expectError(await post('[1,2,3]'), 422);
  });
});

describe('GET user_age and user_weight', () => {
  it('lists ages 1..100', async () => {
    const data = parsed('referenceUserAge', (await get('/api/user_age')).body).data as number[];
    expect(data[0]).toBe(1);
    expect(data.at(-1)).toBe(100);
    expect(data).toHaveLength(100);
  });

  it('lists weights 2..200 kg', async () => {
    const data = parsed('referenceUserWeight', (await get('/api/user_weight/')).body)
      .data as number[];
    expect(data[0]).toBe(2);
    expect(data.at(-1)).toBe(200);
  });
});

describe('GET ace-service-cities/{service}', () => {
  it.each([...SERVICE_CITY_KEYS])('lists the seeded cities of %s', async (service) => {
    const res = await get(`/api/${endpointPath('referenceServiceCities', { service })}`);
    expect(res.statusCode).toBe(200);
    const data = parsed('referenceServiceCities', res.body).data as {
      city_id: number;
      city_name: string;
    }[];
    const slugs = SERVICE_CITY_SLUGS[service] ?? [];
    expect(data).toHaveLength(new Set(slugs).size);
    expect(data.length).toBeGreaterThan(0);
    const bySlug = new Map(loadCities().map((c) => [c.slug, c]));
    expect(new Set(data.map((c) => c.city_id))).toEqual(
      new Set(slugs.map((s) => bySlug.get(s)?.id)),
    );
  });

  it.each(['bogus', 'NURSE-AT-HOME', "'; drop table service_cities; --", '%', 'a'.repeat(60)])(
    'answers 404 with a message for unknown service %s',
    async (service) => {
      const body = expectError(
        await get(`/api/ace-service-cities/${encodeURIComponent(service)}`),
        404,
      );
      expect(body.message).toMatch(/no service/i);
    },
  );

  it('answers 422 for a 10,000-character service', async () => {
    expectError(await get(`/api/ace-service-cities/${'x'.repeat(10_000)}`), 422);
  });
});

describe('every ready reference endpoint', () => {
  it('is routed at the contract path with and without a trailing slash', async () => {
    const names = (Object.keys(ENDPOINTS) as EndpointName[]).filter(
      (n) => n.startsWith('reference') && ENDPOINTS[n].method === 'GET',
    );
    for (const name of names) {
      const url = `/api/${endpointPath(name, { text: 'pune', service: 'dentistry' })}`.replace(
        /\/$/,
        '',
      );
      for (const variant of [url, `${url}/`]) {
        const res = await get(variant);
        expect({ variant, status: res.statusCode }).toEqual({ variant, status: 200 });
      }
    }
  });
});
