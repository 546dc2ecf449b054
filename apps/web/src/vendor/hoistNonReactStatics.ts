/** Statics React gives meaning to, and a function's own built-in properties: never copied. */
const SKIPPED = new Set<PropertyKey>([
  'childContextTypes',
  'contextType',
  'contextTypes',
  'defaultProps',
  'displayName',
  'getDefaultProps',
  'getDerivedStateFromError',
  'getDerivedStateFromProps',
  'mixins',
  'propTypes',
  'type',
  'compare',
  'render',
  '$$typeof',
  'name',
  'length',
  'prototype',
  'caller',
  'callee',
  'arguments',
  'arity',
]);

/**
 * Copies a component's own statics (other than React's) onto the component that wraps it, as formik's
 * `connect` and `withFormik` expect; properties the target already defines are left alone.
 */
export default function hoistNonReactStatics<T extends object, S extends object>(
  target: T,
  source: S,
): T {
  if (typeof source === 'string') return target;
  for (const key of Reflect.ownKeys(source)) {
    if (SKIPPED.has(key) || Object.prototype.hasOwnProperty.call(target, key)) continue;
    const descriptor = Object.getOwnPropertyDescriptor(source, key);
    if (!descriptor) continue;
    try {
      Object.defineProperty(target, key, descriptor);
    } catch {
      // A non-configurable property of the target: keep the target's.
    }
  }
  return target;
}
