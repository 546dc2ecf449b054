import type { RouteObject } from 'react-router-dom';
import { ROUTES } from '@medibridge/contract';
import { buildRoutes, selectRoutes } from './buildRoutes';

const loginAtRoot: RouteObject = {
  path: ROUTES.root,
  handle: { access: 'guest' },
  element: <p>login</p>,
};
const homeFromFeature: RouteObject = {
  path: ROUTES.home,
  handle: { access: 'public' },
  element: <p>feature home</p>,
};
const homeAtRoot: RouteObject = {
  path: ROUTES.root,
  handle: { access: 'patient' },
  element: <p>feature home</p>,
};
const appointments: RouteObject = {
  path: ROUTES.myAppointment,
  handle: { access: 'patient' },
  lazy: async () => ({}),
};

function byPath(routes: RouteObject[], path: string): RouteObject | undefined {
  return routes.find((route) => route.path === path);
}

describe('selectRoutes', () => {
  it('gives a visitor the guest screen at / and a patient the home page there (SPEC §2)', () => {
    expect(byPath(selectRoutes(false, [[loginAtRoot], [homeAtRoot]]), '/')).toBe(loginAtRoot);
    expect(byPath(selectRoutes(true, [[loginAtRoot], [homeAtRoot]]), '/')).toBe(homeAtRoot);
  });

  it('gives a public feature screen to both sets', () => {
    expect(byPath(selectRoutes(true, [[homeFromFeature]]), '/home')).toBe(homeFromFeature);
    expect(byPath(selectRoutes(false, [[homeFromFeature]]), '/home')).toBe(homeFromFeature);
  });

  it('turns a patient screen into a login redirect for visitors, without loading its code', () => {
    const route = byPath(selectRoutes(false, [[appointments]]), '/my-appointment');
    expect(route).toBeDefined();
    expect(route).not.toBe(appointments);
    expect(route?.lazy).toBeUndefined();
    expect(byPath(selectRoutes(true, [[appointments]]), '/my-appointment')).toBe(appointments);
  });

  it('refuses a route without handle.access', () => {
    expect(() => selectRoutes(false, [[{ path: ROUTES.dentistry, element: <p /> }]])).toThrow(
      /handle.access/,
    );
  });
});

describe('buildRoutes', () => {
  it('builds each of the app’s two trees once: start-up and the first render match against the same one', () => {
    expect(buildRoutes(false)).toBe(buildRoutes(false));
    expect(buildRoutes(true)).toBe(buildRoutes(true));
    expect(buildRoutes(true)).not.toBe(buildRoutes(false));
  });

  it('builds a fresh tree for routes given by a test', () => {
    const features = [[{ path: '/x', element: null, handle: { access: 'public' } }]];
    expect(buildRoutes(false, features)).not.toBe(buildRoutes(false, features));
  });
});
