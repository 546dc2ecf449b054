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
 * opens one by name (`useModal().open('hospitalQuote')`) without importing the package that owns it. Every
 * name of contract's MODAL_NAMES must have its component here, or this does not compile.
 */
export const modalRegistry = {
  // The enquiries forms (lazy: each loads its chunk the first time it opens).
  hospitalQuote: HospitalQuoteModal,
  consultation: ConsultationModal,
  ambulance: AmbulanceModal,
  homeCare: HomeCareModal,
  pharmacyComingSoon: PharmacyComingSoonModal,
  packageSearch: PackageSearchModal,
  patientLogin: PatientLoginModal,
} satisfies Required<ModalRegistry>;
