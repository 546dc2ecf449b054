import { STATUS_CODES } from 'node:http';
import type { ErrorBody } from '@medibridge/contract';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError } from '../errors';
import { isDatabaseAway, isTransientDbError } from '../lib/dbErrors';

/** Clear messages for the 4xx errors Fastify and its plugins raise before our code runs. */
function frameworkMessage(
  error: FastifyError,
  request: FastifyRequest,
  bodyLimit: number,
): string | undefined {
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return 'The request body is not valid JSON.';
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return 'The request declares a JSON body but sends none.';
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return `The request body is too large: the limit is ${bodyLimit} bytes.`;
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return `Content type ${JSON.stringify(request.headers['content-type'] ?? '')} is not supported here: send JSON.`;
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
      return 'The Content-Length header does not match the body.';
    case 'FST_ERR_BAD_URL':
      return 'The URL is not valid: check its percent-encoding.';
    case 'FST_STATIC_FORBIDDEN_PATH':
      // @fastify/static refuses an empty, "." or ".." segment, and a name it cannot check on disk.
      return 'This path names no file of the app: a file’s path has no empty, “.” or “..” parts, and no part longer than 255 characters.';
    default:
      return undefined;
  }
}

/** The answer while the database is away (docs/decisions/0051). */
export const DATABASE_AWAY =
  'MediBridge is briefly unavailable while it reconnects. Please try again in a few seconds.';
export const DATABASE_AWAY_RETRY_S = 5;

/** Sends the contract's error body. */
export function sendError(
  request: FastifyRequest,
  reply: FastifyReply,
  statusCode: number,
  message: string,
  errors?: Record<string, string>,
): FastifyReply {
  const body: ErrorBody = {
    statusCode,
    error: STATUS_CODES[statusCode] ?? 'Error',
    message,
    ...(errors ? { errors } : {}),
    requestId: String(request.id),
  };
  // Also here for errors raised before the hooks run (a malformed URL), which set it otherwise.
  return reply
    .code(statusCode)
    .header('x-request-id', String(request.id))
    .type('application/json; charset=utf-8')
    .send(body);
}

/**
 * One error handler for the whole app. 4xx answers carry a message a person understands (422 also one per
 * field); anything else is a bug: logged with the request id, answered with a generic 500 that says nothing
 * about the inside.
 */
async function errorHandlerPlugin(app: FastifyInstance): Promise<void> {
  const bodyLimit = app.initialConfig.bodyLimit ?? 1024 * 1024;

  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof HttpError) {
      if (error.statusCode >= 500) request.log.error({ err: error }, error.message);
      if (error.retryAfterSeconds !== undefined && error.retryAfterSeconds > 0) {
        reply.header('retry-after', String(Math.ceil(error.retryAfterSeconds)));
      }
      return sendError(request, reply, error.statusCode, error.message, error.errors);
    }
    const status = typeof error.statusCode === 'number' ? error.statusCode : 500;
    if (status >= 400 && status < 500) {
      if (error.validation) {
        // A validator other than ours (should not happen: every route schema is a contract zod schema).
        return sendError(request, reply, 422, 'The request has invalid fields.', {
          [error.validationContext ?? 'request']: error.message,
        });
      }
      const message = frameworkMessage(error, request, bodyLimit) ?? error.message;
      return sendError(request, reply, status, message || (STATUS_CODES[status] ?? 'Bad request'));
    }
    if (isTransientDbError(error)) {
      request.log.warn({ err: error }, 'database busy');
      reply.header('retry-after', '5');
      return sendError(
        request,
        reply,
        503,
        'We are very busy right now. Please try again in a few seconds.',
      );
    }
    if (isDatabaseAway(error)) {
      // Not a bug: the database is restarting or unreachable; each new request tries it again.
      request.log.warn({ err: error }, 'database unreachable');
      reply.header('retry-after', String(DATABASE_AWAY_RETRY_S));
      return sendError(request, reply, 503, DATABASE_AWAY);
    }
    request.log.error({ err: error }, 'Unhandled error');
    return sendError(
      request,
      reply,
      status >= 500 && status < 600 ? status : 500,
      `Something went wrong on our side. Please try again; if it keeps happening, contact support and quote request id ${String(request.id)}.`,
    );
  });
}

export default fp(errorHandlerPlugin, { name: 'medibridge-error-handler', fastify: '5.x' });
