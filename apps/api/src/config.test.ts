import { readFileSync } from 'node:fs';
import path from 'node:path';
import { CONFIG_DOCS, ConfigError, configSchema, loadConfig, servingProblems } from './config';

function problems(env: Record<string, string>): string[] {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  throw new Error('expected a ConfigError');
}

describe('loadConfig', () => {
  it('has working defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      env: 'production',
      port: 3000,
      host: '0.0.0.0',
      publicUrl: 'http://localhost:3000',
      secureCookies: false,
      databaseUrl: null,
      redisUrl: null,
      rateLimit: { max: 300, windowMs: 60_000 },
      trustProxy: false,
    });
    expect(config.dataDir).toBe(path.resolve(__dirname, '../../../.data'));
    expect(config.webDistDir).toBe(path.resolve(__dirname, '../../web/dist'));
  });

  it('resolves relative paths against the directory the command ran in (INIT_CWD under pnpm)', () => {
    const config = loadConfig({ DATA_DIR: './mydata', INIT_CWD: '/srv/medibridge' });
    expect(config.dataDir).toBe('/srv/medibridge/mydata');
  });

  it('turns on secure cookies behind https and parses TRUST_PROXY forms', () => {
    expect(loadConfig({ PUBLIC_URL: 'https://medibridge.example.in/' })).toMatchObject({
      publicUrl: 'https://medibridge.example.in',
      secureCookies: true,
    });
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1' }).trustProxy).toEqual([
      '10.0.0.0/8',
      '127.0.0.1',
    ]);
  });

  it('treats empty values as unset', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: '  ' })).toMatchObject({
      port: 3000,
      databaseUrl: null,
    });
  });

  it.each([
    [{ PORT: 'abc' }, /^PORT must be a whole number between 0 and 65535 \(got "abc"\)$/],
    [{ PORT: '70000' }, /^PORT must be at most 65535/],
    [{ NODE_ENV: 'staging' }, /^NODE_ENV must be development, production or test/],
    [{ DATABASE_URL: 'mysql://x' }, /^DATABASE_URL must be a URL like postgres:\/\//],
    [{ REDIS_URL: 'localhost:6379' }, /^REDIS_URL must be a URL like redis:\/\//],
    [{ LOG_LEVEL: 'loud' }, /^LOG_LEVEL must be one of fatal, error/],
    [{ RATE_LIMIT_MAX: '-1' }, /^RATE_LIMIT_MAX must be a whole number/],
    [{ PUBLIC_URL: 'medibridge.in' }, /^PUBLIC_URL must be a URL like https:\/\//],
    [
      { CSP_FRAME_SRC: 'javascript:alert(1)' },
      /^CSP_FRAME_SRC must be a comma-separated list of origins/,
    ],
    [{ SEED_ON_START: 'maybe' }, /^SEED_ON_START must be true or false/],
  ])('names the bad variable: %p', (env, message) => {
    const found = problems(env);
    expect(found).toHaveLength(1);
    expect(found[0]).toMatch(message);
  });

  it('never echoes connection strings, which may hold passwords', () => {
    const [problem] = problems({ DATABASE_URL: 'mysql://admin:hunter2@db' });
    expect(problem).not.toContain('hunter2');
  });

  it('LAB_PARTNER_URL: the demo page by default, an https URL (normalised) or a path on this server', () => {
    expect(loadConfig({}).labPartnerUrl).toBe('/partner-demo/lab-tests');
    expect(
      loadConfig({ LAB_PARTNER_URL: ' HTTPS://Lab.Partner.example/book?src=mb ' }).labPartnerUrl,
    ).toBe('https://lab.partner.example/book?src=mb');
    expect(loadConfig({ LAB_PARTNER_URL: 'http://127.0.0.1:4010/lab' }).labPartnerUrl).toBe(
      'http://127.0.0.1:4010/lab',
    );
    expect(loadConfig({ LAB_PARTNER_URL: '/partner/lab?src=mb' }).labPartnerUrl).toBe(
      '/partner/lab?src=mb',
    );
  });

  it.each([
    'javascript:alert(1)',
    'http://lab.partner.example/book',
    'https://user:secret@lab.partner.example/',
    'https://lab.partner.example/#x',
    '//lab.partner.example/book',
    '/\\lab.partner.example',
    '/lab tests',
    'lab.partner.example',
    'data:text/html,hi',
  ])('refuses LAB_PARTNER_URL %p with a message naming it', (value) => {
    const found = problems({ LAB_PARTNER_URL: value });
    expect(found).toHaveLength(1);
    expect(found[0]).toMatch(
      /^LAB_PARTNER_URL must be an https URL like https:\/\/lab\.partner\.example\/book or a path like \/partner-demo\/lab-tests/,
    );
  });

  it('lists every bad variable at once', () => {
    expect(
      problems({ PORT: 'x', LOG_LEVEL: 'x', RATE_LIMIT_WINDOW_MS: '5' }).map(
        (p) => p.split(' ')[0],
      ),
    ).toEqual(['PORT', 'LOG_LEVEL', 'RATE_LIMIT_WINDOW_MS']);
  });
});

describe('servingProblems: the SMS outbox on a reachable production server', () => {
  const MSG91 = {
    SMS_PROVIDER: 'msg91',
    SMS_AUTH_KEY: 'auth-key-123456',
    SMS_SENDER_ID: 'MEDIBR',
    SMS_OTP_TEMPLATE_ID: 'otp',
    SMS_RESET_TEMPLATE_ID: 'reset',
  };

  it('refuses the default (production, all interfaces, outbox) and names the settings', () => {
    const [problem, ...rest] = servingProblems(loadConfig({}));
    expect(rest).toEqual([]);
    expect(problem).toMatch(/^SMS_PROVIDER is outbox .* listening on 0\.0\.0\.0/);
    expect(problem).toContain('DEMO_MODE=true');
    expect(problem).toContain('SMS_PROVIDER=msg91');
    expect(servingProblems(loadConfig({ HOST: '::' }))).toHaveLength(1);
  });

  it('serves an explicit demo, a loopback-only server, development and tests, and a real gateway', () => {
    expect(servingProblems(loadConfig({ DEMO_MODE: 'true' }))).toEqual([]);
    for (const HOST of ['127.0.0.1', 'localhost', '::1', '[::1]', '127.0.0.2'])
      expect(servingProblems(loadConfig({ HOST }))).toEqual([]);
    expect(servingProblems(loadConfig({ NODE_ENV: 'development' }))).toEqual([]);
    expect(servingProblems(loadConfig({ NODE_ENV: 'test' }))).toEqual([]);
    expect(servingProblems(loadConfig(MSG91))).toEqual([]);
  });
});

describe('CLOCK_START: a moved clock for demos and browser journeys', () => {
  it('reads an instant with its offset, and the system clock when unset', () => {
    expect(loadConfig({}).clockStart).toBeNull();
    expect(loadConfig({ CLOCK_START: '2026-11-28T10:00:00+05:30' }).clockStart?.toISOString()).toBe(
      '2026-11-28T04:30:00.000Z',
    );
  });

  it('refuses a date without a time or offset, with an example', () => {
    for (const CLOCK_START of ['2026-11-28', 'Saturday', '2026-11-28T10:00:00'])
      expect(problems({ CLOCK_START })).toEqual([
        expect.stringMatching(
          /^CLOCK_START must be an ISO 8601 instant with its offset, like 2026-/,
        ),
      ]);
  });

  it('refuses to move the clock next to a real SMS gateway or PhonePe', () => {
    const [problem] = problems({
      CLOCK_START: '2026-11-28T10:00:00+05:30',
      SMS_PROVIDER: 'msg91',
      SMS_AUTH_KEY: 'auth-key-123456',
      SMS_SENDER_ID: 'MEDIBR',
      SMS_OTP_TEMPLATE_ID: 'otp',
      SMS_RESET_TEMPLATE_ID: 'reset',
    });
    expect(problem).toMatch(
      /^CLOCK_START .* cannot run with SMS_PROVIDER=msg91 .*unset CLOCK_START$/,
    );
  });
});

describe('payments on the embedded database', () => {
  const PHONEPE = {
    PAYMENT_PROVIDER: 'phonepe',
    PHONEPE_CLIENT_ID: 'MEDIBRIDGEUAT_2511',
    PHONEPE_CLIENT_SECRET: 'client-secret-123456',
    PHONEPE_CALLBACK_USERNAME: 'medibridge_hook',
    PHONEPE_CALLBACK_PASSWORD: 'hook-password-42',
  };
  const LIVE = {
    ...PHONEPE,
    PHONEPE_ENV: 'production',
    DATABASE_URL: 'postgres://app@db.internal:5432/medibridge',
    PUBLIC_URL: 'https://medibridge.example.in',
  };

  it('takes the sandbox by default and PhonePe test credentials on PGlite', () => {
    expect(loadConfig({}).payments).toEqual({ provider: 'sandbox' });
    expect(loadConfig(PHONEPE).payments).toEqual({
      provider: 'phonepe',
      environment: 'uat',
      clientId: 'MEDIBRIDGEUAT_2511',
      clientSecret: 'client-secret-123456',
      clientVersion: 1,
      callbackUsername: 'medibridge_hook',
      callbackPassword: 'hook-password-42',
      webhookHmacKey: null,
      webhookHmacHeader: null,
      authUrl: 'https://api-preprod.phonepe.com/apis/pg-sandbox',
      pgUrl: 'https://api-preprod.phonepe.com/apis/pg-sandbox',
      timeoutMs: 10_000,
    });
  });

  it('refuses live PhonePe credentials without DATABASE_URL, with a message that says why', () => {
    const { DATABASE_URL: _unset, ...withoutDatabase } = LIVE;
    expect(problems(withoutDatabase)).toEqual([
      expect.stringMatching(
        /^PHONEPE_ENV=production \(live payments\) needs PostgreSQL: set DATABASE_URL/,
      ),
    ]);
    const live = loadConfig(LIVE);
    expect(live.payments).toMatchObject({
      provider: 'phonepe',
      environment: 'production',
      authUrl: 'https://api.phonepe.com/apis/identity-manager',
      pgUrl: 'https://api.phonepe.com/apis/pg',
    });
  });

  it('refuses live PhonePe without an https PUBLIC_URL to send patients back to', () => {
    const { PUBLIC_URL: _unset, ...withoutPublicUrl } = LIVE;
    for (const env of [withoutPublicUrl, { ...LIVE, PUBLIC_URL: 'http://medibridge.example.in' }])
      expect(problems(env)).toEqual([
        expect.stringMatching(/^PHONEPE_ENV=production \(live payments\) needs PUBLIC_URL set/),
      ]);
  });

  it('asks for the PhonePe credentials it needs and never echoes the secrets', () => {
    expect(problems({ PAYMENT_PROVIDER: 'phonepe' })).toEqual([
      'PHONEPE_CLIENT_ID is required when PAYMENT_PROVIDER is phonepe',
      'PHONEPE_CLIENT_SECRET is required when PAYMENT_PROVIDER is phonepe',
      'PHONEPE_CALLBACK_USERNAME is required when PAYMENT_PROVIDER is phonepe (or set PHONEPE_WEBHOOK_HMAC_KEY for an HMAC webhook)',
      'PHONEPE_CALLBACK_PASSWORD is required when PAYMENT_PROVIDER is phonepe (or set PHONEPE_WEBHOOK_HMAC_KEY for an HMAC webhook)',
    ]);
    const short = problems({
      ...PHONEPE,
      PHONEPE_CLIENT_SECRET: 'short',
      PHONEPE_CALLBACK_PASSWORD: 'pw1',
    });
    expect(short).toEqual([
      'PHONEPE_CLIENT_SECRET must be the client secret PhonePe issued (at least 8 characters)',
      'PHONEPE_CALLBACK_PASSWORD must be the webhook password set on the PhonePe dashboard, which takes 8 to 20 characters with both letters and digits',
    ]);
    expect(short.join(' ')).not.toContain('short"');
    expect(short.join(' ')).not.toContain('pw1');
  });

  it('holds the webhook username and password to the PhonePe dashboard’s rules, with words that say them', () => {
    const found = problems({
      ...PHONEPE,
      PHONEPE_CALLBACK_USERNAME: 'hook',
      PHONEPE_CALLBACK_PASSWORD: 'onlyletterspassword',
    });
    expect(found).toEqual([
      'PHONEPE_CALLBACK_USERNAME must be the webhook username set on the PhonePe dashboard, which takes 5 to 20 letters, digits or underscores (got "hook")',
      'PHONEPE_CALLBACK_PASSWORD must be the webhook password set on the PhonePe dashboard, which takes 8 to 20 characters with both letters and digits',
    ]);
    expect(found.join(' ')).not.toContain('onlyletterspassword');
    expect(
      problems({
        ...PHONEPE,
        PHONEPE_CALLBACK_USERNAME: 'medibridge-hook',
        PHONEPE_CALLBACK_PASSWORD: 'a-password-longer-than-20-1',
      }),
    ).toEqual([
      expect.stringMatching(
        /^PHONEPE_CALLBACK_USERNAME .* 5 to 20 letters, digits or underscores \(got "medibridge-hook"\)$/,
      ),
      expect.stringMatching(/^PHONEPE_CALLBACK_PASSWORD .* 8 to 20 characters/),
    ]);
    // 5 and 20, 8 and 20 are allowed.
    for (const [username, password] of [
      ['hook1', 'abcdefg1'],
      ['a'.repeat(20), `${'a'.repeat(19)}1`],
    ])
      expect(
        loadConfig({
          ...PHONEPE,
          PHONEPE_CALLBACK_USERNAME: username,
          PHONEPE_CALLBACK_PASSWORD: password,
        }).payments,
      ).toMatchObject({ callbackUsername: username, callbackPassword: password });
  });

  it('takes an HMAC webhook key instead of (or beside) the username and password', () => {
    const { PHONEPE_CALLBACK_USERNAME: _u, PHONEPE_CALLBACK_PASSWORD: _p, ...noBasic } = PHONEPE;
    const key = 'dashboard-hmac-secret-key-7f3a91';
    expect(loadConfig({ ...noBasic, PHONEPE_WEBHOOK_HMAC_KEY: key }).payments).toMatchObject({
      callbackUsername: null,
      callbackPassword: null,
      webhookHmacKey: key,
      webhookHmacHeader: null,
    });
    expect(problems(noBasic)).toEqual([
      'PHONEPE_CALLBACK_USERNAME is required when PAYMENT_PROVIDER is phonepe (or set PHONEPE_WEBHOOK_HMAC_KEY for an HMAC webhook)',
      'PHONEPE_CALLBACK_PASSWORD is required when PAYMENT_PROVIDER is phonepe (or set PHONEPE_WEBHOOK_HMAC_KEY for an HMAC webhook)',
    ]);
    // Half a Basic webhook is a mistake even with HMAC set.
    expect(
      problems({
        ...noBasic,
        PHONEPE_WEBHOOK_HMAC_KEY: key,
        PHONEPE_CALLBACK_USERNAME: 'medibridge_hook',
      }),
    ).toEqual(['PHONEPE_CALLBACK_PASSWORD is required when PAYMENT_PROVIDER is phonepe']);
    const short = problems({ ...noBasic, PHONEPE_WEBHOOK_HMAC_KEY: 'short-key' });
    expect(short).toEqual([
      expect.stringMatching(
        /^PHONEPE_WEBHOOK_HMAC_KEY must be the secret key .* \(at least 16 characters\)$/,
      ),
    ]);
    expect(short.join(' ')).not.toContain('short-key');
  });

  it('says what replaced the old v1 variables (merchant id, salt key) when they are all that is set', () => {
    const found = problems({
      PAYMENT_PROVIDER: 'phonepe',
      PHONEPE_MERCHANT_ID: 'MEDIBRIDGEUAT',
      PHONEPE_SALT_KEY: 'salt-key-123456',
      PHONEPE_CALLBACK_USERNAME: 'medibridge_hook',
      PHONEPE_CALLBACK_PASSWORD: 'hook-password-42',
    });
    expect(found).toEqual([
      'PHONEPE_CLIENT_ID is required when PAYMENT_PROVIDER is phonepe',
      'PHONEPE_CLIENT_SECRET is required when PAYMENT_PROVIDER is phonepe',
      expect.stringMatching(
        /^PHONEPE_MERCHANT_ID, PHONEPE_SALT_KEY belong to PhonePe's old v1 API, .* set PHONEPE_CLIENT_ID, PHONEPE_CLIENT_SECRET and PHONEPE_CLIENT_VERSION/,
      ),
    ]);
    expect(found.join(' ')).not.toContain('salt-key-123456');
  });

  it('reads the client version, the timeout and loopback test doubles for the PhonePe hosts', () => {
    expect(
      loadConfig({
        ...PHONEPE,
        PHONEPE_CLIENT_VERSION: '3',
        PHONEPE_TIMEOUT_MS: '2500',
        PHONEPE_AUTH_URL: 'http://127.0.0.1:4020/',
        PHONEPE_PG_URL: 'http://localhost:4020/pg/',
      }).payments,
    ).toMatchObject({
      clientVersion: 3,
      timeoutMs: 2500,
      authUrl: 'http://127.0.0.1:4020',
      pgUrl: 'http://localhost:4020/pg',
    });
    expect(problems({ ...PHONEPE, PHONEPE_CLIENT_VERSION: '0' })).toEqual([
      expect.stringMatching(/^PHONEPE_CLIENT_VERSION must be at least 1/),
    ]);
  });

  it.each([
    [
      { PHONEPE_AUTH_URL: 'http://auth.phonepe.example' },
      'PHONEPE_AUTH_URL must be https (http is allowed only for 127.0.0.1 test doubles)',
    ],
    [
      { PHONEPE_PG_URL: 'http://10.0.0.5/pg' },
      'PHONEPE_PG_URL must be https (http is allowed only for 127.0.0.1 test doubles)',
    ],
    [
      { PHONEPE_PG_URL: 'ftp://api.phonepe.com/apis/pg' },
      expect.stringMatching(
        /^PHONEPE_PG_URL must be a URL like https:\/\/api\.phonepe\.com\/apis\/pg/,
      ),
    ],
    [{ PHONEPE_ENV: 'live' }, 'PHONEPE_ENV must be uat or production (got "live")'],
  ])('refuses %p with a message naming it', (env, message) => {
    expect(problems({ ...PHONEPE, ...env })).toEqual([message]);
  });
});

describe('TURN for the consultation calls', () => {
  const SECRET = 'coturn-static-auth-secret-0123456789';
  const RELAYS = 'turn:turn.example.in:3478?transport=udp,turns:turn.example.in:5349';

  it('takes coturn’s secret (time-limited credentials) or a fixed user, and STUN alone', () => {
    expect(loadConfig({ TURN_URLS: RELAYS, TURN_SECRET: SECRET }).video).toEqual({
      provider: 'builtin',
      ice: {
        stunUrls: [],
        turn: {
          urls: ['turn:turn.example.in:3478?transport=udp', 'turns:turn.example.in:5349'],
          auth: 'secret',
          secret: SECRET,
        },
        transportPolicy: 'all',
      },
    });
    expect(
      loadConfig({ TURN_URLS: RELAYS, TURN_USERNAME: 'medibridge', TURN_PASSWORD: 'relay-pass' })
        .video.ice.turn,
    ).toMatchObject({ auth: 'static', username: 'medibridge', password: 'relay-pass' });
    expect(loadConfig({ STUN_URLS: 'stun:stun.example.in:3478' }).video.ice).toEqual({
      stunUrls: ['stun:stun.example.in:3478'],
      turn: null,
      transportPolicy: 'all',
    });
    // Every call through the relay (ICE_TRANSPORT_POLICY=relay): what a network that blocks UDP leaves.
    expect(
      loadConfig({ TURN_URLS: RELAYS, TURN_SECRET: SECRET, ICE_TRANSPORT_POLICY: 'relay' }).video
        .ice.transportPolicy,
    ).toBe('relay');
  });

  it.each([
    [
      { TURN_URLS: RELAYS },
      'TURN_URLS needs TURN_SECRET (coturn’s static-auth-secret) or TURN_USERNAME and TURN_PASSWORD',
    ],
    [
      { TURN_URLS: RELAYS, TURN_USERNAME: 'medibridge' },
      'TURN_USERNAME and TURN_PASSWORD go together: TURN_PASSWORD is missing',
    ],
    [
      { TURN_URLS: RELAYS, TURN_PASSWORD: 'relay-pass' },
      'TURN_USERNAME and TURN_PASSWORD go together: TURN_USERNAME is missing',
    ],
    [
      { TURN_URLS: RELAYS, TURN_SECRET: SECRET, TURN_USERNAME: 'medibridge' },
      'TURN_SECRET and TURN_USERNAME/TURN_PASSWORD are two ways to sign in to TURN: set only one (TURN_SECRET for coturn’s use-auth-secret)',
    ],
    [
      { TURN_SECRET: SECRET },
      'TURN_SECRET is set but TURN_URLS is empty: list the TURN relays (turn:…, turns:…)',
    ],
    [
      { TURN_URLS: 'stun:stun.example.in:3478', TURN_SECRET: SECRET },
      'TURN_URLS must list only turn: or turns: URLs (stun: ones go in STUN_URLS)',
    ],
    [
      { TURN_URLS: RELAYS, TURN_SECRET: 'short' },
      'TURN_SECRET must be coturn’s static-auth-secret (at least 16 characters)',
    ],
    [
      { ICE_TRANSPORT_POLICY: 'relay' },
      'ICE_TRANSPORT_POLICY=relay needs TURN_URLS: with no relay to go through, no call could connect',
    ],
    [
      { ICE_TRANSPORT_POLICY: 'turn-only' },
      'ICE_TRANSPORT_POLICY must be all or relay (got "turn-only")',
    ],
  ])('refuses half-configured TURN %p with a sentence, at start', (env, message) => {
    expect(problems(env)).toEqual([message]);
  });

  it('never echoes the TURN secret or password', () => {
    const message = problems({ TURN_SECRET: 'short', TURN_PASSWORD: '' }).join('\n');
    expect(message).not.toContain('short');
  });
});

describe('configuration docs', () => {
  it('describe every variable in CONFIG_DOCS and in CONFIG.md', () => {
    const keys = Object.keys(configSchema.shape);
    expect(Object.keys(CONFIG_DOCS).sort()).toEqual([...keys].sort());
    const table = readFileSync(path.join(__dirname, '../CONFIG.md'), 'utf8');
    for (const key of keys) expect(table).toMatch(new RegExp(`^\\| \`${key}\` +\\| \\S`, 'm'));
  });
});
