// BAD: linted as packages/pharmacy/src/__fixture__.ts. A feature package imports another feature package.
import { authRoutes } from '@medibridge/auth';

export const routes = [...authRoutes];
