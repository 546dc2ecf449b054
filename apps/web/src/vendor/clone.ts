/**
 * A shallow copy: arrays, Dates, Maps, Sets and RegExps become new ones; other objects become an object with
 * the same prototype (a class instance stays an instance) and the same own enumerable properties. Anything
 * else (primitives, functions) is returned as it is.
 */
export default function clone<T>(value: T): T {
  if (value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.slice() as T;
  if (value instanceof Date) return new Date(value.getTime()) as T;
  if (value instanceof Map) return new Map(value) as T;
  if (value instanceof Set) return new Set(value) as T;
  if (value instanceof RegExp) return new RegExp(value.source, value.flags) as T;
  const copy = Object.create(Object.getPrototypeOf(value) as object | null) as Record<
    PropertyKey,
    unknown
  >;
  const source = value as Record<PropertyKey, unknown>;
  for (const key of Reflect.ownKeys(source)) {
    if (Object.prototype.propertyIsEnumerable.call(source, key)) copy[key] = source[key];
  }
  return copy as T;
}
