import { z } from 'zod';
import {
  activePackageSchema,
  cityParamsSchema,
  hospitalPackageRowSchema,
  hospitalSearchParamsSchema,
  imagePathSchema,
  masterParamsSchema,
  packageDetailSchema,
  packageListItemSchema,
  packageMasterSchema,
  packageSearchParamsSchema,
  packageSlugParamsSchema,
  vendorDetailSchema,
  vendorPackageParamsSchema,
  vendorParamsSchema,
  vendorSelectedPackageSchema,
} from './catalogue';
import {
  changePasswordParamsSchema,
  changePasswordRequestSchema,
  changePasswordResponseSchema,
  forgetPasswordRequestSchema,
  forgetPasswordResponseSchema,
  loginRequestSchema,
  loginResponseSchema,
  logoutResponseSchema,
  mobileCheckRequestSchema,
  mobileCheckResponseSchema,
  modalLoginResponseSchema,
  patientDetailParamsSchema,
  patientDetailResponseSchema,
  profileUpdateFieldsSchema,
  profileUpdateResponseSchema,
  referralSummaryResponseSchema,
  registerRequestSchema,
  registerResponseSchema,
  resendOtpRequestSchema,
  resendOtpResponseSchema,
  resetPasswordCheckParamsSchema,
  resetPasswordCheckResponseSchema,
  resetPasswordRequestSchema,
  resetPasswordResponseSchema,
  smsOutboxQuerySchema,
  smsOutboxResponseSchema,
  tokenUserResponseSchema,
  userDetailParamsSchema,
  userDetailResponseSchema,
  verifyOtpRequestSchema,
  verifyOtpResponseSchema,
} from './accounts';
import { dataEnvelope } from './envelopes';
import {
  enquiryRequestSchema,
  enquiryResponseSchema,
  staffEnquiryListSchema,
  staffEnquiryQuerySchema,
  staffEnquirySchema,
  staffEnquiryStatusBodySchema,
  staffEnquiryStatusParamsSchema,
} from './enquiries';
import {
  citySchema,
  citySearchResultSchema,
  countrySchema,
  hospitalCitySchema,
  pinCodeLocationSchema,
  pinCodeRequestSchema,
  serviceCitySchema,
  stateSchema,
  userAgesSchema,
  userWeightsSchema,
} from './reference';

/** The API root, same origin as the web app. */
export const API_ROOT = '/api';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * What a request field that names someone's data refers to: `user` a user id, `mobile` a user's mobile (the
 * login name), `token` a credential (session token, OTP uid, reset-link token), `appointment` one of a user's
 * appointments (appointment_no, appointment_id, appt_no), `cartItem` one of a user's cart rows, `enquiry` one
 * of the enquiries a user sent (its ENQ reference).
 */
export type OwnerRef = 'user' | 'mobile' | 'token' | 'appointment' | 'cartItem' | 'enquiry';

/** Request fields (by wire name) that name a user or one of a user's records, with what they name. */
export type OwnerFields = Readonly<Record<string, OwnerRef>>;

/**
 * Whose data a call reads or changes, and which request fields name a user or a user's records. The
 * cross-user access matrix (apps/api/src/crossUser.int.test.ts) replays every `self` call and every call
 * with named fields as another patient, anonymously and with a forged session, filling these fields with
 * the victim's ids and tokens.
 * - `self`: the session user's own data. The user comes from the session; a named field must be the
 *   session's own (403/404 otherwise), never a way to reach someone else.
 * - `public`: the same for everyone, or only what the request itself proves (a password, an OTP, a link).
 * - `staff`: anyone's data, for staff sessions only.
 */
export interface EndpointOwner {
  scope: 'self' | 'public' | 'staff';
  params?: OwnerFields;
  query?: OwnerFields;
  body?: OwnerFields;
}

/**
 * One call of SPEC §7. `path` is SPEC's spelling (legacy typos and slashes kept: it is the public contract),
 * with `:name` for SPEC's `{name}`. `ready` is false for calls whose schemas a later issue completes.
 */
export interface EndpointDef {
  method: HttpMethod;
  path: string;
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  response: z.ZodType;
  /** `user` calls need a session; `staff` a staff session; `none` are public. */
  auth: 'none' | 'user' | 'staff';
  /** Whose data the call touches and which request fields name it (every entry declares it). */
  owner?: EndpointOwner;
  multipart?: boolean;
  ready: boolean;
  summary: string;
}

const def = <T extends EndpointDef>(d: T): T => d;
const loose = z.unknown();
const textParam = z.object({ text: z.string().min(1).max(100) });

/**
 * Every call of SPEC §7, by clean name. Endpoint names start with their domain noun; RTK Query endpoints
 * and server routes use the same names.
 */
export const ENDPOINTS = {
  // Reference data
  referenceCountries: def({
    method: 'GET',
    path: 'get_all_countries',
    response: dataEnvelope(z.array(countrySchema)),
    auth: 'none',
    owner: { scope: 'public' },
    ready: true,
    summary: 'Countries offered (India only).',
  }),
  referenceStates: def({
    method: 'GET',
    path: 'get-states',
    response: dataEnvelope(z.array(stateSchema)),
    auth: 'none',
    owner: { scope: 'public' },
    ready: true,
    summary: 'All 28 states and 8 union territories of India.',
  }),
  referenceCities: def({
    method: 'GET',
    path: 'get_all_cities',
    response: dataEnvelope(z.array(citySchema)),
    auth: 'none',
    owner: { scope: 'public' },
    ready: true,
    summary: 'Indian cities with their states.',
  }),
  referenceIndiaCities: def({
    method: 'GET',
    path: 'get_all_india_cities/',
    response: dataEnvelope(z.array(citySchema)),
    auth: 'none',
    owner: { scope: 'public' },
    ready: true,
    summary: 'Indian cities with their states (alias kept for old clients).',
  }),
  referenceHospitalCities: def({
    method: 'GET',
    path: 'get-hospital-cities',
    response: dataEnvelope(z.array(hospitalCitySchema)),
    auth: 'none',
    owner: { scope: 'public' },
    ready: true,
    summary: 'Cities where listed hospitals are.',
  }),
  referenceCitySearch: def({
    method: 'GET',
    path: 'search-city-with-city-name/:text',
    params: textParam,
    response: dataEnvelope(z.array(citySearchResultSchema)),
    auth: 'none',
    owner: { scope: 'public' },
    ready: true,
    summary: 'Cities whose name matches the text, prefix matches first, at most 20.',
  }),
  referencePinCode: def({
    method: 'POST',
    path: 'get-location-with-pin-code',
    body: pinCodeRequestSchema,
    response: dataEnvelope(pinCodeLocationSchema),
    auth: 'none',
    owner: { scope: 'public' },
    ready: true,
    summary: 'Post office and state of a 6-digit PIN code.',
  }),
  referenceUserAge: def({
    method: 'GET',
    path: 'user_age',
    response: dataEnvelope(userAgesSchema),
    auth: 'none',
    owner: { scope: 'public' },
    ready: true,
    summary: 'Ages for the age selector.',
  }),
  referenceUserWeight: def({
    method: 'GET',
    path: 'user_weight',
    response: dataEnvelope(userWeightsSchema),
    auth: 'none',
    owner: { scope: 'public' },
    ready: true,
    summary: 'Weights in kg for the weight selector.',
  }),
  referenceServiceCities: def({
    method: 'GET',
    path: 'ace-service-cities/:service',
    params: z.object({ service: z.string().min(1).max(60) }),
    response: dataEnvelope(z.array(serviceCitySchema)),
    auth: 'none',
    owner: { scope: 'public' },
    ready: true,
    summary: 'Cities where a service (the page’s last path segment) is offered.',
  }),

  // Catalogue (issue 4: packages and hospitals)
  packageActiveList: def({
    method: 'GET',
    path: 'all-active-packages',
    response: dataEnvelope(z.array(activePackageSchema)),
    auth: 'none',
    owner: { scope: 'public' },
    ready: true,
    summary: 'Every active package, by name.',
  }),
  packageActiveSearch: def({
    method: 'GET',
    path: 'all-active-packages/:text',
    params: packageSearchParamsSchema,
    response: dataEnvelope(z.array(activePackageSchema)),
    auth: 'none',
    owner: { scope: 'public' },
    ready: true,
    summary: 'Active packages matching the text (typo-tolerant, prefix first, at most 20).',
  }),
  packageSearch: def({
    method: 'GET',
    path: 'search-active-packages/:text',
    params: packageSearchParamsSchema,
    response: dataEnvelope(z.array(activePackageSchema)),
    auth: 'none',
    owner: { scope: 'public' },
    ready: true,
    summary: 'Package typeahead (typo-tolerant, prefix first, at most 20).',
  }),
  packageByCity: def({
    method: 'GET',
    path: 'find-package-by-city-id/:cityIdOrSlug',
    params: cityParamsSchema,
    response: dataEnvelope(z.array(activePackageSchema)),
    auth: 'none',
    owner: { scope: 'public' },
    ready: true,
    summary: 'Packages offered in a city (id or slug).',
  }),
  packageHospitalSearch: def({
    method: 'GET',
    path: 'search-hospital-packages/:city/:package',
    params: hospitalSearchParamsSchema,
    response: z.array(hospitalPackageRowSchema),
    auth: 'none',
    owner: { scope: 'public' },
    ready: true,
    summary:
      'Vendors offering a package (id or slug) in a city (id or slug), cheapest first: a bare array.',
  }),
  packagePopularMasters: def({
    method: 'GET',
    path: 'poplour-package-master',
    response: dataEnvelope(z.array(packageMasterSchema)),
    auth: 'none',
    owner: { scope: 'public' },
    ready: true,
    summary: 'Popular package groups.',
  }),
  packageImportantMasters: def({
    method: 'GET',
    path: 'important-package-master',
    response: dataEnvelope(z.array(packageMasterSchema)),
    auth: 'none',
    owner: { scope: 'public' },
    ready: true,
    summary: 'Important package groups.',
  }),
  packagePopular: def({
    method: 'GET',
    path: 'get-popular-packages',
    response: dataEnvelope(z.array(packageListItemSchema)),
    auth: 'none',
    owner: { scope: 'public' },
    ready: true,
    summary: 'Popular packages.',
  }),
  packageMasters: def({
    method: 'GET',
    path: 'package-master',
    response: dataEnvelope(z.array(packageMasterSchema)),
    auth: 'none',
    owner: { scope: 'public' },
    ready: true,
    summary: 'Every package group with its packages.',
  }),
  packageImagePath: def({
    method: 'GET',
    path: 'package-image-path',
    response: dataEnvelope(imagePathSchema),
    auth: 'none',
    owner: { scope: 'public' },
    ready: true,
    summary: 'Base path of package images (main_img).',
  }),
  packageMasterImagePath: def({
    method: 'GET',
    path: 'package-master-image-path',
    response: dataEnvelope(imagePathSchema),
    auth: 'none',
    owner: { scope: 'public' },
    ready: true,
    summary: 'Base path of package group images (master_img).',
  }),
  vendorImagePath: def({
    method: 'GET',
    path: 'vendor-image-path',
    response: dataEnvelope(imagePathSchema),
    auth: 'none',
    owner: { scope: 'public' },
    ready: true,
    summary: 'Base path of vendor images (vendor_img).',
  }),
  packageServiceImagePath: def({
    method: 'GET',
    path: 'package-service-image-path',
    response: dataEnvelope(imagePathSchema),
    auth: 'none',
    owner: { scope: 'public' },
    ready: true,
    summary: 'Base path of package service images (service_img).',
  }),
  vendorDetail: def({
    method: 'GET',
    path: 'vendor-detail/:role_name/:vendorSlug',
    params: vendorParamsSchema,
    response: dataEnvelope(vendorDetailSchema),
    auth: 'none',
    owner: { scope: 'public' },
    ready: true,
    summary: 'A vendor profile with the packages it offers.',
  }),
  vendorSelectedPackage: def({
    method: 'GET',
    path: 'vendor-selected-package/:role_name/:vendorSlug/:packageSlug',
    params: vendorPackageParamsSchema,
    response: dataEnvelope(vendorSelectedPackageSchema),
    auth: 'none',
    owner: { scope: 'public' },
    ready: true,
    summary: 'A vendor with one of its packages, its services and the vendor’s price.',
  }),
  packageDetails: def({
    method: 'GET',
    path: 'package-details/:packageSlug',
    params: packageSlugParamsSchema,
    response: dataEnvelope(packageDetailSchema),
    auth: 'none',
    owner: { scope: 'public' },
    ready: true,
    summary: 'A package with its package_service entries.',
  }),
  packageByMaster: def({
    method: 'GET',
    path: '/get-package-by-master-package-id/:masterPackageId',
    params: masterParamsSchema,
    response: dataEnvelope(z.array(packageListItemSchema)),
    auth: 'none',
    owner: { scope: 'public' },
    ready: true,
    summary: 'Packages of a group (id or slug).',
  }),

  // Enquiries
  enquiryStore: def({
    method: 'POST',
    path: 'store-contact-inquiry',
    body: enquiryRequestSchema,
    response: enquiryResponseSchema,
    auth: 'none',
    owner: { scope: 'public' },
    ready: true,
    summary: 'Store an enquiry.',
  }),

  // Account
  accountModalLogin: def({
    method: 'POST',
    path: '/login',
    body: loginRequestSchema,
    response: modalLoginResponseSchema,
    auth: 'none',
    owner: { scope: 'public', body: { mobile: 'mobile' } },
    ready: true,
    summary:
      'Modal login: {user, access_token} and the session cookie; non-200 error body on failure (401 wrong mobile or password, 429 locked).',
  }),
  accountLogin: def({
    method: 'POST',
    path: '/new-login',
    body: loginRequestSchema,
    response: loginResponseSchema,
    auth: 'none',
    owner: { scope: 'public', body: { mobile: 'mobile' } },
    ready: true,
    summary:
      'Login: code 200 with the profile as data (session cookie set), 400 wrong mobile or password, 429 after 10 failures in 15 minutes.',
  }),
  accountForgetPassword: def({
    method: 'POST',
    path: '/forget-password',
    body: forgetPasswordRequestSchema,
    response: forgetPasswordResponseSchema,
    auth: 'none',
    owner: { scope: 'public', body: { mobile: 'mobile' } },
    ready: true,
    summary:
      'Sends an SMS with a one-time link to /reset-password/{token} (30 minutes); 404 unknown mobile, 429 too many.',
  }),
  accountMobileCheck: def({
    method: 'POST',
    path: '/check-user-mobile-by-otp',
    body: mobileCheckRequestSchema,
    response: mobileCheckResponseSchema,
    auth: 'none',
    owner: { scope: 'public', body: { mobile: 'mobile' } },
    ready: true,
    summary:
      'Sends a registration OTP; data.uid identifies it. 409 already registered, 422 invalid mobile, 429 too many codes.',
  }),
  accountVerifyOtp: def({
    method: 'POST',
    path: 'verify-user-mobile-otp',
    body: verifyOtpRequestSchema,
    response: verifyOtpResponseSchema,
    auth: 'none',
    owner: { scope: 'public', body: { otp_uid: 'token' } },
    ready: true,
    summary:
      'Verifies an OTP: data.mobile on success; 400 wrong, expired, used or dead (5 wrong tries).',
  }),
  accountResendOtp: def({
    method: 'POST',
    path: 'resend-otp',
    body: resendOtpRequestSchema,
    response: resendOtpResponseSchema,
    auth: 'none',
    owner: { scope: 'public', body: { otp_uid: 'token' } },
    ready: true,
    summary:
      'Sends a new OTP for the same uid; the previous code stops working. 429 too many codes.',
  }),
  accountRegister: def({
    method: 'POST',
    path: '/new-register',
    body: registerRequestSchema,
    response: registerResponseSchema,
    auth: 'none',
    owner: { scope: 'public', body: { mobile: 'mobile', otp_uid: 'token' } },
    ready: true,
    summary:
      'Registers an OTP-verified mobile and logs in (cookie); 400 general, 422 per-field name/email/password.',
  }),
  accountTokenUser: def({
    method: 'GET',
    path: 'user-data-with-token',
    response: tokenUserResponseSchema,
    auth: 'user',
    owner: { scope: 'self' },
    ready: true,
    summary: 'The session’s user id (bearer or cookie).',
  }),
  accountUserDetail: def({
    method: 'GET',
    path: 'get-user-detail-by-id/:id',
    params: userDetailParamsSchema,
    response: userDetailResponseSchema,
    auth: 'user',
    owner: { scope: 'self', params: { id: 'user' } },
    ready: true,
    summary: 'The user’s profile; 403 unless id is the session’s user.',
  }),
  accountPatientDetail: def({
    method: 'GET',
    path: 'get-patient-detail-by-id/:userId',
    params: patientDetailParamsSchema,
    response: patientDetailResponseSchema,
    auth: 'user',
    owner: { scope: 'self', params: { userId: 'user' } },
    ready: true,
    summary: 'Wallet amount in rupees; 403 unless userId is the session’s user.',
  }),
  accountUpdateProfile: def({
    method: 'POST',
    path: 'update-user-profile/',
    body: profileUpdateFieldsSchema,
    response: profileUpdateResponseSchema,
    auth: 'user',
    owner: { scope: 'self', body: { userID: 'user', mobile: 'mobile' } },
    multipart: true,
    ready: true,
    summary:
      'Updates the profile (multipart, optional profileImage file: JPG/GIF/PNG ≤ 2 MB); 413, 415, 422 with messages.',
  }),
  accountChangePassword: def({
    method: 'POST',
    path: 'update-user-profile/:token',
    params: changePasswordParamsSchema,
    body: changePasswordRequestSchema,
    response: changePasswordResponseSchema,
    auth: 'user',
    owner: { scope: 'self', params: { token: 'token' }, body: { userID: 'user' } },
    ready: true,
    summary:
      'Changes the password (send `me` as the token segment); other sessions are revoked. 422 per field.',
  }),
  accountLogout: def({
    method: 'POST',
    path: '/logout',
    response: logoutResponseSchema,
    auth: 'none',
    owner: { scope: 'self' },
    ready: true,
    summary: 'Revokes the session and clears its cookie (200 even without one).',
  }),
  accountResetPasswordCheck: def({
    method: 'GET',
    path: 'reset-password/:token',
    params: resetPasswordCheckParamsSchema,
    response: resetPasswordCheckResponseSchema,
    auth: 'none',
    owner: { scope: 'public', params: { token: 'token' } },
    ready: true,
    summary: 'Whether a password reset link can still be used (400 invalid, expired or used).',
  }),
  accountResetPassword: def({
    method: 'POST',
    path: 'reset-password',
    body: resetPasswordRequestSchema,
    response: resetPasswordResponseSchema,
    auth: 'none',
    owner: { scope: 'public', body: { token: 'token' } },
    ready: true,
    summary:
      'Sets a new password with a reset link’s token (single use); every session is revoked. 400 bad link, 422 per field.',
  }),
  accountReferralSummary: def({
    method: 'GET',
    path: 'referral-summary',
    response: referralSummaryResponseSchema,
    auth: 'user',
    owner: { scope: 'self' },
    ready: true,
    summary: 'Refer & Earn: share code, share link, bonus for each side, people referred.',
  }),
  devSmsOutbox: def({
    method: 'GET',
    path: 'dev/sms-outbox',
    query: smsOutboxQuerySchema,
    response: smsOutboxResponseSchema,
    auth: 'none',
    owner: { scope: 'public', query: { mobile: 'mobile' } },
    ready: true,
    summary:
      'Demo only: SMS messages sent to a mobile, newest first, while SMS_PROVIDER=outbox (404 with a real provider).',
  }),

  // Staff (not in SPEC §7): the enquiries staff answer; their console comes in its own issue.
  staffEnquiryList: def({
    method: 'GET',
    path: 'staff/enquiries',
    query: staffEnquiryQuerySchema,
    response: staffEnquiryListSchema,
    auth: 'staff',
    owner: { scope: 'staff' },
    ready: true,
    summary: 'Enquiries, newest first, filtered by type, status and India dates; paged.',
  }),
  staffEnquiryCsv: def({
    method: 'GET',
    path: 'staff/enquiries.csv',
    query: staffEnquiryQuerySchema,
    response: z.string(),
    auth: 'staff',
    owner: { scope: 'staff' },
    ready: true,
    summary: 'The same enquiries as CSV for a spreadsheet (at most 10,000 rows).',
  }),
  staffEnquiryStatus: def({
    method: 'PATCH',
    path: 'staff/enquiries/:reference',
    params: staffEnquiryStatusParamsSchema,
    body: staffEnquiryStatusBodySchema,
    response: dataEnvelope(staffEnquirySchema),
    auth: 'staff',
    owner: { scope: 'staff', params: { reference: 'enquiry' } },
    ready: true,
    summary: 'Moves an enquiry to new, contacted or closed.',
  }),

  // Appointments and services
  appointmentDepartments: def({
    method: 'GET',
    path: 'get_active_departments',
    response: loose,
    auth: 'none',
    owner: { scope: 'public' },
    ready: false,
    summary: 'Active departments.',
  }),
  appointmentNextDays: def({
    method: 'GET',
    path: 'get_next_serven_days_with_date',
    response: loose,
    auth: 'none',
    owner: { scope: 'public' },
    ready: false,
    summary: 'The next seven days.',
  }),
  appointmentSchedules: def({
    method: 'GET',
    path: 'get_schedules',
    response: loose,
    auth: 'none',
    owner: { scope: 'public' },
    ready: false,
    summary: 'Schedules.',
  }),
  appointmentDaySchedule: def({
    method: 'POST',
    path: 'get_selected_appointment_day_schedule',
    body: loose,
    response: loose,
    auth: 'none',
    owner: { scope: 'public' },
    ready: false,
    summary: 'Schedules of a day.',
  }),
  appointmentDepartmentRow: def({
    method: 'POST',
    path: 'get_departments_row',
    body: loose,
    response: loose,
    auth: 'none',
    owner: { scope: 'public' },
    ready: false,
    summary: 'A department with its fee.',
  }),
  appointmentPay: def({
    method: 'POST',
    path: 'make_payment/',
    body: loose,
    response: loose,
    auth: 'user',
    owner: { scope: 'self', body: { userId: 'user' } },
    multipart: true,
    ready: false,
    summary: 'Book and pay.',
  }),
  appointmentRow: def({
    method: 'POST',
    path: 'get_appointment_row',
    body: loose,
    response: loose,
    auth: 'user',
    owner: { scope: 'self', body: { appointment_no: 'appointment' } },
    ready: false,
    summary: 'One appointment.',
  }),
  appointmentList: def({
    method: 'POST',
    path: 'get_appointments_by_user_id',
    body: loose,
    response: loose,
    auth: 'user',
    owner: { scope: 'self', body: { userId: 'user' } },
    ready: false,
    summary: 'The user’s appointments.',
  }),
  appointmentCancel: def({
    method: 'POST',
    path: 'cancelled_user_appointment',
    body: loose,
    response: loose,
    auth: 'user',
    owner: { scope: 'self', body: { userId: 'user', appointment_id: 'appointment' } },
    ready: false,
    summary: 'Cancel an appointment.',
  }),
  appointmentTransactions: def({
    method: 'POST',
    path: 'get_user_transaction_details_by_user_id',
    body: loose,
    response: loose,
    auth: 'user',
    owner: { scope: 'self', body: { userId: 'user' } },
    ready: false,
    summary: 'The user’s transactions.',
  }),
  appointmentFollowUpDocuments: def({
    method: 'POST',
    path: 'get_appt_followup_document_by_appt_id',
    body: loose,
    response: loose,
    auth: 'user',
    owner: { scope: 'self', body: { userId: 'user', appt_no: 'appointment' } },
    multipart: true,
    ready: false,
    summary: 'Follow-up documents.',
  }),
  appointmentLastFollowUp: def({
    method: 'POST',
    path: 'get_last_appt_followup_user_id',
    body: loose,
    response: loose,
    auth: 'user',
    owner: { scope: 'self', body: { userId: 'user', appt_no: 'appointment' } },
    multipart: true,
    ready: false,
    summary: 'Last follow-up.',
  }),
  appointmentAllFollowUps: def({
    method: 'POST',
    path: 'get_all_appt_followup_user_id',
    body: loose,
    response: loose,
    auth: 'user',
    owner: { scope: 'self', body: { userId: 'user', appt_no: 'appointment' } },
    multipart: true,
    ready: false,
    summary: 'All follow-ups.',
  }),
  appointmentFollowUpStore: def({
    method: 'POST',
    path: 'store_appointment_follow_up',
    body: loose,
    response: loose,
    auth: 'user',
    owner: { scope: 'self', body: { userId: 'user', appt_no: 'appointment' } },
    multipart: true,
    ready: false,
    summary: 'Submit a follow-up.',
  }),
  appointmentDocumentStore: def({
    method: 'POST',
    path: 'appointment_follow_up_document',
    body: loose,
    response: loose,
    auth: 'user',
    owner: { scope: 'self', body: { userId: 'user', appt_no: 'appointment' } },
    multipart: true,
    ready: false,
    summary: 'Submit documents.',
  }),
  serviceBook: def({
    method: 'POST',
    path: 'book_services',
    body: loose,
    response: loose,
    auth: 'user',
    owner: { scope: 'self', body: { userId: 'user' } },
    multipart: true,
    ready: false,
    summary: 'Book a paid service.',
  }),

  // Pharmacy
  productSuggest: def({
    method: 'GET',
    path: 'our-products/:text',
    response: loose,
    auth: 'none',
    owner: { scope: 'public' },
    ready: false,
    summary: 'Medicine suggestions.',
  }),
  productList: def({
    method: 'GET',
    path: 'products-with-name/:slug',
    response: loose,
    auth: 'none',
    owner: { scope: 'public' },
    ready: false,
    summary: 'Products by name.',
  }),
  cartAdd: def({
    method: 'POST',
    path: 'add-product-in-session-cart/',
    body: loose,
    response: loose,
    auth: 'user',
    owner: { scope: 'self', body: { user_id: 'user' } },
    ready: false,
    summary: 'Add to cart.',
  }),
  cartList: def({
    method: 'GET',
    path: 'get-user-session-cart-data/:userId',
    response: loose,
    auth: 'user',
    owner: { scope: 'self', params: { userId: 'user' } },
    ready: false,
    summary: 'The cart.',
  }),
  cartQuantity: def({
    method: 'POST',
    path: 'update-user-cart-quantity',
    body: loose,
    response: loose,
    auth: 'user',
    owner: { scope: 'self', body: { session_cart_id: 'cartItem' } },
    ready: false,
    summary: 'Change a quantity.',
  }),
  cartRemove: def({
    method: 'POST',
    path: 'remove-item-from-cart',
    body: loose,
    response: loose,
    auth: 'user',
    owner: { scope: 'self', body: { session_cart_id: 'cartItem', user_id: 'user' } },
    ready: false,
    summary: 'Remove from cart.',
  }),
} as const satisfies Record<string, EndpointDef>;

export type EndpointName = keyof typeof ENDPOINTS;

/** The server route of a SPEC path: under the API root, no doubled or trailing slash, `:params` kept. */
export function serverRoute(path: string): string {
  return `${API_ROOT}/${path.replace(/^\/+/, '').replace(/\/+$/, '')}`;
}

/** A concrete request URL relative to the API root (for the client's base query), params URL-encoded. */
export function endpointUrl(
  name: EndpointName,
  params: Record<string, string | number> = {},
): string {
  const path = ENDPOINTS[name].path.replace(/^\/+/, '');
  return path.replace(/:([A-Za-z_]+)/g, (_, key: string) => {
    const value = params[key];
    if (value === undefined) throw new Error(`Missing parameter ${key} for ${name}`);
    return encodeURIComponent(String(value));
  });
}

/** The response type of an endpoint. */
export type EndpointResponse<N extends EndpointName> = z.infer<(typeof ENDPOINTS)[N]['response']>;
