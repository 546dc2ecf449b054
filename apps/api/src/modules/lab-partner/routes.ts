import { LAB_PARTNER_DEMO_PATH, indiaDate } from '@medibridge/contract';
import type { FastifyInstance } from 'fastify';
import { DEMO_PAGE_CSP, demoLabPage, demoPrefill } from './demoPage';

/**
 * GET /partner-demo/lab-tests: the demo lab-booking partner the /lab-tests frame shows by default
 * (LAB_PARTNER_URL, docs/decisions/0013). Outside /api and outside SPEC §2's paths, so the SPA fallback
 * never answers for it. Its own CSP replaces the app's: nothing loads, nothing is submitted, only our
 * origin may frame it. It echoes the prefill, so it is never cached and never logged.
 */
export async function labPartnerRoutes(app: FastifyInstance): Promise<void> {
  // The query holds a patient's name and mobile: no request/response log lines (they carry the URL).
  app.get(LAB_PARTNER_DEMO_PATH, { logLevel: 'warn' }, async (request, reply) =>
    reply
      .header('content-security-policy', DEMO_PAGE_CSP)
      .header('cache-control', 'no-store')
      .header('x-robots-tag', 'noindex')
      .type('text/html; charset=utf-8')
      .send(demoLabPage(demoPrefill(request.query), indiaDate(app.clock()))),
  );
}
