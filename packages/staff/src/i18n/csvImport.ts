import { combineTexts, defineTexts } from '@medibridge/ui-kit';
import type Hindi from './hi-csv-import';
import { type StaffText, useStaffTexts } from './index';

/** A text of the "import a CSV" part: a key of `./hi-csv-import` or of the console's shared `./hi`. */
export type CsvImportText = Extract<keyof typeof Hindi, string> | StaffText;

/**
 * The texts of the reusable CSV import (components/CsvImport): its own catalogue, loaded with the screens that
 * show it (docs/decisions/0032), and the console's shared one.
 */
export const useCsvImportTexts = combineTexts<CsvImportText>(
  defineTexts<typeof Hindi>('staff-csv-import', () => import('./hi-csv-import')),
  useStaffTexts,
);
