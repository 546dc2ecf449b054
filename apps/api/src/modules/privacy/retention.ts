/**
 * The erasure decision table (DPDP Act 2023 s.12(3) and s.8(7); docs/privacy/erasure.md prints it, and
 * erasure.int.test.ts checks every row's behaviour). When a patient closes their account, each kind of record
 * is erased at once or kept, detached from the person, for as long as the named law asks, then purged by the
 * `privacy.purge` job.
 */
export interface RetentionRule {
  /** Stable id: the docs and the test name the row by it. */
  id: string;
  record: string;
  /** What happens at closing. */
  atClosing: 'erased' | 'anonymised' | 'kept';
  /** How long it is kept after the record's own date (null: not kept). */
  keptFor: string | null;
  /** The law that makes MediBridge keep it, or why it goes. */
  rule: string;
}

/** Invoices and payment records: 8 years from the invoice date (see INVOICE rule below). */
export const INVOICE_YEARS = 8;
/** Prescriptions and the pharmacy's prescription records: 3 years. */
export const PRESCRIPTION_YEARS = 3;
/** The Rx orders' patient name and address (the pharmacy's Rule 65 / Schedule H1 record): 3 years. */
export const PHARMACY_REGISTER_YEARS = 3;
/** The Schedule H1 register: 3 years from the supply (docs/decisions/0068). */
export const H1_REGISTER_YEARS = 3;

export const RETENTION: readonly RetentionRule[] = [
  {
    id: 'profile',
    record:
      'Profile: name, mobile, email, date of birth, blood group, address, city, PIN code, share code',
    atClosing: 'erased',
    keptFor: null,
    rule: 'DPDP Act s.12(3), s.8(7): no purpose left. The user row stays as a tombstone with none of it (the mobile is freed to register again).',
  },
  {
    id: 'photo',
    record: 'Profile photo (file)',
    atClosing: 'erased',
    keptFor: null,
    rule: 'DPDP Act s.8(7).',
  },
  {
    id: 'credentials',
    record: 'Password, sessions, reset links, OTP challenges, login counters',
    atClosing: 'erased',
    keptFor: null,
    rule: 'DPDP Act s.8(7); the closed account cannot log in.',
  },
  {
    id: 'health-answers',
    record:
      "Consultations' symptoms, health answers (age, sex, height, weight, conditions) and contact copies",
    atClosing: 'erased',
    keptFor: null,
    rule: 'DPDP Act s.8(7). The consultation row itself stays for its invoice (see invoices).',
  },
  {
    id: 'documents',
    record:
      'Documents the patient uploaded: reports, follow-up documents, prescriptions attached to a booking',
    atClosing: 'erased',
    keptFor: null,
    rule: 'DPDP Act s.8(7).',
  },
  {
    id: 'follow-ups',
    record: 'Follow-up texts the patient wrote',
    atClosing: 'erased',
    keptFor: null,
    rule: 'DPDP Act s.8(7).',
  },
  {
    id: 'cart-addresses',
    record: 'Cart and delivery address book',
    atClosing: 'erased',
    keptFor: null,
    rule: 'DPDP Act s.8(7).',
  },
  {
    id: 'notices',
    record: 'Notification preferences, medicine reminders, scheduled notices, the message log',
    atClosing: 'erased',
    keptFor: null,
    rule: 'DPDP Act s.8(7); nothing more is sent.',
  },
  {
    id: 'enquiries',
    record: 'Enquiries from the account or its mobile, with staff notes',
    atClosing: 'erased',
    keptFor: null,
    rule: 'DPDP Act s.8(7).',
  },
  {
    id: 'grievances',
    record: 'Grievances the patient filed, with the staff answers (open ones end unanswered)',
    atClosing: 'erased',
    keptFor: null,
    rule: 'DPDP Act s.8(7): the grievance was the patient’s own request, and closing ends it. The audit log keeps that a reference was answered or closed, and the security log who read it (no text of either).',
  },
  {
    id: 'unpaid',
    record: 'Bookings, services and orders never paid',
    atClosing: 'erased',
    keptFor: null,
    rule: 'No invoice was issued: nothing to keep.',
  },
  {
    id: 'invoices',
    record:
      'Invoices and payment records: paid consultations, paid services, medicine orders (amounts, GST lines), payments, refunds, wallet ledger',
    atClosing: 'anonymised',
    keptFor: `${String(INVOICE_YEARS)} years from the invoice date`,
    rule: 'CGST Act 2017 s.36 with CGST Rules r.56 (accounts kept 72 months from the due date of the annual return) and Income-tax Act 1961 s.44AA with Income-tax Rules r.6F (6 years from the end of the assessment year): both end at most 8 years after the invoice date. Name, mobile, email and address are blanked (a B2C invoice below ₹50,000 needs no buyer name, CGST Rules r.46).',
  },
  {
    id: 'prescriptions',
    record:
      "Doctors' e-prescriptions (the form and the PDF, which carry the patient's name, age and sex)",
    atClosing: 'kept',
    keptFor: `${String(PRESCRIPTION_YEARS)} years from issue`,
    rule: 'Indian Medical Council (Professional Conduct, Etiquette and Ethics) Regulations 2002 r.1.3.1 (medical records kept 3 years), applied to teleconsultations by the Telemedicine Practice Guidelines 2020 §3.7.',
  },
  {
    id: 'pharmacy-register',
    record:
      "Medicine orders with a prescription medicine: the patient's name and address and the prescription behind the order",
    atClosing: 'kept',
    keptFor: `${String(PHARMACY_REGISTER_YEARS)} years from the sale, then anonymised like other invoices`,
    rule: 'Drugs and Cosmetics Rules 1945 r.65(4) (Schedule H sale records: patient name and address) and r.65(9)(a) (Schedule H1 and X sold only on a prescription) with the Schedule H1 register of r.65 (G.S.R. 588(E), 2013: 3 years). Mobile and email are erased at closing.',
  },
  {
    id: 'h1-register',
    record:
      'Schedule H1 register entries: date, prescriber’s name and registration number, patient’s name and address, medicine, quantity, order number',
    atClosing: 'kept',
    keptFor: `${String(H1_REGISTER_YEARS)} years from the supply`,
    rule: 'Drugs and Cosmetics Rules 1945 r.65 as amended by G.S.R. 588(E) of 30 August 2013 (Schedule H1: each supply recorded in a separate register, kept three years and open to inspection). The register cannot be changed (a database trigger); the purge deletes entries older than 3 years, for every patient.',
  },
  {
    id: 'consents',
    record:
      'The consent ledger: each purpose granted or withdrawn, with the notice version, language, channel and time',
    atClosing: 'kept',
    keptFor:
      'as long as records collected under it are kept (not purged yet: the ledger has no delete path)',
    rule: 'DPDP Act 2023 s.6(10): the data fiduciary must prove that notice was given and consent obtained, so the proof stays while records collected under that consent are kept (the longest, invoices, 8 years). It holds no name or contact, only the account number; the table refuses changes and deletes (migration 0028).',
  },
  {
    id: 'data-exports',
    record: '“My data” downloads the patient asked for (the zip files)',
    atClosing: 'erased',
    keptFor: null,
    rule: 'DPDP Act s.8(7). The files are deleted at once; the rows stay with no file, as the record that access was given (s.11).',
  },
  {
    id: 'security-log',
    record:
      'Security log entries about the account (logins, failed logins, resets, staff reads, the closing)',
    atClosing: 'kept',
    keptFor: '400 days from the event',
    rule: 'DPDP Rules 2025 r.6(1)(e): logs kept at least one year. Entries name the account number, never a name; unknown mobiles are masked.',
  },
];
