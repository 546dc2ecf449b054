import { combineTexts, defineTexts } from '@medibridge/ui-kit';
import type Hindi from './hi-audit';
import { type StaffText, useStaffTexts } from './index';

/** A text of the audit log: a key of `./hi-audit` or of the console's shared `./hi`. */
export type AuditText = Extract<keyof typeof Hindi, string> | StaffText;

/**
 * The texts of the audit log: its own catalogue, registered here (only its files import this module, so in Hindi
 * it loads with them alone, docs/decisions/0032), and the console's shared one.
 */
export const useAuditTexts = combineTexts<AuditText>(
  defineTexts<typeof Hindi>('staff-audit', () => import('./hi-audit')),
  useStaffTexts,
);
