import type { RouteObject } from 'react-router-dom';
import { ROUTES, type RouteAccess } from '@medibridge/contract';

const access = (value: RouteAccess) => ({ access: value });
const servicePage = async () => ({ Component: (await import('./pages/ServicePage')).ServicePage });

/** The enquiry pages: one lazy chunk, public (visitors send enquiries too). /lab-tests is not built yet. */
export const enquiriesRoutes: RouteObject[] = [
  ROUTES.airAmbulance,
  ROUTES.ambulanceWithIcu,
  ROUTES.ambulanceWithDoctor,
  ROUTES.ambulanceWithNurse,
  ROUTES.ambulanceForDeadBody,
  ROUTES.doctorsAtHome,
  ROUTES.nurseAtHome,
  ROUTES.physiotherapistAtHome,
  ROUTES.icuSetupAtHome,
  ROUTES.dentistry,
  ROUTES.transitionCareCenter,
  ROUTES.internationalPatient,
  ROUTES.contactUs,
  ROUTES.hospitalization,
].map((path) => ({ path, handle: access('public'), lazy: servicePage }));
