import type { FastifyInstance } from 'fastify';
import type { TestBrowser } from '../../test/browser';
import { buildTestApp } from '../../test/buildTestApp';
import { paidConsultation } from '../../test/consultations';
import { type RegisteredPatient, apiUrl, registerPatient } from '../../test/patients';
import { pdfTextDump } from '../../test/pdfText';

// Monday 23 Nov 2026, 10:05 in India.
const NOW = new Date('2026-11-23T04:35:00Z');
const GSTIN = '29ABCDE1234F1ZW';
const SYMPTOMS = 'Chest pain since Sunday night';

let registered: FastifyInstance;
let unregistered: FastifyInstance;

beforeAll(async () => {
  registered = await buildTestApp({ GSTIN }, { clock: () => new Date(NOW.getTime()) });
  unregistered = await buildTestApp({}, { clock: () => new Date(NOW.getTime()) });
});
afterAll(async () => {
  await registered.close();
  await unregistered.close();
});

/** Books a next-free-doctor consultation and pays it at the sandbox; its number. */
const paidBooking = (app: FastifyInstance, patient: RegisteredPatient): Promise<string> =>
  paidConsultation(app, patient.browser, patient.mobile, { symptoms: SYMPTOMS });

interface RowAnswer {
  data: {
    state: string;
    amount: string;
    wallet_amount: string;
    invoice: {
      gstin: string | null;
      sac: string;
      gst: string;
      refund: { wallet_amount: string; source_amount: string; source_state: string | null } | null;
    };
  };
}

async function rowOf(browser: TestBrowser, no: string): Promise<RowAnswer['data']> {
  const res = await browser.post(apiUrl('appointmentRow'), { appointment_no: no });
  expect(res.statusCode).toBe(200);
  return (res.json() as RowAnswer).data;
}

async function pdfText(browser: TestBrowser, url: string, headers: Record<string, string> = {}) {
  const res = await browser.get(url, headers);
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toBe('application/pdf');
  const dump = await pdfTextDump(res.rawPayload);
  return { ...dump, text: dump.runs.join('\n') };
}

describe('the invoice of a cancelled and refunded consultation', () => {
  it('shows its real state and where the money went, never "Success", in the JSON and the PDF', async () => {
    const ravi = await registerPatient(unregistered, { name: 'Ravi Kumar' });
    const no = await paidBooking(unregistered, ravi);
    const cancel = await ravi.browser.post(apiUrl('appointmentCancel'), { appointment_id: no });
    expect(cancel.statusCode).toBe(200);

    const row = await rowOf(ravi.browser, no);
    expect(row.state).toBe('cancelled');
    const paid = (Number(row.amount) + Number(row.wallet_amount)).toFixed(2);
    expect(row.invoice.refund).toEqual({
      wallet_amount: paid,
      source_amount: '0.00',
      source_state: null,
    });

    const { text } = await pdfText(ravi.browser, apiUrl('appointmentInvoice', { appt_no: no }));
    expect(text).toMatch(/Booking status\nCancelled/);
    expect(text).toMatch(/Payment\nRefunded/);
    expect(text).toContain('Refunded to your wallet');
    expect(text).not.toContain('Success');
  });

  it('says when the refund to the payment method failed and the money went to the wallet instead', async () => {
    // Paid by settling our side directly: the sandbox never saw the order paid, so it refuses the refund.
    const asha = await registerPatient(unregistered, { name: 'Asha Rao' });
    const no = await paidBooking(unregistered, asha);
    const cancel = await asha.browser.post(apiUrl('appointmentCancel'), {
      appointment_id: no,
      refund_to: 'source',
    });
    expect(cancel.statusCode).toBe(200);
    const row = await rowOf(asha.browser, no);
    expect(row.invoice.refund).toEqual({
      wallet_amount: row.wallet_amount,
      source_amount: row.amount,
      source_state: 'failed',
    });
    const { text } = await pdfText(asha.browser, apiUrl('appointmentInvoice', { appt_no: no }));
    expect(text).toContain('Refund to your payment method failed;');
    expect(text).toContain('credited to your wallet');
    expect(text).not.toContain('Success');
  });
});

describe('what the invoice sells and its GST', () => {
  it('lists the consultation with SAC 9993, never the symptoms, and no VAT', async () => {
    const ravi = await registerPatient(unregistered, { name: 'Ravi Kumar' });
    const no = await paidBooking(unregistered, ravi);
    const { text } = await pdfText(ravi.browser, apiUrl('appointmentInvoice', { appt_no: no }));
    expect(text).toContain('Health care service, SAC 9993');
    expect(text).toMatch(/Booking status\nConfirmed/);
    expect(text).not.toContain('Chest pain');
    expect(text).not.toContain('VAT');
    expect(text).not.toContain('placeholder');
  });

  it('without a configured GSTIN says the operator is not registered for GST and charges none', async () => {
    const ravi = await registerPatient(unregistered, { name: 'Ravi Kumar' });
    const no = await paidBooking(unregistered, ravi);
    expect((await rowOf(ravi.browser, no)).invoice).toMatchObject({
      gstin: null,
      sac: '9993',
      gst: 'exempt',
    });
    const { text } = await pdfText(ravi.browser, apiUrl('appointmentInvoice', { appt_no: no }));
    expect(text).toContain('Not registered for GST');
    expect(text).toContain('No GST is charged: MediBridge is not registered for GST.');
    expect(text).not.toContain('GSTIN');
  });

  it('with a configured GSTIN prints it and the consultation as exempt, at ₹0.00 GST', async () => {
    const ravi = await registerPatient(registered, { name: 'Ravi Kumar' });
    const no = await paidBooking(registered, ravi);
    expect((await rowOf(ravi.browser, no)).invoice.gstin).toBe(GSTIN);
    const { text } = await pdfText(ravi.browser, apiUrl('appointmentInvoice', { appt_no: no }));
    expect(text).toContain(`GSTIN: ${GSTIN}`);
    expect(text).toMatch(/GST \(exempt: health care services\)\n₹0\.00/);
    expect(text).not.toContain('Not registered');
  });
});

describe('the invoice PDF in Hindi', () => {
  const HINDI_WORDS = ['मोबाइल', 'भुगतान', 'कुल', 'रद्द', 'अपॉइंटमेंट'];

  it.each([
    ['Accept-Language', { 'accept-language': 'hi' }, ''],
    ['?lang=hi (a download link)', { 'accept-language': 'en-IN' }, '?lang=hi'],
  ])(
    'follows the patient language (%s): Devanagari drawn with the embedded Noto font, no "?"',
    async (_how, headers, query) => {
      const ravi = await registerPatient(unregistered, { name: 'Ravi Kumar' });
      const no = await paidBooking(unregistered, ravi);
      await ravi.browser.post(apiUrl('appointmentCancel'), { appointment_id: no });
      const url = `${apiUrl('appointmentInvoice', { appt_no: no })}${query}`;
      const { fonts, text } = await pdfText(ravi.browser, url, headers);
      expect(fonts.length).toBeGreaterThan(0);
      for (const font of fonts) expect(font).toMatch(/NotoSansDevanagari/);
      for (const word of HINDI_WORDS) expect(text).toContain(word);
      expect(text).not.toContain('?');
      expect(text).not.toContain('Booking status');
    },
  );
});
