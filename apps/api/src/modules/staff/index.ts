/**
 * The staff module: staff users and their roles (`staff:create` and the admin's staff screen, `team.ts`), the audit log, the doctor's desk (the
 * department's queue, no-show, e-prescriptions) and the patient's step from an e-prescription to the cart.
 * Others import only this file.
 */
export {
  ALL_STAFF_ROLES,
  createStaff,
  isDoctorOfDepartment,
  type DoctorDetails,
  type StaffInput,
} from './accounts';
export { staffDeskRoutes as staffRoutes } from './routes';
export { ownEPrescriptions, type EPrescriptionRow } from './repository';
