import type { Translate } from './texts';

type TextsHook = () => Translate<never>;

/**
 * One `t` for a screen group that reads several catalogues (docs/decisions/0032): its own, the texts its
 * package's groups share, contract's messages. The hooks are called in the order given, the same at every
 * render (each loads its catalogue in Hindi); the `t` answers every key of `Key`, which the caller states (the
 * union of the catalogues' keys). Translation itself is global, so the last hook's `t` serves them all.
 */
export function combineTexts<Key extends string>(
  first: TextsHook,
  second: TextsHook,
  third?: TextsHook,
): () => Translate<Key> {
  if (third)
    return () => {
      first();
      second();
      return third() as unknown as Translate<Key>;
    };
  return () => {
    first();
    return second() as unknown as Translate<Key>;
  };
}
