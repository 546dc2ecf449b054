import type { MessageKind } from './types';

/**
 * Every message a patient receives, as the providers register it: one DLT template per kind and language
 * (TRAI's rules as MSG91 applies them: fixed text with the brand name, variables written `{#var#}`, each at
 * most 30 characters, never the last word) and one WhatsApp template with the same variables in the same
 * order (`{{1}}`, `{{2}}` …). docs/messages.md is written from this table (`pnpm --filter @medibridge/api
 * messages:docs`; a test fails when it differs).
 */
export interface KindSpec {
  /** The variables, in the order the WhatsApp template numbers them. */
  vars: readonly string[];
  en: string;
  hi: string;
  /**
   * Sent at once whatever the hour: security codes, call-time messages, and answers to what the patient is
   * doing right now. Others wait for 08:00 IST when they fall in the quiet hours (21:00–08:00 IST).
   */
  urgent: boolean;
  /** What the message is for (docs). */
  about: string;
  /**
   * Variables that let whoever reads them into the patient's account (a code, a reset link): the staff
   * console shows the text with these masked (`textForStaff`).
   */
  secret?: readonly string[];
  /**
   * The consent it needs beyond the service the patient asked for (docs/decisions/0060): `reminders` or
   * `offers`; sent only while the patient's consent to it stands. Absent: part of what they are doing now.
   */
  purpose?: 'reminders' | 'offers';
}

/** The longest a DLT variable may be. */
export const MAX_VAR_LENGTH = 30;

export const KINDS: Readonly<Record<MessageKind, KindSpec>> = {
  otp: {
    vars: ['otp', 'minutes'],
    en: '{#otp#} is your MediBridge OTP to verify your mobile number. It is valid for {#minutes#} minutes. Do not share it with anyone.',
    hi: '{#otp#} आपका MediBridge OTP है, अपना मोबाइल नंबर सत्यापित करने के लिए। यह {#minutes#} मिनट तक मान्य है। इसे किसी से साझा न करें।',
    urgent: true,
    about: 'Registration and login code',
    secret: ['otp'],
  },
  password_reset: {
    vars: ['link', 'minutes'],
    en: 'MediBridge: set a new password at {#link#} within {#minutes#} minutes. The link works once. If you did not ask for it, ignore this message.',
    hi: 'MediBridge: {#link#} पर {#minutes#} मिनट के भीतर नया पासवर्ड सेट करें। यह लिंक एक ही बार काम करता है। अगर आपने यह नहीं माँगा, तो इस संदेश को अनदेखा करें।',
    urgent: true,
    about: 'Password reset (short link)',
    secret: ['link'],
  },
  staff_invite: {
    vars: ['link', 'hours'],
    en: 'MediBridge: you have been added to the MediBridge staff. Set your password at {#link#} within {#hours#} hours. The link works once.',
    hi: 'MediBridge: आपको MediBridge स्टाफ़ में जोड़ा गया है। {#hours#} घंटे के भीतर {#link#} पर अपना पासवर्ड सेट करें। यह लिंक एक ही बार काम करता है।',
    urgent: true,
    about: 'A new staff member sets their password (short link)',
  },
  enquiry_ack: {
    vars: ['name', 'ref'],
    en: 'Dear {#name#}, MediBridge has received your request. Reference {#ref#}. One of our agents will call you soon.',
    hi: 'प्रिय {#name#}, MediBridge को आपका अनुरोध मिल गया है। संदर्भ {#ref#}। हमारा एक एजेंट जल्द ही आपको कॉल करेगा।',
    urgent: true,
    about: 'Enquiry received',
  },
  appointment_confirmed: {
    vars: ['appt', 'date', 'time'],
    en: 'MediBridge: your consultation {#appt#} is confirmed for {#date#} at {#time#}. The doctor will call you on this number.',
    hi: 'MediBridge: आपका परामर्श {#appt#}, दिनांक {#date#} को {#time#} बजे के लिए पक्का है। डॉक्टर आपको इसी नंबर पर कॉल करेंगे।',
    urgent: true,
    about: 'Consultation booked for a slot',
  },
  appointment_confirmed_asap: {
    vars: ['appt'],
    en: 'MediBridge: your consultation {#appt#} is confirmed with the next free doctor, usually within 30 minutes. The doctor will call you on this number.',
    hi: 'MediBridge: आपका परामर्श {#appt#} अगले खाली डॉक्टर के साथ पक्का है, आमतौर पर 30 मिनट के भीतर। डॉक्टर आपको इसी नंबर पर कॉल करेंगे।',
    urgent: true,
    about: 'Consultation booked with the next free doctor',
  },
  appointment_cancelled: {
    vars: ['appt', 'wallet', 'source'],
    en: 'MediBridge: your consultation {#appt#} is cancelled. Refund: {#wallet#} to your MediBridge wallet now, {#source#} to your original payment method in 5-7 working days.',
    hi: 'MediBridge: आपका परामर्श {#appt#} रद्द हो गया है। रिफ़ंड: {#wallet#} अभी आपके MediBridge वॉलेट में, {#source#} 5-7 कार्यदिवसों में आपके मूल भुगतान माध्यम में।',
    urgent: true,
    about: 'Consultation cancelled and where its money goes',
  },
  appointment_cancelled_by_clinic: {
    vars: ['appt', 'date', 'wallet', 'source'],
    en: 'MediBridge: we are sorry, your consultation {#appt#} on {#date#} is cancelled because the department is closed at that time. Refund: {#wallet#} to your MediBridge wallet now, {#source#} to your original payment method in 5-7 working days. Please book another time.',
    hi: 'MediBridge: क्षमा करें, {#date#} का आपका परामर्श {#appt#} रद्द हो गया है क्योंकि उस समय विभाग बंद है। रिफ़ंड: {#wallet#} अभी आपके MediBridge वॉलेट में, {#source#} 5-7 कार्यदिवसों में आपके मूल भुगतान माध्यम में। कृपया कोई और समय बुक करें।',
    urgent: true,
    about:
      'Consultation cancelled by MediBridge (a closure or shorter hours) and where its money goes',
  },
  appointment_reminder_24h: {
    vars: ['name', 'appt', 'date', 'time', 'link'],
    en: 'Dear {#name#}, your MediBridge consultation {#appt#} is on {#date#} at {#time#}. Join the call at {#link#} when it is time.',
    hi: 'प्रिय {#name#}, आपका MediBridge परामर्श {#appt#}, दिनांक {#date#} को {#time#} बजे है। समय होने पर {#link#} पर कॉल से जुड़ें।',
    urgent: false,
    purpose: 'reminders',
    about: 'Reminder a day before',
  },
  appointment_reminder_15m: {
    vars: ['appt', 'time', 'link'],
    en: 'MediBridge: your consultation {#appt#} starts at {#time#}. Join the call at {#link#} in time.',
    hi: 'MediBridge: आपका परामर्श {#appt#} आज {#time#} बजे शुरू होगा। समय पर {#link#} पर कॉल से जुड़ें।',
    urgent: true,
    purpose: 'reminders',
    about: 'Reminder 15 minutes before',
  },
  doctor_joined: {
    vars: ['appt', 'link'],
    en: 'MediBridge: your doctor has joined consultation {#appt#}. Join the call at {#link#} now.',
    hi: 'MediBridge: आपके डॉक्टर परामर्श {#appt#} में जुड़ गए हैं। अभी {#link#} पर कॉल से जुड़ें।',
    urgent: true,
    about: 'The doctor is in the call',
  },
  follow_up_answered: {
    vars: ['appt', 'link'],
    en: 'MediBridge: your doctor has answered your follow-up for consultation {#appt#}. Read the answer at {#link#} in the app.',
    hi: 'MediBridge: आपके डॉक्टर ने परामर्श {#appt#} के फ़ॉलो-अप का उत्तर दिया है। उत्तर {#link#} पर पढ़ें।',
    urgent: false,
    about: 'Follow-up answered',
  },
  refund_wallet: {
    vars: ['amount', 'ref'],
    en: 'MediBridge: your refund of {#amount#} for {#ref#} has been added to your MediBridge wallet.',
    hi: 'MediBridge: {#ref#} के लिए आपका {#amount#} का रिफ़ंड आपके MediBridge वॉलेट में जोड़ दिया गया है।',
    urgent: false,
    about: 'Refund credited to the wallet',
  },
  refund_source: {
    vars: ['amount', 'ref'],
    en: 'MediBridge: your refund of {#amount#} for {#ref#} has been sent to your original payment method. It can take 5-7 working days.',
    hi: 'MediBridge: {#ref#} के लिए आपका {#amount#} का रिफ़ंड आपके मूल भुगतान माध्यम में भेज दिया गया है। इसमें 5-7 कार्यदिवस लग सकते हैं।',
    urgent: false,
    about: 'Refund sent to the payment method',
  },
  order_confirmed: {
    vars: ['order', 'amount'],
    en: 'MediBridge: your medicine order {#order#} of {#amount#} is placed. We will tell you when it is on the way.',
    hi: 'MediBridge: आपका दवा ऑर्डर {#order#} ({#amount#}) दर्ज हो गया है। रवाना होने पर हम आपको बताएँगे।',
    urgent: true,
    about: 'Medicine order placed',
  },
  order_rx_approved: {
    vars: ['order'],
    en: 'MediBridge: a pharmacist has approved the prescription for your order {#order#}. Your medicines will be packed now.',
    hi: 'MediBridge: फ़ार्मासिस्ट ने आपके ऑर्डर {#order#} का पर्चा स्वीकृत कर दिया है। अब आपकी दवाएँ पैक की जाएँगी।',
    urgent: false,
    about: 'Prescription approved',
  },
  order_rx_rejected: {
    vars: ['order', 'reason'],
    en: 'MediBridge: the prescription for your order {#order#} could not be approved ({#reason#}). Please open the order in the app.',
    hi: 'MediBridge: आपके ऑर्डर {#order#} का पर्चा स्वीकृत नहीं हो सका ({#reason#})। कृपया ऐप में ऑर्डर खोलें।',
    urgent: false,
    about: 'Prescription rejected, with the reason',
  },
  order_packed: {
    vars: ['order'],
    en: 'MediBridge: your medicine order {#order#} is packed and will be on its way soon.',
    hi: 'MediBridge: आपका दवा ऑर्डर {#order#} पैक हो गया है और जल्द ही रवाना होगा।',
    urgent: false,
    about: 'Order packed',
  },
  order_dispatched: {
    vars: ['order'],
    en: 'MediBridge: your medicine order {#order#} is on the way.',
    hi: 'MediBridge: आपका दवा ऑर्डर {#order#} रास्ते में है।',
    urgent: false,
    about: 'Order dispatched',
  },
  order_delivered: {
    vars: ['order'],
    en: 'MediBridge: your medicine order {#order#} has been delivered. Thank you.',
    hi: 'MediBridge: आपका दवा ऑर्डर {#order#} पहुँचा दिया गया है। धन्यवाद।',
    urgent: false,
    about: 'Order delivered',
  },
  order_cancelled: {
    vars: ['order', 'amount'],
    en: 'MediBridge: your medicine order {#order#} is cancelled. {#amount#} is back in your MediBridge wallet.',
    hi: 'MediBridge: आपका दवा ऑर्डर {#order#} रद्द हो गया है। {#amount#} आपके MediBridge वॉलेट में वापस आ गए हैं।',
    urgent: true,
    about: 'Order cancelled (by the patient, or unpaid in time)',
  },
  medicine_reminder: {
    vars: ['medicine', 'dose', 'stop'],
    en: 'MediBridge reminder: time to take {#medicine#}, {#dose#}. To stop these reminders open {#stop#} on your phone.',
    hi: 'MediBridge रिमाइंडर: {#medicine#} लेने का समय, {#dose#}। ये रिमाइंडर बंद करने के लिए {#stop#} खोलें।',
    urgent: false,
    purpose: 'reminders',
    about: 'Medicine reminder (opt-in), stoppable by its link',
  },
  service_booked: {
    vars: ['amount', 'service', 'ref'],
    en: 'MediBridge: we received {#amount#} for {#service#} ({#ref#}). Our team will call you shortly.',
    hi: 'MediBridge: हमें {#service#} ({#ref#}) के लिए {#amount#} मिल गए हैं। हमारी टीम जल्द ही आपको कॉल करेगी।',
    urgent: true,
    about: 'Home service paid',
  },
  prescription_ready: {
    vars: ['doctor', 'appt'],
    en: 'MediBridge: Dr {#doctor#} has issued your prescription for consultation {#appt#}. Download it from My Appointments.',
    hi: 'MediBridge: डॉ {#doctor#} ने परामर्श {#appt#} के लिए आपका पर्चा जारी कर दिया है। इसे मेरे अपॉइंटमेंट से डाउनलोड करें।',
    // Issued at the end of the consultation the patient just had: they are waiting for it.
    urgent: true,
    about: 'Prescription issued',
  },
  breach_notice: {
    vars: ['date', 'data', 'ref'],
    en: 'MediBridge: a security incident on {#date#} may have exposed your {#data#}. We have contained it. Never share an OTP or password with callers. Quote {#ref#} to our support team on +91 80 4718 2200 to know more.',
    hi: 'MediBridge: {#date#} को हुई एक सुरक्षा घटना में आपका {#data#} उजागर हो सकता है। हमने इसे रोक दिया है। कॉल करने वालों को कभी OTP या पासवर्ड न बताएँ। अधिक जानने के लिए हमारी सहायता टीम को +91 80 4718 2200 पर {#ref#} बताएँ।',
    // DPDP Rules 2025 r.7: the affected person is told without delay.
    urgent: true,
    about: 'Personal-data breach notice (DPDP Rules 2025 r.7)',
  },
  grievance_received: {
    vars: ['ref', 'date'],
    en: 'MediBridge: we have received your grievance {#ref#}. Our grievance officer will answer it by {#date#}. You can follow it under My grievances.',
    hi: 'MediBridge: हमें आपकी शिकायत {#ref#} मिल गई है। हमारे शिकायत अधिकारी {#date#} तक इसका उत्तर देंगे। आप इसे मेरी शिकायतें में देख सकते हैं।',
    // E-Commerce Rules 2020 r.4(5): acknowledged within 48 hours; the patient has just filed it.
    urgent: true,
    about: 'Grievance received, with its reference and the answer date (docs/decisions/0066)',
  },
  grievance_answered: {
    vars: ['ref'],
    en: 'MediBridge: your grievance {#ref#} has been answered. Read the answer under My grievances on the MediBridge website.',
    hi: 'MediBridge: आपकी शिकायत {#ref#} का उत्तर दे दिया गया है। उत्तर MediBridge वेबसाइट पर मेरी शिकायतें में पढ़ें।',
    urgent: false,
    about: 'A grievance answered by the grievance officer',
  },
  grievance_escalated: {
    vars: ['ref', 'date'],
    en: 'MediBridge staff: grievance {#ref#} was due on {#date#} and has no answer yet. It is escalated to you; please open the grievances inbox.',
    hi: 'MediBridge स्टाफ़: शिकायत {#ref#} का उत्तर {#date#} तक देना था और अभी नहीं दिया गया है। इसे आपके पास भेजा गया है; कृपया शिकायतों का इनबॉक्स खोलें।',
    urgent: false,
    about: 'To admins: an open grievance passed its answer date (the grievances.escalate job)',
  },
};

export const MESSAGE_KINDS = Object.keys(KINDS) as MessageKind[];

/** The env name of a kind's MSG91 flow (template) id: `MSG91_FLOW_ID_OTP`. */
export function flowIdEnv(kind: MessageKind): string {
  return `MSG91_FLOW_ID_${kind.toUpperCase()}`;
}

/** The env name of a kind's approved WhatsApp template name: `WHATSAPP_TEMPLATE_OTP`. */
export function whatsappTemplateEnv(kind: MessageKind): string {
  return `WHATSAPP_TEMPLATE_${kind.toUpperCase()}`;
}

/** The WhatsApp template name used when `WHATSAPP_TEMPLATE_<KIND>` is not set. */
export function defaultWhatsappName(kind: MessageKind): string {
  return `medibridge_${kind}`;
}

/** A message that cannot be sent as its template stands (a programming error, not the patient's). */
export class TemplateError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'TemplateError';
  }
}

const VAR = /\{#([a-z_]+)#\}/g;

/** The variables a template text names, in order. */
export function varsIn(template: string): string[] {
  return [...template.matchAll(VAR)].map((m) => m[1] as string);
}

/**
 * Checks a kind's variables: exactly the template's, each 1–30 characters on one line (`maxLength`: the
 * demo outbox, which no DLT rule binds, lets a longer link through; see `NotificationService.store`).
 */
export function checkVars(
  kind: MessageKind,
  vars: Record<string, string>,
  maxLength: number = MAX_VAR_LENGTH,
): void {
  const spec = KINDS[kind];
  const given = Object.keys(vars).sort();
  const wanted = [...spec.vars].sort();
  if (given.join() !== wanted.join())
    throw new TemplateError(
      `${kind} takes the variables ${wanted.join(', ')}; given ${given.join(', ') || 'none'}`,
    );
  for (const [name, value] of Object.entries(vars)) {
    const length = [...value].length;
    if (length === 0 || length > maxLength || /[\r\n]/.test(value))
      throw new TemplateError(
        `${kind}.${name} must be 1-${String(maxLength)} characters on one line (${String(length)}): ${value.slice(0, 40)}`,
      );
  }
}

/** The exact text a kind's template renders to with `vars` (what the patient's phone shows). */
export function render(
  kind: MessageKind,
  language: 'en' | 'hi',
  vars: Record<string, string>,
  maxLength: number = MAX_VAR_LENGTH,
): string {
  checkVars(kind, vars, maxLength);
  return KINDS[kind][language].replace(VAR, (_, name: string) => vars[name] as string);
}

/** What stands in for a secret variable in the staff console. */
export const MASKED = '••••••';

/**
 * The text as the staff console shows it: as sent, but with a kind's secret variables (an OTP, a reset link)
 * masked, so that reading a patient's messages never lets a member of staff into the patient's account.
 */
export function textForStaff(
  kind: string,
  language: string,
  vars: Record<string, string>,
  text: string,
): string {
  const spec = (KINDS as Partial<Record<string, KindSpec>>)[kind];
  if (!spec?.secret) return text;
  const secret = spec.secret;
  return spec[language === 'hi' ? 'hi' : 'en'].replace(VAR, (_, name: string) =>
    secret.includes(name) ? MASKED : (vars[name] ?? ''),
  );
}

/**
 * The template in WhatsApp's form: variables numbered `{{1}}` … in the order they appear in that language's
 * text (Meta numbers a body's parameters in order; the Hindi wording may order them differently).
 */
export function whatsappBody(kind: MessageKind, language: 'en' | 'hi'): string {
  let n = 0;
  return KINDS[kind][language].replace(VAR, () => `{{${String((n += 1))}}}`);
}

/** WhatsApp's body parameters: the values in the order of `whatsappBody`'s numbers. */
export function whatsappParameters(
  kind: MessageKind,
  language: 'en' | 'hi',
  vars: Record<string, string>,
): string[] {
  checkVars(kind, vars);
  return varsIn(KINDS[kind][language]).map((name) => vars[name] as string);
}
