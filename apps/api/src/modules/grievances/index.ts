/**
 * Grievances (issue 33 §1, docs/decisions/0066): a patient files one and follows it; coordinators and admins
 * answer and close them in the staff inbox (each read in the security log, each change audited); the
 * `grievances.escalate` job marks those past their answer date and texts the admins. Others import only this
 * file.
 */
export { ESCALATE_JOB, grievanceRoutes } from './routes';
export { dueAtFor } from './service';
