import type { BaseQueryFn, FetchBaseQueryError } from '@reduxjs/toolkit/query/react';
import { clearUserInfo, isLoggedIn, loginPathFor } from './session';
import { reportReachable } from './connectivity';

/** The slice of `fetch` the base query uses, so tests can fake the network edge without a Request class. */
export type FetchLike = (
  url: string,
  init: {
    method: string;
    headers: Record<string, string>;
    body?: string | FormData;
    credentials: 'include';
    signal?: AbortSignal;
    /** 'reload' only to ask again past a preloaded or cached answer in another language. */
    cache?: 'reload';
  },
) => Promise<{
  status: number;
  headers: { get(name: string): string | null };
  text(): Promise<string>;
}>;

/**
 * What the store's thunk `extraArgument` may carry for the base query. `makeStore` and `createTestStore`
 * fill it; every field has a browser default.
 */
export interface ApiClientExtra {
  /** Defaults to the global `fetch`. */
  fetchFn?: FetchLike;
  /** Where a 401 sends the user; defaults to a full page load of the path. */
  navigate?: (path: string) => void;
}

/** A request as endpoints describe it: a URL relative to the API root, or a full description. */
export type ApiRequest =
  | string
  | {
      url: string;
      method?: string;
      body?: unknown;
      params?: Record<string, string | number | boolean | undefined>;
      headers?: Record<string, string>;
    };

/**
 * contract's API_ROOT, spelled here so the first screen does not pull in contract's endpoint table (and
 * zod with it) just for this string; `baseQuery.test.ts` fails if the two ever differ.
 */
export const API_BASE = '/api';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** The cookie the server sets with the same token; readable by the page on purpose (see ADR 0002). */
export const CSRF_COOKIE = 'mb_csrf';

/** The anti-forgery cookie's value in a `document.cookie` string: `__Host-mb_csrf` on https, `mb_csrf` on http. */
export function csrfTokenFromCookies(cookies: string): string | null {
  const parts = cookies.split(';').map((part) => part.trim());
  for (const name of [`__Host-${CSRF_COOKIE}`, CSRF_COOKIE]) {
    const cookie = parts.find((part) => part.startsWith(`${name}=`));
    if (cookie) return decodeURIComponent(cookie.slice(name.length + 1));
  }
  return null;
}

/**
 * The anti-forgery token the server put into the served page. Under `pnpm dev` Vite serves its own
 * index.html without the meta tag, so the token is taken from the server's cookie instead.
 */
export function csrfToken(): string | null {
  if (typeof document === 'undefined') return null;
  const meta = document.querySelector<HTMLMetaElement>('meta[name="csrf-token"]')?.content;
  if (meta) return meta;
  return csrfTokenFromCookies(document.cookie);
}

/** `/api/<url>` with one slash between, plus the query string. */
export function apiUrl(
  url: string,
  params?: Record<string, string | number | boolean | undefined>,
): string {
  const path = `${API_BASE}/${url.replace(/^\/+/, '')}`;
  if (!params) return path;
  const query = Object.entries(params)
    .filter((entry): entry is [string, string | number | boolean] => entry[1] !== undefined)
    .map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(String(value))}`)
    .join('&');
  return query ? `${path}?${query}` : path;
}

function defaultNavigate(path: string): void {
  window.location.assign(path);
}

/**
 * The app's language for the server's messages: ui-kit keeps `<html lang>` on the chosen language
 * (docs/decisions/0017), so a patient who chose English in a Hindi browser still reads English.
 */
export function requestLanguageHeader(): string {
  const lang = typeof document === 'undefined' ? '' : document.documentElement.lang.toLowerCase();
  return lang === 'hi' || lang.startsWith('hi-') ? 'hi' : 'en-IN';
}

/** Whether an answer's `Content-Language` names another language than `asked` (only its primary tag counts). */
function otherLanguage(response: Awaited<ReturnType<FetchLike>>, asked: string): boolean {
  const served = response.headers.get('content-language');
  if (!served) return false;
  const primary = (tag: string) => tag.trim().toLowerCase().split('-')[0] ?? '';
  return primary(served) !== primary(asked);
}

/**
 * The one base query: same-origin API root, cookies included, JSON in and out, the anti-forgery header on
 * every state-changing call, and a 401 while logged in ending the stored session.
 */
export const apiBaseQuery: BaseQueryFn<ApiRequest, unknown, FetchBaseQueryError> = async (
  args,
  api,
) => {
  const request = typeof args === 'string' ? { url: args } : args;
  const method = (request.method ?? 'GET').toUpperCase();
  const extra = (api.extra ?? {}) as ApiClientExtra;
  const fetchFn: FetchLike = extra.fetchFn ?? (globalThis.fetch as unknown as FetchLike);

  const headers: Record<string, string> = {
    Accept: 'application/json',
    'Accept-Language': requestLanguageHeader(),
    ...request.headers,
  };
  let body: string | FormData | undefined;
  if (request.body !== undefined && method !== 'GET' && method !== 'HEAD') {
    if (typeof FormData !== 'undefined' && request.body instanceof FormData) {
      body = request.body; // the browser sets the multipart boundary itself
    } else {
      headers['Content-Type'] = 'application/json';
      body = JSON.stringify(request.body);
    }
  } else if (!SAFE_METHODS.has(method)) {
    headers['Content-Type'] = 'application/json';
  }
  if (!SAFE_METHODS.has(method)) {
    const token = csrfToken();
    if (token) headers['X-CSRF-TOKEN'] = token;
  }

  const url = apiUrl(request.url, request.params);
  const init: Parameters<FetchLike>[1] = {
    method,
    headers,
    credentials: 'include',
    signal: api.signal,
    ...(body !== undefined ? { body } : {}),
  };
  let response: Awaited<ReturnType<FetchLike>>;
  try {
    response = await fetchFn(url, init);
    // A read answered in another language than the one asked for: the page's preload (docs/decisions/0038)
    // went out with the browser's Accept-Language, not the patient's choice. Ask once more, past the preload
    // and the browser's cache, before the screen sees the wrong language (docs/decisions/0047).
    if (method === 'GET' && otherLanguage(response, headers['Accept-Language'] ?? '')) {
      response = await fetchFn(url, { ...init, cache: 'reload' });
    }
  } catch (error) {
    // A call the screen cancelled says nothing about the network; any other failure to reach the server does.
    if (!(error instanceof Error && error.name === 'AbortError')) reportReachable(false);
    return { error: { status: 'FETCH_ERROR', error: String(error) } };
  }
  reportReachable(true);

  // The body can fail too: a call cancelled while its answer streams in (a logout resets every running
  // query) rejects here. A base query must never throw (RTK Query logs a throw as an error).
  let text: string;
  try {
    text = await response.text();
  } catch (error) {
    return { error: { status: 'FETCH_ERROR', error: String(error) } };
  }
  let data: unknown = text;
  if (text !== '') {
    try {
      data = JSON.parse(text);
    } catch {
      if ((response.headers.get('content-type') ?? '').includes('json')) {
        return {
          error: {
            status: 'PARSING_ERROR',
            originalStatus: response.status,
            data: text,
            error: 'Invalid JSON',
          },
        };
      }
    }
  } else {
    data = null;
  }

  // A 401 while a login is stored means the session ended (expired, revoked, logged out elsewhere). A
  // visitor's 401 (a wrong password on the modal login) is only an answer for the screen to show.
  if (response.status === 401 && isLoggedIn()) {
    clearUserInfo();
    const here =
      typeof window === 'undefined' ? '' : `${window.location.pathname}${window.location.search}`;
    (extra.navigate ?? defaultNavigate)(loginPathFor(here));
  }
  if (response.status < 200 || response.status >= 300) {
    return { error: { status: response.status, data } };
  }
  return { data };
};
