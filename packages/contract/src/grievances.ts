/**
 * Grievances (issue 33 §1, docs/decisions/0066): a patient's complaint to MediBridge's grievance officer.
 * DPDP Act 2023 s.13 with DPDP Rules 2025 r.14(3) (answered within the period the Data Fiduciary publishes,
 * at most 90 days) and the Consumer Protection (E-Commerce) Rules 2020 r.4(5) (acknowledged within 48 hours,
 * redressed within one month): MediBridge acknowledges at once by SMS and promises an answer within
 * `GRIEVANCE_ANSWER_DAYS` days. No zod here (the wire schemas are in `grievanceSchemas.ts`).
 */

/** What a grievance is about, as the form offers it. */
export const GRIEVANCE_CATEGORIES = [
  'privacy',
  'consultation',
  'payment',
  'pharmacy',
  'other',
] as const;
export type GrievanceCategory = (typeof GRIEVANCE_CATEGORIES)[number];

/** The labels of the categories (English; each screen's Hindi has them). */
export const GRIEVANCE_CATEGORY_LABELS: Readonly<Record<GrievanceCategory, string>> = {
  privacy: 'Privacy or my data',
  consultation: 'A consultation',
  payment: 'A payment or refund',
  pharmacy: 'A pharmacy order',
  other: 'Something else',
};

/** A grievance's states: open until staff answer it, answered, then closed. */
export const GRIEVANCE_STATES = ['open', 'answered', 'closed'] as const;
export type GrievanceState = (typeof GRIEVANCE_STATES)[number];

/**
 * The promised answer time: one month (E-Commerce Rules r.4(5), the stricter of the two rules; DPDP Rules
 * r.14(3) allows up to 90 days). Counted in days from the filing.
 */
export const GRIEVANCE_ANSWER_DAYS = 30;

/** The longest description and answer. */
export const GRIEVANCE_TEXT_MAX = 2000;
export const GRIEVANCE_TEXT_MIN = 10;

/** A grievance reference: GRV-2026-000123. */
export const GRIEVANCE_REFERENCE = /^GRV-\d{4}-\d{6}$/;

/** What the grievance calls answer (English; Hindi in the screens' catalogues). */
export const GRIEVANCE_MESSAGES = {
  filed: 'Your grievance has been received. We have texted you its reference.',
  notYourAppointment: 'This consultation is not one of yours. Pick one from your appointments.',
  notYourOrder: 'This order is not one of yours. Pick one from your orders.',
  unknown: 'There is no grievance with this reference.',
  answered: 'The answer has been saved and texted to the patient.',
  closed: 'The grievance is closed.',
  alreadyClosed: 'This grievance is closed already.',
  answerFirst: 'Answer the grievance before closing it.',
  tooMany: 'You have 5 open grievances. Please wait for our answer to them before filing another.',
} as const;

/** How many open grievances a patient may have at once (a guard against floods, not a limit on rights). */
export const GRIEVANCE_OPEN_MAX = 5;
