/**
 * The endpoint table of SPEC §7 without its schemas (no zod): every call's name, method, SPEC path and what
 * it needs (a session, an upload). The web app builds its URLs from it and the server
 * its routes, through `endpointPath` and `serverRoute`: no SPEC path is spelled anywhere else. The schemas
 * of each call are in `api.ts` (entry `@medibridge/contract/schemas`), keyed by the same names.
 */
/** The API root, same origin as the web app. */
export const API_ROOT = '/api';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * What a request field that names someone's data refers to: `user` a user id, `mobile` a user's mobile (the
 * login name), `token` a credential (session token, OTP uid, reset-link token), `appointment` one of a user's
 * appointments (appointment_no, appointment_id, appt_no), `serviceBooking` one of a user's paid service bookings
 * (its SRV reference), `cartItem` one of a user's cart rows, `enquiry` one
 * of the enquiries a user sent (its ENQ reference), `pharmacyOrder` one of a user's medicine orders (its ORD
 * number), `address` one of a user's saved delivery addresses, `dataExport` one of a user's "my data" downloads.
 */
export type OwnerRef =
  | 'user'
  | 'mobile'
  | 'token'
  | 'appointment'
  | 'serviceBooking'
  | 'cartItem'
  | 'enquiry'
  | 'pharmacyOrder'
  | 'address'
  | 'dataExport';

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
 * What a staff user may do: `doctor` (one department's consultations, e-prescriptions), `coordinator`
 * (enquiries, every appointment, the audit log), `pharmacist` (the pharmacy desk), `admin` (the operator:
 * staff accounts, departments and fees, the catalogue, medicines and stock, payments and refunds, background
 * jobs; docs/decisions/0053). A staff user has one or more.
 */
export const STAFF_ROLES = ['doctor', 'coordinator', 'pharmacist', 'admin'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/**
 * One call of SPEC §7 as a client needs it: method, `path` in SPEC's spelling (legacy typos and slashes
 * kept: it is the public contract) with `:name` for SPEC's `{name}`, and what it needs. The rest of a call's
 * description (schemas, whose data, summary, readiness) is the server's, in `api.ts`.
 */
export interface EndpointSpec {
  method: HttpMethod;
  path: string;
  /** `user` calls need a session; `staff` a staff session; `none` are public. */
  auth: 'none' | 'user' | 'staff';
  /** For `staff` calls: the roles allowed (any one of them will do). */
  roles?: readonly StaffRole[];
  /** The body is multipart/form-data (an upload). */
  multipart?: boolean;
}

/**
 * Every call of SPEC §7, by clean name. Endpoint names start with their domain noun; RTK Query endpoints
 * and server routes use the same names.
 */
export const ENDPOINT_TABLE = {
  // Reference data
  referenceCountries: {
    method: 'GET',
    path: 'get_all_countries',
    auth: 'none',
  },
  referenceStates: {
    method: 'GET',
    path: 'get-states',
    auth: 'none',
  },
  referenceCities: {
    method: 'GET',
    path: 'get_all_cities',
    auth: 'none',
  },
  referenceIndiaCities: {
    method: 'GET',
    path: 'get_all_india_cities/',
    auth: 'none',
  },
  referenceHospitalCities: {
    method: 'GET',
    path: 'get-hospital-cities',
    auth: 'none',
  },
  referenceCitySearch: {
    method: 'GET',
    path: 'search-city-with-city-name/:text',
    auth: 'none',
  },
  referencePinCode: {
    method: 'POST',
    path: 'get-location-with-pin-code',
    auth: 'none',
  },
  referenceUserAge: {
    method: 'GET',
    path: 'user_age',
    auth: 'none',
  },
  referenceUserWeight: {
    method: 'GET',
    path: 'user_weight',
    auth: 'none',
  },
  referenceServiceCities: {
    method: 'GET',
    path: 'ace-service-cities/:service',
    auth: 'none',
  },

  // Catalogue (issue 4: packages and hospitals)
  packageActiveList: {
    method: 'GET',
    path: 'all-active-packages',
    auth: 'none',
  },
  packageActiveSearch: {
    method: 'GET',
    path: 'all-active-packages/:text',
    auth: 'none',
  },
  packageSearch: {
    method: 'GET',
    path: 'search-active-packages/:text',
    auth: 'none',
  },
  packageByCity: {
    method: 'GET',
    path: 'find-package-by-city-id/:cityIdOrSlug',
    auth: 'none',
  },
  packageHospitalSearch: {
    method: 'GET',
    path: 'search-hospital-packages/:city/:package',
    auth: 'none',
  },
  packagePopularMasters: {
    method: 'GET',
    path: 'poplour-package-master',
    auth: 'none',
  },
  packageImportantMasters: {
    method: 'GET',
    path: 'important-package-master',
    auth: 'none',
  },
  packagePopular: {
    method: 'GET',
    path: 'get-popular-packages',
    auth: 'none',
  },
  packageMasters: {
    method: 'GET',
    path: 'package-master',
    auth: 'none',
  },
  packageImagePath: {
    method: 'GET',
    path: 'package-image-path',
    auth: 'none',
  },
  packageMasterImagePath: {
    method: 'GET',
    path: 'package-master-image-path',
    auth: 'none',
  },
  vendorImagePath: {
    method: 'GET',
    path: 'vendor-image-path',
    auth: 'none',
  },
  packageServiceImagePath: {
    method: 'GET',
    path: 'package-service-image-path',
    auth: 'none',
  },
  vendorDetail: {
    method: 'GET',
    path: 'vendor-detail/:role_name/:vendorSlug',
    auth: 'none',
  },
  vendorSelectedPackage: {
    method: 'GET',
    path: 'vendor-selected-package/:role_name/:vendorSlug/:packageSlug',
    auth: 'none',
  },
  packageDetails: {
    method: 'GET',
    path: 'package-details/:packageSlug',
    auth: 'none',
  },
  packageByMaster: {
    method: 'GET',
    path: '/get-package-by-master-package-id/:masterPackageId',
    auth: 'none',
  },

  // Enquiries
  enquiryStore: {
    method: 'POST',
    path: 'store-contact-inquiry',
    auth: 'none',
  },

  // Account
  accountModalLogin: {
    method: 'POST',
    path: '/login',
    auth: 'none',
  },
  accountLogin: {
    method: 'POST',
    path: '/new-login',
    auth: 'none',
  },
  accountForgetPassword: {
    method: 'POST',
    path: '/forget-password',
    auth: 'none',
  },
  accountMobileCheck: {
    method: 'POST',
    path: '/check-user-mobile-by-otp',
    auth: 'none',
  },
  accountVerifyOtp: {
    method: 'POST',
    path: 'verify-user-mobile-otp',
    auth: 'none',
  },
  accountResendOtp: {
    method: 'POST',
    path: 'resend-otp',
    auth: 'none',
  },
  accountRegister: {
    method: 'POST',
    path: '/new-register',
    auth: 'none',
  },
  accountTokenUser: {
    method: 'GET',
    path: 'user-data-with-token',
    auth: 'user',
  },
  accountUserDetail: {
    method: 'GET',
    path: 'get-user-detail-by-id/:id',
    auth: 'user',
  },
  accountPatientDetail: {
    method: 'GET',
    path: 'get-patient-detail-by-id/:userId',
    auth: 'user',
  },
  accountUpdateProfile: {
    method: 'POST',
    path: 'update-user-profile/',
    auth: 'user',
    multipart: true,
  },
  accountChangePassword: {
    method: 'POST',
    path: 'update-user-profile/:token',
    auth: 'user',
  },
  accountClose: {
    method: 'POST',
    path: 'account/close',
    auth: 'user',
  },
  accountLogout: {
    method: 'POST',
    path: '/logout',
    auth: 'none',
  },
  accountResetPasswordCheck: {
    method: 'GET',
    path: 'reset-password/:token',
    auth: 'none',
  },
  accountResetPassword: {
    method: 'POST',
    path: 'reset-password',
    auth: 'none',
  },
  accountReferralSummary: {
    method: 'GET',
    path: 'referral-summary',
    auth: 'user',
  },
  devSmsOutbox: {
    method: 'GET',
    path: 'dev/sms-outbox',
    auth: 'none',
  },

  // Staff (not in SPEC §7): the enquiries staff answer; their console comes in its own issue.
  staffEnquiryList: {
    method: 'GET',
    path: 'staff/enquiries',
    auth: 'staff',
    roles: ['coordinator'],
  },
  staffEnquiryCsv: {
    method: 'GET',
    path: 'staff/enquiries.csv',
    auth: 'staff',
    roles: ['coordinator'],
  },
  staffEnquiryStatus: {
    method: 'PATCH',
    path: 'staff/enquiries/:reference',
    auth: 'staff',
    roles: ['coordinator'],
  },
  staffEnquiryNotes: {
    method: 'GET',
    path: 'staff/enquiries/:reference/notes',
    auth: 'staff',
    roles: ['coordinator'],
  },
  staffEnquiryNoteAdd: {
    method: 'POST',
    path: 'staff/enquiries/:reference/notes',
    auth: 'staff',
    roles: ['coordinator'],
  },
  staffEnquiryCallBack: {
    method: 'PUT',
    path: 'staff/enquiries/:reference/call-back',
    auth: 'staff',
    roles: ['coordinator'],
  },
  staffAppointmentComplete: {
    method: 'POST',
    path: 'staff/appointments/:appt_no/complete',
    auth: 'staff',
    roles: ['doctor', 'coordinator'],
    multipart: true,
  },
  staffFollowUpAnswer: {
    method: 'POST',
    path: 'staff/appointments/:appt_no/follow-up-answer',
    auth: 'staff',
    roles: ['doctor', 'coordinator'],
    multipart: true,
  },
  staffDeskAppointments: {
    method: 'GET',
    path: 'staff/desk/appointments',
    auth: 'staff',
    roles: ['doctor', 'coordinator'],
  },
  staffAppointmentNoShow: {
    method: 'POST',
    path: 'staff/appointments/:appt_no/no-show',
    auth: 'staff',
    roles: ['doctor', 'coordinator'],
  },
  staffPrescriptionIssue: {
    method: 'POST',
    path: 'staff/appointments/:appt_no/e-prescription',
    auth: 'staff',
    roles: ['doctor'],
  },
  staffPrescriptionMedicines: {
    method: 'GET',
    path: 'staff/appointments/:appt_no/e-prescription/medicines',
    auth: 'staff',
    roles: ['doctor'],
  },
  staffAuditList: {
    method: 'GET',
    path: 'staff/audit-log',
    auth: 'staff',
    roles: ['coordinator', 'admin'],
  },
  staffJobsFailed: {
    method: 'GET',
    path: 'staff/jobs/failed',
    auth: 'staff',
    roles: ['admin'],
  },
  staffJobRetry: {
    method: 'POST',
    path: 'staff/jobs/:job_id/retry',
    auth: 'staff',
    roles: ['admin'],
  },
  staffTeamList: {
    method: 'GET',
    path: 'staff/team',
    auth: 'staff',
    roles: ['admin'],
  },
  staffTeamCreate: {
    method: 'POST',
    path: 'staff/team',
    auth: 'staff',
    roles: ['admin'],
  },
  staffTeamUpdate: {
    method: 'POST',
    path: 'staff/team/:user_id',
    auth: 'staff',
    roles: ['admin'],
  },
  staffTeamDisable: {
    method: 'POST',
    path: 'staff/team/:user_id/disable',
    auth: 'staff',
    roles: ['admin'],
  },
  staffTeamEnable: {
    method: 'POST',
    path: 'staff/team/:user_id/enable',
    auth: 'staff',
    roles: ['admin'],
  },
  staffTeamInvite: {
    method: 'POST',
    path: 'staff/team/:user_id/invite',
    auth: 'staff',
    roles: ['admin'],
  },
  // The operator's departments, hours and closures (issue 32 §2, docs/decisions/0057).
  staffDepartments: {
    method: 'GET',
    path: 'staff/departments',
    auth: 'staff',
    roles: ['admin'],
  },
  staffDepartmentCreate: {
    method: 'POST',
    path: 'staff/departments',
    auth: 'staff',
    roles: ['admin'],
  },
  staffDepartmentUpdate: {
    method: 'PUT',
    path: 'staff/departments/:department_id',
    auth: 'staff',
    roles: ['admin'],
  },
  staffDepartmentHoursPreview: {
    method: 'POST',
    path: 'staff/departments/:department_id/hours/preview',
    auth: 'staff',
    roles: ['admin'],
  },
  staffDepartmentHours: {
    method: 'PUT',
    path: 'staff/departments/:department_id/hours',
    auth: 'staff',
    roles: ['admin'],
  },
  staffDepartmentClosurePreview: {
    method: 'POST',
    path: 'staff/departments/:department_id/closures/preview',
    auth: 'staff',
    roles: ['admin'],
  },
  staffDepartmentClosureCreate: {
    method: 'POST',
    path: 'staff/departments/:department_id/closures',
    auth: 'staff',
    roles: ['admin'],
  },
  staffDepartmentClosureDelete: {
    method: 'DELETE',
    path: 'staff/departments/:department_id/closures/:closure_id',
    auth: 'staff',
    roles: ['admin'],
  },
  staffMedicineList: {
    method: 'GET',
    path: 'staff/medicines',
    auth: 'staff',
    roles: ['admin'],
  },
  staffMedicineCreate: {
    method: 'POST',
    path: 'staff/medicines',
    auth: 'staff',
    roles: ['admin'],
  },
  staffMedicineUpdate: {
    method: 'PUT',
    path: 'staff/medicines/:medicine_id',
    auth: 'staff',
    roles: ['admin'],
  },
  staffMedicineCsv: {
    method: 'GET',
    path: 'staff/medicines.csv',
    auth: 'staff',
    roles: ['admin'],
  },
  staffMedicineImportCheck: {
    method: 'POST',
    path: 'staff/medicines/import/check',
    auth: 'staff',
    roles: ['admin'],
  },
  staffMedicineImport: {
    method: 'POST',
    path: 'staff/medicines/import',
    auth: 'staff',
    roles: ['admin'],
  },
  staffPaymentList: {
    method: 'GET',
    path: 'staff/payments',
    auth: 'staff',
    roles: ['admin'],
  },
  staffPaymentShow: {
    method: 'GET',
    path: 'staff/payments/:merchant_order_id',
    auth: 'staff',
    roles: ['admin'],
  },
  staffPaymentRecheck: {
    method: 'POST',
    path: 'staff/payments/:merchant_order_id/ask-gateway',
    auth: 'staff',
    roles: ['admin'],
  },
  staffPaymentRefund: {
    method: 'POST',
    path: 'staff/payments/:merchant_order_id/refunds',
    auth: 'staff',
    roles: ['admin'],
  },
  staffSettlement: {
    method: 'GET',
    path: 'staff/settlement',
    auth: 'staff',
    roles: ['admin'],
  },
  staffSettlementCsv: {
    method: 'GET',
    path: 'staff/settlement.csv',
    auth: 'staff',
    roles: ['admin'],
  },
  staffCataloguePackages: {
    method: 'GET',
    path: 'staff/catalogue/packages',
    auth: 'staff',
    roles: ['admin'],
  },
  staffCataloguePackage: {
    method: 'GET',
    path: 'staff/catalogue/packages/:package_id',
    auth: 'staff',
    roles: ['admin'],
  },
  staffCataloguePackageCreate: {
    method: 'POST',
    path: 'staff/catalogue/packages',
    auth: 'staff',
    roles: ['admin'],
  },
  staffCataloguePackageUpdate: {
    method: 'PUT',
    path: 'staff/catalogue/packages/:package_id',
    auth: 'staff',
    roles: ['admin'],
  },
  staffCataloguePackageImage: {
    method: 'POST',
    path: 'staff/catalogue/packages/:package_id/image',
    auth: 'staff',
    roles: ['admin'],
    multipart: true,
  },
  staffCatalogueHospitals: {
    method: 'GET',
    path: 'staff/catalogue/hospitals',
    auth: 'staff',
    roles: ['admin'],
  },
  staffCatalogueHospital: {
    method: 'GET',
    path: 'staff/catalogue/hospitals/:vendor_id',
    auth: 'staff',
    roles: ['admin'],
  },
  staffCatalogueHospitalCreate: {
    method: 'POST',
    path: 'staff/catalogue/hospitals',
    auth: 'staff',
    roles: ['admin'],
  },
  staffCatalogueHospitalUpdate: {
    method: 'PUT',
    path: 'staff/catalogue/hospitals/:vendor_id',
    auth: 'staff',
    roles: ['admin'],
  },
  staffCatalogueHospitalImage: {
    method: 'POST',
    path: 'staff/catalogue/hospitals/:vendor_id/image',
    auth: 'staff',
    roles: ['admin'],
    multipart: true,
  },
  staffCataloguePriceSet: {
    method: 'PUT',
    path: 'staff/catalogue/hospitals/:vendor_id/packages/:package_id',
    auth: 'staff',
    roles: ['admin'],
  },
  staffCataloguePriceRemove: {
    method: 'DELETE',
    path: 'staff/catalogue/hospitals/:vendor_id/packages/:package_id',
    auth: 'staff',
    roles: ['admin'],
  },
  staffCataloguePackagesCsv: {
    method: 'GET',
    path: 'staff/catalogue/packages.csv',
    auth: 'staff',
    roles: ['admin'],
  },
  staffCataloguePackagesImportCheck: {
    method: 'POST',
    path: 'staff/catalogue/packages/import/check',
    auth: 'staff',
    roles: ['admin'],
  },
  staffCataloguePackagesImport: {
    method: 'POST',
    path: 'staff/catalogue/packages/import',
    auth: 'staff',
    roles: ['admin'],
  },
  staffCataloguePricesCsv: {
    method: 'GET',
    path: 'staff/catalogue/prices.csv',
    auth: 'staff',
    roles: ['admin'],
  },
  staffCataloguePricesImportCheck: {
    method: 'POST',
    path: 'staff/catalogue/prices/import/check',
    auth: 'staff',
    roles: ['admin'],
  },
  staffCataloguePricesImport: {
    method: 'POST',
    path: 'staff/catalogue/prices/import',
    auth: 'staff',
    roles: ['admin'],
  },
  staffMessageList: {
    method: 'GET',
    path: 'staff/messages',
    auth: 'staff',
    roles: ['coordinator'],
  },
  smsDeliveryReport: {
    method: 'POST',
    path: 'notifications/msg91-report',
    auth: 'none',
  },
  whatsappWebhookVerify: {
    method: 'GET',
    path: 'notifications/whatsapp-webhook',
    auth: 'none',
  },
  whatsappStatusReport: {
    method: 'POST',
    path: 'notifications/whatsapp-webhook',
    auth: 'none',
  },
  staffSecurityLog: {
    method: 'GET',
    path: 'staff/security-log',
    auth: 'staff',
    roles: ['admin'],
  },
  staffBreachList: {
    method: 'GET',
    path: 'staff/breaches',
    auth: 'staff',
    roles: ['admin'],
  },
  staffBreachRecord: {
    method: 'POST',
    path: 'staff/breaches',
    auth: 'staff',
    roles: ['admin'],
  },
  staffBreachNotify: {
    method: 'POST',
    path: 'staff/breaches/:reference/notify',
    auth: 'staff',
    roles: ['admin'],
  },
  staffMe: {
    method: 'GET',
    path: 'staff/me',
    auth: 'staff',
    // Every console screen asks this first: an admin who holds no other role must get an answer too.
    roles: ['doctor', 'coordinator', 'pharmacist', 'admin'],
  },

  // Appointments and services
  appointmentDepartments: {
    method: 'GET',
    path: 'get_active_departments',
    auth: 'none',
  },
  appointmentNextDays: {
    method: 'GET',
    path: 'get_next_serven_days_with_date',
    auth: 'none',
  },
  appointmentSchedules: {
    method: 'GET',
    path: 'get_schedules',
    auth: 'none',
  },
  appointmentDaySchedule: {
    method: 'POST',
    path: 'get_selected_appointment_day_schedule',
    auth: 'none',
  },
  appointmentDepartmentRow: {
    method: 'POST',
    path: 'get_departments_row',
    auth: 'none',
  },
  appointmentOpenDays: {
    method: 'GET',
    path: 'appointment-open-days/:department_id',
    auth: 'none',
  },
  appointmentPay: {
    method: 'POST',
    path: 'make_payment/',
    auth: 'user',
    multipart: true,
  },
  appointmentRow: {
    method: 'POST',
    path: 'get_appointment_row',
    auth: 'user',
  },
  appointmentList: {
    method: 'POST',
    path: 'get_appointments_by_user_id',
    auth: 'user',
  },
  appointmentCancel: {
    method: 'POST',
    path: 'cancelled_user_appointment',
    auth: 'user',
  },
  appointmentTransactions: {
    method: 'POST',
    path: 'get_user_transaction_details_by_user_id',
    auth: 'user',
  },
  appointmentFollowUpDocuments: {
    method: 'POST',
    path: 'get_appt_followup_document_by_appt_id',
    auth: 'user',
    multipart: true,
  },
  appointmentLastFollowUp: {
    method: 'POST',
    path: 'get_last_appt_followup_user_id',
    auth: 'user',
    multipart: true,
  },
  appointmentAllFollowUps: {
    method: 'POST',
    path: 'get_all_appt_followup_user_id',
    auth: 'user',
    multipart: true,
  },
  appointmentFollowUpStore: {
    method: 'POST',
    path: 'store_appointment_follow_up',
    auth: 'user',
    multipart: true,
  },
  appointmentDocumentStore: {
    method: 'POST',
    path: 'appointment_follow_up_document',
    auth: 'user',
    multipart: true,
  },
  appointmentPaymentRetry: {
    method: 'POST',
    path: 'appointment-payment-retry',
    auth: 'user',
  },
  appointmentInvoice: {
    method: 'GET',
    path: 'appointment-invoice/:appt_no',
    auth: 'user',
  },
  videoRoom: {
    method: 'GET',
    path: 'video/rooms/:appt_no',
    auth: 'user',
  },
  // A staff call whose staff rule is the video module's `mayServe` (who serves this appointment), so the
  // route only asks for a session and the handler refuses patients with 403.
  videoRoomClose: {
    method: 'POST',
    path: 'video/rooms/:appt_no/close',
    auth: 'user',
  },
  videoNext: {
    method: 'GET',
    path: 'video/next',
    auth: 'user',
  },
  walletLedger: {
    method: 'GET',
    path: 'wallet-ledger',
    auth: 'user',
  },
  paymentReturn: {
    method: 'GET',
    path: 'payments/return/:merchantOrderId',
    auth: 'none',
  },
  paymentCallback: {
    method: 'POST',
    path: 'payments/callback',
    auth: 'none',
  },
  serviceBook: {
    method: 'POST',
    path: 'book_services',
    auth: 'user',
    multipart: true,
  },
  serviceBookingRow: {
    method: 'POST',
    path: 'service-booking-row',
    auth: 'user',
  },

  // Pharmacy
  productSuggest: {
    method: 'GET',
    path: 'our-products/:text',
    auth: 'none',
  },
  productList: {
    method: 'GET',
    path: 'products-with-name/:slug',
    auth: 'none',
  },
  cartAdd: {
    method: 'POST',
    path: 'add-product-in-session-cart/',
    auth: 'user',
  },
  cartList: {
    method: 'GET',
    path: 'get-user-session-cart-data/:userId',
    auth: 'user',
  },
  cartQuantity: {
    method: 'POST',
    path: 'update-user-cart-quantity',
    auth: 'user',
  },
  cartRemove: {
    method: 'POST',
    path: 'remove-item-from-cart',
    auth: 'user',
  },
  productDetail: {
    method: 'GET',
    path: 'product-detail/:slug',
    auth: 'none',
  },
  orderQuote: {
    method: 'POST',
    path: 'pharmacy/order-quote',
    auth: 'user',
  },
  orderPlace: {
    method: 'POST',
    path: 'pharmacy/place-order',
    auth: 'user',
    multipart: true,
  },
  addressList: {
    method: 'GET',
    path: 'pharmacy/addresses',
    auth: 'user',
  },
  addressDelete: {
    method: 'POST',
    path: 'pharmacy/addresses/delete',
    auth: 'user',
  },
  orderList: {
    method: 'GET',
    path: 'pharmacy/orders',
    auth: 'user',
  },
  orderRow: {
    method: 'GET',
    path: 'pharmacy/orders/:order_no',
    auth: 'user',
  },
  orderCancel: {
    method: 'POST',
    path: 'pharmacy/orders/:order_no/cancel',
    auth: 'user',
  },
  orderPaymentRetry: {
    method: 'POST',
    path: 'pharmacy/orders/:order_no/pay',
    auth: 'user',
  },
  prescriptionToCart: {
    method: 'POST',
    path: 'pharmacy/prescriptions/:appt_no/cart',
    auth: 'user',
  },
  staffOrderList: {
    method: 'GET',
    path: 'staff/pharmacy/orders',
    auth: 'staff',
    roles: ['pharmacist'],
  },
  staffOrderRow: {
    method: 'GET',
    path: 'staff/pharmacy/orders/:order_no',
    auth: 'staff',
    roles: ['pharmacist'],
  },
  staffPrescriptionCheck: {
    method: 'POST',
    path: 'staff/pharmacy/orders/:order_no/prescription',
    auth: 'staff',
    roles: ['pharmacist'],
  },
  staffOrderStatus: {
    method: 'POST',
    path: 'staff/pharmacy/orders/:order_no/status',
    auth: 'staff',
    roles: ['pharmacist'],
  },
  staffOrderCancel: {
    method: 'POST',
    path: 'staff/pharmacy/orders/:order_no/cancel',
    auth: 'staff',
    roles: ['pharmacist'],
  },
  // The Schedule H1 register (docs/decisions/0068): pharmacist and admin only.
  staffH1Register: {
    method: 'GET',
    path: 'staff/pharmacy/h1-register',
    auth: 'staff',
    roles: ['pharmacist', 'admin'],
  },
  staffH1RegisterCsv: {
    method: 'GET',
    path: 'staff/pharmacy/h1-register.csv',
    auth: 'staff',
    roles: ['pharmacist', 'admin'],
  },
  // Notifications: the patient's channels, medicine reminders (module reminders, docs/decisions/0050)
  notificationPreferences: {
    method: 'GET',
    path: 'notification-preferences',
    auth: 'user',
  },
  notificationPreferencesSave: {
    method: 'PUT',
    path: 'notification-preferences',
    auth: 'user',
  },
  medicineReminders: {
    method: 'GET',
    path: 'appointments/:appt_no/medicine-reminders',
    auth: 'user',
  },
  medicineReminderSet: {
    method: 'PUT',
    path: 'appointments/:appt_no/medicine-reminders',
    auth: 'user',
  },
  medicineReminderStop: {
    method: 'POST',
    path: 'medicine-reminders/stop/:token',
    auth: 'none',
  },
  // Privacy: consents, "my data" and its download (module privacy, docs/decisions/0060)
  privacyConsents: { method: 'GET', path: 'privacy/consents', auth: 'user' },
  privacyConsentsSave: { method: 'POST', path: 'privacy/consents', auth: 'user' },
  myDataSummary: { method: 'GET', path: 'privacy/my-data', auth: 'user' },
  myDataExports: { method: 'GET', path: 'privacy/exports', auth: 'user' },
  myDataExportRequest: { method: 'POST', path: 'privacy/exports', auth: 'user' },
  myDataExportDownload: {
    method: 'GET',
    path: 'privacy/exports/:export_id/download',
    auth: 'user',
  },
  // Grievances (module grievances, docs/decisions/0066)
  grievanceList: { method: 'GET', path: 'grievances', auth: 'user' },
  grievanceFile: { method: 'POST', path: 'grievances', auth: 'user' },
  staffGrievanceList: {
    method: 'GET',
    path: 'staff/grievances',
    auth: 'staff',
    roles: ['coordinator', 'admin'],
  },
  staffGrievanceShow: {
    method: 'GET',
    path: 'staff/grievances/:reference',
    auth: 'staff',
    roles: ['coordinator', 'admin'],
  },
  staffGrievanceAnswer: {
    method: 'POST',
    path: 'staff/grievances/:reference/answer',
    auth: 'staff',
    roles: ['coordinator', 'admin'],
  },
  staffGrievanceClose: {
    method: 'POST',
    path: 'staff/grievances/:reference/close',
    auth: 'staff',
    roles: ['coordinator', 'admin'],
  },
} as const satisfies Record<string, EndpointSpec>;

export type EndpointName = keyof typeof ENDPOINT_TABLE;

/** The server route of a SPEC path: under the API root, no doubled or trailing slash, `:params` kept. */
export function serverRoute(path: string): string {
  return `${API_ROOT}/${path.replace(/^\/+/, '').replace(/\/+$/, '')}`;
}

/** A call's parameters by their `:name` in its path. */
export type EndpointParams = Readonly<Record<string, string | number>>;

/**
 * A call's request URL relative to the API root (what the client's base query takes), in SPEC's spelling,
 * each `:param` filled and URL-encoded. A missing parameter is a programming error and throws.
 */
export function endpointPath(name: EndpointName, params: EndpointParams = {}): string {
  const path = ENDPOINT_TABLE[name].path.replace(/^\/+/, '');
  return path.replace(/:([A-Za-z_]+)/g, (_, key: string) => {
    const value = params[key];
    if (value === undefined) throw new Error(`Missing parameter ${key} for ${name}`);
    return encodeURIComponent(String(value));
  });
}
