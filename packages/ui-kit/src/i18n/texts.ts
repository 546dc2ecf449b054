import { use, useSyncExternalStore } from 'react';
import type { Language } from '@medibridge/contract';
import { applyLanguage, getLanguage, initialLanguage, subscribeLanguage } from './language';
import type UiHindi from './hi';
import { keyCatalogue, textKey } from './textKey';

/**
 * Translated texts (docs/decisions/0017). English is the source: a text's English words are its key, so
 * English needs no catalogue at all and SPEC's words stay in the code word for word. Each package keeps its
 * Hindi in one file, `src/i18n/hi.ts` (`{ 'English text': 'हिन्दी पाठ' }`), loaded as its own lazy chunk the
 * first time Hindi is needed. `defineTexts` registers it and returns the package's hook; the hook's `t`
 * accepts only keys of that file (and ui-kit's shared ones), so a text without Hindi does not compile.
 * Values may hold `{name}` placeholders, filled by `t(key, { name })`: no message parser ships.
 */
export type Catalogue = Readonly<Record<string, string>>;
type Loader = () => Promise<Catalogue>;
export type TextValues = Readonly<Record<string, string | number>>;

interface Entry {
  load: Loader;
  pending?: Promise<void>;
  loaded: boolean;
}

const registry = new Map<string, Entry>();
/**
 * Every Hindi text loaded so far, from every package, by its English text's `textKey`: `translate` reads it.
 * Built catalogues arrive keyed already (docs/decisions/0034); source ones (tests, `pnpm dev`) are keyed here.
 */
const hindi = new Map<string, string>();

/**
 * Bumped whenever the language changes or texts arrive, so every component that shows texts re-renders:
 * a package whose code (and so its Hindi) arrives after the switch fills in without waiting for one.
 */
let textsVersion = 0;
const textListeners = new Set<() => void>();
function bumpTexts(): void {
  textsVersion += 1;
  for (const listener of textListeners) listener();
}
function subscribeTexts(listener: () => void): () => void {
  textListeners.add(listener);
  const stop = subscribeLanguage(listener);
  return () => {
    textListeners.delete(listener);
    stop();
  };
}

function loadEntry(entry: Entry): Promise<void> {
  if (entry.loaded) return Promise.resolve();
  if (!entry.pending) {
    entry.pending = entry.load().then(
      (catalogue) => {
        for (const [key, text] of Object.entries(catalogue)) hindi.set(key, text);
        entry.loaded = true;
        if (getLanguage() !== 'en') bumpTexts();
      },
      (error: unknown) => {
        entry.pending = undefined;
        throw error;
      },
    );
  }
  return entry.pending;
}

/** Fills `{name}` placeholders. */
export function fillText(text: string, values?: TextValues): string {
  if (!values) return text;
  return text.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  );
}

/**
 * A text in the current language, for any English text (a server or form message handed around as a
 * string): its Hindi when loaded, else the English itself.
 */
export function translate(
  english: string,
  values?: TextValues,
  language: Language = getLanguage(),
): string {
  const text = language === 'hi' ? (hindi.get(textKey(english)) ?? english) : english;
  return fillText(text, values);
}

/** Loads the texts of every registered package for a language. */
export function loadLanguage(language: Language): Promise<void> {
  if (language === 'en') return Promise.resolve();
  return Promise.all([...registry.values()].map(loadEntry)).then(() => undefined);
}

/** Loads a language's texts, then switches the whole app to it at once and remembers the choice. */
export async function changeLanguage(language: Language): Promise<void> {
  await loadLanguage(language);
  applyLanguage(language);
}

/** At start-up: the stored (or browser's) language, its texts loaded before the first render. */
export async function prepareLanguage(): Promise<Language> {
  const language = initialLanguage();
  try {
    await loadLanguage(language);
    applyLanguage(language, false);
  } catch {
    // Hindi could not be downloaded (offline on a first visit): English until the next try.
    applyLanguage('en', false);
  }
  return getLanguage();
}

/** The current language, re-rendering on change and when more of its texts arrive. */
export function useLanguage(): Language {
  useSyncExternalStore(
    subscribeTexts,
    () => `${getLanguage()}:${textsVersion}`,
    () => 'en:0',
  );
  return getLanguage();
}

export type Translate<Key extends string> = (key: Key, values?: TextValues) => string;

/**
 * Registers a package's Hindi texts and returns its hook. `name` is the package; `load` imports its
 * `./hi` (a lazy chunk). While Hindi is on and a package's texts are still downloading (its code arrived
 * after the switch), the hook suspends, so no screen flashes English.
 */
export function defineTexts<Hindi extends Catalogue>(
  name: string,
  load: () => Promise<{ default: Hindi }>,
): () => Translate<Extract<keyof Hindi, string>> {
  let entry = registry.get(name);
  if (!entry) {
    entry = {
      load: () =>
        load().then((module: { default: Hindi } | { default: Catalogue; keyed: true }) =>
          'keyed' in module ? module.default : keyCatalogue(module.default),
        ),
      loaded: false,
    };
    registry.set(name, entry);
    if (getLanguage() !== 'en') loadEntry(entry).catch(() => undefined);
  }
  const registered = entry;
  return function useTexts() {
    const language = useLanguage();
    if (language !== 'en' && !registered.loaded) use(loadEntry(registered));
    return (key, values) => translate(key, values, language);
  };
}

/** Test aid: forget loaded texts and go back to English. */
export function resetTextsForTests(): void {
  hindi.clear();
  for (const entry of registry.values()) {
    entry.loaded = false;
    entry.pending = undefined;
  }
  applyLanguage('en', false);
}

/**
 * The texts every screen needs are registered here, in the module that `prepareLanguage` comes from, so
 * they are known before the first render whatever chunk the bundler puts the rest of ui-kit in:
 * ui-kit's own, and contract's share the screens show (SPEC's messages, form messages, shared option labels; the server translates its own).
 */
export const useUiTexts = defineTexts<typeof UiHindi>('ui-kit', () => import('./hi'));
defineTexts('contract', () => import('@medibridge/contract/hi-screens'));
