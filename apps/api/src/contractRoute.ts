import { ENDPOINTS, type EndpointName, serverRoute } from '@medibridge/contract';
import type { z } from 'zod';

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
