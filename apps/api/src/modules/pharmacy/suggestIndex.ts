import { type DrugSchedule, type Language, needsPrescription } from '@medibridge/contract';
import { hasDevanagari, latinSpellings } from './latinSpelling';
import { slipsToPrefix } from './slips';

export { slipsToPrefix } from './slips';

/**
 * The medicine suggestion index (decision 0031): what a person types, matched in the API's memory against the
 * active catalogue, so a suggestion costs no database round trip. Built from the `medicines` table and rebuilt
 * when its version in `catalogue_versions` moves (a trigger raises it on every write, from any process).
 *
 * Ranking, in order, each step bounded by the limit:
 *  1. titles (brand names) starting with the text, in name order;
 *  2. products whose salts start with it, in salts order, then those sold without a prescription (a person
 *     typing 'paracetamol' means tablets before an injection), then cheapest first;
 *  3. from 3 letters, the words people type for medicines (every brand and every salt) that contain the text
 *     or, from 5 letters, are one typing slip away from it (two from 8 letters: a dropped, added, changed or
 *     swapped letter after the first, the text read as the start of
 *     the word), closest first, and for each of up to 4 such words its
 *     products: a brand's titles, or a salt's products, salts starting with it first, then every product
 *     holding it (without a prescription first, then cheapest).
 *
 * A text typed in Devanagari ("डोलो") is looked up by its Latin spellings (`latinSpellings`), as if typed in
 * Latin letters; a Hindi suggestion shows the Hindi title (docs/decisions/0042, 0047).
 */

/** What the index is built from: a product's row. */
export interface IndexedMedicine {
  id: number;
  slug: string;
  title: string;
  /** The Hindi title (brand and strength as printed, the form in Hindi); null: none yet. */
  titleHi: string | null;
  composition: string;
  schedule: string;
  salePaise: number;
  brand: string;
  salts: string;
}

/** What a suggestion shows of a product. */
export type SuggestedMedicine = Pick<
  IndexedMedicine,
  'id' | 'slug' | 'title' | 'composition' | 'schedule'
>;

/**
 * What the index keeps of a product: ~200 bytes at 100,000 products (docs/performance.md). The texts many
 * products share (composition, schedule, salts) are one string each; a title's lower case is made when read.
 */
interface Entry extends SuggestedMedicine {
  titleHi: string | null;
  salePaise: number;
  saltsKey: string;
  brand: string;
}

interface Term {
  word: string;
  kind: 'brand' | 'salt';
  /** For a salt: the products holding it, those sold without a prescription first, then cheapest. */
  holders: Int32Array;
}

/** How many typed-like words a typo search follows (the SQL search it replaced followed as many). */
const TERMS_FOLLOWED = 4;
/** Typing slips allowed for a text of this length: none below 5 letters, one up to 7, then two. */
export function slipsAllowed(length: number): number {
  if (length < 5) return 0;
  return length < 8 ? 1 : 2;
}
/** Texts longer than this are not read for slips (nobody types a 30-letter word with a slip and means it). */
const FUZZY_MAX_LENGTH = 30;

const byKey = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);
const titleKeyOf = (e: { title: string }): string => e.title.toLowerCase();
/** 0 for a product sold over the counter, 1 for one that needs a prescription. */
const rxRank = (e: { schedule: string }): number =>
  needsPrescription(e.schedule as DrugSchedule) ? 1 : 0;

/** The salts of a salts list ('Amoxicillin, Clavulanic Acid' gives both), lower case and trimmed. */
export function saltWords(salts: string): string[] {
  return salts
    .toLowerCase()
    .split(',')
    .map((s) => s.trim())
    .filter((s) => s !== '');
}

/** The distinct letter pairs of a word. */
function pairsOf(word: string): string[] {
  const out = new Set<string>();
  for (let i = 0; i + 1 < word.length; i += 1) out.add(word.slice(i, i + 2));
  return [...out];
}

/** The built index: immutable; a rebuild makes a new one. */
export class MedicineSuggestIndex {
  private readonly entries: Entry[];
  private readonly byTitle: Int32Array;
  private readonly bySalts: Int32Array;
  private readonly terms: Term[];
  /** Letter pair → the terms (indexes into `terms`) whose word holds it. */
  private readonly pairs = new Map<string, Int32Array>();
  /** First letter + letter pair → the terms starting with that letter whose word holds the pair. */
  private readonly headPairs = new Map<string, Int32Array>();
  /** Per term, how many of the text's pairs it holds (scratch space of `similarTerms`). */
  private readonly shared: Uint16Array;

  constructor(rows: readonly IndexedMedicine[]) {
    const shared = new Map<string, string>();
    const one = (text: string): string => {
      const known = shared.get(text);
      if (known !== undefined) return known;
      shared.set(text, text);
      return text;
    };
    this.entries = rows.map((r) => ({
      id: r.id,
      slug: r.slug,
      title: r.title,
      titleHi: r.titleHi,
      composition: one(r.composition),
      schedule: one(r.schedule),
      salePaise: r.salePaise,
      saltsKey: one(r.salts.toLowerCase()),
      brand: one(r.brand),
    }));
    const titleKeys = this.entries.map(titleKeyOf);
    const order = (cmp: (a: number, b: number) => number) =>
      Int32Array.from(this.entries.keys()).sort(cmp);
    const at = (i: number) => this.entries[i] as Entry;
    this.byTitle = order(
      (a, b) => byKey(titleKeys[a] as string, titleKeys[b] as string) || at(a).id - at(b).id,
    );
    this.bySalts = order(
      (a, b) =>
        byKey(at(a).saltsKey, at(b).saltsKey) ||
        rxRank(at(a)) - rxRank(at(b)) ||
        at(a).salePaise - at(b).salePaise ||
        at(a).id - at(b).id,
    );

    // The vocabulary: every brand, and every salt (a word that is both is a brand, as titles start with it).
    const holders = new Map<string, number[]>();
    const brands = new Set<string>();
    rows.forEach((r, i) => {
      const brand = r.brand.trim().toLowerCase();
      if (brand !== '') brands.add(brand);
      for (const salt of saltWords(r.salts)) {
        const list = holders.get(salt);
        if (list) list.push(i);
        else holders.set(salt, [i]);
      }
    });
    const cheapest = (a: number, b: number) => {
      const x = this.entries[a] as Entry;
      const y = this.entries[b] as Entry;
      return rxRank(x) - rxRank(y) || x.salePaise - y.salePaise || x.id - y.id;
    };
    const words = new Set([...brands, ...holders.keys()]);
    this.terms = [...words].sort(byKey).map((word) => ({
      word,
      kind: brands.has(word) ? ('brand' as const) : ('salt' as const),
      holders: brands.has(word)
        ? new Int32Array(0)
        : Int32Array.from(holders.get(word) ?? []).sort(cheapest),
    }));
    const lists = new Map<string, number[]>();
    const headLists = new Map<string, number[]>();
    const push = (map: Map<string, number[]>, key: string, i: number) => {
      const list = map.get(key);
      if (list) list.push(i);
      else map.set(key, [i]);
    };
    this.terms.forEach((t, i) => {
      for (const pair of pairsOf(t.word)) {
        push(lists, pair, i);
        push(headLists, t.word.charAt(0) + pair, i);
      }
    });
    for (const [pair, list] of lists) this.pairs.set(pair, Int32Array.from(list));
    for (const [key, list] of headLists) this.headPairs.set(key, Int32Array.from(list));
    this.shared = new Uint16Array(this.terms.length);
  }

  get size(): number {
    return this.entries.length;
  }

  /**
   * A new index with the products changed since this one was built (docs/decisions/0058): each changed row
   * replaces its product, or adds it; an id in `removed` (a product no longer active) leaves. The products kept
   * come from this index's memory, so nothing but the changed rows is read from the database.
   */
  withChanges(
    changed: readonly IndexedMedicine[],
    removed: readonly number[] = [],
  ): MedicineSuggestIndex {
    const gone = new Set(removed);
    const fresh = new Map(changed.map((r) => [r.id, r]));
    const rows: IndexedMedicine[] = [];
    for (const e of this.entries) {
      if (gone.has(e.id)) continue;
      const replaced = fresh.get(e.id);
      if (replaced) {
        rows.push(replaced);
        fresh.delete(e.id);
        continue;
      }
      rows.push({
        id: e.id,
        slug: e.slug,
        title: e.title,
        titleHi: e.titleHi,
        composition: e.composition,
        schedule: e.schedule,
        salePaise: e.salePaise,
        brand: e.brand,
        salts: e.saltsKey,
      });
    }
    for (const r of fresh.values()) if (!gone.has(r.id)) rows.push(r);
    return new MedicineSuggestIndex(rows);
  }

  get vocabulary(): number {
    return this.terms.length;
  }

  /** Ids of the products matching a text, best first, at most `limit`. */
  search(text: string, limit: number): number[] {
    return this.match(text, limit).map((i) => (this.entries[i] as Entry).id);
  }

  /**
   * What a suggestion shows of the products matching a text, best first, at most `limit`: in Hindi the Hindi
   * title where there is one.
   */
  suggest(text: string, limit: number, language: Language = 'en'): SuggestedMedicine[] {
    return this.match(text, limit).map((i) => {
      const { id, slug, title, titleHi, composition, schedule } = this.entries[i] as Entry;
      const shown = language === 'hi' && titleHi !== null ? titleHi : title;
      return { id, slug, title: shown, composition, schedule };
    });
  }

  /** The entries matching a text, best first, at most `limit`; Devanagari by its Latin spellings. */
  private match(text: string, limit: number): number[] {
    if (!hasDevanagari(text)) return this.matchLatin(text, limit);
    const found: number[] = [];
    for (const spelling of latinSpellings(text.trim())) {
      for (const entry of this.matchLatin(spelling, limit)) {
        if (found.length >= limit) return found;
        if (!found.includes(entry)) found.push(entry);
      }
    }
    return found;
  }

  /** The entries matching a text (lower case, trimmed), best first, at most `limit`. */
  private matchLatin(text: string, limit: number): number[] {
    const needle = text.toLowerCase().trim();
    const found: number[] = [];
    const seen = new Set<number>();
    const take = (entry: number): boolean => {
      if (found.length >= limit) return false;
      if (!seen.has(entry)) {
        seen.add(entry);
        found.push(entry);
      }
      return found.length < limit;
    };
    if (needle === '' || limit <= 0) return [];

    this.takePrefix(this.byTitle, titleKeyOf, needle, take);
    if (found.length < limit) this.takePrefix(this.bySalts, (e) => e.saltsKey, needle, take);
    if (found.length < limit && needle.length >= 3) {
      for (const term of this.similarTerms(needle)) {
        if (found.length >= limit) break;
        if (term.kind === 'brand') {
          this.takePrefix(this.byTitle, titleKeyOf, term.word, take);
          continue;
        }
        this.takePrefix(this.bySalts, (e) => e.saltsKey, term.word, take);
        for (const entry of term.holders) if (!take(entry)) break;
      }
    }
    return found;
  }

  /** Takes, in order, the entries of a sorted list whose key starts with `prefix` (a binary search to the first). */
  private takePrefix(
    sorted: Int32Array,
    keyOf: (e: Entry) => string,
    prefix: string,
    take: (entry: number) => boolean,
  ): void {
    let lo = 0;
    let hi = sorted.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (keyOf(this.entries[sorted[mid] as number] as Entry) < prefix) lo = mid + 1;
      else hi = mid;
    }
    for (let i = lo; i < sorted.length; i += 1) {
      const entry = sorted[i] as number;
      if (!keyOf(this.entries[entry] as Entry).startsWith(prefix)) return;
      if (!take(entry)) return;
    }
  }

  /**
   * Up to 4 vocabulary words like the text: those containing it first (where it starts earliest), then those a
   * slip or two away from being typed as it; then shorter words; then in word order. Only words sharing enough
   * letter pairs with the text are compared letter by letter: a slip breaks at most 3 of its pairs.
   */
  private similarTerms(needle: string): Term[] {
    const slips = needle.length <= FUZZY_MAX_LENGTH ? slipsAllowed(needle.length) : 0;
    const pairs = pairsOf(needle);
    const ranked: { term: Term; slips: number; at: number }[] = [];
    const found = new Set<number>();

    // Words containing the text: each holds all its pairs, so the rarest pair's words are all to read.
    let rarest: Int32Array | undefined;
    for (const pair of pairs) {
      const list = this.pairs.get(pair) ?? new Int32Array(0);
      if (!rarest || list.length < rarest.length) rarest = list;
    }
    for (const t of rarest ?? []) {
      const term = this.terms[t] as Term;
      const at = term.word.indexOf(needle);
      if (at < 0) continue;
      found.add(t);
      ranked.push({ term, slips: 0, at });
    }

    // Words a slip or two away. A slip is looked for after the first letter only: people rarely mistype the
    // letter they start with, and it keeps the comparisons few. A slip breaks at most 3 of the text's pairs,
    // so only words (of the same first letter) holding enough of them are compared letter by letter.
    if (slips > 0) {
      const needed = Math.max(1, pairs.length - 3 * slips);
      const head = needle.charAt(0);
      const touched: number[] = [];
      for (const pair of pairs) {
        const list = this.headPairs.get(head + pair);
        if (!list) continue;
        for (const t of list) {
          if (this.shared[t] === 0) touched.push(t);
          this.shared[t] = (this.shared[t] as number) + 1;
        }
      }
      for (const t of touched) {
        const count = this.shared[t] as number;
        this.shared[t] = 0;
        if (count < needed || found.has(t)) continue;
        const term = this.terms[t] as Term;
        const d = slipsToPrefix(needle, term.word, slips);
        if (d <= slips) ranked.push({ term, slips: d, at: Number.MAX_SAFE_INTEGER });
      }
    }
    ranked.sort(
      (a, b) =>
        a.slips - b.slips ||
        a.at - b.at ||
        a.term.word.length - b.term.word.length ||
        byKey(a.term.word, b.term.word),
    );
    return ranked.slice(0, TERMS_FOLLOWED).map((r) => r.term);
  }
}
