import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { z } from 'zod';
import { RequestValidationError } from '../errors';

const PART_NAMES: Record<string, string> = {
  body: 'body',
  params: 'params',
  querystring: 'query',
  headers: 'headers',
};

/** zod's type names in words: "Must be text.", not "Must be a string."; "an object", not "a object". */
const TYPE_IN_WORDS: Record<string, string> = {
  string: 'text',
  number: 'a number',
  int: 'a whole number',
  bigint: 'a whole number',
  boolean: 'true or false',
  object: 'an object',
  array: 'a list',
  date: 'a date',
};

/**
 * Messages a person can act on, for zod's built-in checks. A message written in the contract schema wins
 * over these (zod applies schema-level messages first).
 */
function friendlyMessage(issue: z.core.$ZodRawIssue): string | undefined {
  switch (issue.code) {
    case 'invalid_type':
      if (issue.input === undefined || issue.input === null) return 'This field is required.';
      return `Must be ${TYPE_IN_WORDS[issue.expected] ?? `a ${issue.expected}`}.`;
    case 'too_small':
      if (issue.origin === 'string')
        return issue.minimum === 1
          ? 'This field is required.'
          : `Must be at least ${String(issue.minimum)} characters.`;
      if (issue.origin === 'array') return `Must have at least ${String(issue.minimum)} items.`;
      return `Must be at least ${String(issue.minimum)}.`;
    case 'too_big':
      if (issue.origin === 'string') return `Must be at most ${String(issue.maximum)} characters.`;
      if (issue.origin === 'array') return `Must have at most ${String(issue.maximum)} items.`;
      return `Must be at most ${String(issue.maximum)}.`;
    case 'invalid_value':
      return `Must be one of: ${issue.values.map(String).join(', ')}.`;
    case 'unrecognized_keys':
      return `Unknown field${issue.keys.length > 1 ? 's' : ''}: ${issue.keys.join(', ')}.`;
    case 'invalid_format':
      return `Must be a valid ${issue.format}.`;
    default:
      return undefined;
  }
}

/** Dotted path of the first string holding a NUL character (PostgreSQL text cannot store one), or null. */
function findNul(value: unknown, at: string[] = [], depth = 0): string[] | null {
  if (typeof value === 'string') return value.includes('\u0000') ? at : null;
  if (depth > 20 || value === null || typeof value !== 'object') return null;
  for (const [key, item] of Object.entries(value)) {
    const found = findNul(item, [...at, key], depth + 1);
    if (found) return found;
  }
  return null;
}

/** Validates `data` against a contract schema; the per-field messages of a failure are keyed by dotted path. */
export function validateWith(
  schema: z.ZodType,
  part: string,
  data: unknown,
): { value: unknown } | { error: RequestValidationError } {
  const nul = findNul(data);
  if (nul) {
    const key = nul.length ? nul.join('.') : part;
    return {
      error: new RequestValidationError(part, { [key]: 'Must not contain NUL characters.' }),
    };
  }
  const result = schema.safeParse(data, { error: friendlyMessage });
  if (result.success) return { value: result.data };
  const errors: Record<string, string> = {};
  if (data === null || data === undefined) {
    errors[part] = `The request ${part} is missing: send a JSON object.`;
    return { error: new RequestValidationError(part, errors) };
  }
  for (const issue of result.error.issues) {
    const key = issue.path.length ? issue.path.map(String).join('.') : part;
    errors[key] ??= issue.path.length
      ? issue.message
      : `The request ${part} is invalid: ${issue.message}`;
  }
  return { error: new RequestValidationError(part, errors) };
}

/** Successful parses kept per route; a full cache starts over (hostile URLs cannot grow it). */
const PARAMS_MEMO_MAX = 1_000;
/** Longer parameter strings are parsed every time rather than kept. */
const PARAMS_MEMO_KEY_MAX = 512;

/**
 * Path parameters repeat (the same slugs over and over) and their schemas are pure string checks and
 * transforms, so a route keeps its successful parses by the raw values: a repeat skips zod (about 3 % of a
 * memoised catalogue GET, docs/decisions/0012). Failures are not kept; each caller gets its own copy.
 */
function memoisedParams(schema: z.ZodType): (data: unknown) => ReturnType<typeof validateWith> {
  const memo = new Map<string, Record<string, unknown>>();
  return (data: unknown) => {
    let key: string | null = null;
    if (data !== null && typeof data === 'object') {
      const values = Object.values(data);
      if (values.every((v) => typeof v === 'string' && !v.includes('\u0000'))) {
        key = values.join('\u0000');
        if (key.length > PARAMS_MEMO_KEY_MAX) key = null;
      }
    }
    if (key !== null) {
      const hit = memo.get(key);
      if (hit) return { value: { ...hit } };
    }
    const result = validateWith(schema, 'params', data);
    if (
      key !== null &&
      'value' in result &&
      result.value !== null &&
      typeof result.value === 'object'
    ) {
      if (memo.size >= PARAMS_MEMO_MAX) memo.clear();
      memo.set(key, { ...(result.value as Record<string, unknown>) });
    }
    return result;
  };
}

/**
 * Route schemas are the contract's zod schemas (params, body, querystring, headers). Failures become 422
 * with one message per field; successful parses replace the request part with zod's output (transforms
 * applied, e.g. a numeric PIN code becomes a trimmed string).
 */
async function validationPlugin(app: FastifyInstance): Promise<void> {
  app.setValidatorCompiler(({ schema, httpPart }) => {
    const part = PART_NAMES[httpPart ?? 'body'] ?? 'body';
    if (!(schema instanceof z.ZodType)) {
      throw new Error(`Route schema for ${part} must be a zod schema from @medibridge/contract`);
    }
    return part === 'params'
      ? memoisedParams(schema)
      : (data: unknown) => validateWith(schema, part, data);
  });
}

export default fp(validationPlugin, { name: 'medibridge-validation', fastify: '5.x' });
