// The build runs this file in Node, which cannot load ui-kit through its package entry (TypeScript): the
// key function's own file has no imports.
// eslint-disable-next-line import-x/no-relative-packages
import { textKey } from '../../../../packages/ui-kit/src/i18n/textKey';

/**
 * A Hindi catalogue module (English text → Hindi, its default export), loaded by `defineTexts` as a lazy chunk:
 * a package's `src/i18n/hi.ts` or `hi-<group>.ts`, a service page's content (`enquiries/src/i18n/pages/<page>.ts`),
 * contract's `hi*.ts` and the shell's `src/i18n/hi*.ts`.
 */
export const CATALOGUE_MODULE =
  /[\\/](?:packages[\\/][\w-]+[\\/]src[\\/]i18n[\\/](?:hi(?:-[\w-]+)?|pages[\\/](?!index\.)[\w-]+)|packages[\\/]contract[\\/]src[\\/]hi(?:-[\w-]+)?|apps[\\/]web[\\/]src[\\/]i18n[\\/]hi(?:-[\w-]+)?)\.ts$/;

/**
 * The module the build writes for a catalogue: its Hindi keyed by `textKey` of the English, and nothing
 * imported (contract's catalogues pair their Hindi with the English tables at run time: that pairing is done
 * here, once). `keys` holds every key written so far, across catalogues: two English texts with one key stop
 * the build, since `translate` could then show one's Hindi for the other.
 */
export function keyedCatalogueCode(
  catalogue: unknown,
  id: string,
  keys: Map<string, string>,
): string {
  if (!catalogue || typeof catalogue !== 'object' || Array.isArray(catalogue))
    throw new Error(`${id}: a Hindi catalogue's default export must be an object of texts`);
  const keyed: Record<string, string> = {};
  for (const [english, hindi] of Object.entries(catalogue)) {
    if (typeof hindi !== 'string')
      throw new Error(`${id}: the Hindi of "${english}" is not a text`);
    const key = textKey(english);
    const other = keys.get(key);
    if (other !== undefined && other !== english)
      throw new Error(
        `${id}: "${english}" and "${other}" have the same text key ${key}; reword one of them`,
      );
    keys.set(key, english);
    keyed[key] = hindi;
  }
  return `export default ${JSON.stringify(keyed)};\nexport const keyed = true;\n`;
}
