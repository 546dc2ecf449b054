/** The enquiries module: SPEC's enquiry forms and the staff list. Others import only this file. */
export { enquiriesRoutes } from './routes';
