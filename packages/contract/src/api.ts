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
import { dataEnvelope } from './envelopes';
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
 * One call of SPEC §7. `path` is SPEC's spelling (legacy typos and slashes kept: it is the public contract),
 * with `:name` for SPEC's `{name}`. `ready` is false for calls whose schemas a later issue completes.
 */
export interface EndpointDef {
  method: HttpMethod;
  path: string;
  params?: z.ZodType;
  body?: z.ZodType;
  response: z.ZodType;
  /** `user` calls need a session; `none` are public. */
  auth: 'none' | 'user';
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
    ready: true,
    summary: 'Countries offered (India only).',
  }),
  referenceStates: def({
    method: 'GET',
    path: 'get-states',
    response: dataEnvelope(z.array(stateSchema)),
    auth: 'none',
    ready: true,
    summary: 'All 28 states and 8 union territories of India.',
  }),
  referenceCities: def({
    method: 'GET',
    path: 'get_all_cities',
    response: dataEnvelope(z.array(citySchema)),
    auth: 'none',
    ready: true,
    summary: 'Indian cities with their states.',
  }),
  referenceIndiaCities: def({
    method: 'GET',
    path: 'get_all_india_cities/',
    response: dataEnvelope(z.array(citySchema)),
    auth: 'none',
    ready: true,
    summary: 'Indian cities with their states (alias kept for old clients).',
  }),
  referenceHospitalCities: def({
    method: 'GET',
    path: 'get-hospital-cities',
    response: dataEnvelope(z.array(hospitalCitySchema)),
    auth: 'none',
    ready: true,
    summary: 'Cities where listed hospitals are.',
  }),
  referenceCitySearch: def({
    method: 'GET',
    path: 'search-city-with-city-name/:text',
    params: textParam,
    response: dataEnvelope(z.array(citySearchResultSchema)),
    auth: 'none',
    ready: true,
    summary: 'Cities whose name matches the text, prefix matches first, at most 20.',
  }),
  referencePinCode: def({
    method: 'POST',
    path: 'get-location-with-pin-code',
    body: pinCodeRequestSchema,
    response: dataEnvelope(pinCodeLocationSchema),
    auth: 'none',
    ready: true,
    summary: 'Post office and state of a 6-digit PIN code.',
  }),
  referenceUserAge: def({
    method: 'GET',
    path: 'user_age',
    response: dataEnvelope(userAgesSchema),
    auth: 'none',
    ready: true,
    summary: 'Ages for the age selector.',
  }),
  referenceUserWeight: def({
    method: 'GET',
    path: 'user_weight',
    response: dataEnvelope(userWeightsSchema),
    auth: 'none',
    ready: true,
    summary: 'Weights in kg for the weight selector.',
  }),
  referenceServiceCities: def({
    method: 'GET',
    path: 'ace-service-cities/:service',
    params: z.object({ service: z.string().min(1).max(60) }),
    response: dataEnvelope(z.array(serviceCitySchema)),
    auth: 'none',
    ready: true,
    summary: 'Cities where a service (the page’s last path segment) is offered.',
  }),

  // Catalogue (issue 4: packages and hospitals)
  packageActiveList: def({
    method: 'GET',
    path: 'all-active-packages',
    response: dataEnvelope(z.array(activePackageSchema)),
    auth: 'none',
    ready: true,
    summary: 'Every active package, by name.',
  }),
  packageActiveSearch: def({
    method: 'GET',
    path: 'all-active-packages/:text',
    params: packageSearchParamsSchema,
    response: dataEnvelope(z.array(activePackageSchema)),
    auth: 'none',
    ready: true,
    summary: 'Active packages matching the text (typo-tolerant, prefix first, at most 20).',
  }),
  packageSearch: def({
    method: 'GET',
    path: 'search-active-packages/:text',
    params: packageSearchParamsSchema,
    response: dataEnvelope(z.array(activePackageSchema)),
    auth: 'none',
    ready: true,
    summary: 'Package typeahead (typo-tolerant, prefix first, at most 20).',
  }),
  packageByCity: def({
    method: 'GET',
    path: 'find-package-by-city-id/:cityIdOrSlug',
    params: cityParamsSchema,
    response: dataEnvelope(z.array(activePackageSchema)),
    auth: 'none',
    ready: true,
    summary: 'Packages offered in a city (id or slug).',
  }),
  packageHospitalSearch: def({
    method: 'GET',
    path: 'search-hospital-packages/:city/:package',
    params: hospitalSearchParamsSchema,
    response: z.array(hospitalPackageRowSchema),
    auth: 'none',
    ready: true,
    summary:
      'Vendors offering a package (id or slug) in a city (id or slug), cheapest first: a bare array.',
  }),
  packagePopularMasters: def({
    method: 'GET',
    path: 'poplour-package-master',
    response: dataEnvelope(z.array(packageMasterSchema)),
    auth: 'none',
    ready: true,
    summary: 'Popular package groups.',
  }),
  packageImportantMasters: def({
    method: 'GET',
    path: 'important-package-master',
    response: dataEnvelope(z.array(packageMasterSchema)),
    auth: 'none',
    ready: true,
    summary: 'Important package groups.',
  }),
  packagePopular: def({
    method: 'GET',
    path: 'get-popular-packages',
    response: dataEnvelope(z.array(packageListItemSchema)),
    auth: 'none',
    ready: true,
    summary: 'Popular packages.',
  }),
  packageMasters: def({
    method: 'GET',
    path: 'package-master',
    response: dataEnvelope(z.array(packageMasterSchema)),
    auth: 'none',
    ready: true,
    summary: 'Every package group with its packages.',
  }),
  packageImagePath: def({
    method: 'GET',
    path: 'package-image-path',
    response: dataEnvelope(imagePathSchema),
    auth: 'none',
    ready: true,
    summary: 'Base path of package images (main_img).',
  }),
  packageMasterImagePath: def({
    method: 'GET',
    path: 'package-master-image-path',
    response: dataEnvelope(imagePathSchema),
    auth: 'none',
    ready: true,
    summary: 'Base path of package group images (master_img).',
  }),
  vendorImagePath: def({
    method: 'GET',
    path: 'vendor-image-path',
    response: dataEnvelope(imagePathSchema),
    auth: 'none',
    ready: true,
    summary: 'Base path of vendor images (vendor_img).',
  }),
  packageServiceImagePath: def({
    method: 'GET',
    path: 'package-service-image-path',
    response: dataEnvelope(imagePathSchema),
    auth: 'none',
    ready: true,
    summary: 'Base path of package service images (service_img).',
  }),
  vendorDetail: def({
    method: 'GET',
    path: 'vendor-detail/:role_name/:vendorSlug',
    params: vendorParamsSchema,
    response: dataEnvelope(vendorDetailSchema),
    auth: 'none',
    ready: true,
    summary: 'A vendor profile with the packages it offers.',
  }),
  vendorSelectedPackage: def({
    method: 'GET',
    path: 'vendor-selected-package/:role_name/:vendorSlug/:packageSlug',
    params: vendorPackageParamsSchema,
    response: dataEnvelope(vendorSelectedPackageSchema),
    auth: 'none',
    ready: true,
    summary: 'A vendor with one of its packages, its services and the vendor’s price.',
  }),
  packageDetails: def({
    method: 'GET',
    path: 'package-details/:packageSlug',
    params: packageSlugParamsSchema,
    response: dataEnvelope(packageDetailSchema),
    auth: 'none',
    ready: true,
    summary: 'A package with its package_service entries.',
  }),
  packageByMaster: def({
    method: 'GET',
    path: '/get-package-by-master-package-id/:masterPackageId',
    params: masterParamsSchema,
    response: dataEnvelope(z.array(packageListItemSchema)),
    auth: 'none',
    ready: true,
    summary: 'Packages of a group (id or slug).',
  }),

  // Enquiries
  enquiryStore: def({
    method: 'POST',
    path: 'store-contact-inquiry',
    body: loose,
    response: loose,
    auth: 'none',
    ready: false,
    summary: 'Store an enquiry.',
  }),

  // Account
  accountModalLogin: def({
    method: 'POST',
    path: '/login',
    body: loose,
    response: loose,
    auth: 'none',
    ready: false,
    summary: 'Modal login.',
  }),
  accountLogin: def({
    method: 'POST',
    path: '/new-login',
    body: loose,
    response: loose,
    auth: 'none',
    ready: false,
    summary: 'Login.',
  }),
  accountForgetPassword: def({
    method: 'POST',
    path: '/forget-password',
    body: loose,
    response: loose,
    auth: 'none',
    ready: false,
    summary: 'Send a reset link by SMS.',
  }),
  accountMobileCheck: def({
    method: 'POST',
    path: '/check-user-mobile-by-otp',
    body: loose,
    response: loose,
    auth: 'none',
    ready: false,
    summary: 'Send a registration OTP.',
  }),
  accountVerifyOtp: def({
    method: 'POST',
    path: 'verify-user-mobile-otp',
    body: loose,
    response: loose,
    auth: 'none',
    ready: false,
    summary: 'Verify an OTP.',
  }),
  accountResendOtp: def({
    method: 'POST',
    path: 'resend-otp',
    body: loose,
    response: loose,
    auth: 'none',
    ready: false,
    summary: 'Resend an OTP.',
  }),
  accountRegister: def({
    method: 'POST',
    path: '/new-register',
    body: loose,
    response: loose,
    auth: 'none',
    ready: false,
    summary: 'Register.',
  }),
  accountTokenUser: def({
    method: 'GET',
    path: 'user-data-with-token',
    response: loose,
    auth: 'user',
    ready: false,
    summary: 'The session’s user id.',
  }),
  accountUserDetail: def({
    method: 'GET',
    path: 'get-user-detail-by-id/:id',
    response: loose,
    auth: 'user',
    ready: false,
    summary: 'The user’s profile.',
  }),
  accountPatientDetail: def({
    method: 'GET',
    path: 'get-patient-detail-by-id/:userId',
    response: loose,
    auth: 'user',
    ready: false,
    summary: 'Wallet amount.',
  }),
  accountUpdateProfile: def({
    method: 'POST',
    path: 'update-user-profile/',
    body: loose,
    response: loose,
    auth: 'user',
    multipart: true,
    ready: false,
    summary: 'Update the profile.',
  }),
  accountChangePassword: def({
    method: 'POST',
    path: 'update-user-profile/:token',
    body: loose,
    response: loose,
    auth: 'user',
    ready: false,
    summary: 'Change the password.',
  }),

  // Appointments and services
  appointmentDepartments: def({
    method: 'GET',
    path: 'get_active_departments',
    response: loose,
    auth: 'none',
    ready: false,
    summary: 'Active departments.',
  }),
  appointmentNextDays: def({
    method: 'GET',
    path: 'get_next_serven_days_with_date',
    response: loose,
    auth: 'none',
    ready: false,
    summary: 'The next seven days.',
  }),
  appointmentSchedules: def({
    method: 'GET',
    path: 'get_schedules',
    response: loose,
    auth: 'none',
    ready: false,
    summary: 'Schedules.',
  }),
  appointmentDaySchedule: def({
    method: 'POST',
    path: 'get_selected_appointment_day_schedule',
    body: loose,
    response: loose,
    auth: 'none',
    ready: false,
    summary: 'Schedules of a day.',
  }),
  appointmentDepartmentRow: def({
    method: 'POST',
    path: 'get_departments_row',
    body: loose,
    response: loose,
    auth: 'none',
    ready: false,
    summary: 'A department with its fee.',
  }),
  appointmentPay: def({
    method: 'POST',
    path: 'make_payment/',
    body: loose,
    response: loose,
    auth: 'user',
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
    ready: false,
    summary: 'One appointment.',
  }),
  appointmentList: def({
    method: 'POST',
    path: 'get_appointments_by_user_id',
    body: loose,
    response: loose,
    auth: 'user',
    ready: false,
    summary: 'The user’s appointments.',
  }),
  appointmentCancel: def({
    method: 'POST',
    path: 'cancelled_user_appointment',
    body: loose,
    response: loose,
    auth: 'user',
    ready: false,
    summary: 'Cancel an appointment.',
  }),
  appointmentTransactions: def({
    method: 'POST',
    path: 'get_user_transaction_details_by_user_id',
    body: loose,
    response: loose,
    auth: 'user',
    ready: false,
    summary: 'The user’s transactions.',
  }),
  appointmentFollowUpDocuments: def({
    method: 'POST',
    path: 'get_appt_followup_document_by_appt_id',
    body: loose,
    response: loose,
    auth: 'user',
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
    ready: false,
    summary: 'Medicine suggestions.',
  }),
  productList: def({
    method: 'GET',
    path: 'products-with-name/:slug',
    response: loose,
    auth: 'none',
    ready: false,
    summary: 'Products by name.',
  }),
  cartAdd: def({
    method: 'POST',
    path: 'add-product-in-session-cart/',
    body: loose,
    response: loose,
    auth: 'user',
    ready: false,
    summary: 'Add to cart.',
  }),
  cartList: def({
    method: 'GET',
    path: 'get-user-session-cart-data/:userId',
    response: loose,
    auth: 'user',
    ready: false,
    summary: 'The cart.',
  }),
  cartQuantity: def({
    method: 'POST',
    path: 'update-user-cart-quantity',
    body: loose,
    response: loose,
    auth: 'user',
    ready: false,
    summary: 'Change a quantity.',
  }),
  cartRemove: def({
    method: 'POST',
    path: 'remove-item-from-cart',
    body: loose,
    response: loose,
    auth: 'user',
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
