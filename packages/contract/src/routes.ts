import type { EnquiryType } from './enquiryRules';

/**
 * The web app's paths (SPEC §2), exactly as spelled there. Features link to each other's screens through
 * these, never by importing one another.
 */
export const ROUTES = {
  root: '/',
  login: '/login',
  mobileVerification: '/mobile-verification',
  otpVerification: '/otp-varification',
  userRegistration: '/user-registration',
  forgetPassword: '/forget-password',
  resetPassword: '/reset-password/:token',
  phonePayLogin: '/PhonePayLogin',
  home: '/home',
  labTests: '/lab-tests',
  treatmentPackage: '/treatment-package',
  treatmentPackageByMaster: '/treatment-package/:masterPackageId',
  groupTreatmentPackage: '/group-treatment-package/:slug',
  packageDetails: '/package-details/:slug',
  searchPackageResults: '/search-package-results/:citys_id/:package_id',
  vendorPackageDetail: '/:role_name-package-detail/:vendorSlug/:packageSlug',
  vendorDetail: '/:role_name-detail/:shop_slug',
  dentistry: '/dentistry',
  transitionCareCenter: '/transition-care-center',
  doctorsAtHome: '/doctors-at-home',
  nurseAtHome: '/nurse-at-home',
  physiotherapistAtHome: '/physiotherapist-at-home',
  icuSetupAtHome: '/icuSetup-at-home',
  airAmbulance: '/air-ambulance',
  ambulanceWithIcu: '/ambulance-with-icu',
  ambulanceWithDoctor: '/ambulance-with-doctor',
  ambulanceWithNurse: '/ambulance-with-nurse',
  ambulanceForDeadBody: '/ambulance-for-deadBody',
  internationalPatient: '/international-patient',
  contactUs: '/contact-us',
  hospitalization: '/hospitalization',
  manageProfile: '/manage-profile',
  changePassword: '/change-password',
  closeAccount: '/close-account',
  serviceBooking: '/service/service-booking',
  servicePaymentStatus: '/service/payment-status/:reference',
  appointmentStepFirst: '/appointment/step-first',
  appointmentStepSecond: '/appointment/step-second',
  appointmentStepThird: '/appointment/step-third',
  appointmentSuccess: '/appointment/success-response/:appt_no',
  appointmentPaymentStatus: '/appointment/payment-status/:appt_no',
  doctorOnCall: '/appointment/doctor-on-call/:appt_no',
  myAppointment: '/my-appointment',
  myTransactions: '/my-transactions',
  myHistory: '/my-history',
  myWallet: '/my-wallet',
  appointmentDetails: '/appointment-details/:appt_no',
  appointmentFollowUp: '/appointment/followup/:appt_no',
  videoMeeting: '/appointment/video-meeting',
  pharmacy: '/pharmacy',
  searchProductList: '/search-product-list/:slug',
  productDetail: '/products/product-detail/:slug',
  myCart: '/pharmacy/my-cart',
  placeOrder: '/pharmacy/place-order',
  orderSummary: '/pharmacy/order-summary',
  myOrders: '/pharmacy/my-orders',
  orderDetail: '/pharmacy/orders/:order_no',
  referAndEarn: '/refer-and-earn',
  /** The itemised privacy notice with a switch per purpose: give or withdraw consent (docs/decisions/0060). */
  privacy: '/privacy',
  /** What MediBridge holds about the patient, who it went to, and the download of all of it. */
  myData: '/my-data',
  /** The patient's grievances and filing one (docs/decisions/0066). */
  grievances: '/grievances',
  grievanceNew: '/grievances/new',
  /** Stops one medicine's dose reminders from the link in the reminder (no login; docs/decisions/0050). */
  medicineReminderStop: '/medicine-reminders/stop/:token',
  staff: '/staff',
  /** One of `STAFF_SCREENS` (one route for all of them keeps the route table on every first load small). */
  staffScreen: '/staff/:screen',
} as const;

export type RouteName = keyof typeof ROUTES;

/** Fills a route pattern's `:params` (URL-encoded). Throws when one is missing. */
export function buildPath(pattern: string, params: Record<string, string | number> = {}): string {
  return pattern.replace(/:([A-Za-z_]+)/g, (_, key: string) => {
    const value = params[key];
    if (value === undefined || value === '') throw new Error(`Missing route parameter ${key}`);
    return encodeURIComponent(String(value));
  });
}

/** Screens a visitor may open without a login (SPEC §1, §6). */
export const PUBLIC_ROUTE_NAMES = [
  'root',
  'login',
  'mobileVerification',
  'otpVerification',
  'userRegistration',
  'forgetPassword',
  'resetPassword',
  'phonePayLogin',
  'home',
  'labTests',
  'treatmentPackage',
  'treatmentPackageByMaster',
  'groupTreatmentPackage',
  'packageDetails',
  'searchPackageResults',
  'vendorPackageDetail',
  'vendorDetail',
  'dentistry',
  'transitionCareCenter',
  'doctorsAtHome',
  'nurseAtHome',
  'physiotherapistAtHome',
  'icuSetupAtHome',
  'airAmbulance',
  'ambulanceWithIcu',
  'ambulanceWithDoctor',
  'ambulanceWithNurse',
  'ambulanceForDeadBody',
  'internationalPatient',
  'contactUs',
  'hospitalization',
  'pharmacy',
  'searchProductList',
  'productDetail',
  'medicineReminderStop',
  // The staff console: its pages tell a visitor or patient it is for staff and check roles themselves.
  'staff',
  'staffScreen',
] as const satisfies readonly RouteName[];

/**
 * Every concrete top-level path prefix of the app, for the server's SPA fallback. Patterns with a leading
 * parameter (vendor pages) are matched by their suffix.
 */
export function isAppPath(pathname: string): boolean {
  const path = pathname.split('?')[0] ?? '';
  // Compiled once, on the first call: the server asks this for every page request.
  appPathPatterns ??= Object.values(ROUTES).map(routePatternToRegExp);
  return appPathPatterns.some((pattern) => pattern.test(path));
}
let appPathPatterns: RegExp[] | undefined;

/** A route pattern as a RegExp over a whole pathname (a trailing slash allowed). */
export function routePatternToRegExp(pattern: string): RegExp {
  const source = pattern
    .split(/(:[A-Za-z_]+)/)
    .map((part) => (part.startsWith(':') ? '[^/]+' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('');
  return new RegExp(`^${source}/?$`);
}

/**
 * Who may open a route: `guest` only without a login (login screens), `public` anyone, `patient` only with
 * a login. Feature routes carry it as `handle.access`; the shell builds SPEC §2's two route sets from it.
 */
export type RouteAccess = 'guest' | 'public' | 'patient';

// ---------------------------------------------------------------------------------------------------------
/** Fixed service option ids of SPEC §3 (the ambulance and home-care selects) and the pages that offer them. */

export const AMBULANCE_SERVICES = [
  { id: 5, type: 'air', label: 'Air Ambulance', slug: 'air-ambulance' },
  { id: 6, type: 'icu', label: 'Ambulance with ICU', slug: 'ambulance-with-icu' },
  { id: 7, type: 'doctor', label: 'Ambulance with Doctor', slug: 'ambulance-with-doctor' },
  { id: 8, type: 'nurse', label: 'Ambulance with Nurse', slug: 'ambulance-with-nurse' },
  { id: 9, type: 'deadBody', label: 'Dead Body Ambulance', slug: 'ambulance-for-deadBody' },
] as const;

export const HOME_CARE_SERVICES = [
  { id: 11, type: 'doctors', label: 'Doctor at Home', slug: 'doctors-at-home' },
  { id: 12, type: 'nurse', label: 'Nurse at Home', slug: 'nurse-at-home' },
  {
    id: 13,
    type: 'physiotherapist',
    label: 'Physiotherapist at Home',
    slug: 'physiotherapist-at-home',
  },
  { id: 14, type: 'icuSetup', label: 'ICU Setup at Home', slug: 'icuSetup-at-home' },
] as const;

/**
 * The `{service}` values `ace-service-cities/{service}` answers for: the last path segment of each service
 * page (SPEC §7).
 */
export const SERVICE_CITY_KEYS = [
  ...AMBULANCE_SERVICES.map((s) => s.slug),
  ...HOME_CARE_SERVICES.map((s) => s.slug),
  'dentistry',
  'transition-care-center',
  'international-patient',
] as const;

export type ServiceCityKey = (typeof SERVICE_CITY_KEYS)[number];

export function isServiceCityKey(value: string): value is ServiceCityKey {
  return (SERVICE_CITY_KEYS as readonly string[]).includes(value);
}

// ---------------------------------------------------------------------------------------------------------
// The service pages: the one registry the header menu, the footer, the home page's tiles, the service pages
// and the enquiry forms read (SPEC §2, §3; docs/decisions/0022). A label is written here once; its Hindi is
// in `hi-screens.ts`. (Here, beside ROUTES: one module, so the bundler keeps it in the shell's chunk;
// split in two, one half became a chunk of its own on every first load.)

/** How the menus group the service pages. */
export type ServiceGroup = 'treatment' | 'homeCare' | 'ambulance';

/** The pictogram a menu shows beside a service (the shell draws them). */
export type ServiceIcon =
  | 'package'
  | 'hospital'
  | 'tooth'
  | 'globe'
  | 'care'
  | 'flask'
  | 'doctor'
  | 'nurse'
  | 'physio'
  | 'icu'
  | 'plane'
  | 'ambulance';

export interface ServicePage {
  /** The page's route (SPEC §2); its last segment is the page's id and `ace-service-cities` key. */
  route: string;
  /** What menus, tiles and the page's heading call it (English; Hindi in hi-screens.ts). */
  label: string;
  group: ServiceGroup;
  icon: ServiceIcon;
  /** Two letters for the home page's tile badge. */
  mark: string;
  /** The enquiryType its page's form sends (SPEC §3), when it has one; `enquiryFormKey` gives the form. */
  enquiryType?: EnquiryType;
}

/** The page of a SPEC §3 option (an ambulance or a home-care service): its route and label are the option's. */
function optionPage(
  service: (typeof AMBULANCE_SERVICES)[number] | (typeof HOME_CARE_SERVICES)[number],
  group: 'ambulance' | 'homeCare',
  icon: ServiceIcon,
  mark: string,
): ServicePage {
  const enquiryType: EnquiryType =
    group === 'ambulance'
      ? (`${service.type} Ambulance` as EnquiryType)
      : (`${service.type} at home` as EnquiryType);
  return { route: `/${service.slug}`, label: service.label, group, icon, mark, enquiryType };
}
const [air, icu, doctor, nurse, deadBody] = AMBULANCE_SERVICES;
const [doctors, nurseAtHome, physiotherapist, icuSetup] = HOME_CARE_SERVICES;

/** Every service page, in the order menus list them. */
export const SERVICE_PAGES: readonly ServicePage[] = [
  {
    route: ROUTES.treatmentPackage,
    label: 'Treatment Packages',
    group: 'treatment',
    icon: 'package',
    mark: 'Tp',
  },
  {
    route: ROUTES.hospitalization,
    label: 'Hospitalization',
    group: 'treatment',
    icon: 'hospital',
    mark: 'Ho',
    enquiryType: 'Contact',
  },
  {
    route: ROUTES.dentistry,
    label: 'Dentistry',
    group: 'treatment',
    icon: 'tooth',
    mark: 'De',
    enquiryType: 'Dentistry',
  },
  {
    route: ROUTES.internationalPatient,
    label: 'International Patients',
    group: 'treatment',
    icon: 'globe',
    mark: 'Ip',
    enquiryType: 'International Patient',
  },
  {
    route: ROUTES.transitionCareCenter,
    // SPEC's wire value keeps "Center"; people read Indian English.
    label: 'Transition Care Centre',
    group: 'treatment',
    icon: 'care',
    mark: 'Tc',
    enquiryType: 'Transition Care Center',
  },
  { route: ROUTES.labTests, label: 'Lab Tests', group: 'treatment', icon: 'flask', mark: 'Lt' },
  optionPage(doctors, 'homeCare', 'doctor', 'Dr'),
  optionPage(nurseAtHome, 'homeCare', 'nurse', 'Nu'),
  optionPage(physiotherapist, 'homeCare', 'physio', 'Ph'),
  optionPage(icuSetup, 'homeCare', 'icu', 'Ic'),
  optionPage(air, 'ambulance', 'plane', 'Aa'),
  optionPage(icu, 'ambulance', 'ambulance', 'Ai'),
  optionPage(doctor, 'ambulance', 'ambulance', 'Ad'),
  optionPage(nurse, 'ambulance', 'ambulance', 'An'),
  optionPage(deadBody, 'ambulance', 'ambulance', 'Db'),
];

/** The service page of a route, if it is one. */
export function servicePage(route: string): ServicePage | undefined {
  return SERVICE_PAGES.find((page) => page.route === route);
}
