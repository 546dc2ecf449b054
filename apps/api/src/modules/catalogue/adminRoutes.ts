import { CATALOGUE_MESSAGES, type CatalogueQuery } from '@medibridge/contract';
import { catalogueQuerySchema } from '@medibridge/contract/schemas';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { routeContract } from '../../contractRoute';
import { staffAccessOf } from '../../plugins/staffAccess';
import { validateWith } from '../../plugins/validation';
import { readCatalogueImage, replaceCatalogueImage } from './adminImages';
import {
  type CatalogueDeps,
  hospitalOne,
  hospitalPage,
  packageOne,
  packagePage,
  saveHospital,
  savePackage,
  savePrice,
} from './adminService';

function listQuery(raw: unknown): CatalogueQuery {
  const parsed = validateWith(catalogueQuerySchema, 'query', raw ?? {});
  if ('error' in parsed) throw parsed.error;
  return parsed.value as CatalogueQuery;
}

const saved = (reply: FastifyReply, message: string, id: number) => {
  reply.header('cache-control', 'no-store');
  return { code: 200 as const, message, data: { id } };
};

/** The operator's catalogue in the staff console (issue 32 §3, docs/decisions/0062): admin calls only. */
export async function catalogueAdminRoutes(app: FastifyInstance): Promise<void> {
  const deps = (): CatalogueDeps => ({ db: app.db, clock: app.clock });
  const actorOf = (request: Parameters<typeof staffAccessOf>[0]) => {
    const access = staffAccessOf(request);
    return { userId: access.userId, acting: access.acting };
  };

  routeContract(app, 'staffCataloguePackages', {
    handle: ({ request, reply }) => {
      reply.header('cache-control', 'no-store');
      return packagePage(app.db, listQuery(request.query));
    },
  });
  routeContract(app, 'staffCataloguePackage', {
    handle: async ({ params, reply }) => {
      reply.header('cache-control', 'no-store');
      return { data: await packageOne(app.db, params.package_id) };
    },
  });
  routeContract(app, 'staffCataloguePackageCreate', {
    handle: async ({ body, request, reply }) =>
      saved(
        reply,
        CATALOGUE_MESSAGES.packageAdded,
        await savePackage(deps(), actorOf(request), null, body),
      ),
  });
  routeContract(app, 'staffCataloguePackageUpdate', {
    handle: async ({ body, params, request, reply }) =>
      saved(
        reply,
        CATALOGUE_MESSAGES.packageSaved,
        await savePackage(deps(), actorOf(request), params.package_id, body),
      ),
  });
  routeContract(app, 'staffCataloguePackageImage', {
    handle: async ({ params, request, reply }) => {
      const image = await readCatalogueImage(request);
      const subject = { kind: 'package' as const, id: params.package_id };
      await replaceCatalogueImage(
        { ...deps(), files: app.files },
        actorOf(request),
        subject,
        image,
      );
      return saved(reply, 'The picture is saved.', params.package_id);
    },
  });

  routeContract(app, 'staffCatalogueHospitals', {
    handle: ({ request, reply }) => {
      reply.header('cache-control', 'no-store');
      return hospitalPage(app.db, listQuery(request.query));
    },
  });
  routeContract(app, 'staffCatalogueHospital', {
    handle: async ({ params, reply }) => {
      reply.header('cache-control', 'no-store');
      return { data: await hospitalOne(app.db, params.vendor_id) };
    },
  });
  routeContract(app, 'staffCatalogueHospitalCreate', {
    handle: async ({ body, request, reply }) =>
      saved(
        reply,
        CATALOGUE_MESSAGES.hospitalAdded,
        await saveHospital(deps(), actorOf(request), null, body),
      ),
  });
  routeContract(app, 'staffCatalogueHospitalUpdate', {
    handle: async ({ body, params, request, reply }) =>
      saved(
        reply,
        CATALOGUE_MESSAGES.hospitalSaved,
        await saveHospital(deps(), actorOf(request), params.vendor_id, body),
      ),
  });
  routeContract(app, 'staffCatalogueHospitalImage', {
    handle: async ({ params, request, reply }) => {
      const image = await readCatalogueImage(request);
      const subject = { kind: 'hospital' as const, id: params.vendor_id };
      await replaceCatalogueImage(
        { ...deps(), files: app.files },
        actorOf(request),
        subject,
        image,
      );
      return saved(reply, 'The picture is saved.', params.vendor_id);
    },
  });
  routeContract(app, 'staffCataloguePriceSet', {
    handle: async ({ body, params, request, reply }) => {
      await savePrice(deps(), actorOf(request), params.vendor_id, params.package_id, body.price);
      return saved(reply, 'The price is saved.', params.package_id);
    },
  });
  routeContract(app, 'staffCataloguePriceRemove', {
    handle: async ({ params, request, reply }) => {
      await savePrice(deps(), actorOf(request), params.vendor_id, params.package_id, null);
      return saved(reply, 'The hospital no longer offers this package.', params.package_id);
    },
  });
}
