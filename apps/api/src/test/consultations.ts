import { NO_SCHEDULE_DEPARTMENT_ID } from '@medibridge/contract';
import type { FastifyInstance } from 'fastify';
import type { TestBrowser } from './browser';
import { apiUrl } from './patients';

/** The booking form of a consultation as step one sends it: Ravi, 40, audio, the next free doctor. */
export const CONSULTATION_FIELDS: Readonly<Record<string, string>> = {
  firstName: 'Ravi',
  gender: 'Male',
  age: '40',
  weight: '72',
  dibetic: 'No',
  bloodPressure: 'Yes',
  smoke: 'No',
  alcohol: 'No',
  departmentId: String(NO_SCHEDULE_DEPARTMENT_ID),
  symptoms: 'Fever for two days',
  appointmentMode: 'audio',
};

/**
 * Books a consultation as `browser`'s patient (the fields above, with `fields` over them) and pays it at the
 * sandbox gateway when any of it is left to pay online; its appointment number. `headers` go with the booking
 * (an `accept-language` books in that language).
 */
export async function paidConsultation(
  app: FastifyInstance,
  browser: TestBrowser,
  mobile: string,
  fields: Readonly<Record<string, string>> = {},
  headers: Record<string, string> = {},
): Promise<string> {
  const res = await browser.post(
    apiUrl('appointmentPay'),
    { ...CONSULTATION_FIELDS, mobile, ...fields },
    headers,
  );
  expect(res.statusCode).toBe(200);
  const body = res.json() as { data: { appointment_no: string; merchant_order_id?: string } };
  if (body.data.merchant_order_id)
    await app.payments.settle(body.data.merchant_order_id, 'COMPLETED');
  return body.data.appointment_no;
}
