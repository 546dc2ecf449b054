import { combineTexts, defineTexts } from '@medibridge/ui-kit';
import type Hindi from './hi-wallet';
import { type AppointmentText, useAppointmentTexts } from './index';

/** A text of My Wallet: a key of `./hi-wallet` or of the shared `./hi`. */
export type WalletText = Extract<keyof typeof Hindi, string> | AppointmentText;

/**
 * The texts of My Wallet: their own catalogue, registered here (only these screens import this module, so in
 * Hindi it loads with them alone), the shared one.
 */
export const useWalletTexts = combineTexts<WalletText>(
  defineTexts<typeof Hindi>('appointments-wallet', () => import('./hi-wallet')),
  useAppointmentTexts,
);
