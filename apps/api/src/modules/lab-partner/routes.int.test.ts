import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { LAB_PARTNER_DEMO_PATH } from '@medibridge/contract';
import type { FastifyInstance } from 'fastify';
import { buildTestApp } from '../../test/buildTestApp';
import { DEMO_LAB_TESTS, percentOff } from './demoPage';

let dist: string;
let app: FastifyInstance;
let partnerApp: FastifyInstance;

beforeAll(async () => {
  dist = mkdtempSync(path.join(tmpdir(), 'medibridge-lab-'));
  writeFileSync(
    path.join(dist, 'index.html'),
    '<!doctype html><html><head><title>MediBridge</title></head><body><div id="root"></div></body></html>',
  );
  // 23:30 UTC is already the next day in India.
  app = await buildTestApp(
    { WEB_DIST_DIR: dist },
    { clock: () => new Date('2026-03-09T23:30:00Z') },
  );
  partnerApp = await buildTestApp({
    WEB_DIST_DIR: dist,
    LAB_PARTNER_URL: 'https://book.lab-partner.example/medibridge?src=mb&lang=en',
    CSP_FRAME_SRC: 'https://maps.example.com',
  });
});
afterAll(async () => {
  await app.close();
  await partnerApp.close();
  rmSync(dist, { recursive: true, force: true });
});

function directives(header: unknown): Map<string, string> {
  return new Map(
    String(header)
      .split(';')
      .map((d) => d.trim())
      .filter(Boolean)
      .map((d) => {
        const [name, ...values] = d.split(/\s+/);
        return [name as string, values.join(' ')];
      }),
  );
}

function inputValue(html: string, name: string): string | undefined {
  return new RegExp(`<input name="${name}"[^>]*? value="([^"]*)"`).exec(html)?.[1];
}

const sha = (text: string): string =>
  `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

describe('the demo lab partner page', () => {
  it('is served at its own path, labelled as a demo, even with the web app built (no SPA fallback)', async () => {
    const res = await app.inject({ method: 'GET', url: LAB_PARTNER_DEMO_PATH });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.body).not.toContain('<div id="root">');
    expect(res.body).toContain('<title>Demo lab partner — not a real booking</title>');
    expect(res.body).toContain('>Demo lab partner — not a real booking<');
    expect(res.body).toContain('Book (demo)');
    expect(res.body).toContain('no data leaves this page');
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('has its own strict CSP: only its own style and script run, nothing is submitted, only we frame it', async () => {
    const res = await app.inject({ method: 'GET', url: LAB_PARTNER_DEMO_PATH });
    const csp = directives(res.headers['content-security-policy']);
    expect(csp.get('default-src')).toBe("'none'");
    expect(csp.get('form-action')).toBe("'none'");
    expect(csp.get('frame-ancestors')).toBe("'self'");
    expect(csp.get('base-uri')).toBe("'none'");
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
    const scripts = [...res.body.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) => m[1] ?? '');
    const styles = [...res.body.matchAll(/<style>([\s\S]*?)<\/style>/g)].map((m) => m[1] ?? '');
    expect(scripts).toHaveLength(1);
    expect(styles).toHaveLength(1);
    expect(csp.get('script-src')).toBe(sha(scripts[0] as string));
    expect(csp.get('style-src')).toBe(sha(styles[0] as string));
  });

  it('prefills name and mobile from the query string', async () => {
    const res = await app.inject({
      method: 'GET',
      url: `${LAB_PARTNER_DEMO_PATH}?name=Asha%20Rao&mobile=9876543210`,
    });
    expect(inputValue(res.body, 'name')).toBe('Asha Rao');
    expect(inputValue(res.body, 'mobile')).toBe('9876543210');
  });

  it('prefills nothing without a query string', async () => {
    const res = await app.inject({ method: 'GET', url: LAB_PARTNER_DEMO_PATH });
    expect(inputValue(res.body, 'name')).toBe('');
    expect(inputValue(res.body, 'mobile')).toBe('');
  });

  it('escapes a hostile name: no markup, no attribute break-out, no extra script', async () => {
    const hostile = `"><script>alert(1)</script><img src=x onerror=alert(2)>' autofocus x='`;
    const res = await app.inject({
      method: 'GET',
      url: `${LAB_PARTNER_DEMO_PATH}?name=${encodeURIComponent(hostile)}&mobile=${encodeURIComponent('"><b>')}`,
    });
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain('<script>alert');
    expect(res.body).not.toContain('<img src=x');
    expect(res.body).not.toContain("' autofocus");
    expect(res.body.match(/<script>/g)).toHaveLength(1);
    expect(inputValue(res.body, 'name')).toBe(
      '&#34;&#62;&#60;script&#62;alert(1)&#60;/script&#62;&#60;img src=x onerror=alert(2)&#62;&#39; autofocus x=&#39;',
    );
    expect(inputValue(res.body, 'mobile')).toBe('');
  });

  it.each([
    ['+91 98765 43210', '9876543210'],
    ['09876543210', '9876543210'],
    ['12345', ''],
    ['1234567890', ''],
    ['98765432101234', ''],
  ])('keeps a mobile only when it is an Indian mobile: %p → %p', async (mobile, kept) => {
    const res = await app.inject({
      method: 'GET',
      url: `${LAB_PARTNER_DEMO_PATH}?mobile=${encodeURIComponent(mobile)}`,
    });
    expect(inputValue(res.body, 'mobile')).toBe(kept);
  });

  it('takes the first of repeated parameters, drops control characters and cuts long names', async () => {
    const repeated = await app.inject({
      method: 'GET',
      url: `${LAB_PARTNER_DEMO_PATH}?name=Asha&name=Ravi&name=%00`,
    });
    expect(inputValue(repeated.body, 'name')).toBe('Asha');
    const control = await app.inject({
      method: 'GET',
      url: `${LAB_PARTNER_DEMO_PATH}?name=${encodeURIComponent('Asha\u0000\n\tRao ')}`,
    });
    expect(inputValue(control.body, 'name')).toBe('Asha Rao');
    const long = await app.inject({
      method: 'GET',
      url: `${LAB_PARTNER_DEMO_PATH}?name=${'अ'.repeat(200)}`,
    });
    expect(inputValue(long.body, 'name')).toBe('अ'.repeat(80));
  });

  it('lists the tests in rupees, no claim beyond the home page’s “up to 70% off”', async () => {
    const res = await app.inject({ method: 'GET', url: LAB_PARTNER_DEMO_PATH });
    for (const name of [
      'Complete Blood Count (CBC)',
      'Lipid Profile',
      'Thyroid Profile',
      'HbA1c',
      'Vitamin D',
      'Full Body Check',
    ])
      expect(res.body).toContain(name);
    expect(res.body).toContain('₹1,497');
    expect(res.body).toContain('₹4,990');
    const claims = [...res.body.matchAll(/(\d+)% off</g)].map((m) => Number(m[1]));
    expect(claims).toHaveLength(DEMO_LAB_TESTS.length);
    expect(Math.max(...claims)).toBe(70);
    for (const test of DEMO_LAB_TESTS) {
      expect(test.price).toBeLessThan(test.mrp);
      expect(test.price).toBeGreaterThanOrEqual(test.mrp * 0.3);
      expect(percentOff(test)).toBeLessThanOrEqual(70);
    }
  });

  it('offers collection from today in India (by the app clock)', async () => {
    const res = await app.inject({ method: 'GET', url: LAB_PARTNER_DEMO_PATH });
    expect(res.body).toContain('type="date" min="2026-03-10" value="2026-03-10"');
  });
});

describe('the prefill stays out of the logs', () => {
  it('logs no request line for the demo page, whose URL holds a name and mobile', async () => {
    const lines: string[] = [];
    const logged = await buildTestApp(
      { LOG_LEVEL: 'info' },
      { logStream: { write: (line: string) => lines.push(line) } },
    );
    try {
      await logged.inject({ method: 'GET', url: '/api/get-states?probe=lab-log-check' });
      await logged.inject({
        method: 'GET',
        url: `${LAB_PARTNER_DEMO_PATH}?name=Asha%20Rao&mobile=9876543210`,
      });
    } finally {
      await logged.close();
    }
    // The logger does write request lines for other routes (so the check below can fail).
    expect(lines.join('')).toContain('probe=lab-log-check');
    expect(lines.join('')).not.toContain('9876543210');
    expect(lines.join('')).not.toContain('Asha');
  });
});

describe('LAB_PARTNER_URL reaches the web app and its CSP', () => {
  it('defaults to the demo page: a meta tag in every app page, framed under frame-src self', async () => {
    const res = await app.inject({ method: 'GET', url: '/lab-tests' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain(`<meta name="lab-partner-url" content="${LAB_PARTNER_DEMO_PATH}">`);
    expect(res.body).toMatch(/<meta name="csrf-token" content="[A-Za-z0-9_-]{43}">/);
    expect(directives(res.headers['content-security-policy']).get('frame-src')).toBe("'self'");
  });

  it('an external partner: its URL (escaped) in the meta tag, its origin allowed as a frame', async () => {
    const res = await partnerApp.inject({ method: 'GET', url: '/lab-tests' });
    expect(res.body).toContain(
      '<meta name="lab-partner-url" content="https://book.lab-partner.example/medibridge?src=mb&#38;lang=en">',
    );
    expect(directives(res.headers['content-security-policy']).get('frame-src')).toBe(
      "'self' https://book.lab-partner.example https://maps.example.com",
    );
    const page = await partnerApp.inject({ method: 'GET', url: '/home' });
    expect(directives(page.headers['content-security-policy']).get('frame-src')).toContain(
      'https://book.lab-partner.example',
    );
    // API answers frame nothing, whatever the partner.
    const api = await partnerApp.inject({ method: 'GET', url: '/api/get-states' });
    expect(directives(api.headers['content-security-policy']).get('default-src')).toBe("'none'");
  });

  it('the demo page keeps its own policy whatever the partner', async () => {
    const res = await partnerApp.inject({ method: 'GET', url: LAB_PARTNER_DEMO_PATH });
    expect(directives(res.headers['content-security-policy']).get('frame-ancestors')).toBe(
      "'self'",
    );
    expect(directives(res.headers['content-security-policy']).get('default-src')).toBe("'none'");
  });
});
