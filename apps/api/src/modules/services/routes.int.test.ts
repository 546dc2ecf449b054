import { SANDBOX_CHECKOUT_PATH } from '@medibridge/contract';
import { ENDPOINTS } from '@medibridge/contract/schemas';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { payments } from '../../db/schema';
import { buildTestApp } from '../../test/buildTestApp';
import { type RegisteredPatient, apiUrl, registerPatient, smsTexts } from '../../test/patients';

let app: FastifyInstance;
let ravi: RegisteredPatient;

beforeAll(async () => {
  app = await buildTestApp();
  ravi = await registerPatient(app, { name: 'Ravi Kumar' });
});
afterAll(async () => {
  await app.close();
});

const booking = (extra: Record<string, string> = {}) => ({
  name: 'Ravi Kumar',
  mobile: ravi.mobile,
  service: 'Ambulance',
  remarks: 'ICU ambulance from Pune to Mumbai on Friday',
  amount: '7500.50',
  ...extra,
});

describe('paid services', () => {
  it('records the amount, charges exactly that through the gateway and lands on the result screen', async () => {
    const res = await ravi.browser.post(apiUrl('serviceBook'), booking());
    expect(res.statusCode).toBe(200);
    const body = ENDPOINTS.serviceBook.response.parse(res.json()) as {
      data: {
        reference: string;
        merchant_order_id: string;
        amount: string;
        instrumentResponse: { redirectInfo: { url: string } };
      };
    };
    expect(body.data.amount).toBe('7500.50');
    expect(body.data.instrumentResponse.redirectInfo.url).toBe(
      `${SANDBOX_CHECKOUT_PATH}/${body.data.merchant_order_id}`,
    );
    const [payment] = await app.db
      .select()
      .from(payments)
      .where(eq(payments.merchantOrderId, body.data.merchant_order_id));
    expect(payment).toMatchObject({ amountPaise: 750_050, purpose: 'service', state: 'pending' });

    const back = await ravi.browser.request({
      method: 'POST',
      url: body.data.instrumentResponse.redirectInfo.url,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'action=pay',
      csrf: false,
    });
    const result = await ravi.browser.get(back.headers.location as string);
    expect(result.statusCode).toBe(303);
    expect(result.headers.location).toBe(`/service/payment-status/${body.data.reference}`);
    const row = await ravi.browser.post(apiUrl('serviceBookingRow'), {
      reference: body.data.reference,
    });
    expect(row.json()).toMatchObject({
      data: { state: 'paid', payment_status: 'Success', amount: '7500.50', service: 'Ambulance' },
    });
    expect((await smsTexts(app, ravi.mobile)).some((t) => t.includes(body.data.reference))).toBe(
      true,
    );
  });

  it('refuses a missing remark, a bad amount or service, and another patient’s userId, with words', async () => {
    const bad: Record<string, string>[] = [
      { remarks: '' },
      { amount: '0' },
      { amount: '12,000' },
      { service: 'Spa' },
    ];
    for (const extra of bad) {
      const res = await ravi.browser.post(apiUrl('serviceBook'), booking(extra));
      expect(res.statusCode).toBe(422);
      expect((res.json() as { message: string }).message.length).toBeGreaterThan(10);
    }
    const foreign = await ravi.browser.post(apiUrl('serviceBook'), booking({ userId: '999999' }));
    expect(foreign.statusCode).toBe(403);
  });

  it('shows a booking only to its owner', async () => {
    const res = await ravi.browser.post(apiUrl('serviceBook'), booking());
    const reference = (res.json() as { data: { reference: string } }).data.reference;
    const meena = await registerPatient(app, { name: 'Meena Iyer' });
    const peek = await meena.browser.post(apiUrl('serviceBookingRow'), { reference });
    expect(peek.statusCode).toBe(404);
  });
});
