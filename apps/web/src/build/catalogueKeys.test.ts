/**
 * The build's keyed Hindi catalogues (docs/decisions/0034): every catalogue a screen loads is recognised, the
 * keyed module holds the same Hindi under `textKey`, and no two English texts of the app share a key.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { textKey } from '@medibridge/ui-kit';
import { CATALOGUE_MODULE, keyedCatalogueCode } from './catalogueKeys';

const root = join(__dirname, '../../../..');

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (name === 'node_modules' || name === 'dist') return [];
    return statSync(path).isDirectory() ? files(path) : [path];
  });
}

const sources = [...files(join(root, 'packages')), ...files(join(root, 'apps/web/src'))].filter(
  (path) => /\.tsx?$/.test(path) && !/\.test\.tsx?$/.test(path),
);

/** Every module a `defineTexts` loader imports: `() => import('…')` in an i18n folder or ui-kit's texts. */
function catalogueImports(): string[] {
  const found = new Set<string>();
  for (const path of sources) {
    const code = readFileSync(path, 'utf8');
    if (!/defineTexts|PAGE_HINDI/.test(code)) continue;
    for (const [, spec] of code.matchAll(/import\('([^']+)'\)/g)) {
      if (spec!.startsWith('.')) found.add(`${resolve(dirname(path), spec!)}.ts`);
      else {
        const [, pkg, entry] = /^@medibridge\/([\w-]+)\/([\w-]+)$/.exec(spec!) ?? [];
        if (pkg && entry) found.add(join(root, 'packages', pkg, 'src', `${entry}.ts`));
      }
    }
  }
  return [...found].filter((path) => !/[\\/]pages[\\/]\w+Page\.ts$/.test(path));
}

/** Evaluates the code the build writes for a catalogue. */
function evaluate(code: string): { default: Record<string, string>; keyed: boolean } {
  const match = /^export default (\{.*\});\nexport const keyed = true;\n$/s.exec(code);
  if (!match) throw new Error(`unexpected module code: ${code.slice(0, 80)}`);
  return { default: JSON.parse(match[1]!) as Record<string, string>, keyed: true };
}

describe('keyed Hindi catalogues', () => {
  const loaded = catalogueImports().filter((path) =>
    /[\\/]i18n[\\/]|[\\/]contract[\\/]/.test(path),
  );

  it('recognises every catalogue a screen loads, and nothing else', () => {
    expect(loaded.length).toBeGreaterThan(30);
    for (const path of loaded) expect(`/${relative(root, path)}`).toMatch(CATALOGUE_MODULE);
    for (const other of [
      'packages/contract/src/hiTables.ts',
      'packages/enquiries/src/i18n/pages/index.ts',
      'packages/appointments/src/i18n/index.ts',
      'packages/appointments/src/i18n/followup.ts',
      'packages/ui-kit/src/i18n/texts.ts',
    ])
      expect(`/${other}`).not.toMatch(CATALOGUE_MODULE);
  });

  it('writes each Hindi text under the key of its English, with nothing imported', () => {
    const catalogue = { 'Book Appointment': 'अपॉइंटमेंट बुक करें', 'Hello {name}': 'नमस्ते {name}' };
    const code = keyedCatalogueCode(catalogue, 'demo.ts', new Map());
    expect(code).not.toMatch(/import|Book Appointment/);
    expect(evaluate(code).default).toEqual({
      [textKey('Book Appointment')]: 'अपॉइंटमेंट बुक करें',
      [textKey('Hello {name}')]: 'नमस्ते {name}',
    });
  });

  it('stops the build when two English texts share a key, or a catalogue is not texts', () => {
    const keys = new Map([[textKey('Book Appointment'), 'Some other English text']]);
    expect(() =>
      keyedCatalogueCode({ 'Book Appointment': 'अपॉइंटमेंट बुक करें' }, 'demo.ts', keys),
    ).toThrow(/"Book Appointment" and "Some other English text" have the same text key/);
    expect(() => keyedCatalogueCode({ Close: 3 }, 'demo.ts', new Map())).toThrow(
      /the Hindi of "Close" is not a text/,
    );
    expect(() => keyedCatalogueCode(['a'], 'demo.ts', new Map())).toThrow(/must be an object/);
  });

  it('gives every English text of every catalogue its own key', async () => {
    const keys = new Map<string, string>();
    let texts = 0;
    for (const path of loaded) {
      const module = (await import(path)) as { default: Record<string, string> };
      texts += Object.keys(module.default).length;
      expect(() => keyedCatalogueCode(module.default, path, keys)).not.toThrow();
    }
    expect(keys.size).toBeGreaterThan(500);
    expect(texts).toBeGreaterThanOrEqual(keys.size);
  });
});
