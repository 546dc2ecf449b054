import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  brotliCompressSync,
  brotliDecompressSync,
  constants as zlibConstants,
  gunzipSync,
  gzipSync,
} from 'node:zlib';
import { ROUTES, SMS_DEMO_META, buildPath, firstDataUrls } from '@medibridge/contract';
import type { FastifyInstance } from 'fastify';
import type { SmsProvider } from '../modules/sms';
import { buildTestApp } from '../test/buildTestApp';
import { IMMUTABLE, injectCsrfMeta } from './web';

let dist: string;
let app: FastifyInstance;
let apiOnly: FastifyInstance;
const bigScript = `console.log(${JSON.stringify('medibridge '.repeat(2000))});`;

beforeAll(async () => {
  dist = mkdtempSync(path.join(tmpdir(), 'medibridge-web-'));
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(
    path.join(dist, 'index.html'),
    '<!doctype html><html><head><title>MediBridge</title><script type="module" src="/assets/index-abc123.js"></script></head><body><div id="root"></div></body></html>',
  );
  writeFileSync(path.join(dist, 'assets', 'index-abc123.js'), bigScript);
  // What the build writes beside a script (apps/web vite.config.ts, precompress): its best brotli and gzip.
  writeFileSync(path.join(dist, 'assets', 'page-def456.js'), bigScript);
  writeFileSync(
    path.join(dist, 'assets', 'page-def456.js.br'),
    brotliCompressSync(bigScript, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11 } }),
  );
  writeFileSync(path.join(dist, 'assets', 'page-def456.js.gz'), gzipSync(bigScript, { level: 9 }));
  writeFileSync(path.join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  writeFileSync(path.join(dist, 'sw.js'), 'self.addEventListener("fetch", () => {});');
  writeFileSync(
    path.join(dist, 'manifest.webmanifest'),
    '{"name":"MediBridge","start_url":"/home"}',
  );
  // What `vite build` leaves beside the app but must not serve: its manifest and hidden source maps.
  mkdirSync(path.join(dist, '.vite'));
  writeFileSync(path.join(dist, '.vite', 'manifest.json'), '{"src/main.tsx":{"file":"x.js"}}');
  writeFileSync(
    path.join(dist, 'assets', 'index-abc123.js.map'),
    '{"version":3,"sources":["a.ts"]}',
  );
  app = await buildTestApp({ WEB_DIST_DIR: dist });
  apiOnly = await buildTestApp();
});
afterAll(async () => {
  await app.close();
  await apiOnly.close();
  rmSync(dist, { recursive: true, force: true });
});

describe('the demo SMS meta tag', () => {
  it('marks every page while texts stay in the outbox, so the web app says they are not sent', async () => {
    for (const url of ['/home', '/login', '/no-such-page']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.body).toContain(`<meta name="${SMS_DEMO_META}" content="outbox">`);
    }
  });

  it('is absent with a real SMS gateway', async () => {
    const gateway: SmsProvider = { name: 'msg91', send: async () => ({ ref: null }) };
    const real = await buildTestApp({ WEB_DIST_DIR: dist }, { smsProvider: gateway });
    try {
      const res = await real.inject({ method: 'GET', url: '/home' });
      expect(res.statusCode).toBe(200);
      expect(res.body).not.toContain(SMS_DEMO_META);
    } finally {
      await real.close();
    }
  });
});

describe('build leftovers', () => {
  it.each(['/.vite/manifest.json', '/assets/index-abc123.js.map', '/.vite/'])(
    'are not served: %s answers the 404 page',
    async (url) => {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(404);
      expect(res.body).not.toContain('"sources"');
      expect(res.body).not.toContain('src/main.tsx');
    },
  );
});

describe('SPA fallback', () => {
  const samples = Object.values(ROUTES).map((pattern) =>
    buildPath(pattern.replace('/:role_name-', '/hospital-'), {
      masterPackageId: 7,
      reference: 'SRV-ABCDEFGH',
      slug: 'knee-replacement',
      citys_id: 12,
      package_id: 3,
      vendorSlug: 'apollo',
      packageSlug: 'knee',
      shop_slug: 'apollo',
      appt_no: 'MB100',
      order_no: 'ORD-ABCDEFGH',
      screen: 'enquiries',
      token: 'abc',
    }),
  );

  it.each(samples)('serves index.html with 200 for the app path %s', async (url) => {
    const res = await app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toContain('<div id="root"></div>');
    expect(res.body).toMatch(/<meta name="csrf-token" content="[A-Za-z0-9_-]{43}">/);
  });

  it('names the first data calls of a page as preloads the app’s own calls can take, and none elsewhere', async () => {
    const list = await app.inject({ method: 'GET', url: '/treatment-package?from=home' });
    const preloads = [
      ...list.body.matchAll(
        /<link rel="preload" href="([^"]+)" as="fetch" crossorigin="use-credentials">/g,
      ),
    ].map((match) => match[1]);
    expect(preloads).toEqual(firstDataUrls('/treatment-package'));
    expect(preloads).toContain('/api/all-active-packages');
    // Before </head>, so the browser's preload scanner finds them with the scripts.
    expect(list.body.indexOf('as="fetch"')).toBeLessThan(list.body.indexOf('</head>'));
    for (const url of ['/home', '/login', '/no-such-page', '/treatment-package/4/x']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.body).not.toContain('rel="preload"');
    }
  });

  it('serves index.html with 404 for other page paths, so the client shows its 404 screen', async () => {
    for (const url of ['/no-such-page', '/home/extra/segments', '/index.html']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(404);
      expect(res.body).toContain('<div id="root"></div>');
    }
  });

  it('keeps JSON 404s for unknown API paths', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/home' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ statusCode: 404 });
  });

  it('caches hashed assets forever and compresses them with brotli or gzip', async () => {
    const br = await app.inject({
      method: 'GET',
      url: '/assets/index-abc123.js',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(br.statusCode).toBe(200);
    expect(br.headers['cache-control']).toBe(IMMUTABLE);
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(bigScript);
    const gz = await app.inject({
      method: 'GET',
      url: '/assets/index-abc123.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(bigScript);
    expect(gz.cookies).toHaveLength(0);
  });

  it('sends the build’s precompressed copy of a file as it is, with the type and caching of the file', async () => {
    const onDisk = brotliCompressSync(bigScript, {
      params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11 },
    });
    const br = await app.inject({
      method: 'GET',
      url: '/assets/page-def456.js',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers['cache-control']).toBe(IMMUTABLE);
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(Buffer.compare(br.rawPayload, onDisk)).toBe(0);
    const gz = await app.inject({
      method: 'GET',
      url: '/assets/page-def456.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(bigScript);
    const plain = await app.inject({ method: 'GET', url: '/assets/page-def456.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(bigScript);
    // The compressed copies are not pages of their own.
    expect((await app.inject({ method: 'GET', url: '/assets/page-def456.js.br' })).statusCode).toBe(
      404,
    );
  });

  it('serves other static files with revalidation, and a missing asset as 404', async () => {
    const icon = await app.inject({ method: 'GET', url: '/favicon.svg' });
    expect(icon.statusCode).toBe(200);
    expect(icon.headers['cache-control']).toBe('public, max-age=0, must-revalidate');
    expect((await app.inject({ method: 'GET', url: '/assets/missing-123.js' })).statusCode).toBe(
      404,
    );
  });

  it('answers a build file that is not there with a JSON 404 that says to reload, not with a page', async () => {
    const res = await app.inject({ method: 'GET', url: '/assets/c-old0hash.js' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.json<{ message: string }>().message).toBe(
      'There is no file /assets/c-old0hash.js in this version of the app. Reload the page to get the current one.',
    );
    expect(res.headers['x-request-id']).toBeTruthy();
  });

  it('refuses a path with an empty part or an overlong name in words, not a bare “Forbidden”', async () => {
    for (const url of ['/assets//index-abc123.js', `/assets/${'a'.repeat(3000)}.js`]) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(403);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expect(res.json<{ message: string }>().message).toBe(
        'This path names no file of the app: a file’s path has no empty, “.” or “..” parts, and no part longer than 255 characters.',
      );
    }
    // A path that climbs out of the build folder is a page path like any other: the 404 page.
    const climb = await app.inject({ method: 'GET', url: '/assets/%2e%2e/%2e%2e/etc/passwd' });
    expect(climb.statusCode).toBe(404);
    expect(climb.body).not.toContain('root:');
  });

  it('sends a build file with the headers a subresource obeys, and a page with the page policy', async () => {
    const script = await app.inject({ method: 'GET', url: '/assets/page-def456.js' });
    expect(script.headers['x-content-type-options']).toBe('nosniff');
    expect(script.headers['cross-origin-resource-policy']).toBe('same-origin');
    for (const pageOnly of [
      'content-security-policy',
      'x-frame-options',
      'referrer-policy',
      'cross-origin-opener-policy',
      'x-request-id',
    ])
      expect(script.headers[pageOnly]).toBeUndefined();
    const page = await app.inject({ method: 'GET', url: '/home' });
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    expect(page.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(page.headers['x-request-id']).toBeTruthy();
    // The worker runs under the policy its own script is sent with: it keeps the page's.
    const worker = await app.inject({ method: 'GET', url: '/sw.js' });
    expect(worker.headers['content-security-policy']).toContain("script-src 'self'");
  });

  it('serves the service worker and the web app manifest fresh on every deploy, with their types', async () => {
    const worker = await app.inject({ method: 'GET', url: '/sw.js' });
    expect(worker.statusCode).toBe(200);
    expect(worker.headers['content-type']).toMatch(/javascript/);
    expect(worker.headers['cache-control']).toBe('public, max-age=0, must-revalidate');
    const manifest = await app.inject({ method: 'GET', url: '/manifest.webmanifest' });
    expect(manifest.statusCode).toBe(200);
    expect(manifest.headers['content-type']).toMatch(/^application\/manifest\+json/);
    expect(manifest.headers['cache-control']).toBe('public, max-age=0, must-revalidate');
  });

  it('compresses API answers too', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/api/get_all_cities',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(res.rawPayload).toString()).data.length).toBeGreaterThan(1000);
  });
});

describe('without a built web app', () => {
  it('answers app paths with a page that says so, and other paths with 404', async () => {
    const home = await apiOnly.inject({ method: 'GET', url: '/' });
    expect(home.statusCode).toBe(200);
    expect(home.body).toContain('has not been built');
    expect((await apiOnly.inject({ method: 'GET', url: '/nowhere' })).statusCode).toBe(404);
  });
});

describe('injectCsrfMeta', () => {
  it('places the tag first in <head> and escapes the token', () => {
    expect(injectCsrfMeta('<html><head lang="x"><title>t</title></head></html>', 'a"b')).toContain(
      '<head lang="x">\n    <meta name="csrf-token" content="a&#34;b"><title>',
    );
  });
});
