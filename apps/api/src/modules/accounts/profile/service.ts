import { ACCOUNT_MESSAGES, PHOTO_MAX_BYTES, type UserProfile } from '@medibridge/contract';
import type { profileUpdateFieldsSchema } from '@medibridge/contract/schemas';
import type { z } from 'zod';
import { LOGIN_REQUIRED } from '../../../plugins/sessions';
import { HttpError } from '../../../errors';
import {
  type FileStorage,
  UnreadableImageError,
  newStorageKey,
  resizeProfileImage,
  sniffImageType,
} from '../../files';
import { type AccountsContext, type Outcome, fail, ok } from '../context';
import { findProfile, missingPlaces, saveProfile } from '../repository';

export type ProfileFields = z.output<typeof profileUpdateFieldsSchema>;
type ImageType = NonNullable<ReturnType<typeof sniffImageType>>;

/** The session user's profile; 401 when the account is gone (deleted under a live session). */
export async function profileOf(ctx: AccountsContext, userId: number): Promise<UserProfile> {
  const profile = await findProfile(ctx.db, userId);
  if (!profile) throw new HttpError(401, LOGIN_REQUIRED);
  return profile;
}

/** The photo checked by its bytes and resized; an outcome naming the problem when it cannot be used. */
async function preparePhoto(
  data: Buffer,
): Promise<{ type: ImageType; resized: Buffer } | Outcome<never>> {
  if (data.length > PHOTO_MAX_BYTES) return fail(413, ACCOUNT_MESSAGES.photoTooLarge);
  const type = sniffImageType(data);
  if (!type) return fail(415, ACCOUNT_MESSAGES.photoWrongType);
  try {
    return { type, resized: await resizeProfileImage(data, type) };
  } catch (error) {
    if (error instanceof UnreadableImageError) return fail(415, ACCOUNT_MESSAGES.photoUnreadable);
    throw error;
  }
}

/**
 * POST update-user-profile/: saves the validated fields and the optional photo. A photo is stored before the
 * profile is written and removed again when the profile is refused; the photo it replaces is deleted after.
 */
export async function updateProfile(
  ctx: AccountsContext,
  files: FileStorage,
  userId: number,
  values: ProfileFields,
  photo: Buffer | null,
): Promise<Outcome<UserProfile>> {
  let photoKey: string | null = null;
  if (photo) {
    const prepared = await preparePhoto(photo);
    if ('status' in prepared) return prepared;
    photoKey = newStorageKey('profile', prepared.type);
    await files.put(photoKey, prepared.resized);
  }
  const missing = await missingPlaces(ctx.db, values);
  if (missing.length) {
    if (photoKey) await files.delete(photoKey);
    return fail(
      422,
      Object.fromEntries(missing.map((field) => [field, ACCOUNT_MESSAGES.placeInvalid])),
    );
  }
  const { previousPhoto } = await saveProfile(
    ctx.db,
    userId,
    {
      name: values.firstName,
      lastName: values.last_name,
      email: values.email,
      dob: values.dob,
      bloodGroup: values.bloodGroup,
      address: values.address,
      cityId: values.cityID,
      stateId: values.stateID,
      countryId: values.countryID,
      pinCode: values.pincode,
    },
    photoKey,
    ctx.now(),
  );
  if (photoKey && previousPhoto)
    await files.delete(previousPhoto).catch((error: unknown) => {
      ctx.deps.log.warn({ err: error }, 'Old profile photo not deleted');
    });
  return ok(ACCOUNT_MESSAGES.profileSaved, await profileOf(ctx, userId));
}
