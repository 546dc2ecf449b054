/**
 * The payments module: the gateway interface (sandbox, PhonePe), payment rows settled exactly once, the
 * reconciliation job, the return and callback calls and the sandbox checkout. Others import only this file.
 */
export { default as payments } from './plugin';
export type { Payments } from './service';
export { RECONCILE_REFUNDS_AFTER_MS } from './refunds';
export {
  type Payable,
  type PayableHandlers,
  type PayableKind,
  type PaymentInitiated,
  type PaymentStart,
  type PayPage,
  type WalletPart,
  newReference,
  paymentInitiated,
} from './payable';
export { SANDBOX_REFUND_PENDING_MS, SandboxGateway } from './sandbox';
export type { PaymentRow } from './repository';
export type { RefundRow } from './refundRepository';
export {
  GatewayError,
  type GatewayState,
  type PaymentProvider,
  type RefundInput,
  type RefundState,
  type RefundStatus,
} from './provider';
export { PhonePeGateway, PhonePeHttpError, type PhonePeRefund } from './phonepe';
