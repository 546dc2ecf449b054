import { checkFeatureRoutes } from '@medibridge/api-client';
import { enquiriesRoutes } from './index';

describe('enquiriesRoutes', () => {
  it('uses only SPEC §2 paths from contract ROUTES, each with handle.access', () => {
    expect(() => checkFeatureRoutes(enquiriesRoutes)).not.toThrow();
  });
});
