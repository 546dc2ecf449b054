/** @medibridge/enquiries — the enquiry modals (registered by the shell) and the ambulance and home-care pages. */
export { AmbulanceModal, ConsultationModal, HomeCareModal, HospitalQuoteModal } from './modals/lazyModals';
export { enquiriesRoutes } from './routes';
