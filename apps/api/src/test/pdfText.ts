import {
  PDFArray,
  PDFDict,
  PDFDocument,
  PDFName,
  PDFRawStream,
  PDFRef,
  decodePDFRawStream,
} from 'pdf-lib';

/** A PDF's fonts and the text it draws, read back the way a viewer's copy-and-paste does (tests only). */
export interface PdfTextDump {
  /** BaseFont names of the fonts used on the pages. */
  fonts: string[];
  /** Each text-showing operation's string, in drawing order (glyphs mapped through the font's ToUnicode). */
  runs: string[];
  /** True when some glyph had no ToUnicode entry. */
  unmapped: boolean;
}

function streamText(stream: unknown): string {
  if (!(stream instanceof PDFRawStream)) return '';
  return Buffer.from(decodePDFRawStream(stream).decode()).toString('latin1');
}

function hexToCodes(hex: string): string {
  let out = '';
  for (let i = 0; i + 4 <= hex.length; i += 4)
    out += String.fromCodePoint(Number.parseInt(hex.slice(i, i + 4), 16));
  return out;
}

/** A ToUnicode CMap's bfchar entries (pdf-lib writes bfchar only): glyph id → text. */
function parseCmap(cmap: string): Map<number, string> {
  const map = new Map<number, string>();
  for (const block of cmap.matchAll(/beginbfchar([\s\S]*?)endbfchar/g))
    for (const pair of (block[1] ?? '').matchAll(/<([0-9A-Fa-f]+)>\s*<([0-9A-Fa-f]+)>/g))
      map.set(Number.parseInt(pair[1] ?? '0', 16), hexToCodes(pair[2] ?? ''));
  return map;
}

export async function pdfTextDump(bytes: Uint8Array): Promise<PdfTextDump> {
  const pdf = await PDFDocument.load(bytes);
  const resolve = (value: unknown): unknown =>
    value instanceof PDFRef ? pdf.context.lookup(value) : value;
  const fonts: string[] = [];
  const runs: string[] = [];
  let unmapped = false;
  for (const page of pdf.getPages()) {
    const resources = page.node.Resources();
    const fontDict = resolve(resources?.get(PDFName.of('Font')));
    const cmaps = new Map<string, Map<number, string> | null>();
    if (fontDict instanceof PDFDict)
      for (const [name, ref] of fontDict.entries()) {
        const font = resolve(ref);
        if (!(font instanceof PDFDict)) continue;
        fonts.push(String(font.get(PDFName.of('BaseFont'))).replace(/^\//, ''));
        const toUnicode = resolve(font.get(PDFName.of('ToUnicode')));
        cmaps.set(name.asString(), toUnicode ? parseCmap(streamText(toUnicode)) : null);
      }
    const contents = resolve(page.node.get(PDFName.of('Contents')));
    const parts = contents instanceof PDFArray ? contents.asArray().map(resolve) : [contents];
    const content = parts.map(streamText).join('\n');
    let current: Map<number, string> | null = null;
    for (const op of content.matchAll(/(\/[^\s/]+)\s+[\d.]+\s+Tf|<([0-9A-Fa-f]*)>\s*Tj/g)) {
      if (op[1]) {
        current = cmaps.get(op[1]) ?? null;
        continue;
      }
      const hex = op[2] ?? '';
      let text = '';
      for (let i = 0; i + 4 <= hex.length; i += 4) {
        const glyph = Number.parseInt(hex.slice(i, i + 4), 16);
        const mapped = current?.get(glyph);
        if (mapped === undefined) unmapped = true;
        text += mapped ?? '\uFFFD';
      }
      runs.push(text);
    }
  }
  return { fonts: [...new Set(fonts)], runs, unmapped };
}
