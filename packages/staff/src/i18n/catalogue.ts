import { combineTexts, defineTexts } from '@medibridge/ui-kit';
import type Hindi from './hi-catalogue';
import { type StaffText, useStaffTexts } from './index';

/** A text of the catalogue screens: a key of `./hi-catalogue` or of the console's shared `./hi`. */
export type CatalogueText = Extract<keyof typeof Hindi, string> | StaffText;

/** The texts of the catalogue screens (hospitals, packages), loaded with them alone (docs/decisions/0032). */
const useScreenTexts = combineTexts<CatalogueText>(
  defineTexts<typeof Hindi>('staff-catalogue', () => import('./hi-catalogue')),
  useStaffTexts,
);

/** Contract's words of the catalogue calls (the form's rules and the server's answers) in Hindi. */
const useCatalogueMessages = defineTexts(
  'contract-catalogue-admin',
  () => import('@medibridge/contract/hi-catalogue-admin'),
);

/** The catalogue screens' texts, with contract's catalogue messages loaded beside them. */
export function useCatalogueTexts(): ReturnType<typeof useScreenTexts> {
  useCatalogueMessages();
  return useScreenTexts();
}
