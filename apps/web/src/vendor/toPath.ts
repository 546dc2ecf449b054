/** One `name[0].part` or `name.0["some key"]` segment: a bare name, or a bracketed index or quoted key. */
const SEGMENT = /\[\s*(?:"((?:[^"\\]|\\.)*)"|'((?:[^'\\]|\\.)*)'|([^\]]*?))\s*\]|[^.[\]]+/g;

/**
 * A field name as its list of keys, as formik's getIn/setIn need it: `friends[1].name` → `['friends', '1',
 * 'name']`; quoted bracket keys keep their dots; an array is returned as its keys in string form.
 */
export default function toPath(value: unknown): string[] {
  if (Array.isArray(value)) return value.map((key) => String(key));
  const text = String(value);
  const keys: string[] = [];
  for (const match of text.matchAll(SEGMENT)) {
    const [whole, double, single, bare] = match;
    const quoted = double ?? single;
    keys.push(quoted !== undefined ? quoted.replace(/\\(.)/g, '$1') : (bare ?? whole));
  }
  return keys;
}
