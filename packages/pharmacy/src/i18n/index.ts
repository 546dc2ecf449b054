import { defineTexts } from '@medibridge/ui-kit';
import type Hindi from './hi';

/** A text of the pharmacy screens: an English key of `./hi`. */
export type PharmacyText = Extract<keyof typeof Hindi, string>;

const useScreenTexts = defineTexts<typeof Hindi>('pharmacy', () => import('./hi'));
/** Contract's pharmacy messages and order states in Hindi: loaded with these screens, not on every route. */
const usePharmacyMessages = defineTexts(
  'contract-pharmacy',
  () => import('@medibridge/contract/hi-pharmacy'),
);

/**
 * The pharmacy screens' texts (docs/decisions/0017): `const t = usePharmacyTexts()`. In Hindi it also loads
 * contract's pharmacy messages and order states, which the screens show with `translate`.
 */
export function usePharmacyTexts(): ReturnType<typeof useScreenTexts> {
  usePharmacyMessages();
  return useScreenTexts();
}
