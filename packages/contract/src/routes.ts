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
  serviceBooking: '/service/service-booking',
  appointmentStepFirst: '/appointment/step-first',
  appointmentStepSecond: '/appointment/step-second',
  appointmentStepThird: '/appointment/step-third',
  appointmentSuccess: '/appointment/success-response/:appt_no',
  doctorOnCall: '/appointment/doctor-on-call/:appt_no',
  myAppointment: '/my-appointment',
  myTransactions: '/my-transactions',
  myHistory: '/my-history',
  appointmentDetails: '/appointment-details/:appt_no',
  appointmentFollowUp: '/appointment/followup/:appt_no',
  videoMeeting: '/appointment/video-meeting',
  pharmacy: '/pharmacy',
  searchProductList: '/search-product-list/:slug',
  productDetail: '/products/product-detail/:slug',
  myCart: '/pharmacy/my-cart',
  placeOrder: '/pharmacy/place-order',
  orderSummary: '/pharmacy/order-summary',
  referAndEarn: '/refer-and-earn',
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
] as const satisfies readonly RouteName[];

/**
 * Every concrete top-level path prefix of the app, for the server's SPA fallback. Patterns with a leading
 * parameter (vendor pages) are matched by their suffix.
 */
export function isAppPath(pathname: string): boolean {
  const path = pathname.split('?')[0] ?? '';
  return Object.values(ROUTES).some((pattern) => routePatternToRegExp(pattern).test(path));
}

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
