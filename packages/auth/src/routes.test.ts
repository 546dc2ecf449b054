import { checkFeatureRoutes } from '@medibridge/api-client';
import { authRoutes } from './index';

describe('authRoutes', () => {
  it('uses only SPEC §2 paths from contract ROUTES, each with handle.access', () => {
    expect(() => checkFeatureRoutes(authRoutes)).not.toThrow();
  });
});
