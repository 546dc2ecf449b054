import { combineTexts, defineTexts } from '@medibridge/ui-kit';
import type Hindi from './hi-catalogue';
import { type StaffText, useStaffTexts } from './index';

/** A text of the catalogue screens: a key of `./hi-catalogue` or of the console's shared `./hi`. */
export type CatalogueText = Extract<keyof typeof Hindi, string> | StaffText;

/** The texts of the catalogue screens (hospitals, packages), loaded with them alone (docs/decisions/0032). */
export const useCatalogueTexts = combineTexts<CatalogueText>(
  defineTexts<typeof Hindi>('staff-catalogue', () => import('./hi-catalogue')),
  useStaffTexts,
);
