import { brotliCompressSync, deflateSync, gzipSync } from 'node:zlib';
import { type EndpointDef, type EndpointName, serverRoute } from '@medibridge/contract';
import { ENDPOINTS } from '@medibridge/contract/schemas';
import { z } from 'zod';
import { createRng } from '../../lib/rng';

/**
 * Malformed requests for every call of the contract, generated from its endpoint table (issue: bad input tested
 * for every call). A case is a pure function of (seed, index): the same pair always gives the same request, so a
 * failure replays with FUZZ_SEED and FUZZ_CASE. Identity headers (session cookie and anti-forgery token, a staff
 * bearer token) are added by the runner, which holds the live tokens.
 */

/** Who sends a case: nobody, a logged-in patient (cookie + anti-forgery token), or staff (bearer token). */
export type FuzzIdentity = 'visitor' | 'patient' | 'staff';

export interface FuzzCase {
  index: number;
  endpoint: EndpointName;
  identity: FuzzIdentity;
  /** What was done to the request, for the failure report. */
  mutation: string;
  method: string;
  /** Path and query under the server's root, e.g. `/api/get-user-detail-by-id/..%2F`. */
  url: string;
  headers: Record<string, string>;
  body?: Buffer;
}

type Rand = () => number;
const pick = <T>(rand: Rand, items: readonly T[]): T =>
  items[Math.floor(rand() * items.length)] as T;

/**
 * The calls a fuzz run covers: every ready state-changing call and every ready GET that takes path parameters or
 * a query. New calls join by being in the table.
 */
export function fuzzEndpoints(): EndpointName[] {
  return (Object.keys(ENDPOINTS) as EndpointName[]).filter((name) => {
    const e = ENDPOINTS[name] as EndpointDef;
    if (!e.ready) return false;
    return e.method !== 'GET' || e.path.includes(':') || e.query !== undefined;
  });
}

/** The identity a call is meant for: staff calls as staff, user calls as the patient, public calls both ways. */
function identityFor(e: EndpointDef, rand: Rand): FuzzIdentity {
  if (e.auth === 'staff')
    return rand() < 0.85 ? 'staff' : pick(rand, ['visitor', 'patient'] as const);
  if (e.auth === 'user') return rand() < 0.85 ? 'patient' : 'visitor';
  return rand() < 0.5 ? 'visitor' : 'patient';
}

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

interface JsonSchemaNode {
  type?: string | string[];
  enum?: Json[];
  const?: Json;
  properties?: Record<string, JsonSchemaNode>;
  items?: JsonSchemaNode;
  anyOf?: JsonSchemaNode[];
  oneOf?: JsonSchemaNode[];
  minimum?: number;
  pattern?: string;
}

const schemaCache = new Map<z.ZodType, JsonSchemaNode>();
function jsonSchemaOf(schema: z.ZodType): JsonSchemaNode {
  let found = schemaCache.get(schema);
  if (!found) {
    try {
      found = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchemaNode;
    } catch {
      found = {};
    }
    schemaCache.set(schema, found);
  }
  return found;
}

/** A plausible value for a field, by its name first (mobiles, emails, PIN codes), then by its schema. */
function exampleFor(name: string, node: JsonSchemaNode, rand: Rand, depth = 0): Json {
  const lower = name.toLowerCase();
  if (/mobile/.test(lower)) return `9${String(Math.floor(rand() * 1e9)).padStart(9, '0')}`;
  if (/email/.test(lower)) return `fuzz${Math.floor(rand() * 1e6)}@example.in`;
  if (/pin_?code/.test(lower)) return '411001';
  if (/password/.test(lower)) return 'Fuzz-Pass-1234';
  if (node.const !== undefined) return node.const;
  if (node.enum?.length) return pick(rand, node.enum);
  const variants = node.anyOf ?? node.oneOf;
  if (variants?.length) return exampleFor(name, pick(rand, variants), rand, depth);
  const type = Array.isArray(node.type) ? node.type[0] : node.type;
  switch (type) {
    case 'string':
      return pick(rand, ['Asha', 'Pune', 'knee', '1', 'ENQ-20260101-ABC123']);
    case 'number':
    case 'integer':
      return Math.max(node.minimum ?? 1, 1);
    case 'boolean':
      return true;
    case 'array':
      return depth < 3 && node.items ? [exampleFor(name, node.items, rand, depth + 1)] : [];
    case 'object': {
      const out: Record<string, Json> = {};
      if (depth < 3)
        for (const [key, child] of Object.entries(node.properties ?? {}))
          out[key] = exampleFor(key, child, rand, depth + 1);
      return out;
    }
    default:
      return 'x';
  }
}

/** A body the schema would (mostly) accept, as the starting point of mutations. */
function baseBody(e: EndpointDef, rand: Rand): Record<string, Json> {
  if (!e.body) return {};
  const value = exampleFor('', jsonSchemaOf(e.body), rand);
  return value && typeof value === 'object' && !Array.isArray(value) ? value : {};
}

const HUGE = 'A'.repeat(100 * 1024);
const WEIRD_STRINGS: readonly string[] = [
  '\u202egnp.exe',
  'a\u0000b',
  '\u0000',
  '😀🏥💊',
  'परामर्श अपॉइंटमेंट',
  '\ud800',
  "' or 1=1 --",
  '<script>alert(1)</script>',
  '${7*7}{{7*7}}',
  ' ',
  '',
  '0'.repeat(500),
];

function nested(depth: number, kind: 'array' | 'object'): string {
  return kind === 'array'
    ? `${'['.repeat(depth)}${']'.repeat(depth)}`
    : `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;
}

let bombCache: Buffer | undefined;
/** 20 MB of JSON that gzips to about 20 kB: a decompression bomb. */
function gzipBomb(): Buffer {
  bombCache ??= gzipSync(Buffer.from(`{"name":"${'0'.repeat(20 * 1024 * 1024)}"}`), { level: 9 });
  return bombCache;
}

const JSON_TYPE = 'application/json';

interface BodyPlan {
  mutation: string;
  headers: Record<string, string>;
  body?: Buffer;
}

const json = (mutation: string, value: string, type = JSON_TYPE): BodyPlan => ({
  mutation,
  headers: { 'content-type': type },
  body: Buffer.from(value),
});

function multipart(boundary: string, parts: [string, string][], close = true): string {
  return `${parts
    .map(
      ([name, value]) =>
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
    )
    .join('')}${close ? `--${boundary}--\r\n` : ''}`;
}

/** Every way a body is sent wrong, each a function of the base body. */
const BODY_MUTATIONS: readonly ((base: Record<string, Json>, rand: Rand) => BodyPlan)[] = [
  (base) => json('valid-ish body', JSON.stringify(base)),
  (base, rand) => {
    const key = pick(rand, Object.keys(base).length ? Object.keys(base) : ['field']);
    const wrong = pick(rand, [
      123,
      'text',
      true,
      [],
      {},
      null,
      -1,
      1e308,
      [1, 2, 3],
      { nested: { x: 1 } },
    ] as Json[]);
    return json(`wrong type for ${key}`, JSON.stringify({ ...base, [key]: wrong }));
  },
  () => json('every field missing', '{}'),
  (base) =>
    json(
      'extra fields',
      JSON.stringify({ ...base, isAdmin: true, role: 'staff', userId: 1, id: 1 }),
    ),
  (base, rand) => {
    const key = pick(rand, Object.keys(base).length ? Object.keys(base) : ['field']);
    return json(`100 kB string in ${key}`, JSON.stringify({ ...base, [key]: HUGE }));
  },
  (base, rand) => {
    const key = pick(rand, Object.keys(base).length ? Object.keys(base) : ['field']);
    const depth = pick(rand, [40, 10_000, 100_000]);
    const kind = pick(rand, ['array', 'object'] as const);
    const inner = JSON.stringify({ ...base, [key]: '__NESTED__' }).replace(
      '"__NESTED__"',
      nested(depth, kind),
    );
    return json(`${key} nested ${depth} deep (${kind})`, inner);
  },
  (base, rand) =>
    pick(rand, [
      json('array for the object', JSON.stringify([base])),
      json('null body', 'null'),
      json('string body', '"text"'),
      json('number body', '42'),
    ]),
  (base, rand) => {
    const key = pick(rand, Object.keys(base).length ? Object.keys(base) : ['field']);
    const value = pick(rand, WEIRD_STRINGS);
    return json(`unicode/RTL/NUL in ${key}`, JSON.stringify({ ...base, [key]: value }));
  },
  (base, rand) =>
    pick(rand, [
      json('__proto__ key', `{"__proto__":{"isAdmin":true},${JSON.stringify(base).slice(1)}`),
      json('constructor.prototype key', `{"constructor":{"prototype":{"isAdmin":true}}}`),
      json(
        'nested __proto__',
        JSON.stringify({ ...base, profile: { ['__proto__']: { polluted: 1 } } }).replace(
          '"profile":{}',
          '"profile":{"__proto__":{"polluted":1}}',
        ),
      ),
    ]),
  (base, rand) => {
    const text = JSON.stringify(base);
    return pick(rand, [
      json('invalid JSON: open brace', '{'),
      json('invalid JSON: missing value', '{"a":}'),
      json('invalid JSON: truncated', text.slice(0, Math.max(1, Math.floor(text.length / 2)))),
      json('invalid JSON: trailing garbage', `${text}}}}`),
      json('invalid JSON: BOM', `\ufeff${text}`),
      json('invalid JSON: single quotes', "{'a':'b'}"),
      json('empty JSON body', ''),
    ]);
  },
  (base, rand) => {
    const text = JSON.stringify(base);
    return pick(rand, [
      json('JSON as text/plain', text, 'text/plain'),
      json('XML', '<?xml version="1.0"?><a>&xxe;</a>', 'application/xml'),
      json(
        'form-urlencoded garbage',
        'a=1&a=2&__proto__=x&b[c]=1&%zz=%',
        'application/x-www-form-urlencoded',
      ),
      { mutation: 'no content type', headers: {}, body: Buffer.from(text) },
      json('JSON declared utf-16', text, 'application/json; charset=utf-16'),
      json(
        'random bytes as JSON',
        String.fromCharCode(...Array.from({ length: 64 }, () => Math.floor(rand() * 256))),
      ),
      json('JSON with a strange media type', text, 'application/vnd.api+json'),
      json('content type with junk', text, 'application/json; boundary=x; charset="'),
    ]);
  },
  (base, rand) => {
    const fields = Object.entries(base).map(
      ([k, v]) => [k, typeof v === 'string' ? v : JSON.stringify(v)] as [string, string],
    );
    return pick(rand, [
      {
        mutation: 'multipart without boundary',
        headers: { 'content-type': 'multipart/form-data' },
        body: Buffer.from(multipart('X', fields)),
      },
      {
        mutation: 'multipart truncated',
        headers: { 'content-type': 'multipart/form-data; boundary=XYZ' },
        body: Buffer.from(multipart('XYZ', fields.length ? fields : [['name', 'Ravi']], false)),
      },
      {
        mutation: 'multipart with another boundary',
        headers: { 'content-type': 'multipart/form-data; boundary=XYZ' },
        body: Buffer.from(multipart('ABC', fields.length ? fields : [['name', 'Ravi']])),
      },
      {
        mutation: 'multipart boundary of 300 characters',
        headers: { 'content-type': `multipart/form-data; boundary=${'b'.repeat(300)}` },
        body: Buffer.from('--b\r\n'),
      },
      {
        mutation: 'multipart __proto__ field',
        headers: { 'content-type': 'multipart/form-data; boundary=XYZ' },
        body: Buffer.from(multipart('XYZ', [['__proto__', 'x'], ...fields])),
      },
      {
        mutation: 'multipart malformed part header',
        headers: { 'content-type': 'multipart/form-data; boundary=XYZ' },
        body: Buffer.from('--XYZ\r\nno header\r\n\r\nx\r\n--XYZ--\r\n'),
      },
      {
        mutation: 'multipart six files',
        headers: { 'content-type': 'multipart/form-data; boundary=XYZ' },
        body: Buffer.from(
          Array.from(
            { length: 6 },
            (_, i) =>
              `--XYZ\r\nContent-Disposition: form-data; name="profileImage"; filename="f${i}.png"\r\nContent-Type: image/png\r\n\r\n\u0089PNG\r\n`,
          ).join('') + '--XYZ--\r\n',
        ),
      },
      {
        mutation: 'multipart huge field name',
        headers: { 'content-type': 'multipart/form-data; boundary=XYZ' },
        body: Buffer.from(multipart('XYZ', [['n'.repeat(8000), 'x']])),
      },
    ]);
  },
  (base, rand) => {
    const text = Buffer.from(JSON.stringify(base));
    return pick(rand, [
      {
        mutation: 'gzip body',
        headers: { 'content-type': JSON_TYPE, 'content-encoding': 'gzip' },
        body: gzipSync(text),
      },
      {
        mutation: 'brotli body',
        headers: { 'content-type': JSON_TYPE, 'content-encoding': 'br' },
        body: brotliCompressSync(text),
      },
      {
        mutation: 'deflate body',
        headers: { 'content-type': JSON_TYPE, 'content-encoding': 'deflate' },
        body: deflateSync(text),
      },
      {
        mutation: 'gzip decompression bomb (20 MB)',
        headers: { 'content-type': JSON_TYPE, 'content-encoding': 'gzip' },
        body: gzipBomb(),
      },
      {
        mutation: 'declared gzip, sent plain',
        headers: { 'content-type': JSON_TYPE, 'content-encoding': 'gzip' },
        body: text,
      },
      {
        mutation: 'unknown content encoding',
        headers: { 'content-type': JSON_TYPE, 'content-encoding': 'zstd' },
        body: text,
      },
      {
        mutation: 'stacked content encodings',
        headers: { 'content-type': JSON_TYPE, 'content-encoding': 'gzip, br' },
        body: gzipSync(text),
      },
    ]);
  },
];

/** The multipart garbage of BODY_MUTATIONS. */
const MULTIPART_MUTATION = BODY_MUTATIONS[11] as (typeof BODY_MUTATIONS)[number];

const PARAM_VALUES: readonly [string, string][] = [
  ['../', '..%2F'],
  ['../../etc/passwd', '..%2F..%2Fetc%2Fpasswd'],
  ['%2e%2e%2f', '%2e%2e%2f'],
  ['NUL', '%00'],
  ['NUL inside', 'a%00b'],
  ['bad percent-encoding', '%zz'],
  ['lone percent', '%'],
  ['100 kB', 'a'.repeat(100 * 1024)],
  ['Devanagari', encodeURIComponent('पुणे')],
  ['RTL override', encodeURIComponent('\u202eabc')],
  ['negative number', '-1'],
  ['zero', '0'],
  ['huge number', '1e309'],
  ['float', '1.5'],
  ['space', '%20'],
  ['SQL', encodeURIComponent("1' or '1'='1")],
  ['emoji', encodeURIComponent('😀')],
  ['backslash', '%5C..%5C'],
];

const QUERY_VALUES: readonly [string, string][] = [
  ['repeated keys', 'mobile=1&mobile=2&page=1&page=2'],
  ['array syntax', 'mobile[]=1&page[]=2'],
  ['NUL', 'mobile=%00&type=%00'],
  ['100 kB', `mobile=${'9'.repeat(100 * 1024)}`],
  ['numbers out of range', 'page=-1&per_page=1000000000&from=2026-13-45&to=0000-00-00'],
  ['__proto__', '__proto__[x]=1&constructor[prototype][x]=1'],
  ['bad percent-encoding', 'mobile=%zz&type=%'],
  ['unicode', `type=${encodeURIComponent('परामर्श')}&status=${encodeURIComponent('\u202e')}`],
];

/** A concrete path for an endpoint with every parameter set to `value` (already URL-encoded). */
function pathWith(e: EndpointDef, value: (name: string) => string): string {
  return serverRoute(e.path).replace(/:([A-Za-z_]+)/g, (_, name: string) => value(name));
}

/** Plausible parameter values, so body mutations reach the handler. */
function plausibleParam(name: string): string {
  if (/token/i.test(name)) return 'me';
  if (/reference/i.test(name)) return 'ENQ-20260101-ABC123';
  if (/id$/i.test(name)) return '1';
  return 'pune';
}

/** Case `index` of the run with `seed`: the endpoint by round robin (every call gets its share), the rest random. */
export function fuzzCase(
  seed: number,
  index: number,
  endpoints: readonly EndpointName[] = fuzzEndpoints(),
): FuzzCase {
  const rand = createRng((seed ^ Math.imul(index + 1, 0x9e3779b1)) >>> 0);
  const endpoint = endpoints[index % endpoints.length] as EndpointName;
  const e = ENDPOINTS[endpoint] as EndpointDef;
  const identity = identityFor(e, rand);
  const hasParams = e.path.includes(':');
  const sendsBody = e.method !== 'GET';
  // Which part to break: the path parameters, the query, or the body.
  const parts: ('params' | 'query' | 'body')[] = [];
  if (hasParams) parts.push('params');
  if (e.method === 'GET' && e.query) parts.push('query');
  if (sendsBody) parts.push('body', 'body', 'body');
  const target = pick(rand, parts.length ? parts : ['query' as const]);

  let path = pathWith(e, plausibleParam);
  let query = '';
  let plan: BodyPlan = { mutation: 'no body', headers: {} };
  if (target === 'params') {
    const [label, value] = pick(rand, PARAM_VALUES);
    path = pathWith(e, () => value);
    plan = sendsBody ? json('valid-ish body', JSON.stringify(baseBody(e, rand))) : plan;
    plan = { ...plan, mutation: `path parameters: ${label}` };
  } else if (target === 'query') {
    const [label, value] = pick(rand, QUERY_VALUES);
    query = `?${value}`;
    plan = { mutation: `query: ${label}`, headers: {} };
  } else {
    // A call that takes uploads gets multipart garbage more often: that parser is where 500s hid.
    const mutate = e.multipart && rand() < 0.4 ? MULTIPART_MUTATION : pick(rand, BODY_MUTATIONS);
    plan = mutate(baseBody(e, rand), rand);
  }
  return {
    index,
    endpoint,
    identity,
    mutation: plan.mutation,
    method: e.method,
    url: `${path}${query}`,
    headers: plan.headers,
    ...(plan.body !== undefined ? { body: plan.body } : {}),
  };
}

/** How a failing case is reported: everything needed to see it, and the command that replays it alone. */
export function describeCase(c: FuzzCase, seed: number, outcome: string): string {
  const body = c.body ? c.body.subarray(0, 300).toString('latin1') : '';
  return [
    `${outcome}: ${c.method} ${c.url.length > 200 ? `${c.url.slice(0, 200)}…` : c.url} as ${c.identity} (${c.endpoint}: ${c.mutation})`,
    `  headers: ${JSON.stringify(c.headers)}`,
    `  body (first 300 bytes of ${c.body?.length ?? 0}): ${JSON.stringify(body)}`,
    `  replay: FUZZ_SEED=${seed} FUZZ_CASE=${c.index} pnpm fuzz   (or the Jest test with the same variables)`,
  ].join('\n');
}
