import { createHash } from 'node:crypto';
import type { EndpointName, EndpointResponse } from '@medibridge/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { contractRoute } from '../../contractRoute';
import { HttpError } from '../../errors';
import { IMAGE_BASE, type ImageKind, cardSvg, serviceIconSvg } from './images';
import { findImageSubject } from './repository';
import {
  activePackages,
  hospitalPackages,
  packageDetail,
  packageMasters,
  packagesInCity,
  packagesOfMaster,
  popularPackages,
  vendorDetail,
  vendorSelectedPackage,
} from './service';

/** Catalogue reads change only with a re-seed: browsers and shared caches may keep them five minutes. */
export const CATALOGUE_CACHE_CONTROL = 'public, max-age=300';
/** Generated images change only when a name changes; their URLs are per slug. */
export const IMAGE_CACHE_CONTROL = 'public, max-age=2592000';

function etagOf(body: string): string {
  return `W/"${createHash('sha1').update(body).digest('base64url')}"`;
}

function matches(request: FastifyRequest, etag: string): boolean {
  const header = request.headers['if-none-match'];
  if (!header) return false;
  const bare = etag.replace(/^W\//, '');
  return header
    .split(',')
    .map((t) => t.trim().replace(/^W\//, ''))
    .some((t) => t === bare || t === '*');
}

/** Sends `body` with a validator and cache headers; 304 without a body when the client holds it already. */
function sendCacheable(
  request: FastifyRequest,
  reply: FastifyReply,
  body: string,
  contentType: string,
  cacheControl: string,
): FastifyReply {
  const etag = etagOf(body);
  reply
    .header('etag', etag)
    .header('cache-control', cacheControl)
    .header('vary', 'accept-encoding');
  if (matches(request, etag)) return reply.code(304).send();
  return reply.type(contentType).send(body);
}

function sendJson<N extends EndpointName>(
  request: FastifyRequest,
  reply: FastifyReply,
  _name: N,
  payload: EndpointResponse<N>,
): FastifyReply {
  return sendCacheable(
    request,
    reply,
    JSON.stringify(payload),
    'application/json; charset=utf-8',
    CATALOGUE_CACHE_CONTROL,
  );
}

const IMAGE_KINDS: Record<string, ImageKind> = {
  packages: 'packages',
  'package-masters': 'masters',
  vendors: 'vendors',
  'package-services': 'services',
};

/** Treatment packages and vendors (SPEC §7), paths exactly as the contract spells them, plus their images. */
export async function catalogueRoutes(app: FastifyInstance): Promise<void> {
  const db = app.db;

  app.route({
    ...contractRoute('packageActiveList'),
    handler: async (request, reply) =>
      sendJson(request, reply, 'packageActiveList', { data: await activePackages(db) }),
  });

  for (const name of ['packageActiveSearch', 'packageSearch'] as const) {
    app.route<{ Params: { text: string } }>({
      ...contractRoute(name),
      handler: async (request, reply) =>
        sendJson(request, reply, name, { data: await activePackages(db, request.params.text) }),
    });
  }

  app.route<{ Params: { cityIdOrSlug: string } }>({
    ...contractRoute('packageByCity'),
    handler: async (request, reply) =>
      sendJson(request, reply, 'packageByCity', {
        data: await packagesInCity(db, request.params.cityIdOrSlug),
      }),
  });

  app.route<{ Params: { city: string; package: string } }>({
    ...contractRoute('packageHospitalSearch'),
    handler: async (request, reply) =>
      sendJson(
        request,
        reply,
        'packageHospitalSearch',
        await hospitalPackages(db, request.params.city, request.params.package),
      ),
  });

  const masterRoutes = [
    ['packagePopularMasters', 'popular'],
    ['packageImportantMasters', 'important'],
    ['packageMasters', 'all'],
  ] as const;
  for (const [name, filter] of masterRoutes) {
    app.route({
      ...contractRoute(name),
      handler: async (request, reply) =>
        sendJson(request, reply, name, { data: await packageMasters(db, filter) }),
    });
  }

  app.route({
    ...contractRoute('packagePopular'),
    handler: async (request, reply) =>
      sendJson(request, reply, 'packagePopular', { data: await popularPackages(db) }),
  });

  const pathRoutes = [
    ['packageImagePath', IMAGE_BASE.packages],
    ['packageMasterImagePath', IMAGE_BASE.masters],
    ['vendorImagePath', IMAGE_BASE.vendors],
    ['packageServiceImagePath', IMAGE_BASE.services],
  ] as const;
  for (const [name, base] of pathRoutes) {
    app.route({
      ...contractRoute(name),
      handler: async (request, reply) => sendJson(request, reply, name, { data: base }),
    });
  }

  app.route<{ Params: { role_name: string; vendorSlug: string } }>({
    ...contractRoute('vendorDetail'),
    handler: async (request, reply) =>
      sendJson(request, reply, 'vendorDetail', {
        data: await vendorDetail(db, request.params.role_name, request.params.vendorSlug),
      }),
  });

  app.route<{ Params: { role_name: string; vendorSlug: string; packageSlug: string } }>({
    ...contractRoute('vendorSelectedPackage'),
    handler: async (request, reply) =>
      sendJson(request, reply, 'vendorSelectedPackage', {
        data: await vendorSelectedPackage(
          db,
          request.params.role_name,
          request.params.vendorSlug,
          request.params.packageSlug,
        ),
      }),
  });

  app.route<{ Params: { packageSlug: string } }>({
    ...contractRoute('packageDetails'),
    handler: async (request, reply) =>
      sendJson(request, reply, 'packageDetails', {
        data: await packageDetail(db, request.params.packageSlug),
      }),
  });

  app.route<{ Params: { masterPackageId: string } }>({
    ...contractRoute('packageByMaster'),
    handler: async (request, reply) =>
      sendJson(request, reply, 'packageByMaster', {
        data: await packagesOfMaster(db, request.params.masterPackageId),
      }),
  });

  // Generated images under the base paths above: `<slug>.svg` (package-services: `<kind>.svg`).
  app.get<{ Params: { kind: string; file: string } }>(
    '/api/images/:kind/:file',
    async (request, reply) => {
      const kind = IMAGE_KINDS[request.params.kind];
      const match = /^([a-z0-9-]{1,200})\.svg$/.exec(request.params.file);
      const notFound = new HttpError(404, 'There is no such image.');
      if (!kind || !match?.[1]) throw notFound;
      const slug = match[1];
      let svg: string | null;
      if (kind === 'services') svg = serviceIconSvg(slug);
      else {
        const subject = await findImageSubject(db, kind, slug);
        svg = subject ? cardSvg(subject.name, subject.caption, subject.hue) : null;
      }
      if (!svg) throw notFound;
      reply
        .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
        .header('x-content-type-options', 'nosniff');
      return sendCacheable(request, reply, svg, 'image/svg+xml', IMAGE_CACHE_CONTROL);
    },
  );
}
