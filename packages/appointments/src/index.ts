/** The booking screens of SPEC §2 (the three steps, success, payment status), each with `handle.access`. */
export { appointmentsRoutes } from './routes';
