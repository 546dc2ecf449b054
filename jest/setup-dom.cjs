require('@testing-library/jest-dom');
// jsdom has no scrollTo; the shell scrolls to the top on every path change.
if (typeof window !== 'undefined') {
  window.scrollTo = () => {};
}

// jsdom has no fetch Request, and Node's own rejects jsdom's AbortSignal. React Router's data router only
// needs a Request to carry the URL, method and signal of a navigation to loaders, so a small one does.
if (typeof globalThis.Request === 'undefined') {
  globalThis.Request = class Request {
    constructor(input, init = {}) {
      this.url = typeof input === 'string' ? input : String(input.url ?? input);
      this.method = (init.method ?? 'GET').toUpperCase();
      this.signal = init.signal ?? new AbortController().signal;
      this.headers = init.headers ?? {};
      this.body = init.body ?? null;
    }
  };
}

// findBy*/waitFor give up after 1 s by default. A lazy route's first import is compiled by ts-jest on
// demand, which on CI's 2 busy cores can take longer than that; 5 s keeps such tests from flaking without
// hiding a screen that never appears.
require('@testing-library/dom').configure({ asyncUtilTimeout: 5000 });
