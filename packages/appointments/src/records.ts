/**
 * What the patient's record screens share (My Appointments, My Transactions, My History, the invoice, the
 * wallet, Make Payment and its status), in one module like `shared.ts`: these pages import it, so the bundler
 * makes it one chunk of their own and the booking steps do not carry it. The list screens import their
 * states (`components/ListStates`) and the two lists their cards (`components/AppointmentCards`) directly, so
 * the invoice and the service screens load neither.
 */
export {
  recordsApi,
  useAppointmentListQuery,
  useAppointmentTransactionsQuery,
  useServiceBookMutation,
  useServiceBookingRowQuery,
  useWalletLedgerQuery,
} from './recordsApi';
export { StatusBadge } from './components/StatusBadge';
export {
  PAYMENT_STATUS,
  SERVICE_LABELS,
  cardActions,
  doctorPrescriptionOf,
  fileHref,
  followUpPrescriptionOf,
  refundOf,
  type CardActions,
  type CardList,
} from './rules';
export { showStampDate, showStampTime } from './stamps';
