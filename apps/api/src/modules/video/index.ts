/** The video module: consultation calls (join, close, next call, signalling). Others import only this file. */
export { videoRoutes } from './routes';
