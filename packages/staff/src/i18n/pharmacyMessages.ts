import { defineTexts } from '@medibridge/ui-kit';

/**
 * Contract's pharmacy messages and order states in Hindi (the pharmacy desk shows them with `translate`). A
 * module of its own, imported by the pharmacy desk only: `defineTexts` starts loading a catalogue when the
 * module registering it is evaluated, so the other console screens do not download it in Hindi.
 */
export const usePharmacyMessages = defineTexts(
  'contract-pharmacy',
  () => import('@medibridge/contract/hi-pharmacy'),
);
