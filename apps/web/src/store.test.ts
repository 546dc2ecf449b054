import { baseApi } from '@medibridge/api-client';
import { changeLanguage, resetTextsForTests } from '@medibridge/ui-kit';
import { makeStore } from './store';

/** A Package-tagged read and a session-tagged one, to see which a language switch fetches again. */
const probe = baseApi.injectEndpoints({
  endpoints: (build) => ({
    languageProbePackage: build.query<unknown, undefined>({
      query: () => 'probe/package',
      providesTags: ['Package'],
    }),
    languageProbeUser: build.query<unknown, undefined>({
      query: () => 'probe/user',
      providesTags: ['User'],
    }),
  }),
  overrideExisting: 'throw',
});

describe('the store and the language', () => {
  beforeEach(() => resetTextsForTests());
  afterEach(() => resetTextsForTests());

  it('fetches the answers holding catalogue words again in the new language, and not the session', async () => {
    const asked: string[] = [];
    const store = makeStore(undefined, {
      fetchFn: async (url, init) => {
        asked.push(`${url.replace(/^.*\/api\//, '')} ${init.headers['Accept-Language']}`);
        return {
          status: 200,
          // No Content-Language: an answer that names no language is taken as it is.
          headers: {
            get: (name: string) => (/^content-type$/i.test(name) ? 'application/json' : null),
          },
          text: async () => '{}',
        };
      },
    });
    const held = [
      store.dispatch(probe.endpoints.languageProbePackage.initiate(undefined)),
      store.dispatch(probe.endpoints.languageProbeUser.initiate(undefined)),
    ];
    await Promise.all(held);
    expect(asked.sort()).toEqual(['probe/package en-IN', 'probe/user en-IN']);

    await changeLanguage('hi');
    await new Promise((r) => setTimeout(r, 50));
    expect(asked.slice(2)).toEqual(['probe/package hi']);
    held.forEach((subscription) => subscription.unsubscribe());
  });
});
