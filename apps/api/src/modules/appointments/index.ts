/**
 * The appointments module: departments, the booking window and slots (with their seat claims). Others import
 * only this file.
 */
export { appointmentRoutes } from './routes';
export {
  appointmentNoById,
  listPrescribedAppointments,
  type PrescribedAppointment,
} from './prescriptions';
