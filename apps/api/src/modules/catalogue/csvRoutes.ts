import { MEDICINE_ADMIN_MESSAGES as M, MEDICINE_IMPORT_MAX_BYTES } from '@medibridge/contract';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { contractRoute } from '../../contractRoute';
import { staffAccessOf } from '../../plugins/staffAccess';
import type { CatalogueDeps } from './adminService';
import { applyPackages, packagesCsv, planPackages } from './packageCsv';
import { applyPrices, planPrices, pricesCsv } from './priceCsv';

/** A CSV travels inside JSON: room for its escapes. */
const IMPORT_BODY_LIMIT = MEDICINE_IMPORT_MAX_BYTES * 2;

const sendCsv = (reply: FastifyReply, name: string, csv: string) =>
  reply
    .header('cache-control', 'no-store')
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${name}"`)
    .send(csv);

/**
 * The catalogue's CSV calls (issue 32 §3, docs/decisions/0064): export, check and import of the packages and
 * of the hospitals' prices. Admin only (the contract's roles); each import audited as one entry.
 */
export async function catalogueCsvRoutes(app: FastifyInstance): Promise<void> {
  const deps = (): CatalogueDeps => ({ db: app.db, clock: app.clock });
  const actorOf = (request: Parameters<typeof staffAccessOf>[0]) => {
    const access = staffAccessOf(request);
    return { userId: access.userId, acting: access.acting };
  };
  const kinds = [
    {
      csv: 'staffCataloguePackagesCsv',
      check: 'staffCataloguePackagesImportCheck',
      apply: 'staffCataloguePackagesImport',
      file: 'packages.csv',
      write: packagesCsv,
      plan: planPackages,
      run: applyPackages,
    },
    {
      csv: 'staffCataloguePricesCsv',
      check: 'staffCataloguePricesImportCheck',
      apply: 'staffCataloguePricesImport',
      file: 'prices.csv',
      write: pricesCsv,
      plan: planPrices,
      run: applyPrices,
    },
  ] as const;

  for (const kind of kinds) {
    app.route({
      ...contractRoute(kind.csv),
      handler: async (_request, reply) => sendCsv(reply, kind.file, await kind.write(app.db)),
    });
    app.route<{ Body: { csv: string } }>({
      ...contractRoute(kind.check),
      bodyLimit: IMPORT_BODY_LIMIT,
      handler: async (request, reply) => {
        reply.header('cache-control', 'no-store');
        const { report } = await kind.plan(app.db, request.body.csv);
        return { message: M.csvChecked, data: { ...report, applied: false } };
      },
    });
    app.route<{ Body: { csv: string } }>({
      ...contractRoute(kind.apply),
      bodyLimit: IMPORT_BODY_LIMIT,
      handler: async (request, reply) => {
        reply.header('cache-control', 'no-store');
        const data = await kind.run(deps(), actorOf(request), request.body.csv);
        return { message: M.csvImported, data };
      },
    });
  }
}
