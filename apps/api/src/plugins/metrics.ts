import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError } from '../errors';
import { isLocalRequest } from '../lib/localRequest';

/** Latency buckets in seconds: fine below 100 ms where the API lives, coarse above. */
const BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10] as const;

interface Series {
  labels: string;
  count: number;
  sum: number;
  buckets: number[];
}

function escapeLabel(value: string): string {
  return value.replace(/\\/g, '\\\\').replace(/\n/g, '\\n').replace(/"/g, '\\"');
}

/** Request counts and a latency histogram keyed by method, route pattern and status, in Prometheus text. */
export class HttpMetrics {
  /** Keyed by method, route and status joined raw: the escaped label text is built once per series. */
  private readonly series = new Map<string, Series>();

  observe(method: string, route: string, status: number, seconds: number): void {
    const key = `${method}\u0000${route}\u0000${status}`;
    let s = this.series.get(key);
    if (!s) {
      const labels = `method="${escapeLabel(method)}",route="${escapeLabel(route)}",status="${status}"`;
      s = { labels, count: 0, sum: 0, buckets: BUCKETS.map(() => 0) };
      this.series.set(key, s);
    }
    s.count += 1;
    s.sum += seconds;
    for (let i = 0; i < BUCKETS.length; i += 1)
      if (seconds <= (BUCKETS[i] as number)) s.buckets[i] = (s.buckets[i] ?? 0) + 1;
  }

  render(): string {
    const lines: string[] = [
      '# HELP http_requests_total HTTP requests answered, by method, route pattern and status.',
      '# TYPE http_requests_total counter',
    ];
    const all = [...this.series.values()].sort((a, b) => a.labels.localeCompare(b.labels));
    for (const s of all) lines.push(`http_requests_total{${s.labels}} ${s.count}`);
    lines.push(
      '# HELP http_request_duration_seconds Time to answer HTTP requests, by method, route pattern and status.',
      '# TYPE http_request_duration_seconds histogram',
    );
    for (const s of all) {
      BUCKETS.forEach((le, i) =>
        lines.push(
          `http_request_duration_seconds_bucket{${s.labels},le="${le}"} ${s.buckets[i] ?? 0}`,
        ),
      );
      lines.push(`http_request_duration_seconds_bucket{${s.labels},le="+Inf"} ${s.count}`);
      lines.push(`http_request_duration_seconds_sum{${s.labels}} ${s.sum}`);
      lines.push(`http_request_duration_seconds_count{${s.labels}} ${s.count}`);
    }
    const memory = process.memoryUsage();
    lines.push(
      '# HELP process_resident_memory_bytes Resident memory size in bytes.',
      '# TYPE process_resident_memory_bytes gauge',
      `process_resident_memory_bytes ${memory.rss}`,
      '# HELP nodejs_heap_used_bytes V8 heap in use, in bytes.',
      '# TYPE nodejs_heap_used_bytes gauge',
      `nodejs_heap_used_bytes ${memory.heapUsed}`,
      '# HELP process_uptime_seconds Seconds since the process started.',
      '# TYPE process_uptime_seconds gauge',
      `process_uptime_seconds ${process.uptime()}`,
    );
    return `${lines.join('\n')}\n`;
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    metrics: HttpMetrics;
  }
}

const digest = (value: string): Buffer => createHash('sha256').update(value).digest();

/**
 * Who may read /metrics: with a token, whoever sends `Authorization: Bearer <token>` (compared in constant
 * time); without one, only this machine, asked directly (not through a proxy: see isLocalRequest). Route patterns and traffic figures are not for the public.
 */
function checkScraper(request: FastifyRequest, tokenDigest: Buffer | null): void {
  if (tokenDigest === null) {
    if (isLocalRequest(request)) return;
    throw new HttpError(
      403,
      'Metrics are served only to this machine. Set METRICS_TOKEN to scrape them from elsewhere.',
    );
  }
  const header = request.headers.authorization ?? '';
  const sent = header.startsWith('Bearer ') ? header.slice('Bearer '.length).trim() : '';
  if (!timingSafeEqual(digest(sent), tokenDigest)) {
    throw new HttpError(401, 'Metrics need the scraper’s bearer token (METRICS_TOKEN).');
  }
}

/**
 * Prometheus metrics at GET /metrics (this machine only, or with METRICS_TOKEN). The route label is the route pattern (`/api/ace-service-cities/:service`),
 * never the raw URL, so the number of series stays bounded; unmatched requests share one label.
 */
async function metricsPlugin(
  app: FastifyInstance,
  options: { token?: string | null },
): Promise<void> {
  const tokenDigest = options.token ? digest(options.token) : null;
  const metrics = new HttpMetrics();
  app.decorate('metrics', metrics);
  app.addHook('onResponse', (request, reply, done) => {
    metrics.observe(
      request.method,
      request.routeOptions.url ?? 'unmatched',
      reply.statusCode,
      reply.elapsedTime / 1000,
    );
    done();
  });
  app.get('/metrics', { config: { rateLimit: false } }, async (request, reply) => {
    checkScraper(request, tokenDigest);
    return reply
      .type('text/plain; version=0.0.4; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(metrics.render());
  });
}

export default fp(metricsPlugin, { name: 'medibridge-metrics', fastify: '5.x' });
