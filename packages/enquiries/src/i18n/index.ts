import { combineTexts, defineTexts } from '@medibridge/ui-kit';
import { useServiceNames } from '@medibridge/ui-kit/service-names';
import type Hindi from './hi';

/** A text of the enquiry screens: an English key of `./hi` (data tables type their labels with it). */
export type EnquiryText = Extract<keyof typeof Hindi, string>;

/**
 * Contract's enquiry form messages (ENQUIRY_SCREEN_MESSAGES) in Hindi: the enquiry pages and modals show them,
 * so they load with those and no other route downloads them (docs/decisions/0035).
 */
const useEnquiryMessages = defineTexts(
  'contract-enquiry',
  () => import('@medibridge/contract/hi-enquiry'),
);

/**
 * The enquiry screens' texts (docs/decisions/0017), contract's enquiry messages and the service pages' names:
 * `const t = useEnquiryTexts()`.
 */
export const useEnquiryTexts = combineTexts<EnquiryText>(
  useEnquiryMessages,
  useServiceNames,
  defineTexts<typeof Hindi>('enquiries', () => import('./hi')),
);
