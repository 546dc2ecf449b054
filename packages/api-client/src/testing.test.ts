/* eslint-disable @typescript-eslint/no-invalid-void-type -- RTK Query spells "this call takes no argument" as void. */
import { baseApi } from './api';
import { checkFeatureRoutes, featureRouteProblems } from './testing';

describe('duplicate endpoint names', () => {
  it("fail the second injection of one name when it says overrideExisting: 'throw'", () => {
    baseApi.injectEndpoints({
      overrideExisting: 'throw',
      endpoints: (build) => ({ dupProbe: build.query<string, void>({ query: () => 'a' }) }),
    });
    expect(() =>
      baseApi.injectEndpoints({
        overrideExisting: 'throw',
        endpoints: (build) => ({ dupProbe: build.query<string, void>({ query: () => 'b' }) }),
      }),
    ).toThrow(/dupProbe/);
  });

  it('are allowed when the injection says overrideExisting: true', () => {
    baseApi.injectEndpoints({
      overrideExisting: 'throw',
      endpoints: (build) => ({ overProbe: build.query<string, void>({ query: () => 'a' }) }),
    });
    expect(() =>
      baseApi.injectEndpoints({
        overrideExisting: true,
        endpoints: (build) => ({ overProbe: build.query<string, void>({ query: () => 'b' }) }),
      }),
    ).not.toThrow();
  });
});

describe('checkFeatureRoutes', () => {
  it('accepts SPEC §2 paths with an access handle', () => {
    expect(() =>
      checkFeatureRoutes([
        { path: '/dentistry', handle: { access: 'public' } },
        { path: '/my-appointment', handle: { access: 'patient' } },
        { handle: {}, children: [{ path: '/login', handle: { access: 'guest' } }] },
      ]),
    ).not.toThrow();
    expect(() => checkFeatureRoutes([])).not.toThrow();
  });

  it('names a path SPEC does not have and a route without access', () => {
    expect(
      featureRouteProblems([
        { path: '/dentistery', handle: { access: 'public' } },
        { path: '/pharmacy' },
        { path: '/home', handle: { access: 'admin' } },
      ]),
    ).toEqual([
      '/dentistery: not a SPEC §2 path from contract ROUTES',
      '/pharmacy: handle.access must be one of guest, public, patient',
      '/home: handle.access must be one of guest, public, patient',
    ]);
    expect(() => checkFeatureRoutes([{ path: '/nope', handle: { access: 'public' } }])).toThrow(
      /\/nope/,
    );
  });
});
