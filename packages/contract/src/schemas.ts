/**
 * `@medibridge/contract/schemas`: the wire schemas (zod) of every call, and `ENDPOINTS`, the endpoint table
 * with them. For the server (validation, serialisation), the OpenAPI document and tests; the web app imports
 * only their types, from `@medibridge/contract` (docs/decisions/0021).
 */
export * from './accounts';
export * from './appointments';
export * from './catalogue';
export * from './catalogueAdmin';
export * from './enquiries';
export * from './envelopes';
export * from './pharmacy';
export * from './reference';
export * from './video';
export * from './staff';
export * from './staffTeam';
export * from './medicineAdmin';
export * from './tpg';
export * from './staffMoney';
export * from './notices';
export * from './notifications';
export * from './operatorDepartments';
export * from './privacySchemas';
export { ENDPOINTS, type EndpointDef, type EndpointResponse, type EndpointSchemas } from './api';
export * from './erasureSchemas';
export * from './grievanceSchemas';
export * from './h1RegisterSchemas';
