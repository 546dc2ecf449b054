import { z } from 'zod';
import { h1RegisterQuerySchema, h1RegisterSchema } from './h1RegisterSchemas';
import {
  medicineReminderParamsSchema,
  medicineReminderSetSchema,
  medicineReminderStopParamsSchema,
  medicineReminderStopResponseSchema,
  medicineRemindersResponseSchema,
  notificationPreferencesResponseSchema,
  notificationPreferencesSchema,
} from './notices';
import {
  affectedBookingsSchema,
  closureFormSchema,
  closureParamsSchema,
  closureSaveSchema,
  departmentChangeSchema,
  departmentFormSchema,
  departmentParamsSchema,
  hoursSaveSchema,
  operatorDepartmentSavedSchema,
  operatorDepartmentsSchema,
  weeklyHoursSchema,
} from './operatorDepartments';
import {
  consentChoicesSchema,
  consentsResponseSchema,
  dataExportListResponseSchema,
  dataExportParamsSchema,
  dataExportResponseSchema,
  myDataSummaryResponseSchema,
} from './privacySchemas';
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
  addressDeleteSchema,
  cartAddSchema,
  cartChangeResponseSchema,
  cartQuantitySchema,
  cartRemoveSchema,
  cartResponseSchema,
  cartUserParamsSchema,
  deliveryAddressSchema,
  orderCancelResponseSchema,
  orderDetailResponseSchema,
  orderListResponseSchema,
  orderNoParamsSchema,
  orderPaymentRedirectSchema,
  orderQuoteRequestSchema,
  orderQuoteResponseSchema,
  orderStatusChangeSchema,
  placeOrderFieldsSchema,
  placeOrderResponseSchema,
  prescriptionCheckSchema,
  productDetailSchema,
  productListResponseSchema,
  productSlugParamsSchema,
  productSuggestResponseSchema,
  productTextParamsSchema,
  staffOrderCancelSchema,
  staffOrderListQuerySchema,
  staffOrderPageSchema,
} from './pharmacy';
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
import {
  documentStoreSchema,
  followUpListResponseSchema,
  followUpLookupSchema,
  followUpStoreResponseSchema,
  followUpStoreSchema,
  staffCompleteParamsSchema,
  appointmentNoParamsSchema,
  serviceBookingFieldsSchema,
  serviceBookingRecordSchema,
  serviceBookingResponseSchema,
  serviceReferenceRequestSchema,
  cancelRequestSchema,
  cancelResponseSchema,
  userListRequestSchema,
  walletLedgerSchema,
  appointmentNoRequestSchema,
  appointmentRecordSchema,
  appointmentRowRecordSchema,
  openDaySchema,
  openDaysParamsSchema,
  bookingFieldsSchema,
  bookingResponseSchema,
  merchantOrderParamsSchema,
  paymentCallbackSchema,
  paymentRedirectSchema,
  dayOptionSchema,
  daySlotSchema,
  daySlotsRequestSchema,
  departmentRowRequestSchema,
  departmentSchema,
  scheduleSchema,
} from './appointments';
import { dataEnvelope } from './envelopes';
import {
  staffMemberCreateSchema,
  staffMemberEditSchema,
  staffMemberParamsSchema,
  staffMemberResponseSchema,
  staffTeamListSchema,
} from './staffTeam';
import {
  importResponseSchema,
  medicineFormSchema,
  medicineImportSchema,
  staffMedicineListSchema,
  staffMedicineParamsSchema,
  staffMedicineQuerySchema,
  staffMedicineSavedSchema,
} from './medicineAdmin';
import {
  settlementQuerySchema,
  settlementSchema,
  staffPaymentDetailSchema,
  staffPaymentListSchema,
  staffPaymentParamsSchema,
  staffPaymentQuerySchema,
  staffPaymentRecheckSchema,
  staffRefundBodySchema,
  staffRefundResponseSchema,
} from './staffMoney';
import {
  adminHospitalDetailSchema,
  adminHospitalListSchema,
  adminPackageDetailSchema,
  adminPackageListSchema,
  catalogueQuerySchema,
  catalogueSavedSchema,
  hospitalFormSchema,
  packageFormSchema,
  packageIdParamsSchema,
  priceFormSchema,
  vendorIdParamsSchema,
  vendorPackageIdParamsSchema,
} from './catalogueAdmin';
import {
  auditListSchema,
  auditQuerySchema,
  deskListSchema,
  deskQuerySchema,
  ePrescriptionFormSchema,
  ePrescriptionResponseSchema,
  failedJobsSchema,
  jobIdParamsSchema,
  jobRetryResponseSchema,
  prescriptionCartResponseSchema,
  staffMeSchema,
} from './staff';
import {
  deliveryReportQuerySchema,
  deliveryReportResponseSchema,
  deliveryReportSchema,
  staffMessagesQuerySchema,
  staffMessagesSchema,
  whatsappNotificationResponseSchema,
  whatsappNotificationSchema,
  whatsappVerifyQuerySchema,
} from './notifications';
import {
  accountCloseRequestSchema,
  accountCloseResponseSchema,
  breachListSchema,
  breachNotifyResponseSchema,
  breachParamsSchema,
  breachRecordSchema,
  breachResponseSchema,
  securityLogQuerySchema,
  securityLogSchema,
} from './erasureSchemas';
import {
  grievanceAnswerSchema,
  grievanceFileResponseSchema,
  grievanceFileSchema,
  grievanceListResponseSchema,
  grievanceParamsSchema,
  staffGrievanceListSchema,
  staffGrievanceQuerySchema,
  staffGrievanceResponseSchema,
} from './grievanceSchemas';
import {
  enquiryRequestSchema,
  enquiryResponseSchema,
  staffEnquiryListSchema,
  staffEnquiryQuerySchema,
  staffEnquirySchema,
  staffEnquiryStatusBodySchema,
  staffEnquiryStatusParamsSchema,
  staffEnquiryCallBackBodySchema,
  staffEnquiryNoteBodySchema,
  staffEnquiryNoteSchema,
  staffEnquiryNotesQuerySchema,
  staffEnquiryNotesSchema,
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
import { videoNextSchema, videoRoomSchema } from './video';
import { prescriptionMedicineListSchema, prescriptionMedicineQuerySchema } from './tpg';
import {
  ENDPOINT_TABLE,
  type EndpointName,
  type EndpointOwner,
  type EndpointSpec,
} from './endpoints';

/**
 * What the server knows of a call beyond ENDPOINT_TABLE: its schemas (path parameters, query, body, answer;
 * `z.infer` gives their types), whose data it touches, its summary for the API docs, and whether it is
 * `ready` (false for calls whose schemas a later issue completes).
 */
export interface EndpointSchemas {
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  response: z.ZodType;
  /** Whose data the call touches and which request fields name it (every entry declares it). */
  owner?: EndpointOwner;
  ready: boolean;
  summary: string;
}

/** One call of SPEC §7 with its schemas: the server validates with them, the OpenAPI document shows them. */
export type EndpointDef = EndpointSpec & EndpointSchemas;
const textParam = z.object({ text: z.string().min(1).max(100) });

/** The schemas of every call of ENDPOINT_TABLE, by the same names. */
const SCHEMAS = {
  // Reference data
  referenceCountries: {
    response: dataEnvelope(z.array(countrySchema)),
    owner: { scope: 'public' },
    ready: true,
    summary: 'Countries offered (India only).',
  },
  referenceStates: {
    response: dataEnvelope(z.array(stateSchema)),
    owner: { scope: 'public' },
    ready: true,
    summary: 'All 28 states and 8 union territories of India.',
  },
  referenceCities: {
    response: dataEnvelope(z.array(citySchema)),
    owner: { scope: 'public' },
    ready: true,
    summary: 'Indian cities with their states.',
  },
  referenceIndiaCities: {
    response: dataEnvelope(z.array(citySchema)),
    owner: { scope: 'public' },
    ready: true,
    summary: 'Indian cities with their states (alias kept for old clients).',
  },
  referenceHospitalCities: {
    response: dataEnvelope(z.array(hospitalCitySchema)),
    owner: { scope: 'public' },
    ready: true,
    summary: 'Cities where listed hospitals are.',
  },
  referenceCitySearch: {
    params: textParam,
    response: dataEnvelope(z.array(citySearchResultSchema)),
    owner: { scope: 'public' },
    ready: true,
    summary: 'Cities whose name matches the text, prefix matches first, at most 20.',
  },
  referencePinCode: {
    body: pinCodeRequestSchema,
    response: dataEnvelope(pinCodeLocationSchema),
    owner: { scope: 'public' },
    ready: true,
    summary: 'Post office and state of a 6-digit PIN code.',
  },
  referenceUserAge: {
    response: dataEnvelope(userAgesSchema),
    owner: { scope: 'public' },
    ready: true,
    summary: 'Ages for the age selector.',
  },
  referenceUserWeight: {
    response: dataEnvelope(userWeightsSchema),
    owner: { scope: 'public' },
    ready: true,
    summary: 'Weights in kg for the weight selector.',
  },
  referenceServiceCities: {
    params: z.object({ service: z.string().min(1).max(60) }),
    response: dataEnvelope(z.array(serviceCitySchema)),
    owner: { scope: 'public' },
    ready: true,
    summary: 'Cities where a service (the page’s last path segment) is offered.',
  },

  // Catalogue (issue 4: packages and hospitals)
  packageActiveList: {
    response: dataEnvelope(z.array(activePackageSchema)),
    owner: { scope: 'public' },
    ready: true,
    summary: 'Every active package, by name.',
  },
  packageActiveSearch: {
    params: packageSearchParamsSchema,
    response: dataEnvelope(z.array(activePackageSchema)),
    owner: { scope: 'public' },
    ready: true,
    summary: 'Active packages matching the text (typo-tolerant, prefix first, at most 20).',
  },
  packageSearch: {
    params: packageSearchParamsSchema,
    response: dataEnvelope(z.array(activePackageSchema)),
    owner: { scope: 'public' },
    ready: true,
    summary: 'Package typeahead (typo-tolerant, prefix first, at most 20).',
  },
  packageByCity: {
    params: cityParamsSchema,
    response: dataEnvelope(z.array(activePackageSchema)),
    owner: { scope: 'public' },
    ready: true,
    summary: 'Packages offered in a city (id or slug).',
  },
  packageHospitalSearch: {
    params: hospitalSearchParamsSchema,
    response: z.array(hospitalPackageRowSchema),
    owner: { scope: 'public' },
    ready: true,
    summary:
      'Vendors offering a package (id or slug) in a city (id or slug), cheapest first: a bare array.',
  },
  packagePopularMasters: {
    response: dataEnvelope(z.array(packageMasterSchema)),
    owner: { scope: 'public' },
    ready: true,
    summary: 'Popular package groups.',
  },
  packageImportantMasters: {
    response: dataEnvelope(z.array(packageMasterSchema)),
    owner: { scope: 'public' },
    ready: true,
    summary: 'Important package groups.',
  },
  packagePopular: {
    response: dataEnvelope(z.array(packageListItemSchema)),
    owner: { scope: 'public' },
    ready: true,
    summary: 'Popular packages.',
  },
  packageMasters: {
    response: dataEnvelope(z.array(packageMasterSchema)),
    owner: { scope: 'public' },
    ready: true,
    summary: 'Every package group with its packages.',
  },
  packageImagePath: {
    response: dataEnvelope(imagePathSchema),
    owner: { scope: 'public' },
    ready: true,
    summary: 'Base path of package images (main_img).',
  },
  packageMasterImagePath: {
    response: dataEnvelope(imagePathSchema),
    owner: { scope: 'public' },
    ready: true,
    summary: 'Base path of package group images (master_img).',
  },
  vendorImagePath: {
    response: dataEnvelope(imagePathSchema),
    owner: { scope: 'public' },
    ready: true,
    summary: 'Base path of vendor images (vendor_img).',
  },
  packageServiceImagePath: {
    response: dataEnvelope(imagePathSchema),
    owner: { scope: 'public' },
    ready: true,
    summary: 'Base path of package service images (service_img).',
  },
  vendorDetail: {
    params: vendorParamsSchema,
    response: dataEnvelope(vendorDetailSchema),
    owner: { scope: 'public' },
    ready: true,
    summary: 'A vendor profile with the packages it offers.',
  },
  vendorSelectedPackage: {
    params: vendorPackageParamsSchema,
    response: dataEnvelope(vendorSelectedPackageSchema),
    owner: { scope: 'public' },
    ready: true,
    summary: 'A vendor with one of its packages, its services and the vendor’s price.',
  },
  packageDetails: {
    params: packageSlugParamsSchema,
    response: dataEnvelope(packageDetailSchema),
    owner: { scope: 'public' },
    ready: true,
    summary: 'A package with its package_service entries.',
  },
  packageByMaster: {
    params: masterParamsSchema,
    response: dataEnvelope(z.array(packageListItemSchema)),
    owner: { scope: 'public' },
    ready: true,
    summary: 'Packages of a group (id or slug).',
  },

  // Enquiries
  enquiryStore: {
    body: enquiryRequestSchema,
    response: enquiryResponseSchema,
    owner: { scope: 'public' },
    ready: true,
    summary: 'Store an enquiry.',
  },

  // Account
  accountModalLogin: {
    body: loginRequestSchema,
    response: modalLoginResponseSchema,
    owner: { scope: 'public', body: { mobile: 'mobile' } },
    ready: true,
    summary:
      'Modal login: {user, access_token} and the session cookie; non-200 error body on failure (401 wrong mobile or password, 429 locked).',
  },
  accountLogin: {
    body: loginRequestSchema,
    response: loginResponseSchema,
    owner: { scope: 'public', body: { mobile: 'mobile' } },
    ready: true,
    summary:
      'Login: code 200 with the profile as data (session cookie set), 400 wrong mobile or password, 403 a disabled staff account (with the right password), 429 after 10 failures in 15 minutes.',
  },
  accountForgetPassword: {
    body: forgetPasswordRequestSchema,
    response: forgetPasswordResponseSchema,
    owner: { scope: 'public', body: { mobile: 'mobile' } },
    ready: true,
    summary:
      'Sends an SMS with a one-time link to /reset-password/{token} (30 minutes); 404 unknown mobile, 429 too many.',
  },
  accountMobileCheck: {
    body: mobileCheckRequestSchema,
    response: mobileCheckResponseSchema,
    owner: { scope: 'public', body: { mobile: 'mobile' } },
    ready: true,
    summary:
      'Sends a registration OTP; data.uid identifies it. 409 already registered, 422 invalid mobile, 429 too many codes.',
  },
  accountVerifyOtp: {
    body: verifyOtpRequestSchema,
    response: verifyOtpResponseSchema,
    owner: { scope: 'public', body: { otp_uid: 'token' } },
    ready: true,
    summary:
      'Verifies an OTP: data.mobile on success; 400 wrong, expired, used or dead (5 wrong tries).',
  },
  accountResendOtp: {
    body: resendOtpRequestSchema,
    response: resendOtpResponseSchema,
    owner: { scope: 'public', body: { otp_uid: 'token' } },
    ready: true,
    summary:
      'Sends a new OTP for the same uid; the previous code stops working. 429 too many codes.',
  },
  accountRegister: {
    body: registerRequestSchema,
    response: registerResponseSchema,
    owner: { scope: 'public', body: { mobile: 'mobile', otp_uid: 'token' } },
    ready: true,
    summary:
      'Registers an OTP-verified mobile and logs in (cookie); 400 general, 422 per-field name/email/password.',
  },
  accountTokenUser: {
    response: tokenUserResponseSchema,
    owner: { scope: 'self' },
    ready: true,
    summary: 'The session’s user id (bearer or cookie).',
  },
  accountUserDetail: {
    params: userDetailParamsSchema,
    response: userDetailResponseSchema,
    owner: { scope: 'self', params: { id: 'user' } },
    ready: true,
    summary: 'The user’s profile; 403 unless id is the session’s user.',
  },
  accountPatientDetail: {
    params: patientDetailParamsSchema,
    response: patientDetailResponseSchema,
    owner: { scope: 'self', params: { userId: 'user' } },
    ready: true,
    summary: 'Wallet amount in rupees; 403 unless userId is the session’s user.',
  },
  accountUpdateProfile: {
    body: profileUpdateFieldsSchema,
    response: profileUpdateResponseSchema,
    owner: { scope: 'self', body: { userID: 'user', mobile: 'mobile' } },
    ready: true,
    summary:
      'Updates the profile (multipart, optional profileImage file: JPG/GIF/PNG ≤ 2 MB); 413, 415, 422 with messages.',
  },
  accountChangePassword: {
    params: changePasswordParamsSchema,
    body: changePasswordRequestSchema,
    response: changePasswordResponseSchema,
    owner: { scope: 'self', params: { token: 'token' }, body: { userID: 'user' } },
    ready: true,
    summary:
      'Changes the password (send `me` as the token segment); other sessions are revoked. 422 per field.',
  },
  accountClose: {
    body: accountCloseRequestSchema,
    response: accountCloseResponseSchema,
    owner: { scope: 'self' },
    ready: true,
    summary:
      'Closes the session’s own account (DPDP Act s.12(3)): password again; cancels upcoming consultations through the cancel path; 409 while a payment is in flight, a medicine order is on its way, or the wallet holds money and forfeit_wallet is false. Erases or anonymises the personal data, keeps what the law asks (docs/privacy/erasure.md), ends every session.',
  },
  accountLogout: {
    response: logoutResponseSchema,
    owner: { scope: 'self' },
    ready: true,
    summary: 'Revokes the session and clears its cookie (200 even without one).',
  },
  accountResetPasswordCheck: {
    params: resetPasswordCheckParamsSchema,
    response: resetPasswordCheckResponseSchema,
    owner: { scope: 'public', params: { token: 'token' } },
    ready: true,
    summary: 'Whether a password reset link can still be used (400 invalid, expired or used).',
  },
  accountResetPassword: {
    body: resetPasswordRequestSchema,
    response: resetPasswordResponseSchema,
    owner: { scope: 'public', body: { token: 'token' } },
    ready: true,
    summary:
      'Sets a new password with a reset link’s token (single use); every session is revoked. 400 bad link, 422 per field.',
  },
  accountReferralSummary: {
    response: referralSummaryResponseSchema,
    owner: { scope: 'self' },
    ready: true,
    summary: 'Refer & Earn: share code, share link, bonus for each side, people referred.',
  },
  devSmsOutbox: {
    query: smsOutboxQuerySchema,
    response: smsOutboxResponseSchema,
    owner: { scope: 'public', query: { mobile: 'mobile' } },
    ready: true,
    summary:
      'Demo only: SMS and WhatsApp messages sent to a mobile (channel and rendered text), newest first, while SMS_PROVIDER=outbox (404 with a real provider).',
  },

  // Staff (not in SPEC §7): the enquiries staff answer; their console comes in its own issue.
  staffEnquiryList: {
    query: staffEnquiryQuerySchema,
    response: staffEnquiryListSchema,
    owner: { scope: 'staff' },
    ready: true,
    summary:
      'Enquiries, newest first (call-back filters: soonest call-back first), filtered by type, status, India dates, call-back and a search of name, mobile, email and reference; paged.',
  },
  staffEnquiryCsv: {
    query: staffEnquiryQuerySchema,
    response: z.string(),
    owner: { scope: 'staff' },
    ready: true,
    summary: 'The same enquiries as CSV for a spreadsheet (at most 10,000 rows).',
  },
  staffEnquiryStatus: {
    params: staffEnquiryStatusParamsSchema,
    body: staffEnquiryStatusBodySchema,
    response: dataEnvelope(staffEnquirySchema),
    owner: { scope: 'staff', params: { reference: 'enquiry' } },
    ready: true,
    summary: 'Moves an enquiry to new, contacted or closed (closing clears its call-back).',
  },
  staffEnquiryNotes: {
    params: staffEnquiryStatusParamsSchema,
    query: staffEnquiryNotesQuerySchema,
    response: staffEnquiryNotesSchema,
    owner: { scope: 'staff', params: { reference: 'enquiry' } },
    ready: true,
    summary: "Coordinator: an enquiry's notes, newest first, with who wrote each and when; paged.",
  },
  staffEnquiryNoteAdd: {
    params: staffEnquiryStatusParamsSchema,
    body: staffEnquiryNoteBodySchema,
    response: dataEnvelope(staffEnquiryNoteSchema),
    owner: { scope: 'staff', params: { reference: 'enquiry' } },
    ready: true,
    summary: 'Coordinator: adds a note (1–1,000 characters) to an enquiry.',
  },
  staffEnquiryCallBack: {
    params: staffEnquiryStatusParamsSchema,
    body: staffEnquiryCallBackBodySchema,
    response: dataEnvelope(staffEnquirySchema),
    owner: { scope: 'staff', params: { reference: 'enquiry' } },
    ready: true,
    summary:
      "Coordinator: sets an enquiry's call-back time (future, within 90 days) or clears it, optionally with a note.",
  },

  // Appointments and services
  appointmentDepartments: {
    response: dataEnvelope(z.array(departmentSchema)),
    owner: { scope: 'public' },
    ready: true,
    summary: 'Departments taking appointments, with fee and discount (rupees).',
  },
  appointmentNextDays: {
    response: dataEnvelope(z.array(dayOptionSchema)),
    owner: { scope: 'public' },
    ready: true,
    summary: 'The next seven days in India, today first: date, weekday and label.',
  },
  appointmentSchedules: {
    response: dataEnvelope(z.array(scheduleSchema)),
    owner: { scope: 'public' },
    ready: true,
    summary: "Every department's weekly schedule (India time) with its capacity.",
  },
  appointmentDaySchedule: {
    body: daySlotsRequestSchema,
    response: dataEnvelope(z.array(daySlotSchema)),
    owner: { scope: 'public' },
    ready: true,
    summary:
      'Slots open on a date (optionally of one department): past and full slots are not offered.',
  },
  appointmentDepartmentRow: {
    body: departmentRowRequestSchema,
    response: dataEnvelope(departmentSchema),
    owner: { scope: 'public' },
    ready: true,
    summary: 'A department with its fee and discount percent.',
  },
  appointmentOpenDays: {
    params: openDaysParamsSchema,
    response: dataEnvelope(z.array(openDaySchema)),
    owner: { scope: 'public' },
    ready: true,
    summary:
      'Ours: each day of the booking window, today first, and whether the department still has a free time on it (the same slots the day schedule offers).',
  },
  appointmentPay: {
    body: bookingFieldsSchema,
    response: bookingResponseSchema,
    owner: { scope: 'self', body: { userId: 'user' } },
    ready: true,
    summary:
      'Books a consultation (multipart: both draft steps, optional prescription JPG/PNG/PDF ≤ 5 MB). The server computes fee, discount and wallet use (ours: `use_wallet` false leaves the wallet untouched and charges everything online); direct_booking when the wallet covers it, else the gateway URL.',
  },
  appointmentRow: {
    body: appointmentNoRequestSchema,
    response: dataEnvelope(appointmentRowRecordSchema),
    owner: { scope: 'self', body: { appointment_no: 'appointment' } },
    ready: true,
    summary: 'One of the patient’s appointments, with SPEC’s status fields.',
  },
  appointmentPaymentRetry: {
    body: appointmentNoRequestSchema,
    response: paymentRedirectSchema,
    owner: { scope: 'self', body: { appointment_no: 'appointment' } },
    ready: true,
    summary:
      'A new payment for a booking whose payment failed or is still pending, without filling the steps again.',
  },
  paymentReturn: {
    params: merchantOrderParamsSchema,
    response: z.unknown(),
    // The random merchant order id is what the patient and the gateway know: a capability, like a token.
    owner: { scope: 'public', params: { merchantOrderId: 'token' } },
    ready: true,
    summary:
      'Where the gateway sends the browser back: the server asks the gateway for the payment’s state, applies it once and redirects to the result screen.',
  },
  paymentCallback: {
    body: paymentCallbackSchema,
    response: z.object({ received: z.literal(true) }),
    owner: { scope: 'public' },
    ready: true,
    summary:
      'The gateway’s server-to-server callback, verified by its Authorization header; applied exactly once.',
  },
  appointmentList: {
    body: userListRequestSchema,
    response: dataEnvelope(z.array(appointmentRecordSchema)),
    owner: { scope: 'self', body: { userId: 'user' } },
    ready: true,
    summary:
      'The patient’s appointments, newest first (bookings that expired unpaid are left out).',
  },
  appointmentCancel: {
    body: cancelRequestSchema,
    response: cancelResponseSchema,
    owner: { scope: 'self', body: { userId: 'user', appointment_id: 'appointment' } },
    ready: true,
    summary:
      'Cancels a confirmed appointment before it starts; what was paid goes back to the wallet at once (default), or with `refund_to: source` its online part goes back to the original payment method through the gateway where the gateway can refund (else to the wallet, and `refund.fell_back` says why).',
  },
  appointmentTransactions: {
    body: userListRequestSchema,
    response: dataEnvelope(z.array(appointmentRecordSchema)),
    owner: { scope: 'self', body: { userId: 'user' } },
    ready: true,
    summary:
      'The patient’s paid appointments (confirmed, done, cancelled and refunded), newest first.',
  },
  appointmentInvoice: {
    params: appointmentNoParamsSchema,
    response: z.unknown(),
    owner: { scope: 'self', params: { appt_no: 'appointment' } },
    ready: true,
    summary: 'The invoice of one of the patient’s appointments as a PDF (application/pdf).',
  },
  videoRoom: {
    params: appointmentNoParamsSchema,
    response: dataEnvelope(videoRoomSchema),
    owner: { scope: 'self', params: { appt_no: 'appointment' } },
    ready: true,
    summary:
      'The consultation call of an appointment for its patient or a doctor who may serve it: may they join now, the mode, the other side, the window, the ICE servers (or LiveKit URL and token). Others get 404.',
  },
  videoRoomClose: {
    params: appointmentNoParamsSchema,
    response: dataEnvelope(videoRoomSchema),
    owner: { scope: 'staff' },
    ready: true,
    summary:
      'Staff (the doctor serving it): ends the call; both sides are told and the room never opens again.',
  },
  videoNext: {
    response: dataEnvelope(videoNextSchema.nullable()),
    owner: { scope: 'self' },
    ready: true,
    summary:
      'The patient’s next call that is open now or opens today (null when there is none), for /appointment/video-meeting.',
  },
  walletLedger: {
    response: dataEnvelope(walletLedgerSchema),
    owner: { scope: 'self' },
    ready: true,
    summary:
      'The wallet: balance and every credit and debit with the balance after it, newest first.',
  },
  appointmentFollowUpDocuments: {
    body: followUpLookupSchema,
    response: followUpListResponseSchema,
    owner: { scope: 'self', body: { userId: 'user', appt_no: 'appointment' } },
    ready: true,
    summary:
      'The documents sent for an appointment (multipart userId, appt_no): code 200 and the list, or 404 and none.',
  },
  appointmentLastFollowUp: {
    body: followUpLookupSchema,
    response: followUpListResponseSchema,
    owner: { scope: 'self', body: { userId: 'user', appt_no: 'appointment' } },
    ready: true,
    summary: 'The latest follow-up of an appointment: code 200 and a list of one, or 404 and none.',
  },
  appointmentAllFollowUps: {
    body: followUpLookupSchema,
    response: followUpListResponseSchema,
    owner: { scope: 'self', body: { userId: 'user', appt_no: 'appointment' } },
    ready: true,
    summary: 'Every follow-up of an appointment: code 200 and the list, or 404 and none.',
  },
  appointmentFollowUpStore: {
    body: followUpStoreSchema,
    response: followUpStoreResponseSchema,
    owner: { scope: 'self', body: { userId: 'user', appt_no: 'appointment' } },
    ready: true,
    summary:
      'Sends the follow-up of a completed consultation (multipart message, documentFirst JPG/PNG/PDF ≤ 5 MB); once per appointment.',
  },
  appointmentDocumentStore: {
    body: documentStoreSchema,
    response: followUpStoreResponseSchema,
    owner: { scope: 'self', body: { userId: 'user', appt_no: 'appointment' } },
    ready: true,
    summary:
      'Adds up to five documents to an appointment (multipart documentFirst … documentFive, remarks); at most 10 kept.',
  },
  staffAppointmentComplete: {
    params: staffCompleteParamsSchema,
    response: dataEnvelope(appointmentRecordSchema),
    owner: { scope: 'staff' },
    ready: true,
    summary:
      'Staff: the consultation is done; multipart `prescription` (JPG/PNG/PDF ≤ 5 MB) becomes the doctor’s prescription.',
  },
  staffFollowUpAnswer: {
    params: staffCompleteParamsSchema,
    response: dataEnvelope(appointmentRecordSchema),
    owner: { scope: 'staff' },
    ready: true,
    summary:
      'Staff: the doctor answers a follow-up; multipart `prescription` becomes the follow-up prescription.',
  },
  staffDeskAppointments: {
    query: deskQuerySchema,
    response: deskListSchema,
    owner: { scope: 'staff' },
    ready: true,
    summary:
      'Staff (doctor’s desk): today’s or upcoming paid consultations with the booking’s patient details, or the completed ones whose patient’s follow-up waits for an answer (message and document); a doctor sees only their department.',
  },
  staffAppointmentNoShow: {
    params: staffCompleteParamsSchema,
    response: dataEnvelope(appointmentRecordSchema),
    owner: { scope: 'staff' },
    ready: true,
    summary:
      'Staff: the patient did not join a confirmed consultation whose slot has begun (final).',
  },
  staffPrescriptionIssue: {
    params: staffCompleteParamsSchema,
    body: ePrescriptionFormSchema,
    response: ePrescriptionResponseSchema,
    owner: { scope: 'staff' },
    ready: true,
    summary:
      'Doctor: issues the e-prescription PDF (Telemedicine Practice Guidelines 2020) and texts the patient; `kind` consultation completes the consultation, follow_up answers its follow-up (the follow-up prescription).',
  },
  staffPrescriptionMedicines: {
    params: staffCompleteParamsSchema,
    query: prescriptionMedicineQuerySchema,
    response: prescriptionMedicineListSchema,
    owner: { scope: 'staff' },
    ready: true,
    summary:
      'Doctor: catalogue medicines by composition for a consultation of their department, each with its Telemedicine Practice Guidelines 2020 list and whether this consultation (mode, first or follow-up) may prescribe it.',
  },
  staffAuditList: {
    query: auditQuerySchema,
    response: auditListSchema,
    owner: { scope: 'staff' },
    ready: true,
    summary:
      'Coordinator or admin: every staff action (who, role, what, on which record, when, and what changed: before → after), newest first, paged.',
  },
  staffJobsFailed: {
    response: failedJobsSchema,
    owner: { scope: 'staff' },
    ready: true,
    summary:
      'Admin: background jobs whose retries are spent (name, data, last error, attempts), newest first.',
  },
  staffJobRetry: {
    params: jobIdParamsSchema,
    response: jobRetryResponseSchema,
    owner: { scope: 'staff' },
    ready: true,
    summary: 'Admin: queues a failed background job again from its first attempt; audited.',
  },
  staffTeamList: {
    response: staffTeamListSchema,
    owner: { scope: 'staff' },
    ready: true,
    summary:
      'Admin: every staff user with their roles (a doctor’s department and particulars), whether they may log in and whether they have set a password.',
  },
  staffTeamCreate: {
    body: staffMemberCreateSchema,
    response: staffMemberResponseSchema,
    owner: { scope: 'staff' },
    ready: true,
    summary:
      'Admin: adds a staff user with their roles (the rules of `staff:create`) and texts them a one-time link to set their own password; audited.',
  },
  staffTeamUpdate: {
    params: staffMemberParamsSchema,
    body: staffMemberEditSchema,
    response: staffMemberResponseSchema,
    owner: { scope: 'staff' },
    ready: true,
    summary:
      'Admin: changes a staff user’s name and whole set of roles; the last active admin keeps the admin role (409); audited before → after.',
  },
  staffTeamDisable: {
    params: staffMemberParamsSchema,
    response: staffMemberResponseSchema,
    owner: { scope: 'staff' },
    ready: true,
    summary:
      'Admin: disables a staff user: every session of theirs ends at once and they cannot log in; never the last active admin (409); audited.',
  },
  staffTeamEnable: {
    params: staffMemberParamsSchema,
    response: staffMemberResponseSchema,
    owner: { scope: 'staff' },
    ready: true,
    summary: 'Admin: lets a disabled staff user log in again with their password; audited.',
  },
  staffTeamInvite: {
    params: staffMemberParamsSchema,
    response: staffMemberResponseSchema,
    owner: { scope: 'staff' },
    ready: true,
    summary:
      'Admin: texts a staff user a new one-time link to set their password (the older link stops working); audited.',
  },
  staffDepartments: {
    response: operatorDepartmentsSchema,
    owner: { scope: 'staff' },
    ready: true,
    summary:
      'Admin: every department (active or not) with its fee, discount, order, weekly hours read from its slots and its coming closures.',
  },
  staffDepartmentCreate: {
    body: departmentFormSchema,
    response: operatorDepartmentSavedSchema,
    owner: { scope: 'staff' },
    ready: true,
    summary:
      'Admin: creates a department (no hours yet: it offers no slot until they are set); audited.',
  },
  staffDepartmentUpdate: {
    params: departmentParamsSchema,
    body: departmentFormSchema,
    response: operatorDepartmentSavedSchema,
    owner: { scope: 'staff' },
    ready: true,
    summary:
      'Admin: edits a department (names, descriptions, fee, discount, active, order); the booking screens read it at once; audited before → after.',
  },
  staffDepartmentHoursPreview: {
    params: departmentParamsSchema,
    body: weeklyHoursSchema,
    response: affectedBookingsSchema,
    owner: { scope: 'staff' },
    ready: true,
    summary:
      'Admin: the paid bookings of the coming days whose slot the new weekly hours would remove (nothing is written).',
  },
  staffDepartmentHours: {
    params: departmentParamsSchema,
    body: hoursSaveSchema,
    response: departmentChangeSchema,
    owner: { scope: 'staff' },
    ready: true,
    summary:
      "Admin: sets a department's weekly hours and regenerates its slots (kept where they match, switched off otherwise); bookings outside the new hours need confirm and are cancelled, refunded once and texted; audited.",
  },
  staffDepartmentClosurePreview: {
    params: departmentParamsSchema,
    body: closureFormSchema,
    response: affectedBookingsSchema,
    owner: { scope: 'staff' },
    ready: true,
    summary: 'Admin: the paid bookings a closure of these dates would cancel (nothing is written).',
  },
  staffDepartmentClosureCreate: {
    params: departmentParamsSchema,
    body: closureSaveSchema,
    response: departmentChangeSchema,
    owner: { scope: 'staff' },
    ready: true,
    summary:
      'Admin: closes a department on a date or range with a reason; its bookings there need confirm and are cancelled, refunded once and texted; audited.',
  },
  staffDepartmentClosureDelete: {
    params: closureParamsSchema,
    response: operatorDepartmentSavedSchema,
    owner: { scope: 'staff' },
    ready: true,
    summary: 'Admin: removes a coming closure (its dates offer slots again); audited.',
  },
  staffMedicineList: {
    query: staffMedicineQuerySchema,
    response: staffMedicineListSchema,
    owner: { scope: 'staff' },
    ready: true,
    summary:
      'Admin: the medicine catalogue (search by title, brand, composition or web name; paged), with stock and state.',
  },
  staffMedicineCreate: {
    body: medicineFormSchema,
    response: staffMedicineSavedSchema,
    owner: { scope: 'staff' },
    ready: true,
    summary: 'Admin: adds a product to the medicine catalogue; audited.',
  },
  staffMedicineUpdate: {
    params: staffMedicineParamsSchema,
    body: medicineFormSchema,
    response: staffMedicineSavedSchema,
    owner: { scope: 'staff' },
    ready: true,
    summary:
      'Admin: changes a product (prices, stock, out of stock or discontinued, words); audited before → after. Orders placed keep their prices.',
  },
  staffMedicineCsv: {
    response: z.string(),
    owner: { scope: 'staff' },
    ready: true,
    summary: 'Admin: the medicine catalogue as CSV, in the columns the import reads.',
  },
  staffMedicineImportCheck: {
    body: medicineImportSchema,
    response: importResponseSchema,
    owner: { scope: 'staff' },
    ready: true,
    summary:
      'Admin: reads a medicines CSV and lists every problem (line, column, words) without writing anything.',
  },
  staffMedicineImport: {
    body: medicineImportSchema,
    response: importResponseSchema,
    owner: { scope: 'staff' },
    ready: true,
    summary:
      'Admin: imports a medicines CSV all or nothing (one transaction; any problem writes nothing); audited as one import with counts.',
  },
  staffPaymentList: {
    query: staffPaymentQuerySchema,
    response: staffPaymentListSchema,
    owner: { scope: 'staff' },
    ready: true,
    summary:
      'Admin: payments by state, gateway, India date (opened), patient mobile or appointment/order number, newest first, paged.',
  },
  staffPaymentShow: {
    params: staffPaymentParamsSchema,
    response: staffPaymentDetailSchema,
    owner: { scope: 'staff' },
    ready: true,
    summary:
      'Admin: one payment with its history (opened, every transition, every gateway answer) and its refunds.',
  },
  staffPaymentRecheck: {
    params: staffPaymentParamsSchema,
    response: staffPaymentRecheckSchema,
    owner: { scope: 'staff' },
    ready: true,
    summary:
      'Admin: asks the gateway again about a pending payment (the status check the poller runs) and applies its answer once; audited.',
  },
  staffPaymentRefund: {
    params: staffPaymentParamsSchema,
    body: staffRefundBodySchema,
    response: staffRefundResponseSchema,
    owner: { scope: 'staff' },
    ready: true,
    summary:
      'Admin: refunds all or part of a completed payment to the wallet or the payment method, with a reason; exactly once per idempotency key, never more than paid minus refunded; audited; the patient is texted.',
  },
  staffSettlement: {
    query: settlementQuerySchema,
    response: settlementSchema,
    owner: { scope: 'staff' },
    ready: true,
    summary:
      'Admin: per India date, what was paid through the gateway, refunded to payment methods, credited to wallets, and the net (at most 92 days).',
  },
  staffSettlementCsv: {
    query: settlementQuerySchema,
    response: z.string(),
    owner: { scope: 'staff' },
    ready: true,
    summary: 'The same settlement as CSV for a spreadsheet.',
  },
  staffCataloguePackages: {
    query: catalogueQuerySchema,
    response: adminPackageListSchema,
    owner: { scope: 'staff' },
    ready: true,
    summary:
      'Admin: treatment packages, offered and withdrawn, searched by name (English or Hindi) and paged, with how many hospitals offer each.',
  },
  staffCataloguePackage: {
    params: packageIdParamsSchema,
    response: adminPackageDetailSchema,
    owner: { scope: 'staff' },
    ready: true,
    summary: 'Admin: one package with its inclusions and every hospital’s price for it.',
  },
  staffCataloguePackageCreate: {
    body: packageFormSchema,
    response: catalogueSavedSchema,
    owner: { scope: 'staff' },
    ready: true,
    summary: 'Admin: adds a treatment package (its slug is made from the name); audited.',
  },
  staffCataloguePackageUpdate: {
    params: packageIdParamsSchema,
    body: packageFormSchema,
    response: catalogueSavedSchema,
    owner: { scope: 'staff' },
    ready: true,
    summary:
      'Admin: edits a package (names, speciality, inclusions, offered or withdrawn); patients see it on their next load; audited before → after.',
  },
  staffCataloguePackageImage: {
    params: packageIdParamsSchema,
    response: catalogueSavedSchema,
    owner: { scope: 'staff' },
    ready: true,
    summary:
      'Admin: multipart `image` (JPG/PNG ≤ 5 MB, at least 320×200, checked by its bytes) becomes the package’s picture; audited.',
  },
  staffCatalogueHospitals: {
    query: catalogueQuerySchema,
    response: adminHospitalListSchema,
    owner: { scope: 'staff' },
    ready: true,
    summary:
      'Admin: hospitals, offered and withdrawn, searched by name or city and paged, with how many packages each offers.',
  },
  staffCatalogueHospital: {
    params: vendorIdParamsSchema,
    response: adminHospitalDetailSchema,
    owner: { scope: 'staff' },
    ready: true,
    summary: 'Admin: one hospital with the packages it offers and its price for each.',
  },
  staffCatalogueHospitalCreate: {
    body: hospitalFormSchema,
    response: catalogueSavedSchema,
    owner: { scope: 'staff' },
    ready: true,
    summary: 'Admin: adds a hospital (its slug is made from the name); audited.',
  },
  staffCatalogueHospitalUpdate: {
    params: vendorIdParamsSchema,
    body: hospitalFormSchema,
    response: catalogueSavedSchema,
    owner: { scope: 'staff' },
    ready: true,
    summary:
      'Admin: edits a hospital (city, address, accreditation, offered or withdrawn); patients see it on their next load; audited before → after.',
  },
  staffCatalogueHospitalImage: {
    params: vendorIdParamsSchema,
    response: catalogueSavedSchema,
    owner: { scope: 'staff' },
    ready: true,
    summary:
      'Admin: multipart `image` (JPG/PNG ≤ 5 MB, at least 320×200, checked by its bytes) becomes the hospital’s picture; audited.',
  },
  staffCataloguePriceSet: {
    params: vendorPackageIdParamsSchema,
    body: priceFormSchema,
    response: catalogueSavedSchema,
    owner: { scope: 'staff' },
    ready: true,
    summary:
      'Admin: a hospital’s price for a package (rupees), offering it when it did not; shows to patients at once; audited before → after.',
  },
  staffCataloguePriceRemove: {
    params: vendorPackageIdParamsSchema,
    response: catalogueSavedSchema,
    owner: { scope: 'staff' },
    ready: true,
    summary: 'Admin: the hospital stops offering the package; audited with the price it had.',
  },
  staffCataloguePackagesCsv: {
    response: z.string(),
    owner: { scope: 'staff' },
    ready: true,
    summary: 'Admin: every treatment package as CSV, in the columns the package import reads.',
  },
  staffCataloguePackagesImportCheck: {
    body: medicineImportSchema,
    response: importResponseSchema,
    owner: { scope: 'staff' },
    ready: true,
    summary:
      'Admin: reads a packages CSV and lists every problem (line, column, words) without writing anything.',
  },
  staffCataloguePackagesImport: {
    body: medicineImportSchema,
    response: importResponseSchema,
    owner: { scope: 'staff' },
    ready: true,
    summary:
      'Admin: imports a packages CSV all or nothing (one transaction; any problem writes nothing); audited as one import with counts.',
  },
  staffCataloguePricesCsv: {
    response: z.string(),
    owner: { scope: 'staff' },
    ready: true,
    summary:
      'Admin: every hospital’s price for every package it offers as CSV, in the columns the price import reads.',
  },
  staffCataloguePricesImportCheck: {
    body: medicineImportSchema,
    response: importResponseSchema,
    owner: { scope: 'staff' },
    ready: true,
    summary:
      'Admin: reads a hospital prices CSV and lists every problem (line, column, words) without writing anything.',
  },
  staffCataloguePricesImport: {
    body: medicineImportSchema,
    response: importResponseSchema,
    owner: { scope: 'staff' },
    ready: true,
    summary:
      'Admin: imports a hospital prices CSV all or nothing (an empty price stops offering the package); audited as one import with counts.',
  },
  staffMessageList: {
    query: staffMessagesQuerySchema,
    response: staffMessagesSchema,
    owner: { scope: 'staff' },
    ready: true,
    summary:
      'Coordinator: the messages sent to a mobile (kind, channel, text as rendered) and whether each reached the phone: queued, sent (accepted), delivered or failed, as the provider reported.',
  },
  smsDeliveryReport: {
    query: deliveryReportQuerySchema,
    body: deliveryReportSchema,
    response: deliveryReportResponseSchema,
    owner: { scope: 'public' },
    ready: true,
    summary:
      'MSG91’s delivery-report webhook (v3 JSON or v2 form), authenticated by the secret token in its URL (MSG91_WEBHOOK_TOKEN): marks each message delivered or failed by its request id.',
  },
  whatsappWebhookVerify: {
    query: whatsappVerifyQuerySchema,
    response: z.string(),
    owner: { scope: 'public' },
    ready: true,
    summary:
      'Meta’s webhook verification: answers `hub.challenge` as plain text when `hub.mode` is subscribe and `hub.verify_token` is WHATSAPP_WEBHOOK_VERIFY_TOKEN; 403 otherwise, 404 without the token configured.',
  },
  whatsappStatusReport: {
    body: whatsappNotificationSchema,
    response: whatsappNotificationResponseSchema,
    owner: { scope: 'public' },
    ready: true,
    summary:
      'WhatsApp Cloud API status webhook, signed with X-Hub-Signature-256 (HMAC-SHA256 of the body with WHATSAPP_APP_SECRET): records sent → delivered → read, or failed with its reason, on the message by its wamid; never goes back; unknown ids are ignored.',
  },
  staffSecurityLog: {
    query: securityLogQuerySchema,
    response: securityLogSchema,
    owner: { scope: 'staff' },
    ready: true,
    summary:
      'Admin: the append-only security log (DPDP Rules 2025 r.6): logins, failed logins, password resets, staff reads of a patient’s records, exports, erasures, breach notices; newest first, paged, kept at least one year.',
  },
  staffBreachList: {
    response: breachListSchema,
    owner: { scope: 'staff' },
    ready: true,
    summary:
      'Admin: the breaches recorded, newest first, with how many patients each affects and were texted.',
  },
  staffBreachRecord: {
    body: breachRecordSchema,
    response: breachResponseSchema,
    owner: { scope: 'staff' },
    ready: true,
    summary:
      'Admin: records a personal-data breach (DPDP Rules 2025 r.7): what, when, which data, and the affected patients (records in a date range, or a list of mobiles), listed for a check before the notice is sent; audited.',
  },
  staffBreachNotify: {
    params: breachParamsSchema,
    response: breachNotifyResponseSchema,
    owner: { scope: 'staff' },
    ready: true,
    summary:
      'Admin: texts every affected patient the breach notice, each exactly once however often it is confirmed; 409 when it was sent already; audited.',
  },
  staffMe: {
    response: staffMeSchema,
    owner: { scope: 'staff' },
    ready: true,
    summary:
      "Any staff role: the signed-in staff user, their roles and a doctor's department (what the staff console shows).",
  },
  serviceBook: {
    body: serviceBookingFieldsSchema,
    response: serviceBookingResponseSchema,
    owner: { scope: 'self', body: { userId: 'user' } },
    ready: true,
    summary:
      'Books a paid service (Make Payment): the amount is recorded and exactly that is charged through the gateway.',
  },
  serviceBookingRow: {
    body: serviceReferenceRequestSchema,
    response: dataEnvelope(serviceBookingRecordSchema),
    owner: { scope: 'self', body: { reference: 'serviceBooking' } },
    ready: true,
    summary: 'One of the patient’s service bookings, with its payment state.',
  },

  // Pharmacy
  productSuggest: {
    params: productTextParamsSchema,
    response: productSuggestResponseSchema,
    owner: { scope: 'public' },
    ready: true,
    summary:
      'Medicine suggestions: brand, composition or salt, typo-tolerant, best match first (at most 10).',
  },
  productList: {
    params: productSlugParamsSchema,
    response: productListResponseSchema,
    owner: { scope: 'public' },
    ready: true,
    summary:
      'The products of a picked suggestion or a typed name: the named product first, then matches (at most 60).',
  },
  productDetail: {
    params: productSlugParamsSchema,
    response: dataEnvelope(productDetailSchema),
    owner: { scope: 'public' },
    ready: true,
    summary: 'One medicine with its substitutes (same composition and strength, cheapest first).',
  },
  cartAdd: {
    body: cartAddSchema,
    response: cartChangeResponseSchema,
    owner: { scope: 'self', body: { user_id: 'user' } },
    ready: true,
    summary:
      'Adds one of a medicine to the session user’s cart (one more when it is there already).',
  },
  cartList: {
    params: cartUserParamsSchema,
    response: cartResponseSchema,
    owner: { scope: 'self', params: { userId: 'user' } },
    ready: true,
    summary:
      'The session user’s cart with the server’s figures (Σ sale price × quantity, delivery).',
  },
  cartQuantity: {
    body: cartQuantitySchema,
    response: cartChangeResponseSchema,
    owner: { scope: 'self', body: { session_cart_id: 'cartItem' } },
    ready: true,
    summary: 'One more or one fewer of a cart line (1 to 20).',
  },
  cartRemove: {
    body: cartRemoveSchema,
    response: cartChangeResponseSchema,
    owner: { scope: 'self', body: { session_cart_id: 'cartItem', user_id: 'user' } },
    ready: true,
    summary: 'Removes a line from the session user’s cart.',
  },
  orderQuote: {
    body: orderQuoteRequestSchema,
    response: orderQuoteResponseSchema,
    owner: { scope: 'self' },
    ready: true,
    summary:
      'What Confirm will charge for the cart: subtotal, delivery, wallet and total, and whether a prescription is needed.',
  },
  orderPlace: {
    body: placeOrderFieldsSchema,
    response: placeOrderResponseSchema,
    owner: { scope: 'self', body: { user_id: 'user', prescription_appointment_no: 'appointment' } },
    ready: true,
    summary:
      'Confirm: turns the cart into an order at today’s prices (multipart, optional `prescription` JPG/PNG/PDF ≤ 5 MB); cash on delivery or the gateway.',
  },
  addressList: {
    response: dataEnvelope(z.array(deliveryAddressSchema)),
    owner: { scope: 'self' },
    ready: true,
    summary: 'The session user’s saved delivery addresses, last used first.',
  },
  addressDelete: {
    body: addressDeleteSchema,
    response: dataEnvelope(z.array(deliveryAddressSchema)),
    owner: { scope: 'self', body: { id: 'address' } },
    ready: true,
    summary: 'Forgets a saved delivery address.',
  },
  orderList: {
    response: orderListResponseSchema,
    owner: { scope: 'self' },
    ready: true,
    summary: 'The session user’s medicine orders, newest first.',
  },
  orderRow: {
    params: orderNoParamsSchema,
    response: orderDetailResponseSchema,
    owner: { scope: 'self', params: { order_no: 'pharmacyOrder' } },
    ready: true,
    summary:
      'One of the session user’s orders: lines, figures, prescription check and status history.',
  },
  orderCancel: {
    params: orderNoParamsSchema,
    response: orderCancelResponseSchema,
    owner: { scope: 'self', params: { order_no: 'pharmacyOrder' } },
    ready: true,
    summary:
      'Cancels an order that has not left the pharmacy; what was paid goes back to the wallet at once.',
  },
  orderPaymentRetry: {
    params: orderNoParamsSchema,
    response: orderPaymentRedirectSchema,
    owner: { scope: 'self', params: { order_no: 'pharmacyOrder' } },
    ready: true,
    summary: 'A new payment page for an order whose online payment failed or is still open.',
  },
  prescriptionToCart: {
    params: staffCompleteParamsSchema,
    response: prescriptionCartResponseSchema,
    owner: { scope: 'self', params: { appt_no: 'appointment' } },
    ready: true,
    summary:
      'Puts the catalogue medicines of one of the patient’s e-prescriptions into their cart (1 each); unknown or inactive ones are reported.',
  },
  staffOrderList: {
    query: staffOrderListQuerySchema,
    response: staffOrderPageSchema,
    owner: { scope: 'staff' },
    ready: true,
    summary:
      'Staff (pharmacy desk): a page of orders of one status, every open one or all, searched by order number, name or mobile, with the total.',
  },
  staffOrderRow: {
    params: orderNoParamsSchema,
    response: orderDetailResponseSchema,
    owner: { scope: 'staff' },
    ready: true,
    summary: 'Staff: one order with its patient, lines and prescription.',
  },
  staffPrescriptionCheck: {
    params: orderNoParamsSchema,
    body: prescriptionCheckSchema,
    response: orderDetailResponseSchema,
    owner: { scope: 'staff' },
    ready: true,
    summary:
      'Staff: approve the prescription of a placed Rx order, or reject it with a reason (the order is cancelled and refunded).',
  },
  staffOrderStatus: {
    params: orderNoParamsSchema,
    body: orderStatusChangeSchema,
    response: orderDetailResponseSchema,
    owner: { scope: 'staff' },
    ready: true,
    summary: 'Staff: packed, dispatched, delivered (each once, in order); the patient gets an SMS.',
  },
  staffOrderCancel: {
    params: orderNoParamsSchema,
    body: staffOrderCancelSchema,
    response: orderDetailResponseSchema,
    owner: { scope: 'staff' },
    ready: true,
    summary:
      'Staff: cancel an order before dispatch, with a reason; what was paid goes to the wallet.',
  },
  staffH1Register: {
    query: h1RegisterQuerySchema,
    response: h1RegisterSchema,
    owner: { scope: 'staff' },
    ready: true,
    summary:
      'Pharmacist or admin: the Schedule H1 register (Drugs and Cosmetics Rules 1945 r.65): every H1 medicine supplied, with the prescriber, patient name and address, medicine and quantity, by India date (from–to), newest first; append-only, kept 3 years.',
  },
  staffH1RegisterCsv: {
    query: h1RegisterQuerySchema.omit({ page: true, per_page: true }),
    response: z.string(),
    owner: { scope: 'staff' },
    ready: true,
    summary:
      'The same register for the date range as CSV, oldest first, for an inspector or a spreadsheet.',
  },

  notificationPreferences: {
    response: notificationPreferencesResponseSchema,
    owner: { scope: 'self' },
    ready: true,
    summary:
      'The patient’s notification channels (SMS, WhatsApp) and consent to offers (promotional texts; off until given).',
  },
  notificationPreferencesSave: {
    body: notificationPreferencesSchema,
    response: notificationPreferencesResponseSchema,
    owner: { scope: 'self' },
    ready: true,
    summary:
      'Saves the patient’s channels and consent to offers; at least one of SMS and WhatsApp stays on (422 otherwise).',
  },
  medicineReminders: {
    params: medicineReminderParamsSchema,
    response: medicineRemindersResponseSchema,
    owner: { scope: 'self', params: { appt_no: 'appointment' } },
    ready: true,
    summary:
      'The medicines of an appointment’s e-prescriptions with their dose times (India time) and whether the patient is reminded of them.',
  },
  medicineReminderSet: {
    params: medicineReminderParamsSchema,
    body: medicineReminderSetSchema,
    response: medicineRemindersResponseSchema,
    owner: { scope: 'self', params: { appt_no: 'appointment' } },
    ready: true,
    summary:
      'Turns dose reminders for one medicine of the appointment’s e-prescription on (each dose time until its duration ends) or off.',
  },
  medicineReminderStop: {
    params: medicineReminderStopParamsSchema,
    response: medicineReminderStopResponseSchema,
    owner: { scope: 'public', params: { token: 'token' } },
    ready: true,
    summary:
      'Stops one medicine’s reminders from the link in the reminder itself (no login; the link’s token is the proof). 404 for an unknown link.',
  },
  privacyConsents: {
    response: consentsResponseSchema,
    owner: { scope: 'self' },
    ready: true,
    summary:
      'The patient’s consent per purpose (care, payments, reminders, offers) with the notice version it was given under.',
  },
  privacyConsentsSave: {
    body: consentChoicesSchema,
    response: consentsResponseSchema,
    owner: { scope: 'self' },
    ready: true,
    summary:
      'Gives or withdraws consent per purpose under the notice version read (409 when that version is not the current one); each change is a new record.',
  },
  myDataSummary: {
    response: myDataSummaryResponseSchema,
    owner: { scope: 'self' },
    ready: true,
    summary:
      'What MediBridge holds about the patient (counts per kind) and who received it (doctors, pharmacy, payment gateway, SMS provider).',
  },
  myDataExports: {
    response: dataExportListResponseSchema,
    owner: { scope: 'self' },
    ready: true,
    summary:
      'The patient’s downloads of all their data, newest first, with their state and expiry.',
  },
  myDataExportRequest: {
    response: dataExportResponseSchema,
    owner: { scope: 'self' },
    ready: true,
    summary:
      'Asks for a download of all the patient’s data (zip of JSON, uploaded files and PDFs), prepared in the background; 409 while one is being prepared.',
  },
  myDataExportDownload: {
    params: dataExportParamsSchema,
    response: z.unknown(),
    owner: { scope: 'self', params: { export_id: 'dataExport' } },
    ready: true,
    summary:
      'The prepared zip (application/zip), for its owner only, until it expires (404 for anyone else’s, 410 once expired).',
  },
  grievanceList: {
    response: grievanceListResponseSchema,
    owner: { scope: 'self' },
    ready: true,
    summary:
      'The patient’s grievances, newest first, with their state, promised answer date and the answer (DPDP Act s.13).',
  },
  grievanceFile: {
    body: grievanceFileSchema,
    response: grievanceFileResponseSchema,
    owner: { scope: 'self', body: { appointment_no: 'appointment', order_no: 'pharmacyOrder' } },
    ready: true,
    summary:
      'Files a grievance (category, optionally one of the patient’s consultations or orders, what went wrong): a GRV reference, an acknowledgement SMS and the answer date promised (30 days).',
  },
  staffGrievanceList: {
    query: staffGrievanceQuerySchema,
    response: staffGrievanceListSchema,
    owner: { scope: 'staff' },
    ready: true,
    summary:
      'Coordinator or admin: the grievances inbox, what is due first, overdue and escalated marked, filterable by state; the read is in the security log.',
  },
  staffGrievanceShow: {
    params: grievanceParamsSchema,
    response: staffGrievanceResponseSchema,
    owner: { scope: 'staff' },
    ready: true,
    summary:
      'Coordinator or admin: one grievance with its patient and description; every read is written to the security log.',
  },
  staffGrievanceAnswer: {
    params: grievanceParamsSchema,
    body: grievanceAnswerSchema,
    response: staffGrievanceResponseSchema,
    owner: { scope: 'staff' },
    ready: true,
    summary:
      'Coordinator or admin: answers a grievance (the answer is texted to the patient); 409 once closed; audited.',
  },
  staffGrievanceClose: {
    params: grievanceParamsSchema,
    response: staffGrievanceResponseSchema,
    owner: { scope: 'staff' },
    ready: true,
    summary:
      'Coordinator or admin: closes an answered grievance; 409 when closed already; audited.',
  },
} as const satisfies Record<EndpointName, EndpointSchemas>;

type Endpoints = {
  readonly [N in EndpointName]: (typeof ENDPOINT_TABLE)[N] & (typeof SCHEMAS)[N];
};

/** Every call of SPEC §7: ENDPOINT_TABLE's entry with its schemas (server, OpenAPI document, tests). */
export const ENDPOINTS: Endpoints = Object.fromEntries(
  (Object.keys(ENDPOINT_TABLE) as EndpointName[]).map((name) => [
    name,
    { ...ENDPOINT_TABLE[name], ...SCHEMAS[name] },
  ]),
) as unknown as Endpoints;

/** The response type of an endpoint. */
export type EndpointResponse<N extends EndpointName> = z.infer<(typeof SCHEMAS)[N]['response']>;
