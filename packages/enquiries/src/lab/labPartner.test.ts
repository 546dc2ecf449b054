import { labFrameSrc, labPartnerUrl } from './labPartner';

const ORIGIN = 'http://medibridge.test';
const patient = { id: 7, name: 'Asha', last_name: 'Rao & Sons', mobile: '9876543210' };

afterEach(() => {
  document.head.querySelector('meta[name="lab-partner-url"]')?.remove();
});

describe('labPartnerUrl', () => {
  it('is the server’s demo page when the served page carries no setting (Vite dev server)', () => {
    expect(labPartnerUrl()).toBe('/partner-demo/lab-tests');
  });

  it('is what the server put in the lab-partner-url meta tag', () => {
    const meta = document.createElement('meta');
    meta.name = 'lab-partner-url';
    meta.content = 'https://book.lab.example/mb?src=medibridge';
    document.head.append(meta);
    expect(labPartnerUrl()).toBe('https://book.lab.example/mb?src=medibridge');
  });
});

describe('labFrameSrc', () => {
  it('sends a visitor to the partner unchanged: no name, no mobile', () => {
    expect(labFrameSrc('/partner-demo/lab-tests', null, ORIGIN)).toBe('/partner-demo/lab-tests');
    expect(labFrameSrc('https://book.lab.example/mb?src=mb', null, ORIGIN)).toBe(
      'https://book.lab.example/mb?src=mb',
    );
  });

  it('adds a patient’s full name and mobile, encoded (spaces, &), to a path on our origin', () => {
    expect(labFrameSrc('/partner-demo/lab-tests', patient, ORIGIN)).toBe(
      '/partner-demo/lab-tests?name=Asha+Rao+%26+Sons&mobile=9876543210',
    );
  });

  it('keeps the partner’s own parameters and replaces any name/mobile it had', () => {
    const src = labFrameSrc('https://book.lab.example/mb?src=mb&name=x', patient, ORIGIN);
    const url = new URL(src);
    expect(url.origin).toBe('https://book.lab.example');
    expect(url.pathname).toBe('/mb');
    expect(url.searchParams.get('src')).toBe('mb');
    expect(url.searchParams.getAll('name')).toEqual(['Asha Rao & Sons']);
    expect(url.searchParams.get('mobile')).toBe('9876543210');
  });

  it('leaves out what the stored profile lacks', () => {
    expect(
      labFrameSrc('/lab', { id: 1, name: ' Ravi ', last_name: null, mobile: null }, ORIGIN),
    ).toBe('/lab?name=Ravi');
    expect(labFrameSrc('/lab', { id: 1, name: '', mobile: '9123456789' }, ORIGIN)).toBe(
      '/lab?mobile=9123456789',
    );
  });
});
