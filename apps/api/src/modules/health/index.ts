/** Liveness and readiness. Others import only this file. */
export { healthRoutes } from './routes';
