/**
 * The pharmacy: the medicine catalogue (suggestions, lists, product pages, drawn images), the server-side
 * cart, checkout with a prescription check, orders paid online or in cash, and the pharmacy desk's calls.
 * Others import only this file.
 */
import type { FastifyInstance } from 'fastify';
import { pharmacyCatalogueRoutes } from './catalogueRoutes';
import { h1RegisterRoutes } from './h1Routes';
import { pharmacyOrderRoutes } from './routes';

export {
  type PrescribedLineOutcome,
  addPrescribedToCart,
  prescribableMedicine,
} from './prescriptionCart';

/** `gstin`: the operator's GSTIN (config `GSTIN`) for the order bills, null when not registered for GST. */
export async function pharmacyRoutes(
  app: FastifyInstance,
  options: { gstin: string | null },
): Promise<void> {
  await pharmacyCatalogueRoutes(app);
  await pharmacyOrderRoutes(app, options.gstin);
  await h1RegisterRoutes(app);
}
