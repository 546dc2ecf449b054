import { cacheName, shellForCache, strategyFor } from './swLogic';

const origin = 'https://medibridge.example';
const precached = new Set(['/assets/index-abc.js', '/icons/icon-192.png', '/manifest.webmanifest']);
const get = (path: string, mode = 'cors', method = 'GET') => ({
  url: `${origin}${path}`,
  method,
  mode,
});

describe('the service worker strategy', () => {
  it("never touches API answers (a patient's data), metrics, uploaded files or the partner demo", () => {
    for (const path of [
      '/api/get-patient-detail-by-id/7',
      '/api/user-data-with-token',
      '/api',
      '/metrics',
      '/files/profile/7.png',
      '/partner-demo/lab-tests',
    ]) {
      expect(strategyFor(get(path), origin, precached)).toBe('network');
      expect(strategyFor(get(path, 'navigate'), origin, precached)).toBe('network');
    }
  });

  it('sends anything but GET, and other origins, to the network', () => {
    expect(strategyFor(get('/assets/index-abc.js', 'cors', 'POST'), origin, precached)).toBe(
      'network',
    );
    expect(
      strategyFor(
        { url: 'https://cdn.other.example/assets/x.js', method: 'GET', mode: 'cors' },
        origin,
        precached,
      ),
    ).toBe('network');
  });

  it('serves page navigations network-first (with the saved shell offline) and hashed files from the cache', () => {
    expect(strategyFor(get('/home', 'navigate'), origin, precached)).toBe('navigate');
    expect(
      strategyFor(get('/package-details/knee-replacement', 'navigate'), origin, precached),
    ).toBe('navigate');
    expect(strategyFor(get('/assets/index-abc.js'), origin, precached)).toBe('cache-first');
    expect(strategyFor(get('/assets/a-chunk-not-listed.js'), origin, precached)).toBe(
      'cache-first',
    );
    expect(strategyFor(get('/icons/icon-192.png'), origin, precached)).toBe('cache-first');
    expect(strategyFor(get('/robots.txt'), origin, precached)).toBe('network');
  });

  it("keeps the shell without this visit's anti-forgery token, so an offline-opened page reads the cookie's", () => {
    const html =
      '<head><meta charset="UTF-8" /><meta name="csrf-token" content="abc123" />\n<meta name="sms-demo" content="outbox" /></head>';
    expect(shellForCache(html)).toBe(
      '<head><meta charset="UTF-8" /><meta name="sms-demo" content="outbox" /></head>',
    );
  });

  it('names one cache per deploy', () => {
    expect(cacheName('f6a471dd')).toBe('medibridge-f6a471dd');
  });
});
