import { checkFeatureRoutes } from '@medibridge/api-client';
import { packagesSearchRoutes } from './index';

describe('packagesSearchRoutes', () => {
  it('uses only SPEC §2 paths from contract ROUTES, each with handle.access', () => {
    expect(() => checkFeatureRoutes(packagesSearchRoutes)).not.toThrow();
  });
});
