/** The catalogue module: packages, specialities and hospitals. Others import only this file. */
export { catalogueRoutes } from './routes';
export { generateCatalogue, type CatalogueScale } from './generator';
export { seedCatalogue, type CatalogueCounts } from './seedCatalogue';
