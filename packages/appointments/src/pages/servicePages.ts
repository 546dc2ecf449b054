/**
 * Make Payment and its payment status as one lazy chunk: one entry in the app's route table (part of every
 * path's first load) costs less than two (docs/decisions/0011).
 */
export { ServiceBookingPage } from './ServiceBookingPage';
export { ServicePaymentStatusPage } from './ServicePaymentStatusPage';
