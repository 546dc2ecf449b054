import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Language } from '@medibridge/contract';
import { requestLanguage, translateAnswer } from '../lib/i18n';

declare module 'fastify' {
  interface FastifyRequest {
    /** The language of the person behind the request, from `Accept-Language` (docs/decisions/0017). */
    language: Language;
  }
}

/**
 * The language of a page or document the browser opens itself (a PDF download, the sandbox checkout page): its
 * `?lang=en|hi` when given — a link or a redirect cannot set `Accept-Language`, so the web app and the payment
 * start put the patient's language there — else the request's `Accept-Language` (docs/decisions/0043).
 */
export function documentLanguage(request: FastifyRequest): Language {
  const query = request.query as { lang?: unknown } | undefined;
  const lang = query?.lang;
  return lang === 'hi' || lang === 'en' ? lang : request.language;
}

/**
 * Answers people-facing messages in the request's language: the web app sends its chosen language as
 * `Accept-Language`, and the answer names its language in `Content-Language`, so the app can tell a preload
 * made with the browser's Accept-Language from an answer in the patient's choice (docs/decisions/0047). Only
 * JSON objects pass `preSerialization`: the lean public reads are bytes, and their memo (lib/publicReads)
 * marks the ones holding catalogue words itself; reference data carries no words and no Content-Language.
 */
async function languagePlugin(app: FastifyInstance): Promise<void> {
  app.decorateRequest('language', 'en');
  app.addHook('onRequest', async (request) => {
    request.language = requestLanguage(request.headers['accept-language']);
  });
  app.addHook('preSerialization', async (request, reply, payload) => {
    const vary = reply.getHeader('vary');
    const prior = Array.isArray(vary) ? vary.join(', ') : vary === undefined ? '' : String(vary);
    if (!/accept-language/i.test(prior))
      reply.header('vary', prior ? `${prior}, Accept-Language` : 'Accept-Language');
    reply.header('content-language', request.language);
    return translateAnswer(payload, request.language);
  });
}

export default fp(languagePlugin, { name: 'medibridge-language', fastify: '5.x' });
