/**
 * The consultation screens of SPEC §2 (the three steps, success, payment status, My Appointments, My
 * Transactions, My History, the invoice, the follow-up), the wallet, Make Payment and its status, each with `handle.access`.
 */
export { appointmentsRoutes } from './routes';
