import { type EndpointDef } from '@medibridge/contract';
import { ENDPOINTS } from '@medibridge/contract/schemas';
import type { FastifyInstance } from 'fastify';
import { buildOpenApi, openApiPath } from './openapi';

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function docsPage(): string {
  const rows = Object.entries(ENDPOINTS)
    .map(([name, raw]) => {
      const e = raw as EndpointDef;
      return `<tr${e.ready ? '' : ' class="planned"'}><td><code>${e.method}</code></td><td><code>${escapeHtml(openApiPath(e.path))}</code></td><td>${escapeHtml(e.summary)}</td><td>${e.auth === 'user' ? 'login' : ''}</td><td>${e.ready ? '' : 'planned'}</td><td><code>${escapeHtml(name)}</code></td></tr>`;
    })
    .join('\n');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>MediBridge API</title>
<style>body{font:15px/1.5 system-ui,sans-serif;margin:2rem;color:#17324d}table{border-collapse:collapse;width:100%}
td,th{border-bottom:1px solid #dde5ee;padding:.35rem .5rem;text-align:left;vertical-align:top}.planned{color:#6b7c8f}
code{font-size:13px}</style></head>
<body><h1>MediBridge API</h1>
<p>Machine-readable description: <a href="/api/docs/openapi.json">OpenAPI 3.1 JSON</a>. Errors share one body:
<code>{statusCode, error, message, errors?, requestId}</code>; 422 lists one message per field. State-changing
requests that carry cookies must send <code>X-CSRF-TOKEN</code>.</p>
<table><thead><tr><th>Method</th><th>Path</th><th>What it does</th><th>Needs</th><th>Status</th><th>Name</th></tr></thead>
<tbody>
${rows}
</tbody></table></body></html>
`;
}

/** GET /api/docs (HTML overview) and GET /api/docs/openapi.json (generated from the contract). */
export async function docsRoutes(
  app: FastifyInstance,
  options: { version: string; publicUrl: string },
): Promise<void> {
  const document = JSON.stringify(
    buildOpenApi({ version: options.version, serverUrl: options.publicUrl }),
  );
  const page = docsPage();
  app.get('/api/docs/openapi.json', async (_request, reply) =>
    reply
      .type('application/json; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(document),
  );
  app.get('/api/docs', async (request, reply) => {
    // Clients asking for JSON (tools) get the document itself.
    const accept = request.headers.accept ?? '';
    if (accept.includes('application/json') && !accept.includes('text/html')) {
      return reply.type('application/json; charset=utf-8').send(document);
    }
    // A page under /api/: the API's CSP (docs/decisions/0014) plus its own inline stylesheet.
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .header(
        'content-security-policy',
        "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'",
      )
      .send(page);
  });
}
