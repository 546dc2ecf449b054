import { combineTexts, defineTexts } from '@medibridge/ui-kit';
import type Hindi from './hi-departments';
import { type StaffText, useStaffTexts } from './index';

/** A text of the departments screen: a key of `./hi-departments` or of the console's shared `./hi`. */
export type DepartmentsText = Extract<keyof typeof Hindi, string> | StaffText;

/**
 * The texts of the departments screen: its own catalogue, registered here (only its files import this module,
 * so in Hindi it loads with them alone, docs/decisions/0032), and the console's shared one.
 */
const useScreenTexts = combineTexts<DepartmentsText>(
  defineTexts<typeof Hindi>('staff-departments', () => import('./hi-departments')),
  useStaffTexts,
);

/** Contract's words of the department calls (the form's rules and the server's answers) in Hindi. */
const useDepartmentMessages = defineTexts(
  'contract-departments',
  () => import('@medibridge/contract/hi-departments'),
);

/** The departments screen's texts, with contract's department messages loaded beside them. */
export function useDepartmentsTexts(): ReturnType<typeof useScreenTexts> {
  useDepartmentMessages();
  return useScreenTexts();
}
