import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ACCOUNT_MESSAGES, ENDPOINT_TABLE, type EndpointName } from '@medibridge/contract';
import { ENDPOINTS } from '@medibridge/contract/schemas';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  appointmentDocuments,
  appointmentFollowUps,
  appointments,
  cartItems,
  consents,
  dataExports,
  deliveryAddresses,
  ePrescriptions,
  enquiries,
  h1Register,
  notificationPreferences,
  payments,
  pharmacyOrders,
  securityEvents,
  serviceBookings,
  sessions,
  users,
  walletLedger,
  grievances,
} from '../../db/schema';
import { newStorageKey, type FileStorage } from '../files';
import { buildTestApp } from '../../test/buildTestApp';
import { paidConsultation } from '../../test/consultations';
import { putTestMedicines } from '../../test/medicines';
import {
  apiUrl,
  bearer,
  freshBrowser,
  lastSms,
  loginWithPassword,
  type RegisteredPatient,
  registerPatient,
} from '../../test/patients';
import { createTestStaff } from '../../test/staff';
import { CLOSE_MESSAGES } from './erasure';
import { runPurge } from './purge';
import { RETENTION } from './retention';

/**
 * Closing an account (issue 33 §1, docs/decisions/0061): refusals while money moves, the decision table of
 * docs/privacy/erasure.md row by row, login refused, the mobile registering afresh, the purge on the app's
 * clock, the security log and its append-only guard.
 */

const START = new Date('2026-11-28T06:30:00Z');
let now = new Date(START.getTime());
const DAY = 86_400_000;
const stored = new Map<string, Buffer>();
const storage: FileStorage = {
  put: (key, data) => Promise.resolve(void stored.set(key, data)),
  get: (key) => Promise.resolve(stored.get(key) ?? null),
  delete: (key) => Promise.resolve(void stored.delete(key)),
};
const STAFF_PASSWORD = 'Staff@Pass123';

let app: FastifyInstance;
let asha: RegisteredPatient;
let adminToken = '';
let pharmacistToken = '';
/** Facts about Asha's records, taken before she closes. */
const before = {
  paidNo: '',
  upcomingNo: '',
  unpaidNo: '',
  photo: '',
  documentKey: '',
  followUpKey: '',
  prescriptionKey: '',
  rxFile: '',
  otcFile: '',
  rxOrder: 'ORD-RXKEEP01',
  otcOrder: 'ORD-OTCKEEP1',
  unpaidOrder: 'ORD-UNPAID01',
  serviceRef: 'SRV-ERASE001',
  enquiryRef: 'ENQ-ERASE-001',
  grievanceRef: 'GRV-2026-900001',
  exportFile: '',
  exportId: 'erasure-export-0001',
};

async function put(
  folder: 'profile' | 'documents' | 'exports',
  ext: 'jpg' | 'pdf' | 'zip',
): Promise<string> {
  const key = newStorageKey(folder, ext);
  await storage.put(key, Buffer.from('file'));
  return key;
}

const call = (name: EndpointName, token: string, body?: unknown, params = {}) =>
  app.inject({
    method: ENDPOINT_TABLE[name].method,
    url: apiUrl(name, params),
    headers: bearer(token),
    ...(body === undefined ? {} : { payload: body as Record<string, unknown> }),
  });

function order(no: string, userId: number, rx: boolean, state: string, file: string | null) {
  return {
    orderNo: no,
    userId,
    state,
    paymentMethod: 'online',
    recipient: 'Asha Verma',
    mobile: asha.mobile,
    email: asha.email,
    address: '12 MG Road, Pune',
    pinCode: '411001',
    items: 1,
    subtotalPaise: 20000,
    savingsPaise: 0,
    deliveryPaise: 0,
    walletPaise: 0,
    totalPaise: 20000,
    rxRequired: rx,
    prescriptionSource: file ? 'upload' : null,
    prescriptionFile: file,
    createdAt: now,
  };
}

beforeAll(async () => {
  app = await buildTestApp({}, { clock: () => new Date(now.getTime()), fileStorage: storage });
  await createTestStaff(
    app.db,
    { mobile: '9000000071', name: 'Admin A', password: STAFF_PASSWORD },
    ['admin'],
  );
  adminToken = await loginWithPassword(app, '9000000071', STAFF_PASSWORD);
  asha = await registerPatient(app, { name: 'Asha Verma' });
  await loginWithPassword(app, asha.mobile, asha.password);
  await createTestStaff(
    app.db,
    { mobile: '9000000072', name: 'Pharmacist P', password: STAFF_PASSWORD },
    ['pharmacist'],
  );
  pharmacistToken = await loginWithPassword(app, '9000000072', STAFF_PASSWORD);
  const medicineIds = await putTestMedicines(app.db);
  const db = app.db;

  // A consultation paid and held (completed, with the doctor's e-prescription), one upcoming, one unpaid.
  before.paidNo = await paidConsultation(app, asha.browser, asha.mobile);
  before.upcomingNo = await paidConsultation(app, asha.browser, asha.mobile);
  const [paid] = await db
    .select()
    .from(appointments)
    .where(eq(appointments.appointmentNo, before.paidNo));
  if (!paid) throw new Error('no paid consultation');
  before.prescriptionKey = await put('documents', 'pdf');
  const attached = await put('documents', 'pdf');
  await db
    .update(appointments)
    .set({
      state: 'completed',
      completedAt: now,
      doctorPrescriptionKey: before.prescriptionKey,
      prescriptionKey: attached,
    })
    .where(eq(appointments.id, paid.id));
  await db.insert(ePrescriptions).values({
    appointmentId: paid.id,
    kind: 'consultation',
    form: { diagnosis: 'Viral fever' },
    documentKey: before.prescriptionKey,
    createdAt: now,
  });
  before.documentKey = await put('documents', 'pdf');
  await db.insert(appointmentDocuments).values({
    appointmentId: paid.id,
    userId: asha.id,
    kind: 'report',
    documentKey: before.documentKey,
  });
  before.followUpKey = await put('documents', 'pdf');
  await db.insert(appointmentFollowUps).values({
    appointmentId: paid.id,
    userId: asha.id,
    message: 'The fever is back at night.',
    documentKey: before.followUpKey,
  });
  const [unpaid] = await db
    .insert(appointments)
    .values({
      ...paid,
      id: undefined,
      appointmentNo: 'APT-UNPAID01',
      state: 'payment_failed',
      prescriptionKey: null,
      doctorPrescriptionKey: null,
      completedAt: null,
    })
    .returning({ no: appointments.appointmentNo });
  before.unpaidNo = unpaid?.no ?? '';

  // Profile photo, cart, address book, preferences, an enquiry, a paid service, orders.
  before.photo = await put('profile', 'jpg');
  await db
    .update(users)
    .set({ profileImage: before.photo, dob: '1990-04-01', address: '12 MG Road' })
    .where(eq(users.id, asha.id));
  await db
    .insert(cartItems)
    .values({ userId: asha.id, medicineId: medicineIds['test-calpirex-500-tablet'] });
  await db.insert(deliveryAddresses).values({
    userId: asha.id,
    firstName: 'Asha',
    lastName: 'Verma',
    mobile: asha.mobile,
    email: asha.email,
    pinCode: '411001',
    address: '12 MG Road',
    town: 'Pune',
    district: 'Pune',
    state: 'Maharashtra',
    fingerprint: 'asha-home',
  });
  await db.insert(notificationPreferences).values({ userId: asha.id, sms: true, language: 'hi' });
  await db.insert(enquiries).values({
    reference: before.enquiryRef,
    enquiryType: 'consultation',
    form: 'consultation',
    firstName: 'Asha',
    mobile: asha.mobile,
    problems: 'Back pain',
    fingerprint: 'erasure-test',
    createdAt: now,
    updatedAt: now,
  });
  await db.insert(grievances).values({
    reference: before.grievanceRef,
    userId: asha.id,
    category: 'privacy',
    description: 'Please tell me who you shared my reports with.',
    filedAt: now,
    dueAt: now,
  });
  await db.insert(serviceBookings).values({
    reference: before.serviceRef,
    userId: asha.id,
    service: 'Home care',
    name: 'Asha Verma',
    mobile: asha.mobile,
    remarks: 'Nurse for my mother, diabetic',
    amountPaise: 150000,
    state: 'paid',
    paidAt: now,
  });
  before.rxFile = await put('documents', 'jpg');
  before.otcFile = await put('documents', 'jpg');
  await db
    .insert(pharmacyOrders)
    .values([
      order(before.rxOrder, asha.id, true, 'delivered', before.rxFile),
      order(before.otcOrder, asha.id, false, 'delivered', before.otcFile),
      order(before.unpaidOrder, asha.id, false, 'payment_failed', null),
    ]);
  // The H1 register's entry for the Rx order, a consent and a "My data" download.
  await db.insert(h1Register).values({
    suppliedAt: now,
    orderNo: before.rxOrder,
    medicineId: medicineIds['test-calpirex-500-tablet'] ?? 0,
    medicine: 'Test H1 medicine (10 tablets)',
    quantity: 1,
    prescriberName: 'Dr Meera Rao',
    prescriberRegNo: 'MMC-2011-12345',
    patientName: 'Asha Verma',
    patientAddress: '12 MG Road, Pune, 411001',
    recordedBy: null,
  });
  await db.insert(consents).values({
    userId: asha.id,
    purpose: 'offers',
    granted: true,
    noticeVersion: 'erasure-test',
    language: 'en',
    channel: 'web',
    at: now,
  });
  before.exportFile = await put('exports', 'zip');
  await db.insert(dataExports).values({
    id: before.exportId,
    userId: asha.id,
    state: 'ready',
    storageKey: before.exportFile,
    bytes: 4,
    requestedAt: now,
    readyAt: now,
    expiresAt: new Date(now.getTime() + 7 * DAY),
  });
  // Referral credit in the wallet.
  await db.insert(walletLedger).values({
    userId: asha.id,
    amountPaise: 5000,
    kind: 'referral_bonus',
    reference: 'erasure-test',
    note: 'bonus',
  });
}, 120_000);
afterAll(async () => {
  await app.close();
});

const close = (token: string, body: Record<string, unknown>) => call('accountClose', token, body);

describe('closing is refused while it would lose money or data in flight', () => {
  it('asks for the right password', async () => {
    const res = await close(asha.token, { password: 'not-my-password' });
    expect([res.statusCode, (res.json() as { message: string }).message]).toEqual([
      400,
      CLOSE_MESSAGES.wrongPassword,
    ]);
  });

  it('refuses while a payment waits for the gateway', async () => {
    const [row] = await app.db
      .insert(payments)
      .values({
        merchantOrderId: 'MB-ERASE-PENDING',
        userId: asha.id,
        purpose: 'appointment',
        amountPaise: 100,
        provider: 'sandbox',
        state: 'pending',
      })
      .returning({ id: payments.id });
    const res = await close(asha.token, { password: asha.password, forfeit_wallet: true });
    expect([res.statusCode, (res.json() as { message: string }).message]).toEqual([
      409,
      CLOSE_MESSAGES.paymentInFlight,
    ]);
    await app.db
      .update(payments)
      .set({ state: 'failed' })
      .where(eq(payments.id, row?.id ?? 0));
  });

  it('refuses while the wallet holds money, unless the patient gives it up', async () => {
    const res = await close(asha.token, { password: asha.password });
    expect(res.statusCode).toBe(409);
    expect((res.json() as { message: string }).message).toMatch(/^Your wallet holds ₹\d/);
    // Nothing was touched: the upcoming consultation is still confirmed.
    const [upcoming] = await app.db
      .select()
      .from(appointments)
      .where(eq(appointments.appointmentNo, before.upcomingNo));
    expect(upcoming?.state).toBe('confirmed');
  });

  it('refuses a staff account (an admin closes those)', async () => {
    const res = await close(adminToken, { password: STAFF_PASSWORD });
    expect([res.statusCode, (res.json() as { message: string }).message]).toEqual([
      403,
      CLOSE_MESSAGES.staff,
    ]);
  });
});

describe('a patient closes the account', () => {
  let answer: {
    message: string;
    data: { cancelled_appointments: string[]; forfeited_paise: number };
  };

  beforeAll(async () => {
    const res = await close(asha.token, { password: asha.password, forfeit_wallet: true });
    expect(res.statusCode).toBe(200);
    answer = ENDPOINTS.accountClose.response.parse(res.json());
  });

  it('cancels the upcoming consultation through the cancel path first and writes the wallet off', async () => {
    expect(answer.message).toBe(CLOSE_MESSAGES.closed);
    expect(answer.data.cancelled_appointments).toEqual([before.upcomingNo]);
    const [upcoming] = await app.db
      .select()
      .from(appointments)
      .where(eq(appointments.appointmentNo, before.upcomingNo));
    expect(upcoming?.state).toBe('cancelled');
    const ledger = await app.db.select().from(walletLedger).where(eq(walletLedger.userId, asha.id));
    expect(ledger.reduce((sum, row) => sum + row.amountPaise, 0)).toBe(0);
    expect(ledger.find((row) => row.kind === 'account_closed')?.amountPaise).toBe(
      -answer.data.forfeited_paise,
    );
    expect(answer.data.forfeited_paise).toBeGreaterThanOrEqual(5000);
  });

  /** One check per row of the decision table (retention.ts, docs/privacy/erasure.md). */
  const checks: Record<string, () => Promise<void>> = {
    profile: async () => {
      const [row] = await app.db.select().from(users).where(eq(users.id, asha.id));
      expect(row).toMatchObject({
        name: 'Closed account',
        lastName: null,
        mobile: `closed-${String(asha.id)}`,
        email: null,
        dob: null,
        address: null,
        shareCode: null,
        passwordHash: null,
      });
      expect(row?.closedAt).not.toBeNull();
    },
    photo: async () => {
      expect(stored.has(before.photo)).toBe(false);
      const [row] = await app.db
        .select({ photo: users.profileImage })
        .from(users)
        .where(eq(users.id, asha.id));
      expect(row?.photo).toBeNull();
    },
    credentials: async () => {
      expect(await app.db.select().from(sessions).where(eq(sessions.userId, asha.id))).toEqual([]);
      const login = await freshBrowser(app).post(apiUrl('accountLogin'), {
        mobile: asha.mobile,
        password: asha.password,
      });
      expect(login.statusCode).toBe(400);
      expect(login.body).toContain(ACCOUNT_MESSAGES.loginInvalid);
      // The old session no longer opens anything.
      expect((await call('accountReferralSummary', asha.token)).statusCode).toBe(401);
    },
    'health-answers': async () => {
      const rows = await app.db.select().from(appointments).where(eq(appointments.userId, asha.id));
      expect(rows.length).toBeGreaterThan(0);
      for (const row of rows)
        expect(row).toMatchObject({
          symptoms: '',
          patientDetails: {},
          patientName: 'Closed account',
          patientMobile: '',
          patientEmail: '',
        });
    },
    documents: async () => {
      expect(
        await app.db
          .select()
          .from(appointmentDocuments)
          .where(eq(appointmentDocuments.userId, asha.id)),
      ).toEqual([]);
      expect(stored.has(before.documentKey)).toBe(false);
      const rows = await app.db.select().from(appointments).where(eq(appointments.userId, asha.id));
      expect(rows.every((row) => row.prescriptionKey === null)).toBe(true);
    },
    'follow-ups': async () => {
      expect(
        await app.db
          .select()
          .from(appointmentFollowUps)
          .where(eq(appointmentFollowUps.userId, asha.id)),
      ).toEqual([]);
      expect(stored.has(before.followUpKey)).toBe(false);
    },
    'cart-addresses': async () => {
      expect(await app.db.select().from(cartItems).where(eq(cartItems.userId, asha.id))).toEqual(
        [],
      );
      expect(
        await app.db.select().from(deliveryAddresses).where(eq(deliveryAddresses.userId, asha.id)),
      ).toEqual([]);
    },
    notices: async () => {
      expect(
        await app.db
          .select()
          .from(notificationPreferences)
          .where(eq(notificationPreferences.userId, asha.id)),
      ).toEqual([]);
    },
    enquiries: async () => {
      expect(
        await app.db.select().from(enquiries).where(eq(enquiries.reference, before.enquiryRef)),
      ).toEqual([]);
    },
    grievances: async () => {
      expect(
        await app.db.select().from(grievances).where(eq(grievances.reference, before.grievanceRef)),
      ).toEqual([]);
    },
    unpaid: async () => {
      expect(
        await app.db
          .select()
          .from(appointments)
          .where(eq(appointments.appointmentNo, before.unpaidNo)),
      ).toEqual([]);
      expect(
        await app.db
          .select()
          .from(pharmacyOrders)
          .where(eq(pharmacyOrders.orderNo, before.unpaidOrder)),
      ).toEqual([]);
    },
    invoices: async () => {
      const [paid] = await app.db
        .select()
        .from(appointments)
        .where(eq(appointments.appointmentNo, before.paidNo));
      expect(paid).toMatchObject({
        state: 'completed',
        patientName: 'Closed account',
        patientMobile: '',
      });
      expect(paid?.amountPaise).toBeGreaterThan(0);
      const paidRows = await app.db
        .select()
        .from(payments)
        .where(and(eq(payments.appointmentId, paid?.id ?? 0), eq(payments.state, 'completed')));
      expect(paidRows).toHaveLength(1);
      const [service] = await app.db
        .select()
        .from(serviceBookings)
        .where(eq(serviceBookings.reference, before.serviceRef));
      expect(service).toMatchObject({
        name: 'Closed account',
        mobile: '',
        remarks: '',
        amountPaise: 150000,
      });
      const [otc] = await app.db
        .select()
        .from(pharmacyOrders)
        .where(eq(pharmacyOrders.orderNo, before.otcOrder));
      expect(otc).toMatchObject({
        recipient: 'Closed account',
        mobile: '',
        email: '',
        address: '',
        pinCode: '',
        prescriptionFile: null,
        totalPaise: 20000,
      });
      expect(stored.has(before.otcFile)).toBe(false);
    },
    prescriptions: async () => {
      const [paid] = await app.db
        .select()
        .from(appointments)
        .where(eq(appointments.appointmentNo, before.paidNo));
      expect(paid?.doctorPrescriptionKey).toBe(before.prescriptionKey);
      expect(
        await app.db
          .select()
          .from(ePrescriptions)
          .where(eq(ePrescriptions.appointmentId, paid?.id ?? 0)),
      ).toHaveLength(1);
      expect(stored.has(before.prescriptionKey)).toBe(true);
    },
    'pharmacy-register': async () => {
      const [rx] = await app.db
        .select()
        .from(pharmacyOrders)
        .where(eq(pharmacyOrders.orderNo, before.rxOrder));
      expect(rx).toMatchObject({
        recipient: 'Asha Verma',
        address: '12 MG Road, Pune',
        mobile: '',
        email: '',
        prescriptionFile: before.rxFile,
      });
      expect(stored.has(before.rxFile)).toBe(true);
    },
    'h1-register': async () => {
      const rows = await app.db
        .select()
        .from(h1Register)
        .where(eq(h1Register.orderNo, before.rxOrder));
      expect(rows).toEqual([
        expect.objectContaining({
          patientName: 'Asha Verma',
          patientAddress: '12 MG Road, Pune, 411001',
          prescriberRegNo: 'MMC-2011-12345',
        }),
      ]);
    },
    consents: async () => {
      const rows = await app.db.select().from(consents).where(eq(consents.userId, asha.id));
      expect(rows.some((r) => r.noticeVersion === 'erasure-test' && r.granted)).toBe(true);
    },
    'data-exports': async () => {
      const [row] = await app.db
        .select()
        .from(dataExports)
        .where(eq(dataExports.id, before.exportId));
      expect(row).toMatchObject({ state: 'expired', storageKey: null });
      expect(stored.has(before.exportFile)).toBe(false);
    },
    'security-log': async () => {
      const rows = await app.db
        .select()
        .from(securityEvents)
        .where(eq(securityEvents.userId, asha.id));
      expect(rows.map((r) => r.kind)).toEqual(expect.arrayContaining(['login', 'account_closed']));
    },
  };

  it('has a check for every row of the decision table, and the docs print every row', () => {
    expect(Object.keys(checks).sort()).toEqual(RETENTION.map((r) => r.id).sort());
    const doc = readFileSync(
      path.join(__dirname, '../../../../../docs/privacy/erasure.md'),
      'utf8',
    );
    for (const rule of RETENTION) {
      expect([rule.id, doc.includes(`\`${rule.id}\``)]).toEqual([rule.id, true]);
      if (rule.keptFor) expect([rule.id, doc.includes(rule.keptFor)]).toEqual([rule.id, true]);
    }
  });

  it.each(RETENTION.map((r) => [r.id, r.atClosing] as const))('%s: %s at closing', async (id) => {
    const check = checks[id];
    if (!check) throw new Error(`no check for ${id}`);
    await check();
  });

  it('lets the same mobile register afresh as a new patient', async () => {
    const again = await registerPatient(app, { mobile: asha.mobile, name: 'Asha New' });
    expect(again.id).not.toBe(asha.id);
    const [row] = await app.db.select().from(users).where(eq(users.mobile, asha.mobile));
    expect(row).toMatchObject({ id: again.id, name: 'Asha New', closedAt: null });
  });
});

describe('the security log', () => {
  it('records logins, failed logins, password changes, staff reads and exports as they happen', async () => {
    const ravi = await registerPatient(app, { name: 'Ravi Kumar' });
    await loginWithPassword(app, ravi.mobile, ravi.password);
    await freshBrowser(app).post(apiUrl('accountLogin'), {
      mobile: ravi.mobile,
      password: 'wrong-password',
    });
    await freshBrowser(app).post(apiUrl('accountLogin'), {
      mobile: '9999999990',
      password: 'whatever-1',
    });
    const changed = await ravi.browser.post(apiUrl('accountChangePassword', { token: 'me' }), {
      old_password: ravi.password,
      new_password: 'Copper-Lantern-Orbit-77',
      confirm_password: 'Copper-Lantern-Orbit-77',
      userID: ravi.id,
    });
    expect(changed.statusCode).toBe(200);
    await app.db
      .insert(pharmacyOrders)
      .values({ ...order('ORD-READ0001', ravi.id, false, 'placed', null), mobile: ravi.mobile });
    expect(
      (await call('staffOrderRow', pharmacistToken, undefined, { order_no: 'ORD-READ0001' }))
        .statusCode,
    ).toBe(200);

    const rows = await app.db
      .select()
      .from(securityEvents)
      .where(eq(securityEvents.userId, ravi.id));
    expect(rows.map((r) => r.kind)).toEqual(
      expect.arrayContaining(['login', 'login_failed', 'password_changed', 'staff_read']),
    );
    const read = rows.find((r) => r.kind === 'staff_read');
    expect(read).toMatchObject({ subject: 'ORD-READ0001', actorRole: 'pharmacist' });
    const [unknown] = await app.db
      .select()
      .from(securityEvents)
      .where(eq(securityEvents.subject, '99••••••90'));
    expect(unknown).toMatchObject({ kind: 'login_failed', userId: null });

    const page = ENDPOINTS.staffSecurityLog.response.parse(
      (
        await app.inject({
          method: 'GET',
          url: `${apiUrl('staffSecurityLog')}?kind=staff_read`,
          headers: bearer(adminToken),
        })
      ).json(),
    );
    expect(page.data[0]).toMatchObject({
      kind: 'staff_read',
      subject: 'ORD-READ0001',
      actor_name: 'Pharmacist P',
    });
    expect(page.meta.retention_days).toBeGreaterThanOrEqual(365);
  });

  it('records a password reset through the texted link', async () => {
    const sita = await registerPatient(app, { name: 'Sita Devi' });
    const b = freshBrowser(app);
    expect(
      (await b.post(apiUrl('accountForgetPassword'), { mobile: sita.mobile })).statusCode,
    ).toBe(200);
    const code = /\/s\/([A-Za-z0-9]+)/.exec(await lastSms(app, sita.mobile))?.[1] ?? '';
    const hop = await app.inject({ method: 'GET', url: `/s/${code}` });
    const token =
      /\/reset-password\/([A-Za-z0-9_-]{43})$/.exec(String(hop.headers.location))?.[1] ?? '';
    const reset = await b.post(apiUrl('accountResetPassword'), {
      token,
      password: 'Amber-Harbour-Kite-58',
      confirm_password: 'Amber-Harbour-Kite-58',
    });
    expect(reset.statusCode).toBe(200);
    const rows = await app.db
      .select()
      .from(securityEvents)
      .where(eq(securityEvents.userId, sita.id));
    expect(rows.map((r) => r.kind)).toContain('password_reset');
  });

  it('refuses to change or delete an entry, in the database itself', async () => {
    /** The database's own words (drizzle wraps them as the cause). */
    const refusal = async (statement: ReturnType<typeof sql>): Promise<string> => {
      try {
        await app.db.execute(statement);
        return 'accepted';
      } catch (error) {
        const cause = (error as { cause?: { message?: string } }).cause;
        return cause?.message ?? (error as Error).message;
      }
    };
    expect(await refusal(sql`update security_events set detail = 'edited'`)).toMatch(/append-only/);
    expect(await refusal(sql`delete from security_events`)).toMatch(/append-only/);
    expect(await refusal(sql`truncate security_events`)).toMatch(/append-only/);
    expect((await app.db.select().from(securityEvents)).length).toBeGreaterThan(0);
  });
});

describe('the purge on the app clock', () => {
  const at = async (days: number) => {
    now = new Date(START.getTime() + days * DAY);
    return runPurge(app);
  };
  const paidRow = async () =>
    (
      await app.db.select().from(appointments).where(eq(appointments.appointmentNo, before.paidNo))
    )[0];

  it('keeps everything within its period', async () => {
    await at(364);
    expect((await paidRow())?.doctorPrescriptionKey).toBe(before.prescriptionKey);
    expect(stored.has(before.rxFile)).toBe(true);
    expect(
      await app.db.select().from(h1Register).where(eq(h1Register.orderNo, before.rxOrder)),
    ).toHaveLength(1);
    expect(
      (await app.db.select().from(securityEvents)).some(
        (r) => r.createdAt.getTime() === START.getTime(),
      ),
    ).toBe(true);
  });

  it('drops security log entries after 400 days and nothing else', async () => {
    const result = await at(401);
    expect(result.securityEvents).toBeGreaterThan(0);
    expect(
      (await app.db.select().from(securityEvents)).every(
        (r) => r.createdAt.getTime() > START.getTime(),
      ),
    ).toBe(true);
    expect((await paidRow())?.doctorPrescriptionKey).toBe(before.prescriptionKey);
  });

  it('purges the prescription and the pharmacy record after 3 years, keeps the invoice', async () => {
    await at(3 * 365 + 2);
    const paid = await paidRow();
    expect(paid?.doctorPrescriptionKey).toBeNull();
    expect(
      await app.db
        .select()
        .from(ePrescriptions)
        .where(eq(ePrescriptions.appointmentId, paid?.id ?? 0)),
    ).toEqual([]);
    expect(stored.has(before.prescriptionKey)).toBe(false);
    const [rx] = await app.db
      .select()
      .from(pharmacyOrders)
      .where(eq(pharmacyOrders.orderNo, before.rxOrder));
    expect(rx).toMatchObject({
      recipient: 'Closed account',
      address: '',
      prescriptionFile: null,
      totalPaise: 20000,
    });
    expect(stored.has(before.rxFile)).toBe(false);
    expect(
      await app.db.select().from(h1Register).where(eq(h1Register.orderNo, before.rxOrder)),
    ).toEqual([]);
  });

  it('purges the invoices after 8 years', async () => {
    await at(8 * 365 + 3);
    expect(await paidRow()).toBeUndefined();
    expect(
      await app.db
        .select()
        .from(serviceBookings)
        .where(eq(serviceBookings.reference, before.serviceRef)),
    ).toEqual([]);
    expect(
      await app.db.select().from(pharmacyOrders).where(eq(pharmacyOrders.userId, asha.id)),
    ).toEqual([]);
    expect(
      await app.db.select().from(walletLedger).where(eq(walletLedger.userId, asha.id)),
    ).toEqual([]);
  });
});
