import { Suspense, type ReactNode } from 'react';
import { act, fireEvent, screen } from '@testing-library/react';
import { LANGUAGE_COOKIE, LANGUAGE_STORAGE_KEY, MESSAGES } from '@medibridge/contract';
import { renderUi } from '../testUtils';
import { LanguageSwitch } from '../LanguageSwitch';
import { FieldError } from '../FieldShell';
import { browserLanguage, initialLanguage } from './language';
import {
  changeLanguage,
  defineTexts,
  fillText,
  prepareLanguage,
  resetTextsForTests,
  translate,
  useLanguage,
} from './texts';
import { keyCatalogue, textKey } from './textKey';

const catalogue = { 'Book Appointment': 'अपॉइंटमेंट बुक करें', 'Hello {name}': 'नमस्ते {name}' } as const;
const useDemoTexts = defineTexts<typeof catalogue>('demo', () =>
  Promise.resolve({ default: catalogue }),
);

function Greeting(): ReactNode {
  const t = useDemoTexts();
  const language = useLanguage();
  return (
    <p data-language={language}>
      {t('Book Appointment')} · {t('Hello {name}', { name: 'Asha' })}
    </p>
  );
}

afterEach(() => {
  resetTextsForTests();
  localStorage.clear();
});

describe('texts', () => {
  it('shows the English words themselves in English, with placeholders filled', () => {
    renderUi(<Greeting />);
    expect(screen.getByText('Book Appointment · Hello Asha')).toBeInTheDocument();
    expect(fillText('{a} and {b}', { a: 1 })).toBe('1 and {b}');
  });

  it('switches every mounted text to Hindi at once, sets <html lang> and remembers the choice', async () => {
    renderUi(<Greeting />);
    await act(() => changeLanguage('hi'));
    expect(screen.getByText('अपॉइंटमेंट बुक करें · नमस्ते Asha')).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('hi');
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('hi');
    // The cookie the server reads when it serves the next page (its preloads, ADR 0047).
    expect(document.cookie).toContain(`${LANGUAGE_COOKIE}=hi`);
    await act(() => changeLanguage('en'));
    expect(screen.getByText('Book Appointment · Hello Asha')).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('en-IN');
    expect(document.cookie).toContain(`${LANGUAGE_COOKIE}=en`);
  });

  it('suspends a package whose Hindi is still downloading rather than flashing English', async () => {
    await act(() => changeLanguage('hi'));
    let release: (() => void) | undefined;
    const late = { 'Late text': 'देर से आया पाठ' } as const;
    // The first download waits for the test; later ones (other tests' switches) are instant.
    const useLateTexts = defineTexts<typeof late>('late', () =>
      release === undefined
        ? new Promise((resolve) => (release = () => resolve({ default: late })))
        : Promise.resolve({ default: late }),
    );
    function Late(): ReactNode {
      const t = useLateTexts();
      return <p>{t('Late text')}</p>;
    }
    await act(async () => {
      renderUi(
        <Suspense fallback={<p>waiting</p>}>
          <Late />
        </Suspense>,
      );
    });
    expect(screen.getByText('waiting')).toBeInTheDocument();
    expect(screen.queryByText('Late text')).not.toBeInTheDocument();
    await act(async () => release?.());
    expect(await screen.findByText('देर से आया पाठ')).toBeInTheDocument();
  });

  it("translates any English text handed around (contract's messages, form errors) once Hindi is on", async () => {
    expect(translate(MESSAGES.invalidMobile)).toBe('Invalid Mobile Number.');
    await changeLanguage('hi');
    expect(translate(MESSAGES.invalidMobile)).toBe('मोबाइल नंबर सही नहीं है।');
    expect(translate('A message nobody translated')).toBe('A message nobody translated');
    renderUi(<FieldError id="e">{MESSAGES.invalidMobile}</FieldError>);
    expect(screen.getByText('मोबाइल नंबर सही नहीं है।')).toBeInTheDocument();
  });

  it('re-renders what shows handed-around texts when a package registered after the switch brings its Hindi', async () => {
    await act(() => changeLanguage('hi'));
    function Notice(): ReactNode {
      useLanguage();
      return <p>{translate('Arrives later')}</p>;
    }
    renderUi(<Notice />);
    expect(screen.getByText('Arrives later')).toBeInTheDocument();
    await act(async () => {
      defineTexts('arrives-later', () =>
        Promise.resolve({ default: { 'Arrives later': 'बाद में आया' } }),
      );
      await Promise.resolve();
    });
    expect(await screen.findByText('बाद में आया')).toBeInTheDocument();
  });

  it('starts in the stored language, else Hindi only when the browser puts Hindi first', async () => {
    expect(browserLanguage(['hi-IN', 'en'])).toBe('hi');
    expect(browserLanguage(['en-IN', 'hi'])).toBe('en');
    expect(browserLanguage(undefined)).toBe('en');
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'hi');
    expect(initialLanguage()).toBe('hi');
    await expect(prepareLanguage()).resolves.toBe('hi');
    expect(translate('Book Appointment')).toBe('अपॉइंटमेंट बुक करें');
  });

  it('the switch names the other language in its own script and changes the app', async () => {
    renderUi(
      <>
        <LanguageSwitch />
        <Greeting />
      </>,
    );
    const toHindi = screen.getByRole('button', { name: 'हिन्दी' });
    expect(toHindi).toHaveAttribute('lang', 'hi');
    await act(async () => fireEvent.click(toHindi));
    expect(await screen.findByRole('button', { name: 'English' })).toBeInTheDocument();
    expect(screen.getByText('अपॉइंटमेंट बुक करें · नमस्ते Asha')).toBeInTheDocument();
  });
  it('takes a catalogue the build keyed by textKey (no English in it) as it is', async () => {
    const source = { 'Keyed by the build': 'बिल्ड ने कुंजी दी', 'Hi {name}': 'नमस्ते {name}' } as const;
    const built = keyCatalogue(source);
    expect(JSON.stringify(built)).not.toContain('Keyed by the build');
    const useBuiltTexts = defineTexts<typeof source>(
      'built',
      () =>
        Promise.resolve({ default: built, keyed: true }) as unknown as Promise<{
          default: typeof source;
        }>,
    );
    function Built(): ReactNode {
      const t = useBuiltTexts();
      return <p>{`${t('Keyed by the build')} · ${t('Hi {name}', { name: 'Ravi' })}`}</p>;
    }
    await act(() => changeLanguage('hi'));
    await act(async () => {
      renderUi(
        <Suspense fallback={<p>waiting</p>}>
          <Built />
        </Suspense>,
      );
    });
    expect(await screen.findByText('बिल्ड ने कुंजी दी · नमस्ते Ravi')).toBeInTheDocument();
  });

  it('keys a text by FNV-1a of its UTF-16 units in base 36', () => {
    expect(textKey('')).toBe((0x811c9dc5).toString(36));
    expect(textKey('a')).toBe((0xe40c292c).toString(36));
    expect(textKey('foobar')).toBe((0xbf9cf968).toString(36));
    expect(textKey('परामर्श')).toBe(textKey('परामर्श'));
    expect(textKey('Close')).not.toBe(textKey('close'));
  });
});
