import type { FastifyInstance } from 'fastify';
import { firstDataUrls } from '@medibridge/contract';
import { buildTestApp } from '../../test/buildTestApp';
import { putTestMedicines } from '../../test/medicines';

// Decision 0042: catalogue words are answered in the request's language, the Hindi beside the English in the
// database, the English where a row has no Hindi; the memoised public reads keep one answer per language.

let app: FastifyInstance;

beforeAll(async () => {
  app = await buildTestApp();
  await putTestMedicines(app.db);
});
afterAll(async () => {
  await app.close();
});

const HI = { 'accept-language': 'hi' };
const EN = { 'accept-language': 'en-IN' };
const DEVANAGARI = /[\u0900-\u097F]/;

type Json = Record<string, unknown> & { data: unknown };

async function read(url: string, headers: Record<string, string>): Promise<Json> {
  const res = await app.inject({ method: 'GET', url, headers });
  expect(res.statusCode).toBe(200);
  return res.json<Json>();
}

describe('catalogue words in the request language', () => {
  it('answers a package in Hindi for hi and in English for en-IN', async () => {
    const url = '/api/package-details/total-knee-replacement-unilateral';
    const hindi = (await read(url, HI)).data as Record<string, unknown>;
    const english = (await read(url, EN)).data as Record<string, unknown>;
    expect(hindi.name).toBe('टोटल नी रिप्लेसमेंट (एक घुटना)');
    expect(hindi.short_description).toMatch(DEVANAGARI);
    expect(hindi.package_master_name).toBe('हड्डी रोग (ऑर्थोपेडिक्स)');
    const services = hindi.package_service as { service_name: string; description: string }[];
    expect(services.map((s) => s.service_name)).toContain('घुटने का इम्प्लांट (सीमेंटेड)');
    expect(services.every((s) => DEVANAGARI.test(s.description))).toBe(true);
    expect(english.name).toBe('Total Knee Replacement (unilateral)');
    expect(JSON.stringify(english)).not.toMatch(DEVANAGARI);
    // Same wire shape, same ids and prices: only the words change.
    expect(Object.keys(hindi).sort()).toEqual(Object.keys(english).sort());
    expect(hindi.price_from).toBe(english.price_from);
  });

  it('finds a package by its Hindi name and still by its English one in Hindi', async () => {
    const byHindi = (await read(`/api/all-active-packages/${encodeURIComponent('घुटना')}`, HI))
      .data as { slug: string }[];
    expect(byHindi.map((p) => p.slug)).toContain('total-knee-replacement-unilateral');
    const byEnglish = (await read('/api/all-active-packages/knee', HI)).data as {
      slug: string;
      name: string;
    }[];
    expect(byEnglish.map((p) => p.slug)).toContain('total-knee-replacement-unilateral');
    expect(byEnglish.every((p) => DEVANAGARI.test(p.name))).toBe(true);
  });

  it("answers a hospital's facilities and specialities in Hindi", async () => {
    const res = await app.inject({
      url: '/api/search-hospital-packages/bengaluru/total-knee-replacement-unilateral',
      headers: EN,
    });
    const list = res.json<{ role_name: string; shop_slug: string }[]>();
    const first = list[0];
    if (!first) throw new Error('no hospital offers the package in Bengaluru');
    const url = `/api/vendor-detail/${first.role_name}/${first.shop_slug}`;
    const hindi = (await read(url, HI)).data as Record<string, unknown>;
    const english = (await read(url, EN)).data as Record<string, unknown>;
    expect((hindi.facilities as string[]).length).toBe((english.facilities as string[]).length);
    expect((hindi.facilities as string[]).every((f) => DEVANAGARI.test(f))).toBe(true);
    expect(hindi.shop_specialization).toMatch(DEVANAGARI);
    expect(hindi.about_shop).toMatch(DEVANAGARI);
    expect(hindi.shop_name).toBe(english.shop_name);
    expect(JSON.stringify(english.facilities)).not.toMatch(DEVANAGARI);
  });

  it('answers departments in Hindi for hi and in English for en-IN', async () => {
    const hindi = (await read('/api/get_active_departments', HI)).data as {
      id: number;
      name: string;
      description: string;
    }[];
    const english = (await read('/api/get_active_departments', EN)).data as typeof hindi;
    expect(hindi.find((d) => d.id === 1)?.name).toBe('जनरल फ़िज़िशियन');
    expect(english.find((d) => d.id === 1)?.name).toBe('General Physician');
    expect(hindi.every((d) => DEVANAGARI.test(d.name) && DEVANAGARI.test(d.description))).toBe(
      true,
    );
  });

  it("builds a medicine's pack, form and storage in Hindi from the same fields as the English", async () => {
    const list = (await read('/api/products-with-name/paracetamol', EN)) as unknown as {
      products: { slug: string; pack_size: string }[];
    };
    const strip = list.products.find(
      (p) => /^Strip of \d+ tablets$/.test(p.pack_size) && !p.slug.startsWith('test-'),
    );
    if (!strip) throw new Error('no seeded paracetamol strip');
    const count = /\d+/.exec(strip.pack_size)?.[0];
    const hindi = (await read(`/api/product-detail/${strip.slug}`, HI)).data as Record<
      string,
      string
    >;
    const english = (await read(`/api/product-detail/${strip.slug}`, EN)).data as Record<
      string,
      string
    >;
    expect(hindi.pack_size).toBe(`${count} टैबलेट की स्ट्रिप`);
    expect(hindi.form).toBe('टैबलेट');
    expect(hindi.storage).toBe('30°C से कम तापमान पर, रोशनी से बचाकर रखें');
    expect(hindi.title).toBe(english.title?.replace(/Tablet$/, 'टैबलेट'));
    expect(english.pack_size).toBe(strip.pack_size);
    expect(hindi.composition).toBe(english.composition);
  });

  it('falls back to the English of a row that has no Hindi', async () => {
    const hindi = (await read('/api/product-detail/test-calpirex-500-tablet', HI)).data as Record<
      string,
      string
    >;
    expect(hindi.title).toBe('Calpirex 500 Tablet');
    expect(hindi.pack_size).toBe('Strip of 15 tablets');
  });
});

describe('the memoised public reads and language', () => {
  it("never serves one language's bytes to the other, and says so to shared caches", async () => {
    const url = '/api/package-master';
    // English first, so a memo keyed without the language would hand its bytes to the Hindi call.
    const en1 = await app.inject({ method: 'GET', url, headers: EN });
    const hi1 = await app.inject({ method: 'GET', url, headers: HI });
    const en2 = await app.inject({ method: 'GET', url, headers: EN });
    const hi2 = await app.inject({
      method: 'GET',
      url,
      headers: { ...HI, 'accept-encoding': 'br' },
    });
    expect(en1.body).not.toMatch(DEVANAGARI);
    expect(hi1.body).toMatch(DEVANAGARI);
    expect(en2.body).toBe(en1.body);
    expect(hi2.headers['content-encoding']).toBe('br');
    expect(hi1.headers.etag).not.toBe(en1.headers.etag);
    for (const res of [en1, hi1]) expect(res.headers.vary).toMatch(/accept-language/i);
    // A client holding the English copy revalidating in Hindi gets the Hindi body, not a 304.
    const revalidated = await app.inject({
      method: 'GET',
      url,
      headers: { ...HI, 'if-none-match': String(en1.headers.etag) },
    });
    expect(revalidated.statusCode).toBe(200);
    expect(revalidated.body).toBe(hi1.body);
  });
});

// Decision 0047: a page's preload goes out with the browser's Accept-Language, not the patient's choice; each
// answer holding words names their language, so the web app can tell and ask again in the right one.
describe('Content-Language', () => {
  it.each(firstDataUrls('/treatment-package'))(
    "names the language of the preloaded first data %s, the browser's own when it is English",
    async (url) => {
      const hindi = await app.inject({ method: 'GET', url, headers: HI });
      const browser = await app.inject({
        method: 'GET',
        url,
        headers: { 'accept-language': 'en-US,en;q=0.9' },
      });
      expect(hindi.headers['content-language']).toBe('hi');
      expect(browser.headers['content-language']).toBe('en');
      // Kept per language by shared caches and the browser.
      expect(hindi.headers.vary).toMatch(/accept-language/i);
      // A revalidation that matches names it too (a 304 updates the stored headers).
      const again = await app.inject({
        method: 'GET',
        url,
        headers: { ...HI, 'if-none-match': String(hindi.headers.etag) },
      });
      expect(again.statusCode).toBe(304);
      expect(again.headers['content-language']).toBe('hi');
    },
  );

  it('names the language of JSON answers with words (a department, a problem) and of none without', async () => {
    const row = await app.inject({
      method: 'POST',
      url: '/api/get_departments_row',
      headers: HI,
      payload: { department_id: 3 },
    });
    expect(row.headers['content-language']).toBe('hi');
    const problem = await app.inject({
      method: 'GET',
      url: '/api/package-details/no-such-package',
      headers: EN,
    });
    expect(problem.statusCode).toBe(404);
    expect(problem.headers['content-language']).toBe('en');
    // Reference data (states) holds no translated words: one answer, no language.
    const states = await app.inject({ method: 'GET', url: '/api/get-states', headers: HI });
    expect(states.statusCode).toBe(200);
    expect(states.headers['content-language']).toBeUndefined();
  });
});
