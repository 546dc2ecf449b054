/**
 * The staff console (issue 13 §4): the console home, the enquiries inbox, the appointments board, the
 * doctor's desk, the pharmacy desk and the audit log, each shown only to the staff roles it serves.
 */
export { staffRoutes } from './routes';
