import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError } from '../errors';

declare module 'fastify' {
  interface FastifyRequest {
    /** A JSON body exactly as it was sent (a gateway's webhook signature covers these bytes). */
    rawBody?: string;
  }
}

/** Deepest nesting of objects and arrays a JSON body may have. The contract's deepest body needs 3. */
export const JSON_MAX_DEPTH = 32;

/**
 * Whether `text` nests objects/arrays deeper than `max`, found in one pass over the characters (brackets
 * inside strings do not count) before anything is parsed: a body nested 100,000 deep costs one scan, never a
 * parse or a recursion that could overflow the stack.
 */
export function nestsDeeperThan(text: string, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i += 1) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c)
        i += 1; // backslash: skip the escaped character
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x7b || c === 0x5b) {
      depth += 1;
      if (depth > max) return true;
    } else if (c === 0x7d || c === 0x5d) depth -= 1;
  }
  return false;
}

/**
 * JSON bodies: Fastify's own parser (prototype-poisoning keys refused), behind a depth limit checked at
 * parse time, so no handler or schema ever walks a pathologically deep value.
 */
async function jsonBodyPlugin(app: FastifyInstance): Promise<void> {
  const parse = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    request.rawBody = text;
    if (nestsDeeperThan(text, JSON_MAX_DEPTH)) {
      done(
        new HttpError(
          400,
          `The request body is nested too deeply: JSON may nest objects and lists at most ${JSON_MAX_DEPTH} levels.`,
        ),
        undefined,
      );
      return;
    }
    parse(request, text, done);
  });
}

export default fp(jsonBodyPlugin, {
  name: 'medibridge-json-body',
  fastify: '5.x',
  dependencies: ['medibridge-error-handler'],
});
