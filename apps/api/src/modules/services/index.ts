/** Paid services (SPEC's service booking, "Make Payment"). Others import only this file. */
export { serviceRoutes } from './routes';
