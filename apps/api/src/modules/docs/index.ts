/** The API's own documentation (/api/docs, the OpenAPI document). Others import only this file. */
export { docsRoutes } from './routes';
