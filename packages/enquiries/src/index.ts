/** @medibridge/enquiries — the enquiry modals (registered by the shell) and the enquiry pages of SPEC §2. */
export {
  AmbulanceModal,
  ConsultationModal,
  HomeCareModal,
  HospitalQuoteModal,
  PharmacyComingSoonModal,
} from './modals/lazyModals';
export { enquiriesRoutes } from './routes';
