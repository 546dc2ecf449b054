import { checkFeatureRoutes } from '@medibridge/api-client';
import { ROUTES } from '@medibridge/contract';
import { staffRoutes } from './index';

describe('staffRoutes', () => {
  it('uses only paths from contract ROUTES, each with handle.access', () => {
    expect(() => checkFeatureRoutes(staffRoutes)).not.toThrow();
  });

  it('has the home and one route for every screen, open to everyone (the page checks the roles)', () => {
    expect(staffRoutes.map((r) => [r.path, (r.handle as { access: string }).access])).toEqual([
      [ROUTES.staff, 'public'],
      [ROUTES.staffScreen, 'public'],
    ]);
  });

  it('loads every screen lazily, each exporting a component', async () => {
    for (const route of staffRoutes) {
      expect(route.element).toBeUndefined();
      const loaded = (await (route.lazy as () => Promise<{ Component: unknown }>)()).Component;
      expect(typeof loaded).toBe('function');
    }
  });
});
