import { defineTexts } from '@medibridge/ui-kit';
import type Hindi from './hi';

/** A text of the enquiry screens: an English key of `./hi` (data tables type their labels with it). */
export type EnquiryText = Extract<keyof typeof Hindi, string>;

/** The enquiry screens' texts (docs/decisions/0017): `const t = useEnquiryTexts()`. */
export const useEnquiryTexts = defineTexts<typeof Hindi>('enquiries', () => import('./hi'));
