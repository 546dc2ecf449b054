import { API_ROOT, type EndpointDef, serverRoute } from '@medibridge/contract';
import { ENDPOINTS, errorBodySchema } from '@medibridge/contract/schemas';
import { z } from 'zod';

type JsonSchema = Record<string, unknown>;

function toSchema(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  const json = z.toJSONSchema(schema, {
    io,
    unrepresentable: 'any',
    target: 'draft-2020-12',
  }) as JsonSchema;
  delete json.$schema;
  return json;
}

function errorResponse(description: string): JsonSchema {
  return {
    description,
    content: { 'application/json': { schema: { $ref: '#/components/schemas/ErrorBody' } } },
  };
}

/** OpenAPI path template (`{name}`) of a contract path (`:name`). */
export function openApiPath(path: string): string {
  return serverRoute(path).replace(/:([A-Za-z_]+)/g, '{$1}');
}

/**
 * The OpenAPI 3.1 document of the API, generated from the contract's ENDPOINTS table and its zod schemas, so
 * it cannot drift from what the server validates. Calls a later issue completes are marked as such.
 */
export function buildOpenApi(info: { version: string; serverUrl: string }): JsonSchema {
  const paths: Record<string, Record<string, JsonSchema>> = {};
  for (const [name, raw] of Object.entries(ENDPOINTS)) {
    const endpoint = raw as EndpointDef;
    const pathKey = openApiPath(endpoint.path);
    const operation: JsonSchema = {
      operationId: name,
      summary: endpoint.summary,
      tags: [name.replace(/[A-Z].*$/, '')],
      ...(endpoint.ready
        ? {}
        : { description: 'Planned: this call is completed by a later issue.', 'x-ready': false }),
      ...(endpoint.auth !== 'none' ? { security: [{ session: [] }, { bearer: [] }] } : {}),
    };
    const parameters: JsonSchema[] = [];
    const paramShape =
      endpoint.params instanceof z.ZodObject
        ? (endpoint.params.shape as Record<string, z.ZodType>)
        : {};
    for (const match of endpoint.path.matchAll(/:([A-Za-z_]+)/g)) {
      const param = match[1] as string;
      const schema = paramShape[param];
      parameters.push({
        name: param,
        in: 'path',
        required: true,
        schema: schema ? toSchema(schema, 'input') : { type: 'string' },
      });
    }
    if (parameters.length) operation.parameters = parameters;
    if (endpoint.body) {
      const schema = toSchema(endpoint.body, 'input');
      operation.requestBody = {
        required: true,
        content: endpoint.multipart
          ? { 'multipart/form-data': { schema } }
          : { 'application/json': { schema } },
      };
    }
    operation.responses = {
      '200': {
        description: 'Success',
        content: { 'application/json': { schema: toSchema(endpoint.response, 'output') } },
      },
      ...(endpoint.params || endpoint.body
        ? { '422': errorResponse('A field is invalid; `errors` has one message per field.') }
        : {}),
      ...(endpoint.auth !== 'none' ? { '401': errorResponse('No live session.') } : {}),
      ...(endpoint.auth === 'staff' ? { '403': errorResponse('Not a staff session.') } : {}),
      ...(endpoint.method !== 'GET'
        ? { '403': errorResponse('Anti-forgery token missing or wrong (requests with cookies).') }
        : {}),
      '404': errorResponse('Not found.'),
      '429': errorResponse('Too many requests.'),
    };
    paths[pathKey] = { ...paths[pathKey], [endpoint.method.toLowerCase()]: operation };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'MediBridge API',
      version: info.version,
      description:
        'The API behind the MediBridge web app. Paths keep the spelling of the original API (SPEC §7). Requests with cookies that change state must send the X-CSRF-TOKEN header.',
    },
    servers: [{ url: info.serverUrl }],
    paths,
    components: {
      schemas: { ErrorBody: toSchema(errorBodySchema, 'output') },
      securitySchemes: {
        session: { type: 'apiKey', in: 'cookie', name: 'mb_session' },
        bearer: { type: 'http', scheme: 'bearer' },
      },
    },
    'x-api-root': API_ROOT,
  };
}
