/**
 * A lean stand-in for the `deepmerge` package, for the one thing formik does with it: combine the field,
 * schema and form-level error objects (`deepmerge.all([...], { arrayMerge })`, and its own `arrayMerge`
 * calling back into `deepmerge`). Same rules as the package: plain objects and arrays merge key by key,
 * values are cloned unless `clone: false`, arrays go through `arrayMerge` (default: concatenate), anything
 * else (strings, Dates, Files, class instances) is taken as it is.
 */
export interface Options {
  arrayMerge?: (target: unknown[], source: unknown[], options: Required<Options>) => unknown[];
  isMergeableObject?: (value: unknown) => boolean;
  clone?: boolean;
}

type Full = Required<Options>;

function isMergeableObject(value: unknown): boolean {
  if (value === null || typeof value !== 'object') return false;
  if (Array.isArray(value)) return true;
  const proto: unknown = Object.getPrototypeOf(value);
  return proto === null || proto === Object.prototype;
}

function complete(options: Options = {}): Full {
  return {
    arrayMerge:
      options.arrayMerge ??
      ((target, source, full) => [...target, ...source].map((v) => copy(v, full))),
    isMergeableObject: options.isMergeableObject ?? isMergeableObject,
    clone: options.clone ?? true,
  };
}

function copy(value: unknown, options: Full): unknown {
  return options.clone && options.isMergeableObject(value)
    ? merge(Array.isArray(value) ? [] : {}, value, options)
    : value;
}

function merge(target: unknown, source: unknown, options: Full): unknown {
  const sourceIsArray = Array.isArray(source);
  if (sourceIsArray !== Array.isArray(target)) return copy(source, options);
  if (sourceIsArray) return options.arrayMerge(target as unknown[], source as unknown[], options);
  const out: Record<string, unknown> = {};
  const from = target as Record<string, unknown>;
  const add = source as Record<string, unknown>;
  if (options.isMergeableObject(from))
    for (const key of Object.keys(from)) out[key] = copy(from[key], options);
  for (const key of Object.keys(add)) {
    out[key] =
      key in from && options.isMergeableObject(add[key])
        ? merge(from[key], add[key], options)
        : copy(add[key], options);
  }
  return out;
}

function deepmerge(target: unknown, source: unknown, options?: Options): unknown {
  return merge(target, source, complete(options));
}

deepmerge.all = (objects: unknown[], options?: Options): unknown => {
  const full = complete(options);
  return objects.reduce((into, next) => merge(into, next, full), {});
};

export default deepmerge;
