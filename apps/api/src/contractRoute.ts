import type { FastifyContextConfig, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { type EndpointName, type EndpointSpec, serverRoute } from '@medibridge/contract';
import { ENDPOINTS } from '@medibridge/contract/schemas';
import type { z } from 'zod';
import { RequestValidationError } from './errors';
import { type SessionUser, sessionUserOf } from './plugins/sessions';
import { requireStaffRole } from './plugins/staffAccess';

type Endpoint<Name extends EndpointName> = (typeof ENDPOINTS)[Name];

/** The validated body of a contract endpoint (what its zod schema outputs). */
export type ContractBody<Name extends EndpointName> =
  Endpoint<Name> extends { body: infer Schema extends z.ZodType } ? z.output<Schema> : undefined;
/** The validated path parameters of a contract endpoint. */
export type ContractParams<Name extends EndpointName> =
  Endpoint<Name> extends { params: infer Schema extends z.ZodType } ? z.output<Schema> : undefined;
/** The session user a handler gets: present for `user` and `staff` calls, null for public ones. */
export type ContractUser<Name extends EndpointName> = Endpoint<Name>['auth'] extends 'none'
  ? SessionUser | null
  : SessionUser;

/**
 * The preHandler enforcing the table's `auth` (and `roles`): 401 without a session, 403 for a patient on a
 * staff call, 403 for staff without one of the call's roles.
 */
function guardOf(endpoint: EndpointSpec): ((request: FastifyRequest) => Promise<void>) | null {
  switch (endpoint.auth) {
    case 'none':
      return null;
    case 'user':
      return async (request) => {
        sessionUserOf(request);
      };
    case 'staff':
      return async (request) => {
        await requireStaffRole(request, endpoint.roles);
      };
  }
}

/**
 * Route options of a contract endpoint: its method, its /api path, its request schemas and the guard its
 * `auth` asks for (the sessions plugin has set `request.user` before it runs, after validation).
 */
export function contractRoute(name: EndpointName): {
  method: (typeof ENDPOINTS)[EndpointName]['method'];
  url: string;
  schema: { params?: z.ZodType; body?: z.ZodType };
  preHandler?: (request: FastifyRequest) => Promise<void>;
} {
  const endpoint = ENDPOINTS[name];
  const schema: { params?: z.ZodType; body?: z.ZodType } = {};
  if ('params' in endpoint && endpoint.params) schema.params = endpoint.params;
  if ('body' in endpoint && endpoint.body) schema.body = endpoint.body;
  const guard = guardOf(endpoint);
  return {
    method: endpoint.method,
    url: serverRoute(endpoint.path),
    schema,
    ...(guard ? { preHandler: guard } : {}),
  };
}

export interface ContractInput<Name extends EndpointName> {
  body: ContractBody<Name>;
  params: ContractParams<Name>;
  user: ContractUser<Name>;
  request: FastifyRequest;
  reply: FastifyReply;
}

/** What a handler that answers field problems itself gets: the raw body and the per-field messages. */
export interface LenientInput<Name extends EndpointName> {
  /** The body as sent (an object, or empty): read fields from it with care. */
  raw: Record<string, unknown>;
  /** The per-field messages of the failed validation; empty when the body is valid. */
  errors: Record<string, string>;
  /** The validated body, or null when it did not validate. */
  body: ContractBody<Name> | null;
  user: ContractUser<Name>;
  request: FastifyRequest;
  reply: FastifyReply;
}

export interface ContractRouteOptions<Name extends EndpointName> {
  /**
   * The answer SPEC's screen expects when the request does not validate (an envelope carrying one message,
   * say) instead of the generic 422 with field errors. Leave out for the generic 422.
   */
  whenInvalid?: (request: FastifyRequest, reply: FastifyReply) => unknown;
  /** Handles a valid request, with its body and params typed from the contract's schemas. */
  handle: (input: ContractInput<Name>) => unknown;
  /**
   * Route config. `PUBLIC_READ` for a read any visitor makes that is the same for everyone but must not come
   * from the lean cache (a live `no-store` answer): no session lookup, no anti-forgery cookie for a cookieless
   * visitor (docs/decisions/0012).
   */
  config?: FastifyContextConfig;
}

const userOf = (request: FastifyRequest) => request.user;

/**
 * Registers one contract endpoint: method, SPEC path, schemas and login guard from `ENDPOINTS`, typed input,
 * and (with `whenInvalid`) SPEC's own answer to a bad request. Every module registers its routes this way.
 */
export function routeContract<Name extends EndpointName>(
  app: FastifyInstance,
  name: Name,
  { whenInvalid, handle, config }: ContractRouteOptions<Name>,
): void {
  app.route({
    ...contractRoute(name),
    ...(config ? { config } : {}),
    ...(whenInvalid ? { attachValidation: true } : {}),
    handler: async (request, reply) => {
      if (whenInvalid && request.validationError) return whenInvalid(request, reply);
      return handle({
        body: request.body as ContractBody<Name>,
        params: request.params as ContractParams<Name>,
        user: userOf(request) as ContractUser<Name>,
        request,
        reply,
      });
    },
  });
}

/** The per-field messages of a failed contract validation. */
function fieldErrorsOf(request: FastifyRequest): Record<string, string> {
  const error = request.validationError;
  if (!error) return {};
  if (error instanceof RequestValidationError) return { ...(error.errors ?? {}) };
  return { request: error.message };
}

/**
 * Registers a contract endpoint whose screen wants every field problem inside SPEC's envelope, together with
 * the problems only the service can find (registration, password change and reset): the handler runs on
 * valid and invalid bodies alike and gets the schema's per-field messages.
 */
export function routeContractLenient<Name extends EndpointName>(
  app: FastifyInstance,
  name: Name,
  handle: (input: LenientInput<Name>) => unknown,
): void {
  app.route({
    ...contractRoute(name),
    attachValidation: true,
    handler: async (request, reply) => {
      const body = request.body;
      return handle({
        raw: body && typeof body === 'object' ? (body as Record<string, unknown>) : {},
        errors: fieldErrorsOf(request),
        body: request.validationError ? null : (body as ContractBody<Name>),
        user: userOf(request) as ContractUser<Name>,
        request,
        reply,
      });
    },
  });
}
