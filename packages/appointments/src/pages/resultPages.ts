/**
 * Where a payment ends: the success screen and the payment status screen (failed, pending, expired) as one
 * lazy chunk, one entry in the app's route table (docs/decisions/0011).
 */
export { PaymentStatusPage } from './PaymentStatusPage';
export { SuccessPage } from './SuccessPage';
