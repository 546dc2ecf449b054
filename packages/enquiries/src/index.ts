import type { RouteObject } from 'react-router-dom';

/** @medibridge/enquiries — the enquiry modals (registered by the shell) and, later, the enquiry pages. */
export { AmbulanceModal, ConsultationModal, HomeCareModal, HospitalQuoteModal } from './modals/lazyModals';

/**
 * The screens this feature adds to the app, each with `handle.access` (see RouteAccess in contract).
 * The enquiry pages are not built yet.
 */
export const enquiriesRoutes: RouteObject[] = [];
