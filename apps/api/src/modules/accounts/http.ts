import { ACCOUNT_MESSAGES } from '@medibridge/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { HttpError } from '../../errors';
import { type SessionUser, sessionUserOf } from '../../plugins/sessions';
import type { Outcome } from './context';

/** `{code, response: {message, data}}` with the HTTP status mirroring the code. */
export function sendCode<T>(reply: FastifyReply, outcome: Outcome<T>): FastifyReply {
  return reply
    .code(outcome.status)
    .send({ code: outcome.status, response: { message: outcome.message, data: outcome.data } });
}

/** `{response: {status, message, data}}` with the HTTP status mirroring the status. */
export function sendStatus<T>(reply: FastifyReply, outcome: Outcome<T>): FastifyReply {
  const message = typeof outcome.message === 'string' ? outcome.message : '';
  return reply
    .code(outcome.status)
    .send({ response: { status: outcome.status, message, data: outcome.data } });
}

/** `whenInvalid` answers: SPEC's envelope with one message and no data. */
export const refuseCode =
  (status: number, message: string) =>
  (_request: FastifyRequest, reply: FastifyReply): FastifyReply =>
    sendCode(reply, { status, message, data: null });
export const refuseStatus =
  (status: number, message: string) =>
  (_request: FastifyRequest, reply: FastifyReply): FastifyReply =>
    sendStatus(reply, { status, message, data: null });

/** The messages of the named fields only. */
export function pick<K extends string>(
  errors: Record<string, string>,
  keys: readonly K[],
): Partial<Record<K, string>> {
  const out: Partial<Record<K, string>> = {};
  for (const key of keys) if (errors[key]) out[key] = errors[key];
  return out;
}

/** A body field that should be text: the text, or '' for anything else. */
export const textField = (raw: Record<string, unknown>, key: string): string =>
  typeof raw[key] === 'string' ? raw[key] : '';

/** 403 unless the id the client named (if any) is the session's own user. */
export function assertSelf(request: FastifyRequest, id: unknown): SessionUser {
  const user = sessionUserOf(request);
  if (id === undefined || id === null || id === '') return user;
  // Only a scalar is compared: a list or object is never turned into text (it could be arbitrarily deep).
  if (typeof id !== 'string' && typeof id !== 'number')
    throw new HttpError(422, 'userID: Must be your user id (a number).', {
      userID: 'Must be your user id (a number).',
    });
  if (String(id).trim() !== String(user.id))
    throw new HttpError(403, ACCOUNT_MESSAGES.notYourAccount);
  return user;
}

/** Starts a session for the user (cookie + token), ending the one the request came with (no fixation). */
export async function startSession(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  userId: number,
): Promise<string> {
  if (request.sessionToken) await app.sessions.revoke(request.sessionToken);
  const userAgent = request.headers['user-agent'];
  const { token, expiresAt } = await app.sessions.create(userId, userAgent ? { userAgent } : {});
  app.sessions.setCookie(reply, token, expiresAt);
  return token;
}
