import { CsvError, csvField, parseCsv, writeCsv } from './csv';

const cells = (text: string) => parseCsv(text).map((r) => r.cells);

describe('the CSV reader (RFC 4180)', () => {
  it('reads plain fields separated by commas, lines ended by LF or CRLF', () => {
    expect(cells('a,b,c\n1,2,3\r\n4,5,6')).toEqual([
      ['a', 'b', 'c'],
      ['1', '2', '3'],
      ['4', '5', '6'],
    ]);
  });

  it('reads quoted fields holding commas, doubled quotes and line breaks', () => {
    expect(cells('name,note\r\n"Dolo, 650","He said ""twice""\r\nthen left"\r\n')).toEqual([
      ['name', 'note'],
      ['Dolo, 650', 'He said "twice"\r\nthen left'],
    ]);
  });

  it('drops the byte order mark a spreadsheet writes', () => {
    expect(cells('\uFEFFslug,title\nx,y')).toEqual([
      ['slug', 'title'],
      ['x', 'y'],
    ]);
  });

  it('keeps empty fields, including a trailing one', () => {
    expect(cells('a,,c,\n,,,')).toEqual([
      ['a', '', 'c', ''],
      ['', '', '', ''],
    ]);
  });

  it('skips blank lines and tells each record the line it starts on, counting breaks inside quotes', () => {
    const records = parseCsv('h1,h2\n\n"two\nlines",x\r\n\r\nlast,y\n');
    expect(records.map((r) => r.line)).toEqual([1, 3, 6]);
    expect(records[1]?.cells).toEqual(['two\nlines', 'x']);
  });

  it('keeps a quote inside an unquoted field as it is', () => {
    expect(cells('5" bandage,x')).toEqual([['5" bandage', 'x']]);
  });

  it('refuses a quote never closed, naming the line it opened on', () => {
    const read = () => parseCsv('a,b\n1,"open\n2,3');
    expect(read).toThrow(CsvError);
    expect(read).toThrow('never closed');
    try {
      read();
    } catch (err) {
      expect((err as CsvError).line).toBe(2);
    }
  });

  it('refuses text after a closing quote', () => {
    expect(() => parseCsv('"a"b,c')).toThrow('closing quote');
  });

  it('reads an empty file as no records', () => {
    expect(parseCsv('')).toEqual([]);
    expect(parseCsv('\uFEFF\r\n')).toEqual([]);
  });
});

describe('the CSV writer', () => {
  it('quotes only fields that need it, doubling quotes, CRLF after each row', () => {
    expect(
      writeCsv([
        ['a', 'b,c', 'say "hi"', 'two\nlines', 42, null],
        ['x', '', undefined, true],
      ]),
    ).toBe('a,"b,c","say ""hi""","two\nlines",42,\r\nx,,,true\r\n');
  });

  it('neutralises a formula when asked', () => {
    expect(csvField('=SUM(A1)', { neutralise: true })).toBe("'=SUM(A1)");
    expect(csvField('=SUM(A1)')).toBe('=SUM(A1)');
    expect(csvField('-100.00', { neutralise: true })).toBe('-100.00');
    expect(csvField('-1+2', { neutralise: true })).toBe("'-1+2");
  });

  it('reads back what it wrote', () => {
    const rows = [
      ['slug', 'title', 'note'],
      ['dolo-650', 'Dolo 650 Tablet', 'Keep "dry", below 30°C\r\nAway from children'],
      ['', 'डोलो 650', ','],
    ];
    expect(cells(writeCsv(rows))).toEqual(rows);
  });
});
