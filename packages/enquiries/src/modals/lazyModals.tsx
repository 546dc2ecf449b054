import { Suspense, lazy, type ComponentType, type ReactNode } from 'react';
import { Skeleton, type RegisteredModalProps } from '@medibridge/ui-kit';

/** A registry modal whose code (formik, yup, the form) loads in its own chunk the first time it opens. */
function lazyModal(
  load: () => Promise<ComponentType<RegisteredModalProps>>,
): ComponentType<RegisteredModalProps> {
  const Lazy = lazy(async () => ({ default: await load() }));
  return function LazyEnquiryModal(props: RegisteredModalProps): ReactNode {
    return (
      <Suspense fallback={<Skeleton lines={5} />}>
        <Lazy {...props} />
      </Suspense>
    );
  };
}

const forms = () => import('./EnquiryModals');

/** `consultation`: 'Book FREE Consultation Now'. */
export const ConsultationModal = lazyModal(async () => (await forms()).ConsultationModal);
/** `hospitalQuote`: 'Book Your FREE Consultation Now'. */
export const HospitalQuoteModal = lazyModal(async () => (await forms()).HospitalQuoteModal);
/** `ambulance`: the ambulance request. */
export const AmbulanceModal = lazyModal(async () => (await forms()).AmbulanceModal);
/** `homeCare`: the home-care request. */
export const HomeCareModal = lazyModal(async () => (await forms()).HomeCareModal);
/** `pharmacyComingSoon`: a small chunk of its own (no form code). */
export const PharmacyComingSoonModal = lazyModal(
  async () => (await import('./PharmacyComingSoonModal')).PharmacyComingSoonModal,
);
