import { createElement, lazy, Suspense, type ReactNode } from 'react';
import { Spinner, translate } from '@medibridge/ui-kit';

/** The account screens of SPEC §2, each with `handle.access`; pages load lazily. */
export { authRoutes } from './routes';

const LazyPatientLoginModal = lazy(() => import('./components/PatientLoginModal'));

/** The patient login modal, registered by the shell under `patientLogin`; its code loads when first opened. */
export function PatientLoginModal(props: { onClose(): void }): ReactNode {
  return createElement(
    Suspense,
    { fallback: createElement(Spinner, { label: translate('Loading') }) },
    createElement(LazyPatientLoginModal, props),
  );
}
