/**
 * A lean stand-in for `react-fast-compare`, for what formik compares with it: form values, errors, touched
 * flags and status (plain objects, arrays, strings, numbers, booleans, null, Dates, Files). Deep for plain
 * objects and arrays, by time for Dates, by identity for anything else that is an object.
 */
export default function isEqual(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (Number.isNaN(a) && Number.isNaN(b)) return true;
  if (a === null || b === null || typeof a !== 'object' || typeof b !== 'object') return false;
  if (a instanceof Date || b instanceof Date)
    return a instanceof Date && b instanceof Date && a.getTime() === b.getTime();
  if (Array.isArray(a) || Array.isArray(b)) {
    if (!Array.isArray(a) || !Array.isArray(b) || a.length !== b.length) return false;
    return a.every((value, i) => isEqual(value, b[i]));
  }
  const protoA: unknown = Object.getPrototypeOf(a);
  const protoB: unknown = Object.getPrototypeOf(b);
  if (protoA !== protoB || (protoA !== Object.prototype && protoA !== null)) return false;
  const keysA = Object.keys(a);
  if (keysA.length !== Object.keys(b).length) return false;
  return keysA.every(
    (key) =>
      Object.prototype.hasOwnProperty.call(b, key) &&
      isEqual((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]),
  );
}
