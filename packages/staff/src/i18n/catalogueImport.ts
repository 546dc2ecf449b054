import { combineTexts, defineTexts } from '@medibridge/ui-kit';
import type Hindi from './hi-catalogue-import';
import { type StaffText, useStaffTexts } from './index';
import { useMedicineAdminMessages } from './medicines';

/** A text of the catalogue import screen: a key of `./hi-catalogue-import` or of the console's shared `./hi`. */
export type CatalogueImportText = Extract<keyof typeof Hindi, string> | StaffText;

/** Contract's words of the catalogue calls in Hindi (the CSV's problems about packages and prices). */
const useCatalogueMessages = defineTexts(
  'contract-catalogue-admin',
  () => import('@medibridge/contract/hi-catalogue-admin'),
);

const useScreenTexts = combineTexts<CatalogueImportText>(
  defineTexts<typeof Hindi>('staff-catalogue-import', () => import('./hi-catalogue-import')),
  useMedicineAdminMessages,
  useStaffTexts,
);

/**
 * The catalogue import screen's texts (docs/decisions/0064): its own catalogue, contract's catalogue and
 * medicine messages (a CSV's general problems are the medicine import's words), and the console's shared one.
 */
export function useCatalogueImportTexts(): ReturnType<typeof useScreenTexts> {
  useCatalogueMessages();
  return useScreenTexts();
}
