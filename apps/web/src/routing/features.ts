import type { RouteObject } from 'react-router-dom';
import { appointmentsRoutes } from '@medibridge/appointments';
import { authRoutes } from '@medibridge/auth';
import { enquiriesRoutes } from '@medibridge/enquiries';
import { packagesSearchRoutes } from '@medibridge/packages-search';
import { pharmacyRoutes } from '@medibridge/pharmacy';
import { staffRoutes } from '@medibridge/staff';

/** Every feature's routes, by package. Each route carries `handle.access`; pages load lazily. */
export const FEATURE_ROUTES: Readonly<Record<string, readonly RouteObject[]>> = {
  auth: authRoutes,
  enquiries: enquiriesRoutes,
  'packages-search': packagesSearchRoutes,
  appointments: appointmentsRoutes,
  pharmacy: pharmacyRoutes,
  staff: staffRoutes,
};
