/**
 * The modals a screen opens by name (`useModal().open('consultation')`, ui-kit) without importing the
 * feature that owns it: the modal counterpart of ROUTES. Each feature exports its modals; the shell
 * registers a component for every name here (apps/web/src/modals.ts, checked at compile time). ui-kit
 * itself knows no feature's modal.
 */
export const MODAL_NAMES = [
  // enquiries
  'hospitalQuote',
  'consultation',
  'ambulance',
  'homeCare',
  'pharmacyComingSoon',
  // packages-search
  'packageSearch',
  // auth
  'patientLogin',
] as const;

export type ModalName = (typeof MODAL_NAMES)[number];
