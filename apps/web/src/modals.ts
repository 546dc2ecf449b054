import { PatientLoginModal } from '@medibridge/auth';
import { ConsultationByPhoneModal, PackageSearchModal, QuoteByPhoneModal } from '@medibridge/packages-search';
import type { ModalRegistry } from '@medibridge/ui-kit';

/**
 * Modal name → component. Features export their modals and the shell registers them here, so any feature
 * opens one by name (`useModal().open('hospitalQuote')`) without importing the package that owns it.
 */
export const modalRegistry: ModalRegistry = {
  // packages-search call-us stand-ins: replace these two entries with the enquiries forms when they land.
  hospitalQuote: QuoteByPhoneModal,
  consultation: ConsultationByPhoneModal,
  packageSearch: PackageSearchModal,
  patientLogin: PatientLoginModal,
};
