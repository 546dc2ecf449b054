/* eslint-disable @typescript-eslint/no-invalid-void-type -- RTK Query spells "this call takes no argument" as void. */
import { API_ROOT, STORAGE_KEYS } from '@medibridge/contract';
import { API_BASE, csrfTokenFromCookies, type FetchLike } from './baseQuery';
import { baseApi } from './api';
import { createFakeFetch, createTestStore } from './testing';
import { readUserInfo, writeUserInfo } from './session';
import { apiReachable } from './connectivity';

const probeApi = baseApi.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    probeRead: build.query<unknown, void>({ query: () => 'probe' }),
    probeWrite: build.mutation<unknown, { a: number }>({
      query: (body) => ({ url: 'probe-write', method: 'POST', body }),
    }),
    probeUpload: build.mutation<unknown, FormData>({
      query: (body) => ({ url: 'probe-upload', method: 'POST', body }),
    }),
  }),
});

function setCsrfMeta(content: string | null): void {
  document.head.querySelector('meta[name="csrf-token"]')?.remove();
  if (content === null) return;
  const meta = document.createElement('meta');
  meta.name = 'csrf-token';
  meta.content = content;
  document.head.appendChild(meta);
}

afterEach(() => {
  setCsrfMeta(null);
  localStorage.clear();
  window.history.replaceState(null, '', '/');
});

describe('apiBaseQuery', () => {
  it('uses the API root of the contract', () => {
    expect(API_BASE).toBe(API_ROOT);
  });

  it('sends reads to the API root with cookies and without the anti-forgery header', async () => {
    setCsrfMeta('tok-123');
    const fetchFn = createFakeFetch({ 'GET /api/probe': { body: { ok: true } } });
    const store = createTestStore({ fetchFn });
    const result = await store.dispatch(probeApi.endpoints.probeRead.initiate());
    expect(result.data).toEqual({ ok: true });
    expect(fetchFn.calls).toHaveLength(1);
    const [call] = fetchFn.calls;
    expect(call!.url).toBe('/api/probe');
    expect(call!.credentials).toBe('include');
    expect(call!.headers.Accept).toBe('application/json');
    expect(call!.headers['X-CSRF-TOKEN']).toBeUndefined();
  });

  it('asks again, past the preload, when a read comes back in another language than the one asked (ADR 0047)', async () => {
    document.documentElement.lang = 'hi';
    try {
      // The page's preload went out with an English browser's Accept-Language: the first answer is English.
      let answered = 0;
      const fetchFn = createFakeFetch({
        'GET /api/probe': () => {
          answered += 1;
          return answered === 1
            ? { body: { title: 'Knee replacement' }, headers: { 'Content-Language': 'en' } }
            : { body: { title: 'घुटना बदलना' }, headers: { 'Content-Language': 'hi' } };
        },
      });
      const store = createTestStore({ fetchFn });
      const result = await store.dispatch(probeApi.endpoints.probeRead.initiate());
      expect(result.data).toEqual({ title: 'घुटना बदलना' });
      expect(fetchFn.calls).toHaveLength(2);
      expect(fetchFn.calls[0]!.headers['Accept-Language']).toBe('hi');
      expect(fetchFn.calls[1]!.headers['Accept-Language']).toBe('hi');
      expect(fetchFn.calls[1]!.cache).toBe('reload');
    } finally {
      document.documentElement.lang = '';
    }
  });

  it('takes a read answered in the language asked for as it comes', async () => {
    document.documentElement.lang = 'hi';
    try {
      const fetchFn = createFakeFetch({
        'GET /api/probe': { body: { title: 'घुटना बदलना' }, headers: { 'Content-Language': 'hi' } },
      });
      const store = createTestStore({ fetchFn });
      const result = await store.dispatch(probeApi.endpoints.probeRead.initiate());
      expect(result.data).toEqual({ title: 'घुटना बदलना' });
      expect(fetchFn.calls).toHaveLength(1);
      expect(fetchFn.calls[0]!.cache).toBeUndefined();
    } finally {
      document.documentElement.lang = '';
    }
  });

  it('marks the API unreachable when a call cannot reach it, and reachable again on any answer', async () => {
    let fail = true;
    const answers = createFakeFetch({
      'GET /api/probe': { status: 500, body: { message: 'boom' } },
    });
    const fetchFn = Object.assign(
      (url: string, init: Parameters<typeof answers>[1]) =>
        fail ? Promise.reject(new TypeError('Failed to fetch')) : answers(url, init),
      { calls: answers.calls },
    );
    const store = createTestStore({ fetchFn });
    await store.dispatch(probeApi.endpoints.probeRead.initiate(undefined, { forceRefetch: true }));
    expect(apiReachable()).toBe(false);
    fail = false;
    await store.dispatch(probeApi.endpoints.probeRead.initiate(undefined, { forceRefetch: true }));
    expect(apiReachable()).toBe(true);
  });

  it('asks for the server messages in the language the page is in (<html lang>), whatever the browser prefers', async () => {
    const fetchFn = createFakeFetch({ 'GET /api/probe': { body: { ok: true } } });
    const store = createTestStore({ fetchFn });
    document.documentElement.lang = 'hi';
    await store.dispatch(probeApi.endpoints.probeRead.initiate(undefined, { forceRefetch: true }));
    document.documentElement.lang = 'en-IN';
    await store.dispatch(probeApi.endpoints.probeRead.initiate(undefined, { forceRefetch: true }));
    expect(fetchFn.calls.map((call) => call.headers['Accept-Language'])).toEqual(['hi', 'en-IN']);
  });

  it('falls back to the mb_csrf cookie when the page has no meta tag (Vite dev server)', async () => {
    document.cookie = 'mb_csrf=cookie-tok%2B1; path=/';
    const fetchFn = createFakeFetch({ 'POST /api/probe-write': { body: { saved: 1 } } });
    const store = createTestStore({ fetchFn });
    await store.dispatch(probeApi.endpoints.probeWrite.initiate({ a: 1 }));
    expect(fetchFn.calls[0]!.headers['X-CSRF-TOKEN']).toBe('cookie-tok+1');
    setCsrfMeta('meta-wins');
    await store.dispatch(probeApi.endpoints.probeWrite.initiate({ a: 2 }));
    expect(fetchFn.calls[1]!.headers['X-CSRF-TOKEN']).toBe('meta-wins');
    document.cookie = 'mb_csrf=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
  });

  it('reads the __Host-mb_csrf cookie an https server sets, and mb_csrf on http', () => {
    expect(csrfTokenFromCookies('a=1; __Host-mb_csrf=host%2Btok; b=2')).toBe('host+tok');
    expect(csrfTokenFromCookies('mb_csrf=plain-tok')).toBe('plain-tok');
    expect(csrfTokenFromCookies('x=1')).toBeNull();
  });

  it('sends the token of the csrf-token meta tag and a JSON body on state-changing calls', async () => {
    setCsrfMeta('tok-456');
    const fetchFn = createFakeFetch({ 'POST /api/probe-write': { body: { saved: 1 } } });
    const store = createTestStore({ fetchFn });
    await store.dispatch(probeApi.endpoints.probeWrite.initiate({ a: 1 }));
    const [call] = fetchFn.calls;
    expect(call!.method).toBe('POST');
    expect(call!.credentials).toBe('include');
    expect(call!.headers['X-CSRF-TOKEN']).toBe('tok-456');
    expect(call!.headers['Content-Type']).toBe('application/json');
    expect(call!.body).toEqual({ a: 1 });
  });

  it('lets the browser set the multipart type for FormData bodies', async () => {
    setCsrfMeta('tok-789');
    const fetchFn = createFakeFetch({ 'POST /api/probe-upload': { body: {} } });
    const store = createTestStore({ fetchFn });
    const form = new FormData();
    form.append('message', 'hello');
    await store.dispatch(probeApi.endpoints.probeUpload.initiate(form));
    const [call] = fetchFn.calls;
    expect(call!.headers['Content-Type']).toBeUndefined();
    expect(call!.headers['X-CSRF-TOKEN']).toBe('tok-789');
    expect(call!.body).toBe(form);
  });

  it('returns the status and body of an error answer', async () => {
    const fetchFn = createFakeFetch({
      'POST /api/probe-write': {
        status: 422,
        body: { statusCode: 422, error: 'x', message: 'Bad', errors: { a: 'A!' } },
      },
    });
    const store = createTestStore({ fetchFn });
    const result = await store.dispatch(probeApi.endpoints.probeWrite.initiate({ a: 2 }));
    expect(result.error).toEqual({
      status: 422,
      data: expect.objectContaining({ errors: { a: 'A!' } }),
    });
  });

  it('reports a network failure as FETCH_ERROR', async () => {
    const fetchFn = createFakeFetch({
      'GET /api/probe': () => {
        throw new TypeError('Failed to fetch');
      },
    });
    const store = createTestStore({ fetchFn });
    const result = await store.dispatch(probeApi.endpoints.probeRead.initiate());
    expect(result.error).toEqual({ status: 'FETCH_ERROR', error: 'TypeError: Failed to fetch' });
  });

  it('answers FETCH_ERROR, without throwing or logging, when the body fails (a call cancelled mid-answer)', async () => {
    const errorLog = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const fetchFn = () =>
        Promise.resolve({
          ok: true,
          status: 200,
          headers: new Headers({ 'content-type': 'application/json' }),
          text: () =>
            Promise.reject(new DOMException('signal is aborted without reason', 'AbortError')),
        });
      const store = createTestStore({ fetchFn: fetchFn as FetchLike });
      const result = await store.dispatch(probeApi.endpoints.probeRead.initiate());
      expect(result.error).toEqual({
        status: 'FETCH_ERROR',
        error: expect.stringContaining('AbortError'),
      });
      expect(errorLog).not.toHaveBeenCalled();
    } finally {
      errorLog.mockRestore();
    }
  });

  it('on a 401 clears the stored user_info and sends the browser to /login, coming back afterwards', async () => {
    writeUserInfo({ id: 7, name: 'Asha' });
    window.history.replaceState(null, '', '/my-appointment?tab=1');
    const navigate = jest.fn();
    const fetchFn = createFakeFetch({
      'GET /api/probe': {
        status: 401,
        body: { statusCode: 401, error: 'Unauthorized', message: 'Log in again.' },
      },
    });
    const store = createTestStore({ fetchFn, navigate });
    const result = await store.dispatch(probeApi.endpoints.probeRead.initiate());
    expect(result.error).toMatchObject({ status: 401 });
    expect(localStorage.getItem(STORAGE_KEYS.userInfo)).toBeNull();
    expect(readUserInfo()).toBeNull();
    expect(navigate).toHaveBeenCalledWith('/login?next=%2Fmy-appointment%3Ftab%3D1');
  });

  it('leaves a visitor where they are on a 401 (e.g. a wrong password): the screen shows the answer', async () => {
    window.history.replaceState(null, '', '/dentistry');
    const navigate = jest.fn();
    const fetchFn = createFakeFetch({
      'POST /api/probe-write': {
        status: 401,
        body: { statusCode: 401, error: 'Unauthorized', message: 'Invalid Username or Password' },
      },
    });
    const store = createTestStore({ fetchFn, navigate });
    const result = await store.dispatch(probeApi.endpoints.probeWrite.initiate({ a: 1 }));
    expect(result.error).toMatchObject({
      status: 401,
      data: { message: 'Invalid Username or Password' },
    });
    expect(navigate).not.toHaveBeenCalled();
  });
});
