import {
  PACKAGE_SEARCH_TOO_LONG,
  PACKAGE_SEARCH_TOO_SHORT,
  endpointPath,
  type EndpointName,
  type EndpointResponse,
} from '@medibridge/contract';
import { ENDPOINTS, errorBodySchema } from '@medibridge/contract/schemas';
import type { FastifyInstance } from 'fastify';
import { buildTestApp } from '../../test/buildTestApp';
import { generateCatalogue, loadCities } from '../../seed';

let app: FastifyInstance;
const catalogue = generateCatalogue('default');
const cityById = new Map(loadCities().map((c) => [c.id, c]));

beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(async () => {
  await app.close();
});

async function call(name: EndpointName, params: Record<string, string | number> = {}) {
  return app.inject({ method: 'GET', url: `/api/${endpointPath(name, params)}` });
}

/** The body parsed with the endpoint's contract response schema (fails on any drift). */
async function ok<N extends EndpointName>(name: N, params: Record<string, string | number> = {}) {
  const res = await call(name, params);
  expect({ name, status: res.statusCode, body: res.statusCode === 200 ? '' : res.body }).toEqual({
    name,
    status: 200,
    body: '',
  });
  return ENDPOINTS[name].response.parse(JSON.parse(res.body)) as EndpointResponse<N>;
}

function expectError(res: { statusCode: number; body: string }, status: number) {
  expect(res.statusCode).toBe(status);
  const body = errorBodySchema.parse(JSON.parse(res.body));
  expect(body.message.length).toBeGreaterThan(10);
  return body;
}

// A vendor of the generated data that offers a package, and where it is.
const offer = catalogue.vendorPackages[40]!;
const offerVendor = catalogue.vendors.find((v) => v.shopSlug === offer.vendorSlug)!;
const offerPackage = catalogue.packages.find((p) => p.id === offer.packageId)!;
const offerCity = cityById.get(offerVendor.cityId)!;

describe('package lists', () => {
  it('all-active-packages lists every generated package with its group', async () => {
    const { data } = await ok('packageActiveList');
    expect(data).toHaveLength(catalogue.packages.length);
    const tkr = data.find((p) => p.slug === 'total-knee-replacement-unilateral');
    expect(tkr).toMatchObject({
      name: 'Total Knee Replacement (unilateral)',
      package_name: 'Orthopaedics',
      main_img: 'total-knee-replacement-unilateral.svg',
    });
  });

  it('package-master groups every package under its master, with {name, slug}', async () => {
    const { data } = await ok('packageMasters');
    expect(data.length).toBeGreaterThanOrEqual(12);
    expect(data.flatMap((m) => m.packages)).toHaveLength(catalogue.packages.length);
    const cardio = data.find((m) => m.slug === 'cardiology')!;
    expect(cardio.package_master_slug).toBe('cardiology');
    expect(cardio.packages).toContainEqual({
      name: 'Coronary Angioplasty (PTCA) with one stent',
      slug: 'coronary-angioplasty-ptca-with-one-stent',
    });
  });

  it('popular and important masters are subsets flagged in the data', async () => {
    const popular = (await ok('packagePopularMasters')).data.map((m) => m.slug);
    const important = (await ok('packageImportantMasters')).data.map((m) => m.slug);
    expect(popular).toEqual(catalogue.masters.filter((m) => m.isPopular).map((m) => m.slug));
    expect(important).toEqual(catalogue.masters.filter((m) => m.isImportant).map((m) => m.slug));
    expect(popular.length).toBeLessThan(catalogue.masters.length);
  });

  it('get-popular-packages gives list cards with the lowest vendor price', async () => {
    const { data } = await ok('packagePopular');
    expect(data.map((p) => p.slug)).toEqual(
      catalogue.packages.filter((p) => p.isPopular).map((p) => p.slug),
    );
    const first = data[0]!;
    const prices = catalogue.vendorPackages
      .filter((vp) => vp.packageId === first.id)
      .map((vp) => vp.pricePaise);
    expect(first.price_from).toBe((Math.min(...prices) / 100).toFixed(2));
    expect(first.vendor_count).toBe(prices.length);
  });

  it('get-package-by-master-package-id takes an id or a slug; unknown → 404', async () => {
    const byId = await ok('packageByMaster', { masterPackageId: 2 });
    const bySlug = await ok('packageByMaster', { masterPackageId: 'orthopaedics' });
    expect(byId).toEqual(bySlug);
    expect(byId.data.every((p) => p.package_master_name === 'Orthopaedics')).toBe(true);
    expectError(await call('packageByMaster', { masterPackageId: 'astrology' }), 404);
    expectError(await call('packageByMaster', { masterPackageId: 999 }), 404);
  });
});

describe('package search', () => {
  const search = async (text: string) => (await ok('packageSearch', { text })).data;

  it('tolerates typos and partial words', async () => {
    expect((await search('angioplsty')).map((p) => p.name)).toContain(
      'Coronary Angioplasty (PTCA) with one stent',
    );
    const knee = await search('kne');
    expect(knee.length).toBeGreaterThan(2);
    expect(knee.every((p) => /knee/i.test(p.name))).toBe(true);
  });

  it('ranks names starting with the text first and returns at most 20', async () => {
    const cat = await search('cataract');
    expect(cat[0]?.name.startsWith('Cataract')).toBe(true);
    const lap = await search('lap');
    expect(lap[0]?.name.toLowerCase().startsWith('lap')).toBe(true);
    expect((await search('surgery')).length).toBeLessThanOrEqual(20);
  });

  it('all-active-packages/{text} searches the same way', async () => {
    const { data } = await ok('packageActiveSearch', { text: 'hip' });
    expect(data.map((p) => p.name)).toContain('Total Hip Replacement');
  });

  it('needs 2 characters and refuses more than 100, with a message', async () => {
    const fieldMessage = async (text: string) =>
      expectError(await call('packageSearch', { text }), 422).errors?.text;
    expect(await fieldMessage('k')).toBe(PACKAGE_SEARCH_TOO_SHORT);
    expect(await fieldMessage('   k  ')).toBe(PACKAGE_SEARCH_TOO_SHORT);
    expect(await fieldMessage('x'.repeat(10_000))).toBe(PACKAGE_SEARCH_TOO_LONG);
  });

  it.each(['%%', '__', "'; drop table packages; --", '\\\\', '"knee"', '%_\\', 'knee%', '😀😀'])(
    'hostile text %j never fails the server',
    async (text) => {
      const res = await call('packageSearch', { text });
      expect(res.statusCode).toBe(200);
      const { data } = ENDPOINTS.packageSearch.response.parse(JSON.parse(res.body));
      // Wildcards are literal: text without letters matches no package name.
      if (!/[a-z]/i.test(text)) expect(data).toEqual([]);
    },
  );
});

describe('city and hospital search', () => {
  it('find-package-by-city-id takes a city id or slug and lists what vendors there offer', async () => {
    const byId = await ok('packageByCity', { cityIdOrSlug: offerCity.id });
    const bySlug = await ok('packageByCity', { cityIdOrSlug: offerCity.slug });
    expect(byId).toEqual(bySlug);
    expect(byId.data.map((p) => p.id)).toContain(offerPackage.id);
    expectError(await call('packageByCity', { cityIdOrSlug: 'atlantis' }), 404);
  });

  it('search-hospital-packages answers a bare array of SPEC rows, cheapest first', async () => {
    const rows = await ok('packageHospitalSearch', {
      city: offerCity.slug,
      package: offerPackage.slug,
    });
    expect(Array.isArray(rows)).toBe(true);
    const row = rows.find((r) => r.shop_slug === offerVendor.shopSlug)!;
    expect(row).toMatchObject({
      shop_name: offerVendor.shopName,
      shop_address: offerVendor.shopAddress,
      city_name: offerCity.name,
      role_name: offerVendor.roleName,
      package_slug: offerPackage.slug,
      package_name: offerPackage.name,
      vendor_img: `${offerVendor.shopSlug}.svg`,
      pin_code: offerVendor.pinCode,
      price: (offer.pricePaise / 100).toFixed(2),
    });
    expect(row.inclusions).toContain('Specialist consultation');
    const prices = rows.map((r) => Number(r.price));
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    const byIds = await ok('packageHospitalSearch', {
      city: offerCity.id,
      package: offerPackage.id,
    });
    expect(byIds).toEqual(rows);
  });

  it('unknown city or package → 404; a package nobody offers there → empty array', async () => {
    expectError(await call('packageHospitalSearch', { city: 'atlantis', package: 'lasik' }), 404);
    expectError(await call('packageHospitalSearch', { city: 'pune', package: 'time-travel' }), 404);
    const nowhere = loadCities().find((c) => c.slug === 'leh');
    if (nowhere)
      expect(await ok('packageHospitalSearch', { city: nowhere.slug, package: 'lasik' })).toEqual(
        [],
      );
  });
});

describe('package and vendor detail', () => {
  it('package-details gives package_service entries; unknown → 404', async () => {
    const { data } = await ok('packageDetails', {
      packageSlug: 'total-knee-replacement-unilateral',
    });
    expect(data.package_master_name).toBe('Orthopaedics');
    expect(data.package_service.map((s) => s.service_name)).toEqual(
      expect.arrayContaining(['OT and anaesthesia', 'Knee implant (cemented)', 'Physiotherapy']),
    );
    expect(data.price_from).not.toBeNull();
    expectError(await call('packageDetails', { packageSlug: 'no-such-package' }), 404);
  });

  it('vendor-detail gives SPEC fields and the packages it offers', async () => {
    const { data } = await ok('vendorDetail', {
      role_name: offerVendor.roleName,
      vendorSlug: offerVendor.shopSlug,
    });
    expect(data).toMatchObject({
      shop_name: offerVendor.shopName,
      shop_slug: offerVendor.shopSlug,
      about_shop: offerVendor.aboutShop,
      amenties: offerVendor.amenities,
      facilities: offerVendor.facilities,
      shop_services: offerVendor.shopServices,
      pin_code: offerVendor.pinCode,
    });
    expect(data.packages.map((p) => p.slug)).toContain(offerPackage.slug);
    expectError(await call('vendorDetail', { role_name: 'hospital', vendorSlug: 'nowhere' }), 404);
    const wrongRole = offerVendor.roleName === 'hospital' ? 'clinic' : 'hospital';
    expectError(
      await call('vendorDetail', { role_name: wrongRole, vendorSlug: offerVendor.shopSlug }),
      404,
    );
  });

  it('vendor-selected-package gives vendor, package, services and the vendor’s price', async () => {
    const { data } = await ok('vendorSelectedPackage', {
      role_name: offerVendor.roleName,
      vendorSlug: offerVendor.shopSlug,
      packageSlug: offerPackage.slug,
    });
    expect(data.vendor.shop_slug).toBe(offerVendor.shopSlug);
    expect(data.package.slug).toBe(offerPackage.slug);
    expect(data.package.price).toBe((offer.pricePaise / 100).toFixed(2));
    expect(data.package.package_service.length).toBeGreaterThan(3);
    const offered = new Set(
      catalogue.vendorPackages
        .filter((vp) => vp.vendorSlug === offerVendor.shopSlug)
        .map((vp) => vp.packageId),
    );
    const notOffered = catalogue.packages.find((p) => !offered.has(p.id))!;
    const res = await call('vendorSelectedPackage', {
      role_name: offerVendor.roleName,
      vendorSlug: offerVendor.shopSlug,
      packageSlug: notOffered.slug,
    });
    expect(expectError(res, 404).message).toContain('does not offer');
  });
});

describe('images and caching', () => {
  it('image-path calls give the base paths the images are served under', async () => {
    const base = (await ok('packageImagePath')).data;
    const res = await app.inject({ method: 'GET', url: `${base}lasik.svg` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/svg+xml');
    expect(res.headers['cache-control']).toMatch(/max-age=\d{6,}/);
    expect(res.body).toContain('LASIK');
    expect(res.body).not.toMatch(/<script|on\w+=|href=|xlink/i);
    const vendorBase = (await ok('vendorImagePath')).data;
    const vendorRes = await app.inject({
      method: 'GET',
      url: `${vendorBase}${offerVendor.shopSlug}.svg`,
    });
    expect(vendorRes.statusCode).toBe(200);
    const masterBase = (await ok('packageMasterImagePath')).data;
    expect((await app.inject({ method: 'GET', url: `${masterBase}dental.svg` })).statusCode).toBe(
      200,
    );
    const serviceBase = (await ok('packageServiceImagePath')).data;
    expect((await app.inject({ method: 'GET', url: `${serviceBase}implant.svg` })).statusCode).toBe(
      200,
    );
    expectError(await app.inject({ method: 'GET', url: `${base}nothing-here.svg` }), 404);
    expectError(await app.inject({ method: 'GET', url: `${base}..%2F..%2Fetc.svg` }), 404);
  });

  it('names with markup are escaped in images', async () => {
    const { cardSvg } = await import('./images');
    const svg = cardSvg('<script>alert(1)</script> & "x"', 'a', 10);
    expect(svg).not.toContain('<script>');
    expect(svg).toContain('&lt;script&gt;');
  });

  it('catalogue GETs carry ETag and Cache-Control; If-None-Match → 304', async () => {
    const first = await call('packageMasters');
    expect(first.headers['cache-control']).toBe('public, no-cache');
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^W\/".+"$/);
    const again = await app.inject({
      method: 'GET',
      url: `/api/${endpointPath('packageMasters')}`,
      headers: { 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    const stale = await app.inject({
      method: 'GET',
      url: `/api/${endpointPath('packageMasters')}`,
      headers: { 'if-none-match': 'W/"stale"' },
    });
    expect(stale.statusCode).toBe(200);
  });
});
