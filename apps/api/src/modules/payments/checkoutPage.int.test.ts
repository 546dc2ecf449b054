import { SANDBOX_CHECKOUT_PATH } from '@medibridge/contract';
import type { FastifyInstance } from 'fastify';
import { buildTestApp } from '../../test/buildTestApp';
import { type RegisteredPatient, apiUrl, registerPatient } from '../../test/patients';

let app: FastifyInstance;
let ravi: RegisteredPatient;

beforeAll(async () => {
  app = await buildTestApp();
  ravi = await registerPatient(app, { name: 'Ravi Kumar' });
});
afterAll(async () => {
  await app.close();
});

/** Starts a paid service in a language; the gateway address the browser is sent to. */
async function startPayment(acceptLanguage: string): Promise<string> {
  const res = await ravi.browser.post(
    apiUrl('serviceBook'),
    {
      name: 'Ravi Kumar',
      mobile: ravi.mobile,
      service: 'Ambulance',
      remarks: 'ICU ambulance from Pune to Mumbai',
      amount: '1500.00',
    },
    { 'accept-language': acceptLanguage },
  );
  expect(res.statusCode).toBe(200);
  return (res.json() as { data: { instrumentResponse: { redirectInfo: { url: string } } } }).data
    .instrumentResponse.redirectInfo.url;
}

describe('the sandbox checkout page', () => {
  it('opens in Hindi when the payment was started in Hindi, and its choices keep the language', async () => {
    const url = await startPayment('hi');
    expect(url).toMatch(new RegExp(`^${SANDBOX_CHECKOUT_PATH}/MB[A-Z0-9]+\\?lang=hi$`));
    // The browser navigating there sends its own Accept-Language, not the app's.
    const page = await ravi.browser.get(url, { 'accept-language': 'en-US' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<html lang="hi">');
    expect(page.body).toContain('₹1,500.00 चुकाएँ');
    expect(page.body).toContain('इस भुगतान को विफल करें');
    expect(page.body).toContain('MediBridge Health को भुगतान करें');
    expect(page.body).not.toContain('Fail this payment');
    // What is paid for, in Hindi too (docs/decisions/0046).
    expect(page.body).toMatch(/<dt>किसलिए<\/dt><dd>एम्बुलेंस सेवा [A-Z0-9-]+<\/dd>/);
    expect(page.body).toMatch(/<form method="post" action="[^"]+\?lang=hi">/);
    const chosen = await ravi.browser.request({
      method: 'POST',
      url,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'action=fail',
      csrf: false,
    });
    expect(chosen.statusCode).toBe(303);
    const closed = await ravi.browser.get(url);
    expect(closed.body).toContain('यह ऑर्डर बिना भुगतान के बंद हो गया है।');
  });

  it('is English when the payment was started in English, unless opened with ?lang=hi', async () => {
    const url = await startPayment('en-IN');
    expect(url).not.toContain('lang=');
    const page = await ravi.browser.get(url, { 'accept-language': 'en-US' });
    expect(page.body).toContain('<html lang="en">');
    expect(page.body).toContain('Pay ₹1,500.00');
    expect(page.body).toMatch(/<dt>For<\/dt><dd>Ambulance [A-Z0-9-]+<\/dd>/);
    const hindi = await ravi.browser.get(`${url}?lang=hi`);
    expect(hindi.body).toContain('₹1,500.00 चुकाएँ');
  });
});
