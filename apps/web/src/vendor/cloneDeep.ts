/**
 * A deep copy of form data: arrays, plain objects and class instances (same prototype, own enumerable
 * properties), Dates, Maps and Sets are copied all the way down, shared and circular references included.
 * Objects a form cannot copy meaningfully (Files, Blobs, functions, DOM nodes, Errors, promises…) are kept
 * as they are, as lodash does for them inside an object.
 */
export default function cloneDeep<T>(value: T): T {
  return copy(value, new Map()) as T;
}

function copyable(value: object): boolean {
  if (Array.isArray(value) || value instanceof Date || value instanceof Map || value instanceof Set)
    return true;
  if (value instanceof RegExp) return true;
  return Object.prototype.toString.call(value) === '[object Object]';
}

function copy(value: unknown, seen: Map<object, unknown>): unknown {
  if (value === null || typeof value !== 'object' || !copyable(value)) return value;
  const done = seen.get(value);
  if (done !== undefined) return done;
  if (value instanceof Date) return new Date(value.getTime());
  if (value instanceof RegExp) return new RegExp(value.source, value.flags);
  if (Array.isArray(value)) {
    const out: unknown[] = [];
    seen.set(value, out);
    for (const item of value) out.push(copy(item, seen));
    return out;
  }
  if (value instanceof Map) {
    const out = new Map<unknown, unknown>();
    seen.set(value, out);
    for (const [k, v] of value) out.set(copy(k, seen), copy(v, seen));
    return out;
  }
  if (value instanceof Set) {
    const out = new Set<unknown>();
    seen.set(value, out);
    for (const item of value) out.add(copy(item, seen));
    return out;
  }
  const source = value as Record<PropertyKey, unknown>;
  const out = Object.create(Object.getPrototypeOf(value) as object | null) as Record<
    PropertyKey,
    unknown
  >;
  seen.set(value, out);
  for (const key of Reflect.ownKeys(source)) {
    if (Object.prototype.propertyIsEnumerable.call(source, key)) out[key] = copy(source[key], seen);
  }
  return out;
}
