/**
 * The privacy notice and the patient's consents (Digital Personal Data Protection Act 2023 ss. 5–6, DPDP
 * Rules 2025 r. 3; docs/decisions/0060). The notice's text is versioned: a change of wording is a new
 * `PRIVACY_NOTICE_VERSION`, and every consent the server records names the version the patient read. Its
 * Hindi is in `hi-privacy.ts` (entry `@medibridge/contract/hi-privacy`). No zod here (the wire schemas are in
 * `privacySchemas.ts`).
 */
import { ROUTES } from './routes';

/** The purposes a patient agrees to one by one. */
export const CONSENT_PURPOSES = ['care', 'payments', 'reminders', 'offers'] as const;
export type ConsentPurpose = (typeof CONSENT_PURPOSES)[number];

/** What a consultation booking or a medicine order needs before it collects health data and money. */
export const PURPOSES_FOR_BOOKING: readonly ConsentPurpose[] = ['care', 'payments'];

/** The notice's version: what each consent record names. Change it whenever the wording below changes. */
export const PRIVACY_NOTICE_VERSION = '2026-11-28.1';

/** One row of the itemised notice: what we collect, why, how long we keep it, who receives it. */
export interface NoticeItem {
  purpose: ConsentPurpose;
  title: string;
  what: string;
  why: string;
  kept: string;
  shared: string;
  /** Said next to the switch: what happens without this consent. */
  without: string;
}

/** The itemised notice, one item per purpose (English; Hindi in hi-privacy.ts). */
export const PRIVACY_NOTICE: Readonly<Record<ConsentPurpose, NoticeItem>> = {
  care: {
    purpose: 'care',
    title: 'Consultations and medicines',
    what: 'Your name, mobile, age, sex, weight, symptoms, answers about your health, reports you upload, prescriptions and medicine orders.',
    why: 'So a doctor can consult you and write a prescription, and a pharmacist can check it and send your medicines.',
    kept: 'While your account is open; prescriptions and pharmacy registers for the period the law sets after that.',
    shared: 'The doctor who consults you and the pharmacist who fills your order.',
    without: 'You cannot book a consultation or order medicines.',
  },
  payments: {
    purpose: 'payments',
    title: 'Payments and refunds',
    what: 'The amount, what it is for, your mobile and the payment reference; never your card or UPI PIN.',
    why: 'To take payments, give refunds and keep invoices.',
    kept: 'Invoices for 8 years, as tax law requires; payment references with them.',
    shared: 'The payment gateway (PhonePe).',
    without: 'You cannot pay for a consultation, a service or an order.',
  },
  reminders: {
    purpose: 'reminders',
    title: 'Reminders',
    what: 'Your mobile, the time of your appointment and the medicines you asked to be reminded of.',
    why: 'To remind you of appointments and medicine doses by SMS or WhatsApp.',
    kept: 'Until the reminder is sent, then with your appointment.',
    shared: 'The SMS provider (MSG91) and WhatsApp.',
    without:
      'You get no reminders; messages about what you just did (booking, payment, order) still come.',
  },
  offers: {
    purpose: 'offers',
    title: 'Offers and health tips',
    what: 'Your mobile and language.',
    why: 'To tell you about health check-up offers and new services.',
    kept: 'Until you withdraw.',
    shared: 'The SMS provider (MSG91) and WhatsApp.',
    without: 'You get no promotional messages.',
  },
};

/** The words around the notice and the privacy screens' refusals (English; Hindi in hi-privacy.ts). */
export const PRIVACY_MESSAGES = {
  noticeTitle: 'Your data and your consent',
  noticeIntro:
    'MediBridge (the data fiduciary) collects only what each purpose below needs. Choose the purposes you agree to; you can withdraw any of them at any time on the Privacy page, as easily as you give it.',
  rights:
    'You may see and download what we hold about you, correct it, close your account, and complain to our grievance officer, and then to the Data Protection Board of India.',
  consentRequired:
    'Please read the privacy notice and agree to consultations and medicines, and to payments, before you book or order.',
  unknownExport: 'This download was not found in your account.',
  exportNotReady: 'Your download is still being prepared. Please try again in a minute.',
  exportExpired: 'This download has expired. Please ask for a new one.',
  exportPending: 'A download is already being prepared. Please wait for it.',
  staleNotice:
    'The privacy notice has changed since you opened it. Please read it again and choose once more.',
} as const;

/** The error code (in `errors.consent`) of a refusal for want of consent: the client shows the notice. */
export const CONSENT_ERROR_FIELD = 'consent';

/** How long a prepared download of "my data" stays available. */
export const EXPORT_TTL_DAYS = 7;

/** The states of a "my data" download. */
export const EXPORT_STATES = ['preparing', 'ready', 'failed', 'expired'] as const;
export type ExportState = (typeof EXPORT_STATES)[number];

/** The kinds of record "my data" counts and packs, in the summary's order. */
export const MY_DATA_KINDS = [
  'profile',
  'appointments',
  'payments',
  'wallet',
  'follow_ups',
  'documents',
  'prescriptions',
  'orders',
  'consents',
  'grievances',
] as const;
export type MyDataKind = (typeof MY_DATA_KINDS)[number];

/**
 * The purposes a refusal for want of consent names (a 403 whose `errors.consent` lists them), or null for
 * any other answer: the booking and order screens then send the patient to the notice.
 */
export function consentRefusal(body: unknown): ConsentPurpose[] | null {
  if (!body || typeof body !== 'object') return null;
  const errors = (body as { errors?: unknown }).errors;
  if (!errors || typeof errors !== 'object') return null;
  const named = (errors as Record<string, unknown>)[CONSENT_ERROR_FIELD];
  if (typeof named !== 'string') return null;
  const purposes = named
    .split(',')
    .filter((p): p is ConsentPurpose => (CONSENT_PURPOSES as readonly string[]).includes(p));
  return purposes.length ? purposes : null;
}

/** The privacy screen, asked to offer the way back to `next` (a path of this site) once agreed. */
export function privacyPath(next?: string): string {
  return next && next.startsWith('/') && !next.startsWith('//')
    ? `${ROUTES.privacy}?next=${encodeURIComponent(next)}`
    : ROUTES.privacy;
}
