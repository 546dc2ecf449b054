import { defineTexts, type Translate } from '@medibridge/ui-kit';
import type Hindi from './hi-wallet';
import { type AppointmentText, useAppointmentTexts } from './index';

/** A text of My Wallet: a key of `./hi-wallet` or of the shared `./hi`. */
export type WalletText = Extract<keyof typeof Hindi, string> | AppointmentText;

// Registered by this module, which only these screens import: in Hindi its catalogue loads with them alone.
const useOwnTexts = defineTexts<typeof Hindi>('appointments-wallet', () => import('./hi-wallet'));

/**
 * The texts of My Wallet: their own catalogue, the shared one.
 */
export function useWalletTexts(): Translate<WalletText> {
  useOwnTexts();
  return useAppointmentTexts() as Translate<WalletText>;
}
