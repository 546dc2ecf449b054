import { defineTexts } from '@medibridge/ui-kit';
import type Hindi from './hi';

/** A text of the staff console: an English key of `./hi`. */
export type StaffText = Extract<keyof typeof Hindi, string>;

/** The staff console's texts (docs/decisions/0017): `const t = useStaffTexts()`. */
export const useStaffTexts = defineTexts<typeof Hindi>('staff', () => import('./hi'));
