import { createRequire } from 'node:module';
import path from 'node:path';
import { REPO_ROOT } from './harness';

/**
 * The words a PDF of ours draws, read back through its fonts' ToUnicode maps (the API's test helper
 * `apps/api/src/test/pdfText.ts`, for journeys): pdf-lib is the API's own dependency, loaded from there.
 */
interface PdfObject {
  asString?: () => string;
}
interface PdfLib {
  PDFDocument: { load(bytes: Uint8Array): Promise<PdfDoc> };
  PDFArray: new (...args: never[]) => { asArray(): unknown[] };
  PDFDict: new (...args: never[]) => {
    get(name: unknown): unknown;
    entries(): [PdfObject, unknown][];
  };
  PDFName: { of(name: string): unknown };
  PDFRawStream: new (...args: never[]) => object;
  PDFRef: new (...args: never[]) => object;
  decodePDFRawStream(stream: unknown): { decode(): Uint8Array };
}
interface PdfDoc {
  context: { lookup(ref: unknown): unknown };
  getPages(): {
    node: { Resources(): { get(name: unknown): unknown } | undefined; get(name: unknown): unknown };
  }[];
}

const lib = createRequire(path.join(REPO_ROOT, 'apps', 'api', 'package.json'))('pdf-lib') as PdfLib;

function streamText(stream: unknown): string {
  if (!(stream instanceof lib.PDFRawStream)) return '';
  return Buffer.from(lib.decodePDFRawStream(stream).decode()).toString('latin1');
}

function parseCmap(cmap: string): Map<number, string> {
  const map = new Map<number, string>();
  for (const block of cmap.matchAll(/beginbfchar([\s\S]*?)endbfchar/g))
    for (const pair of (block[1] ?? '').matchAll(/<([0-9A-Fa-f]+)>\s*<([0-9A-Fa-f]+)>/g)) {
      let text = '';
      const hex = pair[2] ?? '';
      for (let i = 0; i + 4 <= hex.length; i += 4)
        text += String.fromCodePoint(Number.parseInt(hex.slice(i, i + 4), 16));
      map.set(Number.parseInt(pair[1] ?? '0', 16), text);
    }
  return map;
}

/** The PDF's text, one line a text run. */
export async function pdfText(bytes: Uint8Array): Promise<string> {
  const pdf = await lib.PDFDocument.load(bytes);
  const resolve = (value: unknown): unknown =>
    value instanceof lib.PDFRef ? pdf.context.lookup(value) : value;
  const runs: string[] = [];
  for (const page of pdf.getPages()) {
    const fontDict = resolve(page.node.Resources()?.get(lib.PDFName.of('Font')));
    const cmaps = new Map<string, Map<number, string>>();
    if (fontDict instanceof lib.PDFDict)
      for (const [name, ref] of fontDict.entries()) {
        const font = resolve(ref);
        if (!(font instanceof lib.PDFDict)) continue;
        const toUnicode = resolve(font.get(lib.PDFName.of('ToUnicode')));
        cmaps.set(name.asString?.() ?? '', parseCmap(streamText(toUnicode)));
      }
    const contents = resolve(page.node.get(lib.PDFName.of('Contents')));
    const parts = contents instanceof lib.PDFArray ? contents.asArray().map(resolve) : [contents];
    let current: Map<number, string> | undefined;
    for (const op of parts
      .map(streamText)
      .join('\n')
      .matchAll(/(\/[^\s/]+)\s+[\d.]+\s+Tf|<([0-9A-Fa-f]*)>\s*Tj/g)) {
      if (op[1]) {
        current = cmaps.get(op[1]);
        continue;
      }
      const hex = op[2] ?? '';
      let text = '';
      for (let i = 0; i + 4 <= hex.length; i += 4)
        text += current?.get(Number.parseInt(hex.slice(i, i + 4), 16)) ?? '\uFFFD';
      runs.push(text);
    }
  }
  return runs.join('\n');
}
