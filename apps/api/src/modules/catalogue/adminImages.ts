import { CATALOGUE_LIMITS, CATALOGUE_MESSAGES } from '@medibridge/contract';
import type { FastifyRequest } from 'fastify';
import { HttpError } from '../../errors';
import { auditChange, recordAudit, type AuditActor } from '../../lib/audit';
import { MultipartLimitError, readMultipartForm } from '../../plugins/uploads';
import {
  type FileStorage,
  UnreadableImageError,
  imageSize,
  newStorageKey,
  resizeImage,
  sniffImageType,
} from '../files';
import {
  findAdminHospital,
  findAdminPackage,
  setHospitalImage,
  setPackageImage,
} from './adminRepository';
import type { CatalogueDeps } from './adminService';
import { forgetCatalogueAnswers } from './freshness';

/** Longest side of a stored catalogue picture, in pixels (cards show at most 640 wide, twice for sharp screens). */
export const CATALOGUE_IMAGE_MAX_PX = 1280;

/**
 * The uploaded picture of a catalogue form (`image`), checked as the profile photo is (docs/decisions/0062):
 * by its first bytes (JPG or PNG, whatever its name or declared type), its size, and its decoded
 * dimensions; re-encoded without metadata. Each refusal says what to do.
 */
export async function readCatalogueImage(
  request: FastifyRequest,
): Promise<{ data: Buffer; extension: 'jpg' | 'png' }> {
  let form;
  try {
    form = await readMultipartForm(request, 'image', { fileSize: CATALOGUE_LIMITS.imageMaxBytes });
  } catch (error) {
    if (error instanceof MultipartLimitError && error.kind === 'file-too-large')
      throw new HttpError(413, CATALOGUE_MESSAGES.imageTooLarge);
    throw error;
  }
  const data = form.file?.data;
  if (!data) throw new HttpError(422, CATALOGUE_MESSAGES.imageMissing);
  const type = sniffImageType(data);
  if (type !== 'jpg' && type !== 'png') throw new HttpError(415, CATALOGUE_MESSAGES.imageWrongType);
  try {
    const { width, height } = await imageSize(data);
    if (width < CATALOGUE_LIMITS.imageMinWidth || height < CATALOGUE_LIMITS.imageMinHeight)
      throw new HttpError(422, CATALOGUE_MESSAGES.imageTooSmall);
    return { data: await resizeImage(data, type, CATALOGUE_IMAGE_MAX_PX), extension: type };
  } catch (error) {
    if (error instanceof UnreadableImageError)
      throw new HttpError(415, CATALOGUE_MESSAGES.imageUnreadable);
    throw error;
  }
}

/**
 * Stores a checked picture under a fresh random name and makes it the package's or hospital's picture, with
 * its audit entry; the picture it replaces is deleted once the change is committed. A refused change deletes
 * the new file again.
 */
export async function replaceCatalogueImage(
  deps: CatalogueDeps & { files: FileStorage },
  actor: AuditActor,
  subject: { kind: 'package' | 'hospital'; id: number },
  image: { data: Buffer; extension: 'jpg' | 'png' },
): Promise<void> {
  const key = newStorageKey('catalogue', image.extension);
  await deps.files.put(key, image.data);
  let previous: string | null = null;
  try {
    await deps.db.transaction(async (tx) => {
      const row =
        subject.kind === 'package'
          ? await findAdminPackage(tx, subject.id)
          : await findAdminHospital(tx, subject.id);
      if (!row)
        throw new HttpError(
          404,
          subject.kind === 'package' ? CATALOGUE_MESSAGES.noPackage : CATALOGUE_MESSAGES.noHospital,
        );
      previous = row.imageKey;
      if (subject.kind === 'package') await setPackageImage(tx, subject.id, key);
      else await setHospitalImage(tx, subject.id, key);
      const change = auditChange({ image: row.imageKey }, { image: key });
      await recordAudit(tx, actor, {
        action: subject.kind === 'package' ? 'package.image' : 'hospital.image',
        subjectType: subject.kind,
        subject: 'slug' in row ? row.slug : row.shop_slug,
        detail: 'A new picture.',
        ...change,
        at: deps.clock(),
      });
    });
  } catch (error) {
    await deps.files.delete(key);
    throw error;
  }
  forgetCatalogueAnswers(deps.db);
  if (previous) await deps.files.delete(previous).catch(() => undefined);
}
