// GOOD: linted as apps/web/src/__fixture__.ts. The shell composes feature packages through their entries.
import { authRoutes } from '@medibridge/auth';
import { pharmacyRoutes } from '@medibridge/pharmacy';

export const routes = [...authRoutes, ...pharmacyRoutes];
