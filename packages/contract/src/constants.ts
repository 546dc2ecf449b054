/** Business constants and timings of SPEC §9, in one place. */

/** A mobile number is exactly this many digits (SPEC §5). */
export const MOBILE_LENGTH = 10;
/** An OTP input accepts at most this many digits (SPEC §5). */
export const OTP_MAX_LENGTH = 8;
/** The placeholder of every mobile field (SPEC §5). */
export const MOBILE_PLACEHOLDER = 'Enter 10 Digit Mobile Number';

/** How long alerts and error messages stay (SPEC §9). */
export const MESSAGE_MS = 5000;
/** How long the item-removed and place-order messages stay before the refresh (SPEC §9). */
export const SHORT_MESSAGE_MS = 3000;
/** Profile saved → fresh data after this long (SPEC §4). */
export const PROFILE_RELOAD_MS = 5000;
/** Appointment success page → /my-appointment after this long. */
export const APPOINTMENT_SUCCESS_REDIRECT_MS = 5000;
/** Cancel message → refreshed list after this long. */
export const CANCEL_RELOAD_MS = 5000;
/** Cart item removed message and refresh. */
export const CART_REMOVED_MS = 3000;
/** Add-to-cart message duration. */
export const CART_ADDED_MS = 5000;
/** Follow-up submitted → /my-appointment after this long. */
export const FOLLOW_UP_REDIRECT_MS = 3000;
/** Place-order required-field message, then refresh. */
export const PLACE_ORDER_MESSAGE_MS = 3000;
/** Banner carousel interval. */
export const CAROUSEL_INTERVAL_MS = 2500;

/** Package names are cut to this length on lists and menus. */
export const PACKAGE_NAME_MAX = 150;
/** Package short descriptions are cut to this length on lists. */
export const PACKAGE_DESCRIPTION_MAX = 100;

/** The city dropdown box. */
export const CITY_DROPDOWN_WIDTH_PX = 380;
export const CITY_DROPDOWN_HEIGHT_PX = 200;

/** Photo limit, enforced on both sides (ARCHITECTURE §6.4). */
export const PHOTO_MAX_BYTES = 2 * 1024 * 1024;
export const PHOTO_TYPES = ['image/jpeg', 'image/gif', 'image/png'] as const;

/** The department with no schedule and no date, day or time. */
export const NO_SCHEDULE_DEPARTMENT_ID = 12;

export const APPOINTMENT_MODES = ['video', 'audio'] as const;
export type AppointmentMode = (typeof APPOINTMENT_MODES)[number];

/** Paid service options of the service booking form. */
export const SERVICE_BOOKING_OPTIONS = [
  'Ambulance',
  'Hospitalization',
  'HomeCare',
  'DoctorAtHome',
  'Nurses',
] as const;

export const BLOOD_GROUPS = ['A-', 'A+', 'B-', 'B+', 'AB-', 'AB+', 'O-', 'O+'] as const;

/** Gender as the wire spells it, with the label a person sees. */
export const GENDER_OPTIONS = [
  { value: 'Male', label: 'Male' },
  { value: 'FeMale', label: 'Female' },
  { value: 'Other', label: 'Other' },
] as const;

export const YES_NO = ['Yes', 'No'] as const;
export const NO_YES_OCCASIONALLY = ['No', 'Yes', 'Occasionally'] as const;

/** Heights from 4ft 7in to 7ft 0in in 1-inch steps, as shown in the selector. */
export const HEIGHTS: readonly string[] = (() => {
  const out: string[] = [];
  for (let inches = 4 * 12 + 7; inches <= 7 * 12; inches += 1) {
    out.push(`${Math.floor(inches / 12)}ft ${inches % 12}in`);
  }
  return out;
})();
export const DEFAULT_HEIGHT = '4ft 7in';

/** The fixed product identifier sent as the registration `source`. */
export const REGISTRATION_SOURCE = 'medibridge-web';

/**
 * Browser storage keys: SPEC §3's, word for word, then ours. `pharmacy_place_order` keeps the place-order
 * draft (SPEC §3's fields) in session storage between /pharmacy/place-order and the order summary.
 */
export const STORAGE_KEYS = {
  userInfo: 'user_info',
  otpUid: 'otp_uid',
  shareCode: 'shareCode',
  verifiedMobile: 'varified_mobile',
  appointmentStepFirst: 'appointment_step_first',
  appointmentStepSecond: 'appointment_step_second',
  pharmacyPlaceOrder: 'pharmacy_place_order',
} as const;

/** Support contact shown in the header, the call buttons and the contact page. */
export const SUPPORT_PHONE = '+91 80 4718 2200';
export const SUPPORT_PHONE_HREF = 'tel:+918047182200';
export const SUPPORT_EMAIL = 'care@medibridge.in';
/** Our office, shown on /contact-us and in the footer. */
export const SUPPORT_ADDRESS =
  'MediBridge Health Services, 4th Floor, 80 Feet Road, Koramangala, Bengaluru 560034';
/** When the support phone is answered; ambulance requests are handled at any hour. */
export const SUPPORT_HOURS = 'Monday to Saturday, 8 am to 8 pm; ambulance requests 24×7';

/** How a person reaches us, in one place: the footer and the service pages show the same contact block. */
export const SUPPORT = {
  phone: SUPPORT_PHONE,
  phoneHref: SUPPORT_PHONE_HREF,
  email: SUPPORT_EMAIL,
  emailHref: `mailto:${SUPPORT_EMAIL}`,
  address: SUPPORT_ADDRESS,
  hours: SUPPORT_HOURS,
} as const;

/** Where the API serves its demo lab-booking partner page: the default `LAB_PARTNER_URL`. */
export const LAB_PARTNER_DEMO_PATH = '/partner-demo/lab-tests';
/** The sandbox payment gateway's checkout page (PAYMENT_PROVIDER=sandbox): a gateway of its own, outside /api. */
export const SANDBOX_CHECKOUT_PATH = '/sandbox-gateway/checkout';
/** The meta tag of the served page that carries the configured lab partner's URL to /lab-tests. */
export const LAB_PARTNER_META = 'lab-partner-url';

/**
 * The meta tag of the served page that says texts stay in the server's SMS outbox (a demo or development
 * server): every page then shows DEMO_SMS_NOTICE, and the OTP page links to the outbox.
 */
export const SMS_DEMO_META = 'sms-demo';
/** The notice every page shows while texts are not really sent. */
export const DEMO_SMS_NOTICE = 'Demo: text messages are not really sent.';

/** What a screen says when a call could not reach the server at all (no answer, no network). */
export const UNREACHABLE_MESSAGE =
  'We could not reach MediBridge. Please check your internet connection and try again.';
