/**
 * My Appointments, My Transactions and My History as one lazy chunk: they list the same appointments, and one
 * entry in the app's route table (part of every path's first load) costs less than three (docs/decisions/0011).
 */
export { MyAppointmentsPage } from './MyAppointmentsPage';
export { MyTransactionsPage } from './MyTransactionsPage';
export { MyHistoryPage } from './MyHistoryPage';
