/** The catalogue module: packages, specialities and hospitals. Others import only this file. */
export { catalogueRoutes } from './routes';
export { catalogueAdminRoutes } from './adminRoutes';
export { catalogueCsvRoutes } from './csvRoutes';
