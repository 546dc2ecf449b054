import { randomBytes } from 'node:crypto';
import {
  type EndpointDef,
  type EndpointName,
  type OwnerFields,
  type OwnerRef,
  PRIVACY_NOTICE_VERSION,
  serverRoute,
} from '@medibridge/contract';
import { ENDPOINTS } from '@medibridge/contract/schemas';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { multipart } from './test/multipart';

/**
 * The cross-user access matrix (issue 16): which contract calls patient A replays against patient B, how a
 * request A could legitimately send looks, and what counts as A getting at B. The test is
 * `crossUser.int.test.ts`; the metadata it reads is `owner` in packages/contract/src/api.ts.
 */

/** A patient of the matrix: what the test knows about them. */
export interface Party {
  id: number;
  name: string;
  lastName: string;
  mobile: string;
  email: string;
  address: string;
  password: string;
  /** The session token (cookie value and bearer token of one session). */
  token: string;
  /** The uid of the OTP that verified the mobile at registration. */
  otpUid: string;
  shareCode: string;
  /** Storage key of the profile photo, if any. */
  photoKey: string | null;
}

/** What the matrix needs about A, B and B's records. */
export interface MatrixContext {
  a: Party;
  b: Party;
  /** A mobile A has verified by OTP but not registered (registration attempts use it). */
  aVerified: { mobile: string; uid: string };
  /** B's records by kind; a ready call naming a kind B has none of fails the suite until B gets one. */
  bRecords: Record<
    | 'appointment'
    | 'serviceBooking'
    | 'cartItem'
    | 'enquiry'
    | 'pharmacyOrder'
    | 'address'
    | 'dataExport',
    (string | number)[]
  >;
  /** A product A may order (a test medicine): the pharmacy cases build their requests with it. */
  productId: number;
  /** SMS texts B received: none may reach A. */
  bSms: string[];
}

/** One request, before identity headers are added. */
export interface RequestParts {
  params?: Record<string, unknown>;
  query?: Record<string, unknown>;
  body?: Record<string, unknown>;
}

/** How the matrix calls one endpoint. */
export interface MatrixCase {
  /** A request A could send about A's own data; owner fields are then replaced by B's values one at a time. */
  build(ctx: MatrixContext): RequestParts;
  /** A's unchanged request must answer 2xx: proves B's variants are refused for ownership, not for shape. */
  ownRequestOk?: boolean;
  /** Also send the unchanged request (default true); false where it would use up A's one-time data. */
  asIs?: boolean;
  /** The call ends or replaces the caller's session: A's identities use a fresh session for each attempt. */
  freshSession?: boolean;
  /** Runs after each attempt (e.g. A's own password changed). */
  after?(res: LightMyRequestResponse, parts: RequestParts, ctx: MatrixContext): void;
}

let passwordCounter = 0;
/** A new strong password for A's own password changes. */
function nextPassword(): string {
  passwordCounter += 1;
  return `Quartz-Matrix-${String(passwordCounter)}-Lantern!`;
}

/** A well-formed token nobody holds. */
export const randomToken = (): string => randomBytes(32).toString('base64url');

/**
 * One case per call the matrix covers. A ready call that needs a session or names someone's data and has no
 * case here fails the suite; the not-ready ones are written from SPEC §7 so they are covered when they land.
 */
/** The operator's department calls (admin only): well-formed bodies, so only the role can refuse them. */
const DEPARTMENT_FORM = {
  name: 'Matrix',
  description: 'A department the matrix tries to write.',
  fee: 500,
  fee_discount_percent: 10,
};
const HOURS = {
  slot_minutes: 15,
  capacity: 1,
  ranges: [{ days: [1], start: '09:00', end: '10:00' }],
};
const CLOSURE = { from: '2099-01-01', to: '2099-01-02', reason: 'Matrix' };
/** A product the operator's medicine calls accept (docs/decisions/0058). */
const MEDICINE_FORM = {
  title: 'Matrix 500 Tablet',
  brand: 'Matrix',
  composition: 'Paracetamol 500 mg',
  salts: 'Paracetamol',
  form: 'Tablet',
  pack_size: 'Strip of 10 tablets',
  manufacturer: 'Matrix Remedies (fictional)',
  schedule: 'OTC',
  category: 'Pain and fever',
  storage: 'Store below 30°C.',
  mrp: '20.00',
  sale_price: '18.00',
  gst_rate: 12,
  hsn_code: '3004',
  stock: 5,
};

/** A valid package and hospital of the operator's catalogue forms (admin calls: no patient gets through). */
const CATALOGUE_PACKAGE = {
  name: 'Knee care',
  master_id: 1,
  short_description: 'Care.',
  hospital_days: 2,
  base_price: 1000,
  active: true,
  inclusions: [],
};
const CATALOGUE_HOSPITAL = {
  shop_name: 'Test Hospital',
  city_id: 1,
  shop_address: '1 Main Road',
  pin_code: '560001',
  beds: 10,
  established_year: 2000,
  active: true,
};

export const MATRIX_CASES: Partial<Record<EndpointName, MatrixCase>> = {
  // --- Account ---------------------------------------------------------------------------------------------
  accountModalLogin: {
    build: ({ a }) => ({ body: { mobile: a.mobile, password: a.password } }),
    ownRequestOk: true,
    freshSession: true,
  },
  accountLogin: {
    build: ({ a }) => ({ body: { mobile: a.mobile, password: a.password } }),
    ownRequestOk: true,
    freshSession: true,
  },
  accountForgetPassword: { build: ({ a }) => ({ body: { mobile: a.mobile } }) },
  accountMobileCheck: { build: ({ aVerified }) => ({ body: { mobile: aVerified.mobile } }) },
  accountVerifyOtp: {
    build: ({ aVerified }) => ({ body: { otpno: '000000', otp_uid: aVerified.uid } }),
  },
  accountResendOtp: { build: ({ aVerified }) => ({ body: { otp_uid: aVerified.uid } }) },
  accountRegister: {
    // B's variants carry A's live verification: only the ownership of mobile and uid can refuse them.
    build: ({ aVerified }) => ({
      body: {
        name: 'Matrix Newcomer',
        mobile: aVerified.mobile,
        email: `newcomer${aVerified.mobile}@example.in`,
        password: 'Harbour-Violet-Engine-77',
        shareCode: '',
        source: 'medibridge-web',
        otp_uid: aVerified.uid,
      },
    }),
    asIs: false,
    freshSession: true,
  },
  accountTokenUser: { build: () => ({}), ownRequestOk: true },
  accountUserDetail: { build: ({ a }) => ({ params: { id: a.id } }), ownRequestOk: true },
  accountPatientDetail: { build: ({ a }) => ({ params: { userId: a.id } }), ownRequestOk: true },
  accountUpdateProfile: {
    build: ({ a }) => ({
      body: {
        firstName: a.name,
        last_name: 'Matrixattacker',
        email: a.email,
        mobile: a.mobile,
        address: 'A attacker street',
        userID: String(a.id),
      },
    }),
    ownRequestOk: true,
  },
  accountChangePassword: {
    build: ({ a }) => {
      const next = nextPassword();
      return {
        params: { token: 'me' },
        body: {
          old_password: a.password,
          new_password: next,
          confirm_password: next,
          userID: a.id,
        },
      };
    },
    ownRequestOk: true,
    after: (res, parts, ctx) => {
      if (res.statusCode === 200) ctx.a.password = String(parts.body?.new_password);
    },
  },
  accountLogout: { build: () => ({}), ownRequestOk: true, freshSession: true },
  accountResetPasswordCheck: { build: () => ({ params: { token: randomToken() } }) },
  accountResetPassword: {
    build: () => ({
      body: {
        token: randomToken(),
        password: 'Saffron-Kettle-Orbit-19',
        confirm_password: 'Saffron-Kettle-Orbit-19',
      },
    }),
  },
  accountReferralSummary: { build: () => ({}), ownRequestOk: true },
  // Never A's real password: the matrix must not close A. The call acts on the session's own account only
  // (no field names a user), so B's account is proved untouched by victimState.
  accountClose: {
    build: () => ({ body: { password: 'Not-The-Password-9', forfeit_wallet: true } }),
  },
  devSmsOutbox: { build: ({ a }) => ({ query: { mobile: a.mobile } }) },

  // --- Staff calls: a patient gets 403 and nobody's enquiries, B's included ------------------------------------
  staffEnquiryList: { build: () => ({ query: {} }) },
  staffEnquiryCsv: { build: () => ({ query: {} }) },
  staffAppointmentComplete: { build: () => ({ params: { appt_no: 'APT-AAAAAAAA' } }) },
  staffFollowUpAnswer: { build: () => ({ params: { appt_no: 'APT-AAAAAAAA' } }) },
  staffEnquiryStatus: {
    build: () => ({ params: { reference: 'ENQ-20260101-AAAAAA' }, body: { status: 'closed' } }),
  },
  staffEnquiryNotes: { build: () => ({ params: { reference: 'ENQ-20260101-AAAAAA' } }) },
  staffEnquiryNoteAdd: {
    build: () => ({
      params: { reference: 'ENQ-20260101-AAAAAA' },
      body: { note: 'Called, no answer.' },
    }),
  },
  staffEnquiryCallBack: {
    build: () => ({
      params: { reference: 'ENQ-20260101-AAAAAA' },
      body: { call_back_at: '2026-12-01T10:30', note: 'Call after lunch.' },
    }),
  },
  staffDeskAppointments: { build: () => ({ query: {} }) },
  staffPrescriptionMedicines: {
    build: () => ({ params: { appt_no: 'APT-AAAAAAAA' }, query: { q: 'paracetamol' } }),
  },
  staffAppointmentNoShow: { build: () => ({ params: { appt_no: 'APT-AAAAAAAA' } }) },
  staffPrescriptionIssue: {
    build: () => ({
      params: { appt_no: 'APT-AAAAAAAA' },
      body: { diagnosis: 'Viral fever', medicines: [], advice: 'Rest' },
    }),
  },
  staffAuditList: { build: () => ({ query: {} }) },
  staffJobsFailed: { build: () => ({}) },
  staffSecurityLog: { build: () => ({ query: {} }) },
  staffBreachList: { build: () => ({}) },
  staffBreachRecord: {
    build: ({ a }) => ({
      body: {
        what: 'A test breach the matrix records.',
        occurred_on: '2026-11-20',
        data_affected: 'name and mobile number',
        affected: { by: 'mobiles', mobiles: [a.mobile] },
      },
    }),
  },
  staffBreachNotify: { build: () => ({ params: { reference: 'BR-20261120-1234' } }) },
  staffGrievanceList: { build: () => ({ query: {} }) },
  staffGrievanceShow: { build: () => ({ params: { reference: 'GRV-2026-000001' } }) },
  staffGrievanceAnswer: {
    build: () => ({
      params: { reference: 'GRV-2026-000001' },
      body: { answer: 'The matrix answers a grievance.' },
    }),
  },
  staffGrievanceClose: { build: () => ({ params: { reference: 'GRV-2026-000001' } }) },
  staffMessageList: { build: ({ a }) => ({ query: { mobile: a.mobile } }) },
  staffJobRetry: { build: () => ({ params: { job_id: '00000000-0000-4000-8000-000000000000' } }) },
  staffMedicineList: { build: () => ({}) },
  staffMedicineCreate: { build: () => ({ body: MEDICINE_FORM }) },
  staffMedicineUpdate: { build: () => ({ params: { medicine_id: '1' }, body: MEDICINE_FORM }) },
  staffMedicineCsv: { build: () => ({}) },
  staffMedicineImportCheck: { build: () => ({ body: { csv: 'slug,title\r\n' } }) },
  staffMedicineImport: { build: () => ({ body: { csv: 'slug,title\r\n' } }) },
  staffCataloguePackagesCsv: { build: () => ({}) },
  staffCataloguePackagesImportCheck: { build: () => ({ body: { csv: 'slug,name\r\n' } }) },
  staffCataloguePackagesImport: { build: () => ({ body: { csv: 'slug,name\r\n' } }) },
  staffCataloguePricesCsv: { build: () => ({}) },
  staffCataloguePricesImportCheck: { build: () => ({ body: { csv: 'package_slug,price\r\n' } }) },
  staffCataloguePricesImport: { build: () => ({ body: { csv: 'package_slug,price\r\n' } }) },
  staffPaymentList: { build: () => ({ query: {} }) },
  staffPaymentShow: { build: () => ({ params: { merchant_order_id: 'MBAAAAAAAAAAAAAAAAAAAA' } }) },
  staffPaymentRecheck: {
    build: () => ({ params: { merchant_order_id: 'MBAAAAAAAAAAAAAAAAAAAA' } }),
  },
  staffPaymentRefund: {
    build: () => ({
      params: { merchant_order_id: 'MBAAAAAAAAAAAAAAAAAAAA' },
      body: {
        idempotency_key: 'matrix-key-0001',
        amount_paise: 100,
        to: 'wallet',
        reason: 'Matrix check',
      },
    }),
  },
  staffSettlement: { build: () => ({ query: {} }) },
  staffSettlementCsv: { build: () => ({ query: {} }) },
  staffMe: { build: () => ({}) },
  staffTeamList: { build: () => ({}) },
  staffTeamCreate: {
    build: () => ({
      body: { mobile: '9876500056', name: 'Matrix Person', roles: ['coordinator'] },
    }),
  },
  staffTeamUpdate: {
    build: () => ({
      params: { user_id: '999999' },
      body: { name: 'Matrix Person', roles: ['coordinator'] },
    }),
  },
  staffTeamDisable: { build: () => ({ params: { user_id: '999999' } }) },
  staffTeamEnable: { build: () => ({ params: { user_id: '999999' } }) },
  staffTeamInvite: { build: () => ({ params: { user_id: '999999' } }) },
  staffDepartments: { build: () => ({}) },
  staffDepartmentCreate: { build: () => ({ body: DEPARTMENT_FORM }) },
  staffDepartmentUpdate: {
    build: () => ({ params: { department_id: '1' }, body: DEPARTMENT_FORM }),
  },
  staffDepartmentHoursPreview: { build: () => ({ params: { department_id: '1' }, body: HOURS }) },
  staffDepartmentHours: { build: () => ({ params: { department_id: '1' }, body: HOURS }) },
  staffDepartmentClosurePreview: {
    build: () => ({ params: { department_id: '1' }, body: CLOSURE }),
  },
  staffDepartmentClosureCreate: {
    build: () => ({ params: { department_id: '1' }, body: CLOSURE }),
  },
  staffDepartmentClosureDelete: {
    build: () => ({ params: { department_id: '1', closure_id: '1' } }),
  },
  staffCataloguePackages: { build: () => ({ query: {} }) },
  staffCataloguePackage: { build: () => ({ params: { package_id: '1' } }) },
  staffCataloguePackageCreate: { build: () => ({ body: CATALOGUE_PACKAGE }) },
  staffCataloguePackageUpdate: {
    build: () => ({ params: { package_id: '1' }, body: CATALOGUE_PACKAGE }),
  },
  staffCataloguePackageImage: { build: () => ({ params: { package_id: '1' } }) },
  staffCatalogueHospitals: { build: () => ({ query: {} }) },
  staffCatalogueHospital: { build: () => ({ params: { vendor_id: '1' } }) },
  staffCatalogueHospitalCreate: { build: () => ({ body: CATALOGUE_HOSPITAL }) },
  staffCatalogueHospitalUpdate: {
    build: () => ({ params: { vendor_id: '1' }, body: CATALOGUE_HOSPITAL }),
  },
  staffCatalogueHospitalImage: { build: () => ({ params: { vendor_id: '1' } }) },
  staffCataloguePriceSet: {
    build: () => ({ params: { vendor_id: '1', package_id: '1' }, body: { price: 1500 } }),
  },
  staffCataloguePriceRemove: { build: () => ({ params: { vendor_id: '1', package_id: '1' } }) },

  // --- Appointments and services (SPEC §7 bodies; adjust when their schemas land) ----------------------------
  appointmentPay: {
    build: ({ a }) => ({
      body: {
        userId: a.id,
        firstName: a.name,
        mobile: a.mobile,
        gender: 'Male',
        age: '30',
        weight: '70',
        dibetic: 'No',
        bloodPressure: 'No',
        smoke: 'No',
        alcohol: 'No',
        departmentId: '12',
        symptoms: 'Headache',
        appointmentMode: 'video',
      },
    }),
    ownRequestOk: true,
  },
  appointmentRow: { build: () => ({ body: { appointment_no: 'APT-AAAAAAAA' } }) },
  appointmentPaymentRetry: { build: () => ({ body: { appointment_no: 'APT-AAAAAAAA' } }) },
  walletLedger: { build: () => ({}), ownRequestOk: true },
  appointmentInvoice: { build: () => ({ params: { appt_no: 'APT-AAAAAAAA' } }) },
  videoRoom: { build: () => ({ params: { appt_no: 'APT-AAAAAAAA' } }) },
  videoRoomClose: { build: () => ({ params: { appt_no: 'APT-AAAAAAAA' } }) },
  videoNext: { build: () => ({}), ownRequestOk: true },
  notificationPreferences: { build: () => ({}), ownRequestOk: true },
  notificationPreferencesSave: {
    build: () => ({ body: { sms: true, whatsapp: true, offers: false } }),
    ownRequestOk: true,
  },
  medicineReminders: { build: () => ({ params: { appt_no: 'APT-AAAAAAAA' } }) },
  medicineReminderSet: {
    build: () => ({
      params: { appt_no: 'APT-AAAAAAAA' },
      body: { prescription_id: 1, medicine_index: 0, on: true },
    }),
  },
  medicineReminderStop: { build: () => ({ params: { token: randomToken() } }) },
  // Privacy (docs/decisions/0060): A's own consents and data; B's download by its id.
  privacyConsents: { build: () => ({}), ownRequestOk: true },
  privacyConsentsSave: {
    build: () => ({
      body: {
        notice_version: PRIVACY_NOTICE_VERSION,
        choices: [{ purpose: 'offers', granted: false }],
      },
    }),
    ownRequestOk: true,
  },
  myDataSummary: { build: () => ({}), ownRequestOk: true },
  myDataExports: { build: () => ({}), ownRequestOk: true },
  myDataExportRequest: { build: () => ({}) },
  myDataExportDownload: { build: () => ({ params: { export_id: 'AAAAAAAAAAAAAAAAAAAAAAAA' } }) },
  // Grievances (docs/decisions/0066): A's list holds none of B's; B's consultation or order cannot be linked.
  grievanceList: { build: () => ({}), ownRequestOk: true },
  grievanceFile: {
    build: () => ({ body: { category: 'other', description: 'The matrix files a grievance.' } }),
    ownRequestOk: true,
  },
  serviceBookingRow: { build: () => ({ body: { reference: 'SRV-AAAAAAAA' } }) },
  paymentReturn: { build: () => ({ params: { merchantOrderId: 'MBAAAAAAAAAAAAAAAAAAAA' } }) },
  appointmentList: { build: ({ a }) => ({ body: { userId: a.id } }), ownRequestOk: true },
  appointmentCancel: {
    build: ({ a }) => ({ body: { userId: a.id, appointment_id: 'APT-AAAAAAAA' } }),
  },
  appointmentTransactions: {
    build: ({ a }) => ({ body: { userId: a.id } }),
    ownRequestOk: true,
  },
  appointmentFollowUpDocuments: {
    build: ({ a }) => ({ body: { userId: a.id, appt_no: 'APT-AAAAAAAA' } }),
  },
  appointmentLastFollowUp: {
    build: ({ a }) => ({ body: { userId: a.id, appt_no: 'APT-AAAAAAAA' } }),
  },
  appointmentAllFollowUps: {
    build: ({ a }) => ({ body: { userId: a.id, appt_no: 'APT-AAAAAAAA' } }),
  },
  appointmentFollowUpStore: {
    build: ({ a }) => ({
      body: { message: 'Feeling better', userId: a.id, appt_no: 'APT-AAAAAAAA' },
    }),
  },
  appointmentDocumentStore: {
    build: ({ a }) => ({ body: { remarks: 'Reports', userId: a.id, appt_no: 'APT-AAAAAAAA' } }),
  },
  serviceBook: {
    build: ({ a }) => ({
      body: {
        name: a.name,
        mobile: a.mobile,
        service: 'Nurses',
        remarks: 'Night nurse for my father, 3 nights',
        amount: '4500',
        userId: a.id,
      },
    }),
    ownRequestOk: true,
  },

  // --- Pharmacy --------------------------------------------------------------------------------------------
  cartAdd: {
    build: ({ a, productId }) => ({ body: { product_id: productId, user_id: a.id } }),
    ownRequestOk: true,
  },
  cartList: { build: ({ a }) => ({ params: { userId: a.id } }), ownRequestOk: true },
  cartQuantity: { build: () => ({ body: { session_cart_id: 999_999_999, type: 'add' } }) },
  cartRemove: {
    build: ({ a }) => ({ body: { session_cart_id: 999_999_999, user_id: a.id } }),
  },
  orderQuote: { build: () => ({ body: { payment_method: 'cod' } }) },
  orderPlace: {
    // A's cart is empty when B's values are tried: a refusal for ownership comes before the empty cart.
    build: ({ a }) => ({
      body: {
        firstName: a.name,
        last_name: a.lastName,
        mobile: a.mobile,
        email: a.email,
        pinCode: '411001',
        address: a.address,
        locationTown: 'Pune City',
        city_district: 'Pune',
        state: 'Maharashtra',
        payment_method: 'cod',
        user_id: a.id,
      },
    }),
  },
  addressList: { build: () => ({}), ownRequestOk: true },
  addressDelete: { build: () => ({ body: { id: 999_999_999 } }) },
  orderList: { build: () => ({}), ownRequestOk: true },
  orderRow: { build: () => ({ params: { order_no: 'ORD-AAAAAAAA' } }) },
  orderCancel: { build: () => ({ params: { order_no: 'ORD-AAAAAAAA' } }) },
  orderPaymentRetry: { build: () => ({ params: { order_no: 'ORD-AAAAAAAA' } }) },
  prescriptionToCart: { build: () => ({ params: { appt_no: 'APT-AAAAAAAA' } }) },
  staffOrderList: { build: () => ({ query: {} }) },
  staffOrderRow: { build: () => ({ params: { order_no: 'ORD-AAAAAAAA' } }) },
  staffPrescriptionCheck: {
    build: () => ({ params: { order_no: 'ORD-AAAAAAAA' }, body: { decision: 'approve' } }),
  },
  staffOrderStatus: {
    build: () => ({ params: { order_no: 'ORD-AAAAAAAA' }, body: { status: 'packed' } }),
  },
  staffOrderCancel: {
    build: () => ({ params: { order_no: 'ORD-AAAAAAAA' }, body: { reason: 'Out of stock' } }),
  },
  staffH1Register: { build: () => ({ query: {} }) },
  staffH1RegisterCsv: { build: () => ({ query: {} }) },
};

const entries = (): [EndpointName, EndpointDef][] =>
  Object.entries(ENDPOINTS) as [EndpointName, EndpointDef][];

const namesFields = (e: EndpointDef): boolean =>
  [e.owner?.params, e.owner?.query, e.owner?.body].some((f) => f && Object.keys(f).length > 0);

/** Calls the matrix must cover: they need a session, act on the caller's own data, or name someone's data. */
export function isMatrixCall(e: EndpointDef): boolean {
  return (
    e.auth !== 'none' || (e.owner !== undefined && e.owner.scope !== 'public') || namesFields(e)
  );
}

/**
 * What the matrix covers, from the contract: ready calls to replay, not-ready ones listed as skipped, and
 * problems (a call the matrix cannot cover yet) with what the developer must add.
 */
export function planMatrix(): {
  ready: EndpointName[];
  notReady: EndpointName[];
  problems: string[];
} {
  const ready: EndpointName[] = [];
  const notReady: EndpointName[] = [];
  const problems: string[] = [];
  for (const [name, e] of entries()) {
    if (e.auth === 'user' && !e.owner)
      problems.push(
        `${name}: add \`owner: { scope: 'self', params/query/body: {field: 'user' | …} }\` to ENDPOINTS.${name} in packages/contract/src/api.ts (which request fields name a user or a user's records).`,
      );
    if (!isMatrixCall(e)) continue;
    if (!e.ready) {
      notReady.push(name);
      continue;
    }
    if (!MATRIX_CASES[name]) {
      problems.push(
        `${name}: add a case to MATRIX_CASES in apps/api/src/crossUser.matrix.ts (a request A may send about A's own data).`,
      );
      continue;
    }
    ready.push(name);
  }
  return { ready, notReady, problems };
}

/** B's values for a field naming `kind`, as the wire may carry them. */
export function victimValues(
  kind: OwnerRef,
  ctx: MatrixContext,
  where: 'params' | 'query' | 'body',
) {
  const { b } = ctx;
  switch (kind) {
    case 'user':
      return where === 'body' ? [b.id, String(b.id)] : [String(b.id)];
    case 'mobile':
      return [b.mobile];
    case 'token':
      return [b.token, b.otpUid];
    case 'appointment':
    case 'serviceBooking':
    case 'cartItem':
    case 'enquiry':
    case 'pharmacyOrder':
    case 'address':
    case 'dataExport':
      return ctx.bRecords[kind];
  }
}

/** One attempt of A's: a label saying what was swapped in, and the request (built when sent). */
export interface Variant {
  label: string;
  parts: () => RequestParts;
}

/** A's unchanged request (when the case allows it) and one variant per owner field and B's value. */
export function variantsOf(name: EndpointName, ctx: MatrixContext): Variant[] {
  const e: EndpointDef = ENDPOINTS[name];
  const kase = MATRIX_CASES[name];
  if (!kase) throw new Error(`No matrix case for ${name}`);
  const out: Variant[] = [];
  if (kase.asIs !== false) out.push({ label: 'own request', parts: () => kase.build(ctx) });
  for (const where of ['params', 'query', 'body'] as const) {
    const fields: OwnerFields = e.owner?.[where] ?? {};
    for (const [field, kind] of Object.entries(fields)) {
      const values = victimValues(kind, ctx, where);
      if (values.length === 0)
        throw new Error(
          `${name}: ${where}.${field} names a ${kind}, but B has none. Give B one in the beforeAll of crossUser.int.test.ts so the matrix can try it.`,
        );
      for (const value of values)
        out.push({
          label: `${where}.${field}=B's ${kind} (${typeof value})`,
          parts: () => {
            const parts = kase.build(ctx);
            parts[where] = { ...parts[where], [field]: value };
            return parts;
          },
        });
    }
  }
  return out;
}

/** Who sends an attempt. */
export interface Identity {
  label: string;
  headers: Record<string, string>;
  cookies: Record<string, string>;
}

const csrfPair = (): { cookies: Record<string, string>; headers: Record<string, string> } => {
  const token = randomToken();
  return { cookies: { mb_csrf: token }, headers: { 'x-csrf-token': token } };
};

/** Changes one character of a token, keeping it well-formed. */
export function tamper(token: string): string {
  const i = Math.floor(token.length / 2);
  const c = token[i] === 'A' ? 'B' : 'A';
  return `${token.slice(0, i)}${c}${token.slice(i + 1)}`;
}

/** A's session as a browser (cookie + anti-forgery pair) and as an app (bearer); anonymous; B's cookie forged. */
export function identities(aToken: string, bToken: string): Identity[] {
  const aCsrf = csrfPair();
  const forged = csrfPair();
  return [
    {
      label: "A's session cookie",
      headers: aCsrf.headers,
      cookies: { ...aCsrf.cookies, mb_session: aToken },
    },
    { label: "A's bearer token", headers: { authorization: `Bearer ${aToken}` }, cookies: {} },
    { label: 'anonymous', headers: {}, cookies: {} },
    {
      label: "B's session cookie tampered",
      headers: forged.headers,
      cookies: { ...forged.cookies, mb_session: tamper(bToken) },
    },
  ];
}

/** Where attempts come from: not this machine (dev-only routes answer local requests only). */
export const ATTACKER_IP = '203.0.113.7';

/** The inject options of an attempt. */
export function requestOf(name: EndpointName, parts: RequestParts, who: Identity): InjectOptions {
  const e: EndpointDef = ENDPOINTS[name];
  const path = serverRoute(e.path).replace(/:([A-Za-z_]+)/g, (_, key: string) => {
    const value = parts.params?.[key];
    if (value === undefined) throw new Error(`${name}: the matrix case gives no ${key}`);
    return encodeURIComponent(String(value));
  });
  const query = parts.query
    ? `?${new URLSearchParams(Object.entries(parts.query).map(([k, v]) => [k, String(v)])).toString()}`
    : '';
  const headers = { ...who.headers };
  const options: InjectOptions = {
    method: e.method,
    url: `${path}${query}`,
    remoteAddress: ATTACKER_IP,
    cookies: who.cookies,
    headers,
  };
  if (parts.body && e.method !== 'GET') {
    if (e.multipart) {
      const form = multipart(parts.body);
      headers['content-type'] = form.headers['content-type'];
      options.payload = form.payload;
    } else {
      options.payload = parts.body as InjectOptions['payload'];
    }
  }
  return options;
}

/** Strings in a request: an answer repeating what A sent is an echo, not a leak. */
function sentStrings(parts: RequestParts): Set<string> {
  const out = new Set<string>();
  for (const group of [parts.params, parts.query, parts.body])
    for (const v of Object.values(group ?? {})) out.add(String(v));
  return out;
}

const ID_KEY = /^(id|user_?id)$/i;

/** Keys holding B's id anywhere in a JSON answer. */
function idPaths(value: unknown, id: number, path = '$'): string[] {
  if (Array.isArray(value)) return value.flatMap((v, i) => idPaths(v, id, `${path}[${String(i)}]`));
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([k, v]) =>
      ID_KEY.test(k) && String(v) === String(id)
        ? [`${path}.${k}`]
        : idPaths(v, id, `${path}.${k}`),
    );
  return [];
}

/** What of B's an answer gives away (empty when nothing): markers of B's data, B's id in id fields. */
export function leaksOf(res: LightMyRequestResponse, parts: RequestParts, ctx: MatrixContext) {
  const { b } = ctx;
  const sent = sentStrings(parts);
  const markers: [string, string | null][] = [
    ['mobile', b.mobile],
    ['email', b.email],
    ['last name', b.lastName],
    ['address', b.address],
    ['share code', b.shareCode],
    ['session token', b.token],
    ['OTP uid', b.otpUid],
    ['photo', b.photoKey],
    ...ctx.bSms.map((text, i): [string, string] => [`SMS #${String(i + 1)}`, text]),
  ];
  const text = res.body;
  const found = markers
    .filter((m): m is [string, string] => m[1] !== null && m[1] !== '' && !sent.has(m[1]))
    .filter(([, v]) => text.includes(v))
    .map(([label]) => label);
  let json: unknown = null;
  try {
    json = JSON.parse(text);
  } catch {
    // Not JSON (a file, a page): the markers above are all there is to check.
  }
  return [...found, ...idPaths(json, b.id).map((p) => `B's id at ${p}`)];
}
