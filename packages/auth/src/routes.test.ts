import { checkFeatureRoutes } from '@medibridge/api-client';
import { ROUTES } from '@medibridge/contract';
import { authRoutes } from './index';

describe('authRoutes', () => {
  it('uses only SPEC §2 paths from contract ROUTES, each with handle.access', () => {
    expect(() => checkFeatureRoutes(authRoutes)).not.toThrow();
  });

  it('gives each account screen its access level', () => {
    const access = Object.fromEntries(
      authRoutes.map((r) => [r.path, (r.handle as { access: string }).access]),
    );
    expect(access).toEqual({
      [ROUTES.root]: 'guest',
      [ROUTES.login]: 'guest',
      [ROUTES.phonePayLogin]: 'guest',
      [ROUTES.mobileVerification]: 'public',
      [ROUTES.otpVerification]: 'guest',
      [ROUTES.userRegistration]: 'guest',
      [ROUTES.forgetPassword]: 'guest',
      [ROUTES.resetPassword]: 'public',
      [ROUTES.manageProfile]: 'patient',
      [ROUTES.changePassword]: 'patient',
      [ROUTES.referAndEarn]: 'patient',
      [ROUTES.closeAccount]: 'public',
      [ROUTES.privacy]: 'patient',
      [ROUTES.myData]: 'patient',
      [ROUTES.grievances]: 'patient',
      [ROUTES.grievanceNew]: 'patient',
    });
  });

  it('loads every screen lazily, each exporting a component', async () => {
    for (const route of authRoutes) {
      expect(route.element).toBeUndefined();
      const loaded = (await (route.lazy as () => Promise<{ Component: unknown }>)()).Component;
      expect(typeof loaded).toBe('function');
    }
  });
});
