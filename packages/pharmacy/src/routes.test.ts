import { checkFeatureRoutes } from '@medibridge/api-client';
import { pharmacyRoutes } from './index';

describe('pharmacyRoutes', () => {
  it('uses only SPEC §2 paths from contract ROUTES, each with handle.access', () => {
    expect(() => checkFeatureRoutes(pharmacyRoutes)).not.toThrow();
  });
});
