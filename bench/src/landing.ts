// The pages a first visit can land on, for the per-route first-load budget (bench/src/size.ts).
//
// A first visit to any path gets the same index.html, and then the router loads the lazy chunk of the
// page it matches (with that chunk's static imports) before the page can render. So a route's first load
// is index.html's scripts plus that chunk's graph. Which source module a route's lazy import loads is
// written here by hand and checked against the real route tree by apps/web/src/routing/landing.test.ts:
// every entry must resolve to its module, and every lazily loaded page of either route set (visitor or
// patient) must have an entry. Add a line when you add a page.
//
// Plain data only (no imports): the web app's Jest suite reads this file too.

/** Which route set the visit gets: a visitor's (no stored login) or a logged-in patient's. */
export type LandingSession = 'visitor' | 'patient';

export interface LandingRoute {
  /** A concrete URL a visitor can open (parameters filled with plausible values). */
  url: string;
  session: LandingSession;
  /** The source file the route's lazy import loads, relative to the repository root. */
  module: string;
  /**
   * A module that page loads lazily itself before it shows the route (the staff console's picker loads the
   * screen the path names): its chunk and static imports count in the route's first load too.
   */
  alsoLoads?: string;
}

const AUTH = 'packages/auth/src/pages';
const SEARCH = 'packages/packages-search/src/pages';
const ENQUIRIES = 'packages/enquiries/src/pages';
const APPOINTMENTS = 'packages/appointments/src/pages';
const PHARMACY = 'packages/pharmacy/src/pages';
const STAFF = 'packages/staff/src/pages';

export const LANDING_ROUTES: readonly LandingRoute[] = [
  // Visitors: SPEC §2's entry points first.
  { url: '/', session: 'visitor', module: `${AUTH}/LoginPage.tsx` },
  { url: '/home', session: 'visitor', module: `${SEARCH}/HomePage.tsx` },
  { url: '/treatment-package', session: 'visitor', module: `${SEARCH}/TreatmentPackagesPage.tsx` },
  {
    url: '/package-details/total-knee-replacement-unilateral',
    session: 'visitor',
    module: `${SEARCH}/PackageDetailsPage.tsx`,
  },
  {
    url: '/search-package-results/pune/total-knee-replacement-unilateral',
    session: 'visitor',
    module: `${SEARCH}/SearchResultsPage.tsx`,
  },
  {
    url: '/hospital-package-detail/ruby-hall-clinic-pune/total-knee-replacement-unilateral',
    session: 'visitor',
    module: `${SEARCH}/VendorPackageDetailPage.tsx`,
  },
  {
    url: '/hospital-detail/ruby-hall-clinic-pune',
    session: 'visitor',
    module: `${SEARCH}/VendorDetailPage.tsx`,
  },
  { url: '/dentistry', session: 'visitor', module: `${ENQUIRIES}/ServicePage.tsx` },
  { url: '/lab-tests', session: 'visitor', module: `${ENQUIRIES}/LabTestsPage.tsx` },
  { url: '/mobile-verification', session: 'visitor', module: `${AUTH}/MobileVerificationPage.tsx` },
  { url: '/otp-varification', session: 'visitor', module: `${AUTH}/OtpVerificationPage.tsx` },
  { url: '/user-registration', session: 'visitor', module: `${AUTH}/UserRegistrationPage.tsx` },
  { url: '/forget-password', session: 'visitor', module: `${AUTH}/ForgetPasswordPage.tsx` },
  {
    url: '/reset-password/a1b2c3d4e5f6',
    session: 'visitor',
    module: `${AUTH}/ResetPasswordPage.tsx`,
  },
  // The pharmacy's open screens: its front page, a product list and a product page.
  { url: '/pharmacy', session: 'visitor', module: `${PHARMACY}/PharmacyPage.tsx` },
  {
    url: '/search-product-list/paracetamol',
    session: 'visitor',
    module: `${PHARMACY}/productPages.ts`,
  },
  {
    url: '/products/product-detail/fepenor-650-tablet',
    session: 'visitor',
    module: `${PHARMACY}/productPages.ts`,
  },
  // Patients (a stored login): / is the home page, plus the account screens.
  { url: '/', session: 'patient', module: `${SEARCH}/HomePage.tsx` },
  { url: '/manage-profile', session: 'patient', module: `${AUTH}/ManageProfilePage.tsx` },
  { url: '/change-password', session: 'patient', module: `${AUTH}/ChangePasswordPage.tsx` },
  { url: '/close-account', session: 'patient', module: `${AUTH}/CloseAccountPage.tsx` },
  { url: '/refer-and-earn', session: 'patient', module: `${AUTH}/ReferAndEarnPage.tsx` },
  { url: '/privacy', session: 'patient', module: `${AUTH}/PrivacyPage.tsx` },
  { url: '/my-data', session: 'patient', module: `${AUTH}/MyDataPage.tsx` },
  { url: '/grievances', session: 'patient', module: `${AUTH}/GrievancesPage.tsx` },
  { url: '/grievances/new', session: 'patient', module: `${AUTH}/GrievanceNewPage.tsx` },
  // Patients: booking a consultation (without drafts, steps two and three show step one).
  {
    url: '/appointment/step-first',
    session: 'patient',
    module: `${APPOINTMENTS}/stepPages.ts`,
  },
  {
    url: '/appointment/step-second',
    session: 'patient',
    module: `${APPOINTMENTS}/stepPages.ts`,
  },
  {
    url: '/appointment/step-third',
    session: 'patient',
    module: `${APPOINTMENTS}/StepThirdPage.tsx`,
  },
  {
    url: '/appointment/success-response/APT-AB12CD34',
    session: 'patient',
    module: `${APPOINTMENTS}/resultPages.ts`,
  },
  {
    url: '/appointment/payment-status/APT-AB12CD34',
    session: 'patient',
    module: `${APPOINTMENTS}/resultPages.ts`,
  },
  // Patients: their appointments, payments and wallet; paying for a service.
  { url: '/my-appointment', session: 'patient', module: `${APPOINTMENTS}/listPages.ts` },
  { url: '/my-transactions', session: 'patient', module: `${APPOINTMENTS}/listPages.ts` },
  { url: '/my-history', session: 'patient', module: `${APPOINTMENTS}/listPages.ts` },
  {
    url: '/appointment-details/APT-AB12CD34',
    session: 'patient',
    module: `${APPOINTMENTS}/AppointmentDetailsPage.tsx`,
  },
  {
    url: '/appointment/followup/APT-AB12CD34',
    session: 'patient',
    module: `${APPOINTMENTS}/FollowUpPage.tsx`,
  },
  { url: '/my-wallet', session: 'patient', module: `${APPOINTMENTS}/MyWalletPage.tsx` },
  {
    url: '/service/service-booking',
    session: 'patient',
    module: `${APPOINTMENTS}/servicePages.ts`,
  },
  {
    url: '/service/payment-status/SRV-AB12CD34',
    session: 'patient',
    module: `${APPOINTMENTS}/servicePages.ts`,
  },
  // Patients (and the doctor, who logs in the same way): the consultation call and the next-call page.
  {
    url: '/appointment/doctor-on-call/APT-AB12CD34',
    session: 'patient',
    module: 'packages/appointments/src/call/callPages.ts',
  },
  {
    url: '/appointment/video-meeting',
    session: 'patient',
    module: 'packages/appointments/src/call/callPages.ts',
  },
  // Patients: the pharmacy's cart, checkout and orders.
  {
    url: '/medicine-reminders/stop/Qm9vbXNoYWthbGFrYWxha2FsYWthbGFrYWxh',
    session: 'visitor',
    module: `${APPOINTMENTS}/MedicineReminderStopPage.tsx`,
  },
  { url: '/pharmacy/my-cart', session: 'patient', module: `${PHARMACY}/CartPage.tsx` },
  { url: '/pharmacy/place-order', session: 'patient', module: `${PHARMACY}/PlaceOrderPage.tsx` },
  {
    url: '/pharmacy/order-summary',
    session: 'patient',
    module: `${PHARMACY}/OrderSummaryPage.tsx`,
  },
  { url: '/pharmacy/my-orders', session: 'patient', module: `${PHARMACY}/orderPages.ts` },
  {
    url: '/pharmacy/orders/ORD-AB12CD34',
    session: 'patient',
    module: `${PHARMACY}/orderPages.ts`,
  },
  // The staff console (a visitor or a patient is told it is for staff; staff see their screens).
  // Each screen is a chunk of its own that the console's picker loads (ADR 0030).
  { url: '/staff', session: 'visitor', module: `${STAFF}/staffPages.ts` },
  {
    url: '/staff/enquiries',
    session: 'visitor',
    module: `${STAFF}/staffPages.ts`,
    alsoLoads: `${STAFF}/EnquiriesInboxPage.tsx`,
  },
  {
    url: '/staff/appointments',
    session: 'visitor',
    module: `${STAFF}/staffPages.ts`,
    alsoLoads: `${STAFF}/DeskPage.tsx`,
  },
  {
    url: '/staff/desk',
    session: 'patient',
    module: `${STAFF}/staffPages.ts`,
    alsoLoads: `${STAFF}/DeskPage.tsx`,
  },
  {
    url: '/staff/pharmacy',
    session: 'patient',
    module: `${STAFF}/staffPages.ts`,
    alsoLoads: `${STAFF}/PharmacyDeskPage.tsx`,
  },
  {
    url: '/staff/audit-log',
    session: 'visitor',
    module: `${STAFF}/staffPages.ts`,
    alsoLoads: `${STAFF}/AuditLogPage.tsx`,
  },
  {
    url: '/staff/jobs',
    session: 'visitor',
    module: `${STAFF}/staffPages.ts`,
    alsoLoads: `${STAFF}/JobsPage.tsx`,
  },
  {
    url: '/staff/messages',
    session: 'visitor',
    module: `${STAFF}/staffPages.ts`,
    alsoLoads: `${STAFF}/MessagesPage.tsx`,
  },
  {
    url: '/staff/team',
    session: 'visitor',
    module: `${STAFF}/staffPages.ts`,
    alsoLoads: `${STAFF}/TeamPage.tsx`,
  },
  {
    url: '/staff/departments',
    session: 'patient',
    module: `${STAFF}/staffPages.ts`,
    alsoLoads: `${STAFF}/DepartmentsPage.tsx`,
  },
  {
    url: '/staff/medicines',
    session: 'visitor',
    module: `${STAFF}/staffPages.ts`,
    alsoLoads: `${STAFF}/MedicinesPage.tsx`,
  },
  {
    url: '/staff/payments',
    session: 'visitor',
    module: `${STAFF}/staffPages.ts`,
    alsoLoads: `${STAFF}/PaymentsPage.tsx`,
  },
  {
    url: '/staff/settlement',
    session: 'visitor',
    module: `${STAFF}/staffPages.ts`,
    alsoLoads: `${STAFF}/SettlementPage.tsx`,
  },
  {
    url: '/staff/security-log',
    session: 'visitor',
    module: `${STAFF}/staffPages.ts`,
    alsoLoads: `${STAFF}/SecurityLogPage.tsx`,
  },
  {
    url: '/staff/hospitals',
    session: 'visitor',
    module: `${STAFF}/staffPages.ts`,
    alsoLoads: `${STAFF}/HospitalsPage.tsx`,
  },
  {
    url: '/staff/catalogue-import',
    session: 'visitor',
    module: `${STAFF}/staffPages.ts`,
    alsoLoads: `${STAFF}/CatalogueImportPage.tsx`,
  },
  {
    url: '/staff/packages',
    session: 'visitor',
    module: `${STAFF}/staffPages.ts`,
    alsoLoads: `${STAFF}/PackagesPage.tsx`,
  },
  {
    url: '/staff/grievances',
    session: 'visitor',
    module: `${STAFF}/staffPages.ts`,
    alsoLoads: `${STAFF}/GrievancesInboxPage.tsx`,
  },
  {
    url: '/staff/h1-register',
    session: 'visitor',
    module: `${STAFF}/staffPages.ts`,
    alsoLoads: `${STAFF}/H1RegisterPage.tsx`,
  },
];
