/** The shape of a Hindi table and how it pairs with its English one (docs/decisions/0017). */

export type HindiOf<T> = {
  readonly [K in keyof T]: T[K] extends (...args: infer A) => string
    ? (...args: A) => string
    : string;
};

/** English → Hindi pairs of a table's plain-text messages (function messages are looked up by key). */
export function pairs<T extends Record<string, unknown>>(
  english: T,
  hindi: HindiOf<T>,
): [string, string][] {
  return Object.keys(english).flatMap((key) => {
    const en = english[key];
    const hi = (hindi as Record<string, unknown>)[key];
    return typeof en === 'string' && typeof hi === 'string' ? [[en, hi] as [string, string]] : [];
  });
}

/** A catalogue (English text → Hindi, frozen) of the plain-text messages of one or more tables. */
export function catalogueOf(...tables: [string, string][][]): Readonly<Record<string, string>> {
  return Object.freeze(Object.fromEntries(tables.flat()));
}
