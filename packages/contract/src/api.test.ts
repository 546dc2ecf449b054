import { z } from 'zod';
import { ENDPOINTS, type EndpointDef } from './api';
import { serverRoute } from './endpoints';
import {
  codeEnvelope,
  dataEnvelope,
  errorBodySchema,
  isErrorBody,
  statusEnvelope,
} from './envelopes';
import { pinCodeRequestSchema } from './reference';

describe('ENDPOINTS', () => {
  it('keeps SPEC §7 spellings, typos included', () => {
    expect(ENDPOINTS.referenceIndiaCities.path).toBe('get_all_india_cities/');
    expect(ENDPOINTS.packagePopularMasters.path).toBe('poplour-package-master');
    expect(ENDPOINTS.appointmentNextDays.path).toBe('get_next_serven_days_with_date');
    expect(ENDPOINTS.accountLogin.path).toBe('/new-login');
  });

  it('maps every endpoint to a distinct server route', () => {
    const keys = Object.values(ENDPOINTS).map((e) => `${e.method} ${serverRoute(e.path)}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('every ready endpoint has a typed response and path params declared', () => {
    for (const [name, e] of Object.entries(ENDPOINTS)) {
      if (!e.ready) continue;
      const params = [...e.path.matchAll(/:([A-Za-z_]+)/g)].map((m) => m[1]);
      if (params.length)
        expect({ name, hasParams: 'params' in e }).toEqual({ name, hasParams: true });
    }
  });
});

describe('ENDPOINTS owner metadata (cross-user access matrix)', () => {
  const entries = Object.entries(ENDPOINTS) as [string, EndpointDef][];

  it('every endpoint declares whose data it touches', () => {
    const missing = entries.filter(([, e]) => !e.owner).map(([name]) => name);
    expect({
      missing,
      hint: 'add `owner: { scope, params?, query?, body? }` to these ENDPOINTS entries',
    }).toEqual({ missing: [], hint: expect.any(String) as string });
  });

  it('a call that needs a session is scoped to its user (or to staff)', () => {
    const wrong = entries
      .filter(([, e]) => e.auth !== 'none' && e.owner?.scope === 'public')
      .map(([name]) => name);
    expect(wrong).toEqual([]);
  });

  it('owner params name real path parameters', () => {
    for (const [name, e] of entries) {
      const inPath = [...e.path.matchAll(/:([A-Za-z_]+)/g)].map((m) => m[1]);
      for (const key of Object.keys(e.owner?.params ?? {}))
        expect({ name, key, inPath: inPath.includes(key) }).toEqual({ name, key, inPath: true });
    }
  });

  it('names the user-id fields SPEC §7 sends', () => {
    expect(ENDPOINTS.accountUserDetail.owner).toEqual({ scope: 'self', params: { id: 'user' } });
    expect(ENDPOINTS.cartList.owner.params).toEqual({ userId: 'user' });
    expect(ENDPOINTS.cartAdd.owner.body).toEqual({ user_id: 'user' });
    expect(ENDPOINTS.appointmentCancel.owner.body).toEqual({
      userId: 'user',
      appointment_id: 'appointment',
    });
  });
});

describe('envelopes', () => {
  it('dataEnvelope wraps data', () => {
    expect(dataEnvelope(z.array(z.number())).safeParse({ data: [1] }).success).toBe(true);
    expect(dataEnvelope(z.array(z.number())).safeParse([1]).success).toBe(false);
  });

  it('codeEnvelope accepts per-field messages on 422', () => {
    const s = codeEnvelope(z.null());
    expect(
      s.safeParse({ code: 422, response: { message: { name: 'Name is required.' }, data: null } })
        .success,
    ).toBe(true);
  });

  it('statusEnvelope requires status and message', () => {
    const s = statusEnvelope(z.object({ uid: z.string() }));
    expect(
      s.safeParse({ response: { status: 200, message: 'OTP sent', data: { uid: 'x' } } }).success,
    ).toBe(true);
    expect(s.safeParse({ response: { message: 'OTP sent', data: { uid: 'x' } } }).success).toBe(
      false,
    );
  });

  it('recognises the error body', () => {
    const body = {
      statusCode: 422,
      error: 'Unprocessable Entity',
      message: 'Check the fields.',
      errors: { email: 'x' },
    };
    expect(errorBodySchema.parse(body)).toEqual(body);
    expect(isErrorBody({ message: 'no status' })).toBe(false);
  });
});

describe('pinCodeRequestSchema', () => {
  it('accepts six digits as string or number', () => {
    expect(pinCodeRequestSchema.parse({ pin_code: 560001 })).toEqual({ pin_code: '560001' });
    expect(pinCodeRequestSchema.parse({ pin_code: ' 110001 ' })).toEqual({ pin_code: '110001' });
  });

  it.each(['56000', '5600011', 'abcdef', '', '56 001'])('refuses %j with a message', (pin) => {
    const result = pinCodeRequestSchema.safeParse({ pin_code: pin });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('PIN code must be exactly 6 digits.');
  });
});
