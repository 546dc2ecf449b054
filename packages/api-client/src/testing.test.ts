/* eslint-disable @typescript-eslint/no-invalid-void-type -- RTK Query spells "this call takes no argument" as void. */
import { baseApi, duplicateEndpointNames } from './api';
import { checkFeatureRoutes, featureRouteProblems } from './testing';

describe('duplicate endpoint names', () => {
  it('are recorded and reported when two injections use one name', () => {
    const spy = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    baseApi.injectEndpoints({
      endpoints: (build) => ({ dupProbe: build.query<string, void>({ query: () => 'a' }) }),
    });
    expect(duplicateEndpointNames()).toEqual([]);
    baseApi.injectEndpoints({
      endpoints: (build) => ({ dupProbe: build.query<string, void>({ query: () => 'b' }) }),
    });
    expect(duplicateEndpointNames()).toEqual(['dupProbe']);
    expect(spy).toHaveBeenCalledWith(expect.stringContaining('dupProbe'));
    spy.mockRestore();
  });

  it('are allowed when the injection says overrideExisting: true', () => {
    baseApi.injectEndpoints({
      endpoints: (build) => ({ overProbe: build.query<string, void>({ query: () => 'a' }) }),
    });
    baseApi.injectEndpoints({
      overrideExisting: true,
      endpoints: (build) => ({ overProbe: build.query<string, void>({ query: () => 'b' }) }),
    });
    expect(duplicateEndpointNames()).not.toContain('overProbe');
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
