import { ENDPOINT_TABLE, type EndpointName } from '@medibridge/contract';
import { ENDPOINTS } from '@medibridge/contract/schemas';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { appointments, auditLog, securityEvents } from '../../db/schema';
import { buildTestApp } from '../../test/buildTestApp';
import { paidConsultation } from '../../test/consultations';
import {
  apiUrl,
  bearer,
  loginWithPassword,
  type RegisteredPatient,
  registerPatient,
  smsTexts,
} from '../../test/patients';
import { createTestStaff } from '../../test/staff';
import { dateVar } from '../notifications';
import { BREACH_MESSAGES } from './breaches';

/** Recording a breach and texting its notice (DPDP Rules 2025 r.7, docs/decisions/0061). */

const NOW = new Date('2026-11-28T06:30:00Z');
let app: FastifyInstance;
let admin = '';
let meera: RegisteredPatient;
let kiran: RegisteredPatient;
let dev: RegisteredPatient;

const call = (name: EndpointName, body?: unknown, params: Record<string, string> = {}) =>
  app.inject({
    method: ENDPOINT_TABLE[name].method,
    url: apiUrl(name, params),
    headers: bearer(admin),
    ...(body === undefined ? {} : { payload: body as Record<string, unknown> }),
  });

const breachTexts = async (mobile: string) =>
  (await smsTexts(app, mobile)).filter((text) => text.includes('security incident'));

beforeAll(async () => {
  app = await buildTestApp({}, { clock: () => new Date(NOW.getTime()) });
  await createTestStaff(
    app.db,
    { mobile: '9000000081', name: 'Admin B', password: 'Staff@Pass123' },
    ['admin'],
  );
  admin = await loginWithPassword(app, '9000000081', 'Staff@Pass123');
  meera = await registerPatient(app, { name: 'Meera Shah' });
  kiran = await registerPatient(app, { name: 'Kiran Rao' });
  dev = await registerPatient(app, { name: 'Dev Patel' });
  const no = await paidConsultation(app, dev.browser, dev.mobile);
  // Its date is the app's (the database stamped it with its own clock).
  await app.db
    .update(appointments)
    .set({ createdAt: NOW })
    .where(eq(appointments.appointmentNo, no));
}, 120_000);
afterAll(async () => {
  await app.close();
});

const BREACH = {
  what: 'A coordinator laptop with an enquiries export was stolen.',
  occurred_on: '2026-11-26',
  data_affected: 'name and mobile number',
};

describe('a breach', () => {
  it('lists the affected patients chosen by mobiles, masked, before anything is sent', async () => {
    const res = await call('staffBreachRecord', {
      ...BREACH,
      affected: { by: 'mobiles', mobiles: [meera.mobile, kiran.mobile, '9111111111'] },
    });
    expect(res.statusCode).toBe(200);
    const { data } = ENDPOINTS.staffBreachRecord.response.parse(res.json());
    expect(data).toMatchObject({ patient_count: 2, texted_count: 0, notified_at: null });
    expect(data.patients.map((p) => p.user_id)).toEqual([meera.id, kiran.id]);
    expect(data.patients[0]?.mobile).toBe(
      `${meera.mobile.slice(0, 2)}••••••${meera.mobile.slice(-2)}`,
    );
    expect(await breachTexts(meera.mobile)).toEqual([]);
  });

  it('chooses by records in a date range', async () => {
    const res = await call('staffBreachRecord', {
      ...BREACH,
      affected: { by: 'records_between', from: '2026-11-01', to: '2026-11-30' },
    });
    expect(res.statusCode).toBe(200);
    const { data } = ENDPOINTS.staffBreachRecord.response.parse(res.json());
    expect(data.patients.map((p) => p.user_id)).toEqual([dev.id]);
  });

  it('says so when nobody matches, and explains a bad form field by field', async () => {
    const none = await call('staffBreachRecord', {
      ...BREACH,
      affected: { by: 'mobiles', mobiles: ['9111111112'] },
    });
    expect([none.statusCode, (none.json() as { message: string }).message]).toEqual([
      422,
      BREACH_MESSAGES.nobody,
    ]);
    const bad = await call('staffBreachRecord', {
      ...BREACH,
      data_affected: 'x'.repeat(31),
      affected: { by: 'records_between', from: '2026-11-30', to: '2026-11-01' },
    });
    expect(bad.statusCode).toBe(422);
    expect(JSON.stringify(bad.json())).toContain('30 characters');
  });

  it('texts each patient once even when confirmed twice at the same moment', async () => {
    const recorded = ENDPOINTS.staffBreachRecord.response.parse(
      (
        await call('staffBreachRecord', {
          ...BREACH,
          affected: { by: 'mobiles', mobiles: [meera.mobile, kiran.mobile] },
        })
      ).json(),
    ).data;
    const before = (await breachTexts(meera.mobile)).length;
    const [a, b] = await Promise.all([
      call('staffBreachNotify', undefined, { reference: recorded.reference }),
      call('staffBreachNotify', undefined, { reference: recorded.reference }),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    const ok = a.statusCode === 200 ? a : b;
    const { data, message } = ENDPOINTS.staffBreachNotify.response.parse(ok.json());
    expect(message).toBe(BREACH_MESSAGES.sent(2));
    expect(data).toMatchObject({ texted_count: 2, patient_count: 2 });
    expect(data.notified_at).not.toBeNull();
    for (const patient of [meera, kiran]) {
      const texts = await breachTexts(patient.mobile);
      expect(texts.length - (patient === meera ? before : 0)).toBe(1);
      expect(texts.at(-1)).toContain(recorded.reference);
      expect(texts.at(-1)).toContain(dateVar('2026-11-26', 'en'));
    }
    const again = await call('staffBreachNotify', undefined, { reference: recorded.reference });
    expect(again.statusCode).toBe(409);
    expect((await breachTexts(kiran.mobile)).length).toBe(1);

    const audit = await app.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.subject, recorded.reference));
    expect(audit.map((r) => r.action).sort()).toEqual(['breach.notify', 'breach.record']);
    const events = await app.db
      .select()
      .from(securityEvents)
      .where(eq(securityEvents.subject, recorded.reference));
    expect(events.map((r) => r.kind).sort()).toEqual(['breach_notified', 'breach_recorded']);
  });

  it('lists breaches with their counts, newest first; 404 for an unknown reference', async () => {
    const list = ENDPOINTS.staffBreachList.response.parse((await call('staffBreachList')).json());
    expect(list.data.length).toBe(3);
    expect(list.data.some((b) => b.texted_count === 2)).toBe(true);
    const unknown = await call('staffBreachNotify', undefined, { reference: 'BR-20200101-0000' });
    expect([unknown.statusCode, (unknown.json() as { message: string }).message]).toEqual([
      404,
      BREACH_MESSAGES.unknown,
    ]);
  });
});
