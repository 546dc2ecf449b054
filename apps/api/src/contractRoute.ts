import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { type EndpointName, serverRoute } from '@medibridge/contract';
import { ENDPOINTS } from '@medibridge/contract/schemas';
import type { z } from 'zod';

type Endpoint<Name extends EndpointName> = (typeof ENDPOINTS)[Name];

/** The validated body of a contract endpoint (what its zod schema outputs). */
export type ContractBody<Name extends EndpointName> =
  Endpoint<Name> extends { body: infer Schema extends z.ZodType } ? z.output<Schema> : undefined;
/** The validated path parameters of a contract endpoint. */
export type ContractParams<Name extends EndpointName> =
  Endpoint<Name> extends { params: infer Schema extends z.ZodType } ? z.output<Schema> : undefined;

/** Route options of a contract endpoint: its method, its /api path and its request schemas. */
export function contractRoute(name: EndpointName): {
  method: (typeof ENDPOINTS)[EndpointName]['method'];
  url: string;
  schema: { params?: z.ZodType; body?: z.ZodType };
} {
  const endpoint = ENDPOINTS[name];
  const schema: { params?: z.ZodType; body?: z.ZodType } = {};
  if ('params' in endpoint && endpoint.params) schema.params = endpoint.params;
  if ('body' in endpoint && endpoint.body) schema.body = endpoint.body;
  return { method: endpoint.method, url: serverRoute(endpoint.path), schema };
}

export interface ContractInput<Name extends EndpointName> {
  body: ContractBody<Name>;
  params: ContractParams<Name>;
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
}

/**
 * Registers one contract endpoint: method, SPEC path and schemas from `ENDPOINTS`, typed input, and (with
 * `whenInvalid`) SPEC's own answer to a bad request. Every module registers its simple routes this way.
 */
export function routeContract<Name extends EndpointName>(
  app: FastifyInstance,
  name: Name,
  { whenInvalid, handle }: ContractRouteOptions<Name>,
): void {
  app.route({
    ...contractRoute(name),
    ...(whenInvalid ? { attachValidation: true } : {}),
    handler: async (request, reply) => {
      if (whenInvalid && request.validationError) return whenInvalid(request, reply);
      return handle({
        body: request.body as ContractBody<Name>,
        params: request.params as ContractParams<Name>,
        request,
        reply,
      });
    },
  });
}
