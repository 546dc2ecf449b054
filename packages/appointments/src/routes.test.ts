import { checkFeatureRoutes } from '@medibridge/api-client';
import { appointmentsRoutes } from './index';

describe('appointmentsRoutes', () => {
  it('uses only SPEC §2 paths from contract ROUTES, each with handle.access', () => {
    expect(() => checkFeatureRoutes(appointmentsRoutes)).not.toThrow();
  });
});
