// The department-name query is the appointments module's (departments are its): one query, two callers.
export { departmentName as departmentNameOf } from '../appointments';
