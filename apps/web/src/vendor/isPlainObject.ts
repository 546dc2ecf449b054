/** True for `{}`-style objects (made by a literal, `new Object` or `Object.create(null)`), in any realm. */
export default function isPlainObject(value: unknown): boolean {
  if (value === null || typeof value !== 'object') return false;
  if (Object.prototype.toString.call(value) !== '[object Object]') return false;
  const proto: unknown = Object.getPrototypeOf(value);
  // Object.prototype of this page or of a frame: the only prototype whose own prototype is null.
  return proto === null || Object.getPrototypeOf(proto) === null;
}
