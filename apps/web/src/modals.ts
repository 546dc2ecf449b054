import { PatientLoginModal } from '@medibridge/auth';
import {
  AmbulanceModal,
  ConsultationModal,
  HomeCareModal,
  HospitalQuoteModal,
  PharmacyComingSoonModal,
} from '@medibridge/enquiries';
import { PackageSearchModal } from '@medibridge/packages-search';
import type { ModalRegistry } from '@medibridge/ui-kit';

/**
 * Modal name → component. Features export their modals and the shell registers them here, so any feature
 * opens one by name (`useModal().open('hospitalQuote')`) without importing the package that owns it.
 */
export const modalRegistry: ModalRegistry = {
  // The enquiries forms (lazy: each loads its chunk the first time it opens).
  hospitalQuote: HospitalQuoteModal,
  consultation: ConsultationModal,
  ambulance: AmbulanceModal,
  homeCare: HomeCareModal,
  pharmacyComingSoon: PharmacyComingSoonModal,
  packageSearch: PackageSearchModal,
  patientLogin: PatientLoginModal,
};
