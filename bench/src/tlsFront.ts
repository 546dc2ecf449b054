// A TLS front for Lighthouse: HTTPS with HTTP/2 on a loopback port, passing every request to the app
// server over plain HTTP/1.1, the way a deployment's TLS-terminating proxy or load balancer does (README,
// "Running on PostgreSQL and Redis": the app server itself speaks plain HTTP). Patients reach MediBridge
// over HTTPS, and every browser then speaks HTTP/2 to the front. Lighthouse's simulation models HTTP/1.1
// (six connections, each in slow start) and HTTP/2 (one shared connection) differently, so the bench
// measures the protocol a person meets (docs/decisions/0039).
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { Agent, request, type IncomingHttpHeaders } from 'node:http';
import { createSecureServer, type Http2ServerRequest, type Http2ServerResponse } from 'node:http2';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from './lib';

export interface TlsFront {
  /** `https://127.0.0.1:<port>`: the front's address. */
  base: string;
  stop: () => Promise<void>;
}

/** Headers that belong to one connection (RFC 9110 §7.6.1) or to HTTP/2 itself: never passed on. */
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'transfer-encoding',
  'upgrade',
  'te',
  'trailer',
  'http2-settings',
  'host',
]);

function passable(headers: IncomingHttpHeaders): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = {};
  for (const [name, value] of Object.entries(headers))
    if (value !== undefined && !name.startsWith(':') && !HOP_BY_HOP.has(name)) out[name] = value;
  return out;
}

/** A self-signed certificate for 127.0.0.1 and localhost, made with openssl for this run only. */
function selfSignedCertificate(): { key: Buffer; cert: Buffer } {
  const dir = mkdtempSync(join(tmpdir(), 'medibridge-tls-'));
  try {
    const res = spawnSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'rsa:2048',
        '-nodes',
        '-days',
        '2',
        '-subj',
        '/CN=127.0.0.1',
        '-addext',
        'subjectAltName=IP:127.0.0.1,DNS:localhost',
        '-keyout',
        join(dir, 'key.pem'),
        '-out',
        join(dir, 'cert.pem'),
      ],
      { encoding: 'utf8' },
    );
    if (res.error || res.status !== 0)
      throw new Error(
        `openssl could not make the bench's certificate (${res.error?.message ?? res.stderr.trim()}); install it (apt-get install -y openssl) or run Lighthouse with --lighthouse-transport http1`,
      );
    return { key: readFileSync(join(dir, 'key.pem')), cert: readFileSync(join(dir, 'cert.pem')) };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Starts the front before `upstream` (an `http://host:port` base); `stop` closes it. */
export async function startTlsFront(upstream: string): Promise<TlsFront> {
  const target = new URL(upstream);
  const agent = new Agent({ keepAlive: true, maxSockets: 32 });
  const port = await freePort();
  const forward = (req: Http2ServerRequest, res: Http2ServerResponse): void => {
    const headers = passable(req.headers);
    headers.host = String(req.headers[':authority'] ?? req.headers.host ?? target.host);
    headers['x-forwarded-proto'] = 'https';
    const upstreamReq = request(
      {
        host: target.hostname,
        port: target.port,
        method: req.method,
        path: req.url,
        headers,
        agent,
      },
      (upstreamRes) => {
        res.writeHead(upstreamRes.statusCode ?? 502, passable(upstreamRes.headers));
        upstreamRes.pipe(res);
      },
    );
    upstreamReq.on('error', () => {
      if (!res.headersSent) res.writeHead(502, { 'content-type': 'text/plain' });
      res.end('The bench TLS front could not reach the app server.');
    });
    req.pipe(upstreamReq);
  };
  const server = createSecureServer({ ...selfSignedCertificate(), allowHTTP1: true }, forward);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  return {
    base: `https://127.0.0.1:${port}`,
    stop: () =>
      new Promise<void>((resolve) => {
        agent.destroy();
        server.close(() => resolve());
        // Chromium may keep its HTTP/2 session open: close() waits for it, so end it after a moment.
        setTimeout(() => resolve(), 2000).unref();
      }),
  };
}
