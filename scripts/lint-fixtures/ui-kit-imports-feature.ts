// BAD: linted as packages/ui-kit/src/__fixture__.ts. ui-kit depends only on contract, never on a feature.
import { pharmacyRoutes } from '@medibridge/pharmacy';

export const routes = pharmacyRoutes;
