/**
 * The operator's medicine catalogue (issue 32 §4, docs/decisions/0058): products, prices, stock and states
 * edited in the console, and the CSV export and all-or-nothing import. Others import only this file.
 */
export { medicineAdminRoutes } from './routes';
export { planImport, applyImport, medicinesCsv } from './csvImport';
