// @pdf-lib/fontkit's Devanagari (Indic) shaper is built with generators that expect regenerator's runtime as
// a global; without it, laying out Hindi throws "regeneratorRuntime is not defined" (docs/decisions/0043).
import 'regenerator-runtime/runtime';
import { readFileSync } from 'node:fs';
import fontkit from '@pdf-lib/fontkit';
import type { PDFDocument, PDFFont } from 'pdf-lib';

/**
 * Text in the PDFs the server makes (invoice, e-prescription): Noto Sans Devanagari, embedded and subset, so
 * Hindi and English (and the rupee sign) print as written. The font is an npm dependency
 * (@expo-google-fonts/noto-sans-devanagari, SIL OFL 1.1): no system font is needed. fontkit shapes the
 * Devanagari (conjuncts, reordered matras, reph); docs/decisions/0043 says what was measured.
 */

const FONT_FILES = {
  regular: '@expo-google-fonts/noto-sans-devanagari/400Regular/NotoSansDevanagari_400Regular.ttf',
  bold: '@expo-google-fonts/noto-sans-devanagari/700Bold/NotoSansDevanagari_700Bold.ttf',
} as const;

const fontBytes = new Map<keyof typeof FONT_FILES, Buffer>();

function bytesOf(weight: keyof typeof FONT_FILES): Buffer {
  let bytes = fontBytes.get(weight);
  if (!bytes) {
    bytes = readFileSync(require.resolve(FONT_FILES[weight]));
    fontBytes.set(weight, bytes);
  }
  return bytes;
}

/** The two weights a document uses, with the characters they can draw. */
export interface PdfFonts {
  regular: PDFFont;
  bold: PDFFont;
}

const drawable = new WeakMap<PDFFont, ReadonlySet<number>>();

/** Embeds the regular and bold Noto Sans Devanagari in `pdf` (subset: only the glyphs drawn are kept). */
export async function embedPdfFonts(pdf: PDFDocument): Promise<PdfFonts> {
  pdf.registerFontkit(fontkit);
  const regular = await pdf.embedFont(bytesOf('regular'), { subset: true });
  const bold = await pdf.embedFont(bytesOf('bold'), { subset: true });
  for (const font of [regular, bold]) drawable.set(font, new Set(font.getCharacterSet()));
  return { regular, bold };
}

/**
 * Text the font can draw: NFC, line breaks and tabs as spaces, any character it has no glyph for (another
 * script, an emoji) as '?', so a patient's text never fails the PDF nor prints as empty boxes. Joiners
 * (ZWJ, ZWNJ) pass: they steer Devanagari shaping.
 */
export function pdfSafe(text: string, font: PDFFont): string {
  const known = drawable.get(font);
  let out = '';
  for (const char of text.normalize('NFC').replace(/[\t\r\n]+/g, ' ')) {
    const code = char.codePointAt(0) ?? 0x3f;
    out += code === 0x200c || code === 0x200d || !known || known.has(code) ? char : '?';
  }
  return out;
}

/** Splits text into lines that fit `width` at `size`; a word longer than a line is cut. */
export function wrapPdfText(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  for (const paragraph of text.split(/\r?\n/)) {
    let line = '';
    for (const word of pdfSafe(paragraph, font).split(/\s+/)) {
      const candidate = line ? `${line} ${word}` : word;
      if (font.widthOfTextAtSize(candidate, size) <= width) line = candidate;
      else {
        if (line) lines.push(line);
        line = word;
        while (font.widthOfTextAtSize(line, size) > width && line.length > 1) {
          let cut = line.length - 1;
          while (cut > 1 && font.widthOfTextAtSize(line.slice(0, cut), size) > width) cut -= 1;
          lines.push(line.slice(0, cut));
          line = line.slice(cut);
        }
      }
    }
    lines.push(line);
  }
  return lines;
}
