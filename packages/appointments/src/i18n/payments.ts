import { combineTexts, defineTexts } from '@medibridge/ui-kit';
import type Hindi from './hi-payments';
import { type AppointmentText, useAppointmentTexts } from './index';

/** A text of a payment status screen: a key of `./hi-payments` or of the shared `./hi`. */
export type PaymentText = Extract<keyof typeof Hindi, string> | AppointmentText;

/**
 * The texts the payment status screens share (the results and services groups), registered here: only those
 * groups' modules import this one, so in Hindi they load with those screens alone (docs/decisions/0035).
 */
export const usePaymentTexts = combineTexts<PaymentText>(
  defineTexts<typeof Hindi>('appointments-payments', () => import('./hi-payments')),
  useAppointmentTexts,
);
