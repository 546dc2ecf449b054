/** @medibridge/packages-search — home search, treatment packages, package detail, hospital results, vendor pages. */
export { packagesSearchRoutes } from './routes';
/** Registry modals: `packageSearch`, and the call-us stand-ins for `hospitalQuote` and `consultation`. */
export { ConsultationByPhoneModal, PackageSearchModal, QuoteByPhoneModal } from './modals/lazyModals';
