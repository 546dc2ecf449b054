import {
  type IndexedMedicine,
  MedicineSuggestIndex,
  slipsAllowed,
  slipsToPrefix,
} from './suggestIndex';

let nextId = 1;
function product(
  title: string,
  salts: string,
  salePaise: number,
  brand = title.split(' ')[0] ?? title,
  schedule = 'OTC',
): IndexedMedicine {
  const id = nextId++;
  return {
    id,
    slug: `${title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-${id}`,
    title,
    titleHi: null,
    brand,
    composition: salts,
    schedule,
    salePaise,
    salts,
  };
}

const CATALOGUE = [
  product('Calpirex 500 Tablet', 'Paracetamol', 3_000),
  product('Calpirex 650 Tablet', 'Paracetamol', 3_500),
  product('Feverona 500 Tablet', 'Paracetamol', 1_850),
  product('Paracip 500 Tablet', 'Paracetamol', 2_500),
  product('Amoxitest 500 Capsule', 'Amoxicillin', 10_250),
  product('Clavamox 625 Tablet', 'Amoxicillin, Clavulanic Acid', 20_000),
  product('Augmentin Duo Tablet', 'Amoxicillin, Clavulanic Acid', 18_000),
  product('Piptaz 4.5 Injection', 'Piperacillin, Tazobactam', 45_000),
  product('Zosyn 4.5 Injection', 'Piperacillin, Tazobactam', 39_000),
  product('Glucotest Strips 50', 'Glucose oxidase', 89_900),
  product('Pyrexin 1000 Injection', 'Paracetamol', 1_200, 'Pyrexin', 'H'),
];
const index = new MedicineSuggestIndex(CATALOGUE);
const titles = (text: string, limit = 10) => index.suggest(text, limit).map((p) => p.title);

describe('the medicine suggestion index', () => {
  it('puts titles starting with the text first, in name order', () => {
    expect(titles('calp')).toEqual(['Calpirex 500 Tablet', 'Calpirex 650 Tablet']);
    // The exact title first; its brand's other strengths follow (two slips from 8 letters reach 'calpirex').
    expect(titles('CALPIREX 6')).toEqual(['Calpirex 650 Tablet', 'Calpirex 500 Tablet']);
  });

  it('then products whose salts start with the text, over the counter first, then cheapest', () => {
    // The injection is the cheapest, but needs a prescription: it comes after the tablets.
    expect(titles('paracetamol')).toEqual([
      'Feverona 500 Tablet',
      'Paracip 500 Tablet',
      'Calpirex 500 Tablet',
      'Calpirex 650 Tablet',
      'Pyrexin 1000 Injection',
    ]);
    // A title match ranks before a salt match of the same text.
    expect(titles('para')[0]).toBe('Paracip 500 Tablet');
  });

  it('finds a salt that is not the first of a combination, cheapest first', () => {
    expect(titles('tazobactam')).toEqual(['Zosyn 4.5 Injection', 'Piptaz 4.5 Injection']);
    expect(titles('clav')).toEqual(['Clavamox 625 Tablet', 'Augmentin Duo Tablet']);
  });

  it('forgives a typing slip from 5 letters, and two from 8', () => {
    expect(titles('calpirx')).toEqual(['Calpirex 500 Tablet', 'Calpirex 650 Tablet']);
    expect(titles('paracetmol')).toContain('Feverona 500 Tablet');
    expect(titles('amoxcilin')).toContain('Amoxitest 500 Capsule'); // two letters dropped
    expect(titles('glcuo')).toEqual(['Glucotest Strips 50']); // two letters swapped, as typed
    expect(titles('tazobatcam')).toEqual(['Zosyn 4.5 Injection', 'Piptaz 4.5 Injection']);
  });

  it('does not guess below 5 letters, nor match what is too far off', () => {
    expect(titles('clp')).toEqual([]);
    expect(titles('xylometazoline')).toEqual([]);
    expect(titles('qqqqqqqq')).toEqual([]);
    expect(titles('')).toEqual([]);
  });

  it('answers at most the limit, each product once', () => {
    expect(titles('paracetamol', 2)).toEqual(['Feverona 500 Tablet', 'Paracip 500 Tablet']);
    const many = index.search('amoxicillin', 10);
    expect(new Set(many).size).toBe(many.length);
    expect(index.search('amoxicillin', 0)).toEqual([]);
  });

  it('holds every product and a vocabulary of brands and salts', () => {
    expect(index.size).toBe(CATALOGUE.length);
    // 10 brands + paracetamol, amoxicillin, clavulanic acid, piperacillin, tazobactam, glucose oxidase.
    expect(index.vocabulary).toBe(16);
    expect(index.search('feverona', 10)).toEqual([CATALOGUE[2]?.id]);
    expect(index.suggest('feverona', 10)).toEqual([
      {
        id: CATALOGUE[2]?.id,
        slug: CATALOGUE[2]?.slug,
        title: 'Feverona 500 Tablet',
        composition: 'Paracetamol',
        schedule: 'OTC',
      },
    ]);
  });
});

describe('typing slips to the start of a word', () => {
  it('counts dropped, added, changed and swapped letters', () => {
    expect(slipsToPrefix('parac', 'paracetamol', 2)).toBe(0);
    expect(slipsToPrefix('parcet', 'paracetamol', 2)).toBe(1);
    expect(slipsToPrefix('paraacet', 'paracetamol', 2)).toBe(1);
    expect(slipsToPrefix('pxracet', 'paracetamol', 2)).toBe(1);
    expect(slipsToPrefix('paarcet', 'paracetamol', 2)).toBe(1);
    expect(slipsToPrefix('pxrxcet', 'paracetamol', 1)).toBe(2);
    expect(slipsToPrefix('ibuprofen', 'paracetamol', 2)).toBe(3);
  });

  it('allows none below 5 letters, one up to 7, two from 8', () => {
    expect([4, 5, 7, 8, 20].map(slipsAllowed)).toEqual([0, 1, 1, 2, 2]);
  });

  it('finds a medicine typed in Devanagari by its Latin spellings, and shows the Hindi title in Hindi', () => {
    const hindi = new MedicineSuggestIndex([
      ...CATALOGUE,
      { ...product('Dolomax 650 Tablet', 'Paracetamol', 3_100), titleHi: 'Dolomax 650 टैबलेट' },
    ]);
    const shown = (text: string, language: 'en' | 'hi' = 'hi') =>
      hindi.suggest(text, 10, language).map((p) => p.title);
    // "डोलो" reads "dolo": the brand's titles, in Hindi where the row has them.
    expect(shown('डोलो')).toEqual(['Dolomax 650 टैबलेट']);
    expect(shown('डोलो', 'en')).toEqual(['Dolomax 650 Tablet']);
    expect(shown('dolo')).toEqual(['Dolomax 650 टैबलेट']);
    // क read as "c" too ("कैल्पिरेक्स" is "kalpirex" and "calpirex"); a row without Hindi shows its English.
    expect(shown('कैल्पिरेक्स')).toEqual(['Calpirex 500 Tablet', 'Calpirex 650 Tablet']);
    // A salt in Devanagari, two slips from its English spelling ("parasitamol").
    expect(shown('पैरासिटामोल')).toContain('Feverona 500 Tablet');
    // Nothing like it: nothing, not everything.
    expect(shown('घड़ी')).toEqual([]);
  });
});
