/**
 * The payments module: the gateway interface (sandbox, PhonePe), payment rows settled exactly once, the
 * reconciliation job, the return and callback calls and the sandbox checkout. Others import only this file.
 */
export { default as payments } from './plugin';
export { paymentRoutes, sandboxCheckoutRoutes, type ResultPage } from './routes';
export type { PaymentPurpose } from './service';
export type { PaymentRow } from './repository';
export type { GatewayState, PaymentProvider } from './provider';
