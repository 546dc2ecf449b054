/**
 * The payments module: the gateway interface (sandbox, PhonePe), payment rows settled exactly once, the
 * reconciliation job, the return and callback calls and the sandbox checkout. Others import only this file.
 */
export { default as payments } from './plugin';
export type { PaymentPurpose } from './service';
export type { PaymentRow } from './repository';
export { GatewayError, type GatewayState, type PaymentProvider } from './provider';
export { PhonePeGateway, PhonePeHttpError, type PhonePeRefund } from './phonepe';
