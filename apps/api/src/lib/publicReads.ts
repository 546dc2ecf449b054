import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, gzip, constants as zlibConstants } from 'node:zlib';
import type { EndpointName, EndpointResponse } from '@medibridge/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { contractRoute } from '../contractRoute';
import { PUBLIC_READ } from '../publicRead';

// The lean path every public read takes: one answer per key computed once, kept as bytes with its ETag and
// compressed variants, and sent synchronously (docs/decisions/0012, 0014). Used by the catalogue and the
// reference data; a later module's public reads use it too.

/**
 * Public reads (catalogue, reference data) change only with a re-seed: browsers and shared caches may keep
 * them five minutes.
 */
export const PUBLIC_READ_CACHE_CONTROL = 'public, max-age=300';

function etagOf(body: string | Buffer): string {
  return `W/"${createHash('sha1').update(body).digest('base64url')}"`;
}

function matches(request: FastifyRequest, etag: string): boolean {
  const header = request.headers['if-none-match'];
  if (!header) return false;
  const bare = etag.replace(/^W\//, '');
  return header
    .split(',')
    .map((t) => t.trim().replace(/^W\//, ''))
    .some((t) => t === bare || t === '*');
}

/** Sends `body` with a validator and cache headers; 304 without a body when the client holds it already. */
export function sendCacheable(
  request: FastifyRequest,
  reply: FastifyReply,
  body: string,
  contentType: string,
  cacheControl: string,
  etag: string = etagOf(body),
  vary = 'accept-encoding',
): FastifyReply {
  reply.header('etag', etag).header('cache-control', cacheControl).header('vary', vary);
  if (matches(request, etag)) return reply.code(304).send();
  return reply.type(contentType).send(body);
}

/**
 * Sends a drawn SVG picture as `sendCacheable` does, under a CSP that lets it run nothing and load nothing:
 * an SVG opened on its own is a document, and ours never need a script or another resource.
 */
export function sendSvg(
  request: FastifyRequest,
  reply: FastifyReply,
  svg: string,
  cacheControl: string,
): FastifyReply {
  reply
    .header(
      'content-security-policy',
      "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'",
    )
    .header('x-content-type-options', 'nosniff');
  return sendCacheable(request, reply, svg, 'image/svg+xml', cacheControl);
}

/** How long a computed public answer is reused in this process (it changes only with a seed). */
export const PUBLIC_READ_MEMO_TTL_MS = 60_000;
/** Most answers kept; the oldest goes first. */
const MEMO_MAX = 5_000;
/** Answers smaller than this go out uncompressed (as @fastify/compress's threshold elsewhere). */
const COMPRESS_MIN_BYTES = 1024;
const JSON_TYPE = 'application/json; charset=utf-8';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** A content coding we can send a memoised answer in. */
export type Coding = 'br' | 'gzip' | 'identity';

/**
 * The coding to answer in for an Accept-Encoding header (RFC 9110 §12.5.3): br, then gzip, each only with
 * a non-zero weight (`*` stands for codings the header does not name); identity otherwise.
 */
export function preferredCoding(header: string | undefined): Coding {
  if (!header) return 'identity';
  const weights = new Map<string, number>();
  for (const part of header.split(',')) {
    const [rawName = '', ...params] = part.split(';');
    const name = rawName.trim().toLowerCase();
    if (!name) continue;
    let q = 1;
    for (const param of params) {
      const m = /^\s*q\s*=\s*([0-9.]{1,5})\s*$/i.exec(param);
      if (m) q = Number(m[1]);
    }
    weights.set(name, Number.isFinite(q) ? q : 0);
  }
  const star = weights.get('*') ?? 0;
  const br = weights.get('br') ?? star;
  const gz = weights.get('gzip') ?? weights.get('x-gzip') ?? star;
  if (br > 0 && br >= gz) return 'br';
  if (gz > 0) return 'gzip';
  return 'identity';
}

/** Accept-Encoding values seen (browsers send a handful), so the hot path parses each once. */
const codingOf = new Map<string, Coding>();
function codingFor(header: string | undefined): Coding {
  if (!header) return 'identity';
  let coding = codingOf.get(header);
  if (coding === undefined) {
    coding = preferredCoding(header);
    if (codingOf.size < 100) codingOf.set(header, coding);
  }
  return coding;
}

interface Memo {
  /** The JSON answer, serialised once. */
  body: Buffer;
  etag: string;
  expires: number;
  /** The `generation` it was computed in: another one is computed afresh. */
  generation: number;
  /** Compressed variants, made on first demand (off the event loop) and reused until the memo expires. */
  br?: Promise<Buffer>;
  gzip?: Promise<Buffer>;
  /** The same variants once made, so later requests send them without waiting on a promise. */
  brBytes?: Buffer;
  gzipBytes?: Buffer;
}

const BROTLI_OPTIONS = (size: number): { params: Record<number, number> } => ({
  params: {
    [zlibConstants.BROTLI_PARAM_QUALITY]: 9,
    [zlibConstants.BROTLI_PARAM_SIZE_HINT]: size,
  },
});

/** The bytes of `hit` in `coding`: at once when made already, else a promise of them. */
function encoded(hit: Memo, coding: Coding): Buffer | Promise<Buffer> {
  if (coding === 'br') {
    if (hit.brBytes) return hit.brBytes;
    hit.br ??= brotli(hit.body, BROTLI_OPTIONS(hit.body.length)).then((bytes) => {
      hit.brBytes = bytes;
      return bytes;
    });
    return hit.br;
  }
  if (coding === 'gzip') {
    if (hit.gzipBytes) return hit.gzipBytes;
    hit.gzip ??= gzipAsync(hit.body, { level: 9 }).then((bytes) => {
      hit.gzipBytes = bytes;
      return bytes;
    });
    return hit.gzip;
  }
  return hit.body;
}

/** What a memoised read returns to Fastify: nothing once sent, or a promise while computing or compressing. */
type Served = undefined | Promise<FastifyReply>;

/** Sends a memoised answer: 304 for a matching ETag, else its bytes in the best coding the client takes. */
function sendMemo(
  request: FastifyRequest,
  reply: FastifyReply,
  hit: Memo,
  vary: string,
  localized: boolean,
  cacheControl: string,
): Served {
  reply.headers({ etag: hit.etag, 'cache-control': cacheControl, vary });
  // Which language the words are in: a preload goes out with the browser's Accept-Language, and the app
  // asks again when it is not the patient's choice (docs/decisions/0047).
  if (localized) reply.header('content-language', request.language);
  if (matches(request, hit.etag)) {
    reply.code(304).send();
    return undefined;
  }
  const coding =
    hit.body.length < COMPRESS_MIN_BYTES
      ? 'identity'
      : codingFor(request.headers['accept-encoding']);
  if (coding !== 'identity') reply.header('content-encoding', coding);
  const bytes = encoded(hit, coding);
  if (Buffer.isBuffer(bytes)) {
    reply.type(JSON_TYPE).send(bytes);
    return undefined;
  }
  return bytes.then((b) => reply.type(JSON_TYPE).send(b));
}

/**
 * Computes an answer once per key and TTL and serves it with its ETag: public reads are the same for
 * everyone, and the bench shows the database round trips, not Fastify, bound their throughput. The body is
 * kept as bytes with its ETag and compressed variants, so a repeat costs no serialising, hashing or zlib
 * (docs/decisions/0012), and is sent synchronously: no promise per request (docs/decisions/0014).
 *
 * `localized`: the answers hold catalogue words in the request's language (docs/decisions/0042), so they are
 * kept per language, say `Vary: Accept-Language` to shared caches and name their language in
 * `Content-Language` (docs/decisions/0047); reference data stays one answer.
 *
 * `generation`: for data the operator edits (the medicine catalogue, docs/decisions/0058), the version of the
 * data this process has seen; an answer computed in another generation is computed afresh, and
 * `cacheControl` (say `no-cache`) makes browsers ask again each time (a 304 when nothing changed).
 */
export function createMemo({
  localized = false,
  generation = () => 0,
  cacheControl = PUBLIC_READ_CACHE_CONTROL,
}: {
  localized?: boolean;
  generation?: () => number;
  /** What browsers may keep: data the operator edits says `no-cache` (revalidate by ETag every time). */
  cacheControl?: string;
} = {}): MemoServe {
  const memo = new Map<string, Memo>();
  const vary = localized ? 'accept-encoding, accept-language' : 'accept-encoding';
  let cleared = 0;
  const serve: MemoServe = (request, reply, name, key, compute) => {
    const id = localized ? `${name}\u0000${request.language}\u0000${key}` : `${name}\u0000${key}`;
    const now = Date.now();
    const seen = generation();
    const hit = memo.get(id);
    if (hit && hit.expires > now && hit.generation === seen)
      return sendMemo(request, reply, hit, vary, localized, cacheControl);
    const clears = cleared;
    return compute().then((answer) => {
      const body = Buffer.from(JSON.stringify(answer));
      memo.delete(id);
      if (memo.size >= MEMO_MAX) memo.delete(memo.keys().next().value as string);
      const fresh: Memo = {
        body,
        etag: etagOf(body),
        expires: now + PUBLIC_READ_MEMO_TTL_MS,
        generation: seen,
      };
      // An answer computed across a clear may hold the old data: send it, but do not keep it.
      if (clears === cleared) memo.set(id, fresh);
      return sendMemo(request, reply, fresh, vary, localized, cacheControl) ?? reply;
    });
  };
  serve.clear = () => {
    cleared += 1;
    memo.clear();
  };
  return serve;
}

/** A memoised public read; `clear()` forgets every answer (the data changed). */
export interface MemoServe {
  <N extends EndpointName>(
    request: FastifyRequest,
    reply: FastifyReply,
    name: N,
    key: string,
    compute: () => Promise<EndpointResponse<N>>,
  ): Served;
  clear: () => void;
}

/**
 * Route options of a memoised public read: no session lookup, no anti-forgery cookie for cookieless clients,
 * and compressed by the memo, not per request by @fastify/compress. Every public read of the contract takes
 * this path (docs/decisions/0012, 0014).
 */
export function leanRead<N extends EndpointName>(
  name: N,
): ReturnType<typeof contractRoute> & {
  config: typeof PUBLIC_READ;
  compress: false;
  decompress: false;
} {
  return { ...contractRoute(name), config: PUBLIC_READ, compress: false, decompress: false };
}
