import { searchKey } from '@medibridge/contract';
import type { FastifyInstance } from 'fastify';
import { HttpError } from '../../errors';
import { createMemo, leanRead, sendSvg } from '../../lib/publicReads';
import { watchedMemo } from './freshness';
import { IMAGE_BASE, type ImageKind, cardSvg, serviceIconSvg } from './images';
import { CATALOGUE_FOLDER, findImageSubject } from './repository';
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

/** Public package and hospital answers: kept by browsers only with a revalidation (the operator edits them). */
export const PUBLIC_CATALOGUE_CACHE_CONTROL = 'public, no-cache';

/** Generated images change only when a name changes; their URLs are per slug. */
export const IMAGE_CACHE_CONTROL = 'public, max-age=2592000';

/** Uploaded pictures have random names never reused: browsers may keep them for good. */
export const UPLOADED_IMAGE_CACHE_CONTROL = 'public, max-age=31536000, immutable';

const IMAGE_KINDS: Record<string, ImageKind> = {
  packages: 'packages',
  'package-masters': 'masters',
  vendors: 'vendors',
  'package-services': 'services',
};

/** Treatment packages and vendors (SPEC §7), paths exactly as the contract spells them, plus their images. */
export async function catalogueRoutes(app: FastifyInstance): Promise<void> {
  const db = app.db;
  // Operator edits show on the patient's next load (docs/decisions/0062): browsers revalidate by ETag, and
  // the memo forgets its answers when the catalogue changes here or on another replica.
  const serve = watchedMemo(
    db,
    createMemo({ localized: true, cacheControl: PUBLIC_CATALOGUE_CACHE_CONTROL }),
  );

  app.route({
    ...leanRead('packageActiveList'),
    handler: (request, reply) =>
      serve(request, reply, 'packageActiveList', '', async () => ({
        data: await activePackages(db, request.language),
      })),
  });

  for (const name of ['packageActiveSearch', 'packageSearch'] as const) {
    app.route<{ Params: { text: string } }>({
      ...leanRead(name),
      handler: (request, reply) => {
        const text = searchKey(request.params.text);
        return serve(request, reply, name, text, async () => ({
          data: await activePackages(db, request.language, text),
        }));
      },
    });
  }

  app.route<{ Params: { cityIdOrSlug: string } }>({
    ...leanRead('packageByCity'),
    handler: (request, reply) => {
      const { cityIdOrSlug } = request.params;
      return serve(request, reply, 'packageByCity', cityIdOrSlug, async () => ({
        data: await packagesInCity(db, request.language, cityIdOrSlug),
      }));
    },
  });

  app.route<{ Params: { city: string; package: string } }>({
    ...leanRead('packageHospitalSearch'),
    handler: (request, reply) => {
      const { city, package: pkg } = request.params;
      return serve(request, reply, 'packageHospitalSearch', `${city}/${pkg}`, () =>
        hospitalPackages(db, request.language, city, pkg),
      );
    },
  });

  const masterRoutes = [
    ['packagePopularMasters', 'popular'],
    ['packageImportantMasters', 'important'],
    ['packageMasters', 'all'],
  ] as const;
  for (const [name, filter] of masterRoutes) {
    app.route({
      ...leanRead(name),
      handler: (request, reply) =>
        serve(request, reply, name, '', async () => ({
          data: await packageMasters(db, request.language, filter),
        })),
    });
  }

  app.route({
    ...leanRead('packagePopular'),
    handler: (request, reply) =>
      serve(request, reply, 'packagePopular', '', async () => ({
        data: await popularPackages(db, request.language),
      })),
  });

  const pathRoutes = [
    ['packageImagePath', IMAGE_BASE.packages],
    ['packageMasterImagePath', IMAGE_BASE.masters],
    ['vendorImagePath', IMAGE_BASE.vendors],
    ['packageServiceImagePath', IMAGE_BASE.services],
  ] as const;
  for (const [name, base] of pathRoutes) {
    app.route({
      ...leanRead(name),
      handler: (request, reply) =>
        serve(request, reply, name, '', () => Promise.resolve({ data: base })),
    });
  }

  app.route<{ Params: { role_name: string; vendorSlug: string } }>({
    ...leanRead('vendorDetail'),
    handler: (request, reply) => {
      const { role_name: role, vendorSlug } = request.params;
      return serve(request, reply, 'vendorDetail', `${role}/${vendorSlug}`, async () => ({
        data: await vendorDetail(db, request.language, role, vendorSlug),
      }));
    },
  });

  app.route<{ Params: { role_name: string; vendorSlug: string; packageSlug: string } }>({
    ...leanRead('vendorSelectedPackage'),
    handler: (request, reply) => {
      const { role_name: role, vendorSlug, packageSlug } = request.params;
      const key = `${role}/${vendorSlug}/${packageSlug}`;
      return serve(request, reply, 'vendorSelectedPackage', key, async () => ({
        data: await vendorSelectedPackage(db, request.language, role, vendorSlug, packageSlug),
      }));
    },
  });

  app.route<{ Params: { packageSlug: string } }>({
    ...leanRead('packageDetails'),
    handler: (request, reply) => {
      const { packageSlug } = request.params;
      return serve(request, reply, 'packageDetails', packageSlug, async () => ({
        data: await packageDetail(db, request.language, packageSlug),
      }));
    },
  });

  app.route<{ Params: { masterPackageId: string } }>({
    ...leanRead('packageByMaster'),
    handler: (request, reply) => {
      const { masterPackageId } = request.params;
      return serve(request, reply, 'packageByMaster', masterPackageId, async () => ({
        data: await packagesOfMaster(db, request.language, masterPackageId),
      }));
    },
  });

  // Generated images under the base paths above: `<slug>.svg` (package-services: `<kind>.svg`).
  app.get<{ Params: { kind: string; file: string } }>(
    '/api/images/:kind/:file',
    async (request, reply) => {
      const kind = IMAGE_KINDS[request.params.kind];
      // An uploaded picture (docs/decisions/0062): a random name never reused, so kept for a year.
      const uploaded = /^[A-Za-z0-9_-]{32}\.(jpg|png)$/.exec(request.params.file);
      if (uploaded && (kind === 'packages' || kind === 'vendors')) {
        const data = await app.files.get(`${CATALOGUE_FOLDER}${request.params.file}`);
        if (!data) throw new HttpError(404, 'There is no such image.');
        return reply
          .header('content-type', uploaded[1] === 'png' ? 'image/png' : 'image/jpeg')
          .header('x-content-type-options', 'nosniff')
          .header('content-security-policy', "default-src 'none'; sandbox")
          .header('cache-control', UPLOADED_IMAGE_CACHE_CONTROL)
          .send(data);
      }
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
      return sendSvg(request, reply, svg, IMAGE_CACHE_CONTROL);
    },
  );
}
