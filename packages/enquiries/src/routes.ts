import type { RouteObject } from 'react-router-dom';
import { ROUTES, type RouteAccess } from '@medibridge/contract';

const access = (value: RouteAccess) => ({ access: value });
const servicePage = async () => ({ Component: (await import('./pages/ServicePage')).ServicePage });
const labTestsPage = async () => ({
  Component: (await import('./pages/LabTestsPage')).LabTestsPage,
});

const servicePaths = [
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
];

/**
 * The enquiry pages: one lazy chunk, public (visitors send enquiries too); /lab-tests, the partner frame,
 * its own small chunk, public (visitors book without prefill).
 */
export const enquiriesRoutes: RouteObject[] = [
  ...servicePaths.map((path): RouteObject => ({
    path,
    handle: access('public'),
    lazy: servicePage,
  })),
  { path: ROUTES.labTests, handle: access('public'), lazy: labTestsPage },
];
