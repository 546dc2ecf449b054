/**
 * Money the operator sees (issue 32 §5, docs/decisions/0059): payments and refunds in the console, one
 * payment's history, asking the gateway again, an admin's refund and the daily settlement. Refunds go through
 * the payments module's refund machinery. Others import only this file.
 */
export { moneyRoutes } from './routes';
export { csvField, csvLine } from '../../lib/csv';
