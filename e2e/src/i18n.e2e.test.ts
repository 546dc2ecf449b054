import type { Page } from 'playwright-core';
import { DESKTOP, PHONE, journey, openPage, screenshot, setUpJourneys } from './harness';

/**
 * Hindi in the browser (issue 10 §1, docs/decisions/0017), against the production build: the header's
 * switch (the services menu on a phone) turns the whole app to Hindi at once, `<html lang>` follows, the
 * choice survives a reload, and /home, /login and an enquiry page show Devanagari headings, a Hindi
 * validation message from the form and a Hindi message from the server.
 */
const e2e = setUpJourneys();
const DEVANAGARI = /[\u0900-\u097F]/;

/**
 * The fonts Chromium drew an element's text with (DevTools' "Rendered Fonts"). Text in a font that lacks its
 * characters shows as empty boxes, which no text or role query can see.
 */
async function renderedFonts(page: Page, selector: string): Promise<string[]> {
  const cdp = await page.context().newCDPSession(page);
  try {
    await cdp.send('DOM.enable');
    await cdp.send('CSS.enable');
    const { root } = await cdp.send('DOM.getDocument');
    const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector });
    const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
    return fonts.map((font) => font.familyName);
  } finally {
    await cdp.detach();
  }
}

describe('Hindi and English', () => {
  it('on a desktop: the header switch turns /home, /login and /dentistry to Hindi, remembered across a reload', async () => {
    const p = await openPage(e2e.browser, DESKTOP);
    // A wrong password answers 400 on purpose.
    p.allow((problem) => /status of 40[01]/.test(problem.text));
    try {
      await journey(p, 'hindi-desktop', async () => {
        const { page } = p;
        await page.goto(`${e2e.server.baseUrl}/home`);
        await page.getByRole('heading', { level: 1 }).waitFor();
        expect(await page.getAttribute('html', 'lang')).toBe('en-IN');
        // The switch's "हिन्दी" on an English page is drawn in a Devanagari font, not as empty boxes (this
        // machine has no Devanagari system font: the app's own font face must take it).
        await page.evaluate(() => document.fonts.ready.then(() => undefined));
        let fonts: string[] = [];
        for (let tries = 0; tries < 30; tries += 1) {
          fonts = await renderedFonts(page, 'header button[data-language-switch="hi"]');
          if (fonts.length > 0 && fonts.every((name) => /Devanagari/.test(name))) break;
          await page.waitForTimeout(100);
        }
        expect(fonts).toEqual([expect.stringMatching(/Devanagari/)]);
        await page.getByRole('banner').getByRole('button', { name: 'हिन्दी' }).click();
        await page
          .getByRole('heading', { level: 1, name: 'अपने इलाज के लिए सही अस्पताल खोजें' })
          .waitFor();
        expect(await page.getAttribute('html', 'lang')).toBe('hi');
        expect(await page.getByRole('heading', { name: 'हमारी सेवाएँ' }).isVisible()).toBe(true);
        expect(
          await page.getByRole('banner').getByRole('link', { name: 'इलाज के पैकेज' }).isVisible(),
        ).toBe(true);
        // The Devanagari font faces are requested as text needs them: let them arrive before the picture.
        await page.waitForTimeout(500);
        await page.evaluate(() => document.fonts.ready.then(() => undefined));
        await screenshot(page, 'hindi-home-desktop');

        await page.reload();
        await page
          .getByRole('heading', { level: 1, name: 'अपने इलाज के लिए सही अस्पताल खोजें' })
          .waitFor();

        await page.goto(`${e2e.server.baseUrl}/login`);
        await page.getByRole('heading', { name: 'लॉगिन' }).waitFor();
        await page.getByRole('button', { name: 'लॉगिन', exact: true }).click();
        await page.getByText('कृपया अपना पासवर्ड डालें।').waitFor();
        await page.getByLabel(/मोबाइल नंबर/).fill('9876543210');
        await page.getByLabel(/^पासवर्ड/).fill('not-the-password');
        await page.getByRole('button', { name: 'लॉगिन', exact: true }).click();
        // The server's own message, in the page's language (Accept-Language).
        await page.getByText('मोबाइल नंबर या पासवर्ड सही नहीं है।').waitFor();
        // The Devanagari font faces are requested as text needs them: let them arrive before the picture.
        await page.waitForTimeout(500);
        await page.evaluate(() => document.fonts.ready.then(() => undefined));
        await screenshot(page, 'hindi-login-desktop');

        await page.goto(`${e2e.server.baseUrl}/dentistry`);
        await page.getByRole('heading', { level: 1, name: 'दंत चिकित्सा' }).waitFor();
        const form = page.getByRole('form', { name: 'पूछताछ फ़ॉर्म' });
        await form.getByRole('button', { name: 'कॉल बैक का अनुरोध करें' }).click();
        await form.getByText('नाम या मोबाइल नंबर भरना ज़रूरी है').waitFor();
        // The Devanagari font faces are requested as text needs them: let them arrive before the picture.
        await page.waitForTimeout(500);
        await page.evaluate(() => document.fonts.ready.then(() => undefined));
        await screenshot(page, 'hindi-dentistry-desktop');

        // And back: English at once, everywhere.
        await page.getByRole('banner').getByRole('button', { name: 'English' }).click();
        await page.getByRole('heading', { level: 1, name: 'Dentistry' }).waitFor();
        expect(await page.getAttribute('html', 'lang')).toBe('en-IN');
      });
      expect(p.unexpectedProblems()).toEqual([]);
    } finally {
      await p.close();
    }
  });

  it('on a phone: the switch is in the header on the first screen; headings turn Devanagari', async () => {
    const p = await openPage(e2e.browser, PHONE);
    try {
      await journey(p, 'hindi-phone', async () => {
        const { page } = p;
        await page.goto(`${e2e.server.baseUrl}/home`);
        await page.getByRole('heading', { level: 1 }).waitFor();
        const toHindi = page.getByRole('banner').getByRole('button', { name: 'हिन्दी' });
        const box = await toHindi.boundingBox();
        expect(box && box.y >= 0 && box.y + box.height <= PHONE.height).toBe(true);
        expect(box && box.x >= 0 && box.x + box.width <= PHONE.width).toBe(true);
        await toHindi.click();
        await page
          .getByRole('heading', { level: 1, name: 'अपने इलाज के लिए सही अस्पताल खोजें' })
          .waitFor();
        const headings = await page.getByRole('main').getByRole('heading').allTextContents();
        expect(
          headings
            .filter((h) => h.trim())
            .every((h) => DEVANAGARI.test(h) || /MediBridge|EMI|ICU|\d/.test(h)),
        ).toBe(true);
        // The Devanagari font faces are requested as text needs them: let them arrive before the picture.
        await page.waitForTimeout(500);
        await page.evaluate(() => document.fonts.ready.then(() => undefined));
        await screenshot(page, 'hindi-home-phone');
        // The header fits the phone in Hindi too, and the way back is on the first screen.
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(PHONE.width);
        await page.getByRole('banner').getByRole('button', { name: 'English' }).waitFor();
        await page.goto(`${e2e.server.baseUrl}/login`);
        await page.getByRole('heading', { name: 'लॉगिन' }).waitFor();
        // The Devanagari font faces are requested as text needs them: let them arrive before the picture.
        await page.waitForTimeout(500);
        await page.evaluate(() => document.fonts.ready.then(() => undefined));
        await screenshot(page, 'hindi-login-phone');
      });
      expect(p.unexpectedProblems()).toEqual([]);
    } finally {
      await p.close();
    }
  });
});
