/**
 * How a medicine name typed in Devanagari reads in Latin letters, so the suggestion index (decision 0031),
 * whose words are the brands and salts as printed on the strip, finds it: "डोलो" is "dolo", "पैरासिटामोल"
 * "parasitamol" (a slip or two from "paracetamol", which the index forgives). A transliteration for
 * matching, not for showing: it writes each letter as Indian English spells loanwords (ै as in पैरासिटामोल is
 * the "a" of "paracetamol", क्स is "x", फ़ and फ are "f") and drops a final consonant's inherent "a".
 * Written for MediBridge from the Devanagari block of Unicode 15 (U+0900–U+097F).
 */

// prettier-ignore
const CONSONANTS: Readonly<Record<string, string>> = {
  क: 'k', ख: 'kh', ग: 'g', घ: 'gh', ङ: 'n',
  च: 'ch', छ: 'chh', ज: 'j', झ: 'jh', ञ: 'n',
  ट: 't', ठ: 'th', ड: 'd', ढ: 'dh', ण: 'n',
  त: 't', थ: 'th', द: 'd', ध: 'dh', न: 'n',
  प: 'p', फ: 'f', ब: 'b', भ: 'bh', म: 'm',
  य: 'y', र: 'r', ल: 'l', ळ: 'l', व: 'v',
  श: 'sh', ष: 'sh', स: 's', ह: 'h',
  // Precomposed letters with a nukta.
  क़: 'q', ख़: 'kh', ग़: 'g', ज़: 'z', ड़: 'r', ढ़: 'rh', फ़: 'f', य़: 'y',
};

/** A consonant followed by the nukta sign (U+093C) written as two code points. */
// prettier-ignore
const WITH_NUKTA: Readonly<Record<string, string>> = {
  क: 'q', ख: 'kh', ग: 'g', ज: 'z', ड: 'r', ढ: 'rh', फ: 'f', य: 'y',
};

// prettier-ignore
const VOWELS: Readonly<Record<string, string>> = {
  अ: 'a', आ: 'a', इ: 'i', ई: 'i', उ: 'u', ऊ: 'u', ऋ: 'ri', ए: 'e', ऐ: 'a', ओ: 'o', औ: 'au',
  ऑ: 'o', ऍ: 'e',
};

/** Vowel signs after a consonant (they replace its inherent "a"). */
// prettier-ignore
const SIGNS: Readonly<Record<string, string>> = {
  'ा': 'a', 'ि': 'i', 'ी': 'i', 'ु': 'u', 'ू': 'u', 'ृ': 'ri', 'े': 'e', 'ै': 'a', 'ो': 'o', 'ौ': 'au',
  'ॉ': 'o', 'ॅ': 'e',
};

const VIRAMA = '्';
const NUKTA = '़';
/** Anusvara and chandrabindu: a nasal; visarga: a breath. */
const MARKS: Readonly<Record<string, string>> = { 'ं': 'n', 'ँ': 'n', 'ः': 'h' };

const DEVANAGARI = /[\u0900-\u097F]/;

/** Whether a text holds any Devanagari letter. */
export function hasDevanagari(text: string): boolean {
  return DEVANAGARI.test(text);
}

/** One Latin reading of a Devanagari text (other characters are kept, lower case). */
export function latinOf(text: string): string {
  const chars = [...text.normalize('NFC')];
  let out = '';
  for (let i = 0; i < chars.length; i += 1) {
    const c = chars[i] as string;
    const consonant = chars[i + 1] === NUKTA ? (WITH_NUKTA[c] ?? CONSONANTS[c]) : CONSONANTS[c];
    if (consonant !== undefined) {
      if (chars[i + 1] === NUKTA) i += 1;
      const next = chars[i + 1] ?? '';
      // क्स is "x" (टैक्सी, "taxi").
      if (c === 'क' && next === VIRAMA && chars[i + 2] === 'स') {
        out += 'x';
        i += 2;
        continue;
      }
      out += consonant;
      if (next === VIRAMA) i += 1;
      else if (SIGNS[next] !== undefined) {
        out += SIGNS[next];
        i += 1;
      } else if (CONSONANTS[next] !== undefined || MARKS[next] !== undefined) {
        // The inherent "a" between consonants is spoken; at the end of a word it is not.
        out += 'a';
      }
      continue;
    }
    out += VOWELS[c] ?? MARKS[c] ?? SIGNS[c] ?? (c === VIRAMA || c === NUKTA ? '' : c);
  }
  return out.toLowerCase();
}

/**
 * The Latin spellings to look a Devanagari text up by: its reading, and for a first sound English writes
 * with another letter (क, स before e/i and ज as the "c", "c" and "z" of "crocin", "cetirizine",
 * "zinc") that spelling too: the index forgives slips after the first letter only.
 */
export function latinSpellings(text: string): string[] {
  const latin = latinOf(text);
  const spellings = [latin];
  const first = latin.charAt(0);
  const rest = latin.slice(1);
  if (first === 'k') spellings.push(`c${rest}`);
  if (first === 's' && /^[ei]/.test(rest)) spellings.push(`c${rest}`);
  if (first === 'j') spellings.push(`z${rest}`);
  return spellings;
}
