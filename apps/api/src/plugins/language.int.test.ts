import type { FastifyInstance } from 'fastify';
import { ACCOUNT_MESSAGES, ENQUIRY_MESSAGES, MESSAGES } from '@medibridge/contract';
import { ACCOUNT_MESSAGES_HI, ENQUIRY_MESSAGES_HI, MESSAGES_HI } from '@medibridge/contract/hi';
import { buildTestApp } from '../test/buildTestApp';
import { freshBrowser } from '../test/patients';
import { translateAnswer, translateMessage } from '../lib/i18n';
import { CLOSE_MESSAGES } from '../modules/privacy';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(async () => {
  await app.close();
});

const browser = () => freshBrowser(app, '10.77');

describe("the API's messages follow the request's language (Accept-Language)", () => {
  it('answers a wrong login in Hindi for a Hindi page and in English for an English one', async () => {
    const body = { mobile: '9000000001', password: 'not-the-password' };
    const hindi = await browser().request({
      method: 'POST',
      url: '/api/new-login',
      payload: body,
      headers: { 'accept-language': 'hi' },
    });
    const english = await browser().request({
      method: 'POST',
      url: '/api/new-login',
      payload: body,
      headers: { 'accept-language': 'en-IN' },
    });
    expect(JSON.stringify(hindi.json())).toContain(ACCOUNT_MESSAGES_HI.loginInvalid);
    expect(JSON.stringify(english.json())).toContain(ACCOUNT_MESSAGES.loginInvalid);
    expect(hindi.headers.vary).toMatch(/Accept-Language/i);
  });

  it('translates field errors and the form-level message of a rejected enquiry, and keeps the status', async () => {
    const res = await browser().request({
      method: 'POST',
      url: '/api/store-contact-inquiry',
      payload: { enquiryType: 'Dentistry', first_name: '', mobile: '12', page: '/dentistry' },
      headers: { 'accept-language': 'hi-IN,hi;q=0.9,en;q=0.8' },
    });
    expect(res.statusCode).toBe(422);
    const answer = res.json() as { message: string; errors?: Record<string, string> };
    expect(answer.message).toBe('कृपया ये फ़ील्ड ठीक करें: first_name, email, mobile।');
    expect(answer.errors?.mobile).toBe(MESSAGES_HI.invalidMobile);
    expect(answer.errors?.first_name).toBe(ENQUIRY_MESSAGES_HI.nameRequired);
    expect(Object.values(answer.errors ?? {}).join(' ')).toMatch(/[\u0900-\u097F]/);
    expect(JSON.stringify(answer)).not.toContain(ENQUIRY_MESSAGES.fieldErrors);
  });

  it('prefers English when the browser ranks it above Hindi, and with no header at all', async () => {
    const res = await browser().request({
      method: 'POST',
      url: '/api/new-login',
      payload: { mobile: '12' },
      headers: { 'accept-language': 'en;q=0.9, hi;q=0.5' },
    });
    expect(JSON.stringify(res.json())).not.toMatch(/[\u0900-\u097F]/);
  });

  it('leaves the public reads byte for byte alone (no messages in them, no Vary)', async () => {
    const hindi = await app.inject({
      url: '/api/get-states',
      headers: { 'accept-language': 'hi' },
    });
    const english = await app.inject({ url: '/api/get-states' });
    expect(hindi.body).toBe(english.body);
    expect(hindi.headers.vary ?? '').not.toMatch(/Accept-Language/i);
  });
});

describe('translateMessage and translateAnswer', () => {
  it("finds contract's and the API's messages, patterns with numbers, and leaves unknown text English", () => {
    expect(translateMessage(MESSAGES.invalidMobile, 'hi')).toBe(MESSAGES_HI.invalidMobile);
    expect(translateMessage('Please log in to continue.', 'hi')).toMatch(/लॉगिन/);
    expect(translateMessage('Must be at most 300 characters.', 'hi')).toBe(
      'ज़्यादा से ज़्यादा 300 अक्षर हो सकते हैं।',
    );
    expect(
      translateMessage(
        'Too many requests: the limit is 5 per 15 minutes. Please wait 12 minutes and try again.',
        'hi',
      ),
    ).toBe('बहुत ज़्यादा अनुरोध हो गए हैं। कृपया 12 मिनट रुककर फिर से कोशिश करें।');
    expect(translateMessage('Something nobody wrote Hindi for.', 'hi')).toBe(
      'Something nobody wrote Hindi for.',
    );
    expect(translateMessage(MESSAGES.invalidMobile, 'en')).toBe(MESSAGES.invalidMobile);
  });

  it('has Hindi for every refusal and answer of closing an account, numbers kept', () => {
    const texts = Object.values(CLOSE_MESSAGES).map((message) =>
      typeof message === 'string' ? message : message('MB-ORD-000123' as never),
    );
    texts.push(CLOSE_MESSAGES.walletHoldsMoney(125050));
    for (const english of texts) {
      const hindi = translateMessage(english, 'hi');
      expect({ english, hindi: /[\u0900-\u097F]/.test(hindi) }).toEqual({ english, hindi: true });
    }
    expect(translateMessage(CLOSE_MESSAGES.orderOnItsWay('MB-ORD-000123'), 'hi')).toContain(
      'MB-ORD-000123',
    );
    expect(translateMessage(CLOSE_MESSAGES.walletHoldsMoney(125050), 'hi')).toContain('1,250.50');
  });

  it('translates message, errors and the response envelope only, never data', () => {
    const answer = {
      code: 400,
      response: { message: MESSAGES.invalidLogin, data: { message: MESSAGES.invalidLogin } },
      errors: { mobile: MESSAGES.invalidMobile },
    };
    expect(translateAnswer(answer, 'hi')).toEqual({
      code: 400,
      response: { message: MESSAGES_HI.invalidLogin, data: { message: MESSAGES.invalidLogin } },
      errors: { mobile: MESSAGES_HI.invalidMobile },
    });
    expect(answer.response.message).toBe(MESSAGES.invalidLogin);
    const data = [{ message: MESSAGES.invalidLogin }];
    expect(translateAnswer(data, 'hi')).toBe(data);
  });
});
