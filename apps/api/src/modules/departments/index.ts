/**
 * The operator's departments: fees and names, weekly hours that generate the slots, closures that cancel and
 * refund the bookings on them (docs/decisions/0057). Others import only this file.
 */
export { departmentAdminRoutes } from './routes';
