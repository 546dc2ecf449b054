/** Liveness and readiness. Others import only this file. */
export { decorateLifecycle, healthRoutes } from './routes';
