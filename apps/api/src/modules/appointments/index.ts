/**
 * The appointments module: departments, the booking window and slots (with their seat claims). Others import
 * only this file.
 */
export { appointmentRoutes } from './routes';
export { listPrescribedAppointments, type PrescribedAppointment } from './prescriptions';
export {
  appointmentNoById,
  departmentName,
  findAppointment,
  findAppointmentByNo,
  type AppointmentRow,
} from './bookingRepository';
export {
  answerFollowUpWithPrescription,
  completeWithPrescription,
  inDepartmentScope,
  markNoShow,
} from './followUpService';
export { slotStart } from './records';
export { cancelAppointment } from './cancel';
export { claimServing, type ServingClaim } from './serving';
export { findUserAppointment } from './bookingRepository';
export { appointmentRecord } from './records';
export {
  afterClinicCancel,
  bookingsToCancel,
  cancelByClinicInTx,
  expireHoldsInTx,
  holdsToExpire,
  type ClinicCancelDeps,
} from './clinicCancel';
export { invoicePdfFor } from './invoiceFile';
