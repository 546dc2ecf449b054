import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  KINDS,
  MAX_VAR_LENGTH,
  MESSAGE_KINDS,
  TemplateError,
  render,
  varsIn,
  whatsappBody,
  whatsappParameters,
} from './kinds';
import { inQuietHours, releaseAfterQuietHours } from './quietHours';
import type { MessageKind } from './types';
import { amountVar, clip, dateVar, firstName, refVar, timeVar } from './vars';

/** The longest value each variable's producer can give (what the call sites pass through vars.ts). */
const LONG_NAME = 'Venkatanarasimharajuvaripeta Subrahmanyam Lakshminarayana';
const WORST: Record<string, () => string[]> = {
  name: () => [firstName(LONG_NAME, 'en'), firstName(null, 'hi'), firstName('', 'en')],
  otp: () => ['123456'],
  minutes: () => ['30'],
  hours: () => ['72'],
  link: () => ['http://localhost:3000/s/AbCdEf'],
  stop: () => ['http://localhost:3000/s/AbCdEf'],
  ref: () => [refVar('ENQ-20261128-ABCDEF'), refVar('SRV-'.padEnd(60, 'X'))],
  appt: () => [refVar('APT-20261128-0001'), refVar('A'.repeat(80))],
  order: () => [refVar('ORD-ABCD1234')],
  date: () => [
    dateVar('2026-09-30', 'en'),
    dateVar('2026-09-30', 'hi'),
    dateVar('2026-12-31', 'hi'),
  ],
  time: () => [timeVar(0), timeVar(23 * 60 + 59), timeVar(12 * 60)],
  amount: () => [amountVar(0), amountVar(99_999_999_999), amountVar(2_147_483_647 * 100)],
  wallet: () => [amountVar(2_147_483_647)],
  source: () => [amountVar(2_147_483_647)],
  reason: () => [clip('The prescription is older than six months and unreadable')],
  medicine: () => [clip('Amoxicillin and Potassium Clavulanate Tablets IP 625 mg')],
  dose: () => [clip('1 tablet after breakfast and after dinner for five days')],
  service: () => [clip('Physiotherapy at home (10 sessions, senior citizens)')],
  doctor: () => [clip(LONG_NAME)],
  data: () => [clip('name, mobile number, symptoms and uploaded reports')],
};

function sampleVars(kind: MessageKind, pick = 0): Record<string, string> {
  return Object.fromEntries(
    KINDS[kind].vars.map((name) => {
      const values = WORST[name]?.() ?? [];
      return [name, values[Math.min(pick, values.length - 1)] ?? 'x'];
    }),
  );
}

describe('the message-kind table', () => {
  it.each(MESSAGE_KINDS)('%s renders in English and Hindi with every variable filled', (kind) => {
    for (const language of ['en', 'hi'] as const) {
      const text = render(kind, language, sampleVars(kind));
      expect(text).not.toMatch(/\{#|#\}/);
      expect(text).toContain('MediBridge');
      for (const value of Object.values(sampleVars(kind))) expect(text).toContain(value);
    }
  });

  it.each(MESSAGE_KINDS)('%s follows DLT’s rules in both languages', (kind) => {
    const spec = KINDS[kind];
    for (const language of ['en', 'hi'] as const) {
      const template = spec[language];
      // The same variables in both languages, each once.
      expect([...varsIn(template)].sort()).toEqual([...spec.vars].sort());
      expect(new Set(varsIn(template)).size).toBe(spec.vars.length);
      // The brand name in the fixed text.
      expect(template.replace(/\{#[a-z_]+#\}/g, '')).toContain('MediBridge');
      // A variable is never the last word, and two variables never stand side by side.
      expect(template).toMatch(/#\}[^{]*[\p{L}\p{N}][^{]*$/u);
      expect(template).not.toMatch(/#\}\s*\{#/);
      // WhatsApp numbers the same variables in order of appearance.
      expect(varsIn(template)).toHaveLength(
        (whatsappBody(kind, language).match(/\{\{\d+\}\}/g) ?? []).length,
      );
    }
  });

  it('fails a template that ends with a variable, and a variable over 30 characters', () => {
    const endsWithVar = /#\}[^{]*[\p{L}\p{N}][^{]*$/u;
    expect('MediBridge: your order {#order#}').not.toMatch(endsWithVar);
    expect('MediBridge: your order {#order#}.').not.toMatch(endsWithVar);
    expect(() =>
      render('order_dispatched', 'en', { order: 'X'.repeat(MAX_VAR_LENGTH + 1) }),
    ).toThrow(TemplateError);
    expect(() => render('order_dispatched', 'en', { order: '' })).toThrow(TemplateError);
    expect(() => render('order_dispatched', 'en', {})).toThrow(/takes the variables order/);
    expect(() => render('order_dispatched', 'en', { order: 'A', extra: 'B' })).toThrow(
      TemplateError,
    );
  });

  it('no producer can give a variable over 30 characters', () => {
    for (const kind of MESSAGE_KINDS)
      for (const name of KINDS[kind].vars) {
        const values = WORST[name]?.();
        expect(values).toBeDefined();
        for (const value of values ?? []) {
          expect([...value].length).toBeGreaterThan(0);
          expect([...value].length).toBeLessThanOrEqual(MAX_VAR_LENGTH);
        }
      }
    expect(clip('a'.repeat(100))).toHaveLength(MAX_VAR_LENGTH);
    expect(firstName(LONG_NAME, 'en')).toBe(clip('Venkatanarasimharajuvaripeta'));
  });

  it('renders the exact text the outbox shows', () => {
    expect(
      render('appointment_confirmed', 'en', {
        appt: 'APT-20261128-0001',
        date: dateVar('2026-11-29', 'en'),
        time: timeVar(10 * 60 + 30),
      }),
    ).toBe(
      'MediBridge: your consultation APT-20261128-0001 is confirmed for 29 Nov 2026 at 10:30 am. The doctor will call you on this number.',
    );
    expect(render('refund_wallet', 'hi', { amount: amountVar(50915), ref: 'ORD-ABCD1234' })).toBe(
      'MediBridge: ORD-ABCD1234 के लिए आपका ₹509.15 का रिफ़ंड आपके MediBridge वॉलेट में जोड़ दिया गया है।',
    );
    // WhatsApp's parameters follow each language's own order.
    expect(whatsappParameters('refund_wallet', 'en', { amount: '₹1.00', ref: 'R' })).toEqual([
      '₹1.00',
      'R',
    ]);
    expect(whatsappParameters('refund_wallet', 'hi', { amount: '₹1.00', ref: 'R' })).toEqual([
      'R',
      '₹1.00',
    ]);
  });

  it('docs/messages.md lists every kind’s templates as they stand, in both languages', () => {
    const doc = readFileSync(path.join(__dirname, '../../../../../docs/messages.md'), 'utf8');
    for (const kind of MESSAGE_KINDS) {
      expect(doc).toContain(`\`${kind}\``);
      expect(doc).toContain(KINDS[kind].en);
      expect(doc).toContain(KINDS[kind].hi);
      expect(doc).toContain(whatsappBody(kind, 'hi'));
    }
  });
});

describe('quiet hours (21:00–08:00 India time)', () => {
  it.each([
    ['2026-11-28T20:59:00+05:30', '2026-11-28T20:59:00+05:30'],
    ['2026-11-28T21:00:00+05:30', '2026-11-29T08:00:00+05:30'],
    ['2026-11-28T23:30:00+05:30', '2026-11-29T08:00:00+05:30'],
    ['2026-11-29T02:00:00+05:30', '2026-11-29T08:00:00+05:30'],
    ['2026-11-29T07:59:00+05:30', '2026-11-29T08:00:00+05:30'],
    ['2026-11-29T08:00:00+05:30', '2026-11-29T08:00:00+05:30'],
    ['2026-12-31T22:00:00+05:30', '2027-01-01T08:00:00+05:30'],
  ])('a message due at %s goes at %s', (due, goes) => {
    expect(releaseAfterQuietHours(new Date(due)).toISOString()).toBe(new Date(goes).toISOString());
    expect(inQuietHours(new Date(due))).toBe(due !== goes);
  });
});
