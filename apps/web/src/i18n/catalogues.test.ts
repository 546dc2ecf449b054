/**
 * Every package's Hindi (docs/decisions/0017) is complete, used and well-formed:
 * - each `t('…')` of a package names a text of its `src/i18n/hi.ts` (TypeScript checks this too; this
 *   catches a cast or an `any`);
 * - each text of a `hi.ts` is used by its package (quoted in its code outside `i18n/`), so none goes stale;
 * - each Hindi text is written in Devanagari and keeps the English text's `{placeholders}`;
 * - contract's tables (SPEC's and the API's messages) have Hindi for every message, and the web app's share
 *   of them (`@medibridge/contract/hi-screens`) has every contract text a screen quotes.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import CONTRACT_HI from '@medibridge/contract/hi';
import CONTRACT_SCREENS_HI from '@medibridge/contract/hi-screens';
import BOOKING_HI from '@medibridge/contract/hi-booking';
import VIDEO_HI from '@medibridge/contract/hi-video';
import SERVICES_HI from '@medibridge/contract/hi-services';
import ACCOUNT_HI from '@medibridge/contract/hi-account';
import ENQUIRY_HI from '@medibridge/contract/hi-enquiry';
import PHARMACY_HI from '@medibridge/contract/hi-pharmacy';
import DEPARTMENTS_HI from '@medibridge/contract/hi-departments';
import PRIVACY_HI from '@medibridge/contract/hi-privacy';
import CATALOGUE_ADMIN_HI from '@medibridge/contract/hi-catalogue-admin';
import { ACCOUNT_SCREEN_MESSAGES, ENQUIRY_SCREEN_MESSAGES } from '@medibridge/contract';

const root = join(__dirname, '../../../..');

/** The packages people read: each keeps its texts in `src/i18n/hi.ts`. */
const UI_PACKAGES = [
  'packages/ui-kit',
  'apps/web',
  'packages/auth',
  'packages/enquiries',
  'packages/packages-search',
  'packages/appointments',
  'packages/pharmacy',
  'packages/staff',
];

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory())
      return name === 'i18n' || name === 'test' ? [] : sources(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

function quotedForms(text: string): string[] {
  return [
    JSON.stringify(text),
    `'${text.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`,
    `\`${text}\``,
  ].concat(
    // Soft hyphens and other invisible characters may be written as escapes in code.
    /[\u00AD\u00A0]/.test(text)
      ? [
          `'${text
            .replace(/\u00AD/g, '\\u00AD')
            .replace(/\u00A0/g, '\\u00A0')
            .replace(/'/g, "\\'")}'`,
        ]
      : [],
  );
}

const placeholders = (text: string): string[] =>
  [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!).sort();
const DEVANAGARI = /[\u0900-\u097F]/;

describe.each(UI_PACKAGES)('texts of %s', (pkg) => {
  const dir = join(root, pkg, 'src');
  let hindi: Record<string, string> = {};
  let files: string[] = [];
  let code = '';
  beforeAll(() => {
    // `hi.ts`, and the catalogues a package splits off to load with some screens only (`hi-call.ts`).
    hindi = Object.assign(
      {},
      ...readdirSync(join(dir, 'i18n'))
        .filter((name) => /^hi(-[\w-]+)?\.ts$/.test(name))
        .map(
          (name) =>
            // eslint-disable-next-line @typescript-eslint/no-require-imports
            (require(join(dir, 'i18n', name)) as { default: Record<string, string> }).default,
        ),
    ) as Record<string, string>;
    files = sources(dir);
    code = files.map((file) => readFileSync(file, 'utf8')).join('\n');
  });

  it('has Hindi for every t() text it uses', () => {
    const missing: string[] = [];
    for (const file of files) {
      const text = readFileSync(file, 'utf8');
      for (const match of text.matchAll(/\bt\(\s*(['"])((?:\\.|(?!\1).)*)\1/g)) {
        const english = match[2]!.replace(/\\(['"\\])/g, '$1');
        if (!(english in hindi)) missing.push(`${relative(root, file)}: ${english}`);
      }
    }
    expect(missing).toEqual([]);
  });

  it('uses every text of its Hindi catalogue', () => {
    const unused = Object.keys(hindi).filter(
      (english) => !quotedForms(english).some((q) => code.includes(q)),
    );
    expect(unused).toEqual([]);
  });

  it('writes each text in Devanagari with the same placeholders', () => {
    const bad = Object.entries(hindi).filter(
      ([english, text]) =>
        !text.trim() ||
        !DEVANAGARI.test(text) ||
        placeholders(english).join() !== placeholders(text).join(),
    );
    expect(bad).toEqual([]);
  });
});

describe("contract's messages", () => {
  it('are all in Devanagari', () => {
    const bad = Object.entries(CONTRACT_HI).filter(([, text]) => !DEVANAGARI.test(text));
    expect(Object.keys(CONTRACT_HI).length).toBeGreaterThan(80);
    expect(bad).toEqual([]);
  });

  it("that a package's screens quote are in the shares of contract's catalogue it registers, which leave out the server's own", () => {
    // Every screen has the share ui-kit registers (hi-screens); a package adds those its i18n modules load
    // (`import('@medibridge/contract/hi-account')`: the account, enquiry, booking and pharmacy messages).
    const shares: Record<string, Readonly<Record<string, string>>> = {
      'hi-screens': CONTRACT_SCREENS_HI,
      'hi-account': ACCOUNT_HI,
      'hi-enquiry': ENQUIRY_HI,
      'hi-booking': BOOKING_HI,
      'hi-video': VIDEO_HI,
      'hi-services': SERVICES_HI,
      'hi-pharmacy': PHARMACY_HI,
      'hi-departments': DEPARTMENTS_HI,
      'hi-privacy': PRIVACY_HI,
      'hi-catalogue-admin': CATALOGUE_ADMIN_HI,
    };
    const tables: Record<string, Record<string, unknown>> = {
      ACCOUNT_MESSAGES: ACCOUNT_SCREEN_MESSAGES,
      ACCOUNT_SCREEN_MESSAGES,
      ENQUIRY_MESSAGES: ENQUIRY_SCREEN_MESSAGES,
      ENQUIRY_SCREEN_MESSAGES,
    };
    const quotedButMissing: string[] = [];
    for (const pkg of UI_PACKAGES.concat('packages/api-client')) {
      const code = sources(join(root, pkg, 'src'))
        .map((file) => readFileSync(file, 'utf8'))
        .join('\n');
      const i18n = join(root, pkg, 'src', 'i18n');
      const catalogues = existsSync(i18n)
        ? readdirSync(i18n).filter((name) => /^(hi(-[\w-]+)?|[\w-]+)\.ts$/.test(name))
        : [];
      // …and the ui-kit entries it imports that register a share (`@medibridge/ui-kit/service-names`).
      const i18nCode = catalogues.map((name) => readFileSync(join(i18n, name), 'utf8')).join('\n');
      const uiKitEntries = [
        ...`${code}\n${i18nCode}`.matchAll(/from '@medibridge\/ui-kit\/([\w-]+)'/g),
      ].map((m) => readFileSync(join(root, 'packages/ui-kit/src', `${m[1]!}.ts`), 'utf8'));
      const registering = [i18nCode, ...uiKitEntries].join('\n');
      const registered = ['hi-screens'].concat(
        [...registering.matchAll(/import\('@medibridge\/contract\/(hi-[\w-]+)'\)/g)].map(
          (m) => m[1]!,
        ),
      );
      // A text the package translates itself, in its own catalogues, needs no share.
      const own = catalogues
        .filter((name) => /^hi(-[\w-]+)?\.ts$/.test(name))
        .map(
          (name) =>
            // eslint-disable-next-line @typescript-eslint/no-require-imports
            (require(join(i18n, name)) as { default: Record<string, string> }).default,
        );
      const onScreens = Object.assign(
        {},
        ...registered.map((name) => shares[name]!),
        ...own,
      ) as Record<string, string>;
      for (const english of Object.keys(CONTRACT_HI))
        if (!(english in onScreens) && quotedForms(english).some((q) => code.includes(q)))
          quotedButMissing.push(`${pkg}: ${english}`);
      // …and those it names (`ENQUIRY_MESSAGES.cityRequired`) must be on its shares too.
      for (const match of code.matchAll(
        /\b(ACCOUNT_MESSAGES|ACCOUNT_SCREEN_MESSAGES|ENQUIRY_MESSAGES|ENQUIRY_SCREEN_MESSAGES)\.(\w+)/g,
      )) {
        const english = tables[match[1]!]![match[2]!];
        if (typeof english !== 'string' || !(english in onScreens))
          quotedButMissing.push(`${pkg}: ${match[1]!}.${match[2]!}`);
      }
    }
    expect(quotedButMissing).toEqual([]);
    // The share is smaller: messages only the server sends (it translates them) stay off the web app.
    expect(Object.keys(CONTRACT_SCREENS_HI).length).toBeLessThan(
      Object.keys(CONTRACT_HI).length - 30,
    );
    for (const [english, hindi] of Object.entries(CONTRACT_SCREENS_HI))
      expect(CONTRACT_HI[english]).toBe(hindi);
  });
});
