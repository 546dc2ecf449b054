/** The lab partner's demo page for /lab-tests. Others import only this file. */
export { labPartnerRoutes } from './routes';
