import { ACCOUNT_MESSAGES } from '@medibridge/contract';
import { profileUpdateFieldsSchema } from '@medibridge/contract/schemas';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { contractRoute, routeContract } from '../../../contractRoute';
import { HttpError } from '../../../errors';
import { MultipartLimitError, readMultipartForm } from '../../../plugins/uploads';
import { validateWith } from '../../../plugins/validation';
import type { AccountsContext } from '../context';
import { assertSelf, sendCode } from '../http';
import { type ProfileFields, profileOf, updateProfile } from './service';

/** The form's text fields and the photo's bytes, from multipart (the web app) or JSON (no photo). */
async function readProfileForm(
  request: FastifyRequest,
): Promise<{ fields: Record<string, string>; photo: Buffer | null }> {
  if (request.isMultipart()) {
    const form = await readMultipartForm(request, 'profileImage');
    return { fields: form.fields, photo: form.file?.data ?? null };
  }
  if (!request.body || typeof request.body !== 'object')
    throw new HttpError(415, 'Send the profile as multipart/form-data.');
  const fields: Record<string, string> = {};
  for (const [key, value] of Object.entries(request.body as Record<string, unknown>))
    if (typeof value === 'string' || typeof value === 'number') fields[key] = String(value);
  return { fields, photo: null };
}

/** The user's own profile: read it, and save it with an optional photo. */
export function profileRoutes(app: FastifyInstance, ctx: AccountsContext): void {
  routeContract(app, 'accountUserDetail', {
    handle: async ({ params: { id }, request }) => ({
      data: await profileOf(ctx, assertSelf(request, id).id),
    }),
  });

  app.route({
    ...contractRoute('accountUpdateProfile'),
    // Multipart bodies are read below; JSON bodies (no photo) are accepted too.
    schema: {},
    handler: async (request, reply) => {
      let form: Awaited<ReturnType<typeof readProfileForm>>;
      try {
        form = await readProfileForm(request);
      } catch (error) {
        if (!(error instanceof MultipartLimitError)) throw error;
        const message =
          error.kind === 'file-too-large'
            ? ACCOUNT_MESSAGES.photoTooLarge
            : 'The form has too many fields or files: send one photo at most.';
        return sendCode(reply, { status: 413, message, data: null });
      }
      const user = assertSelf(request, form.fields.userID);
      const parsed = validateWith(profileUpdateFieldsSchema, 'body', form.fields);
      if ('error' in parsed)
        return sendCode(reply, { status: 422, message: parsed.error.errors ?? {}, data: null });
      return sendCode(
        reply,
        await updateProfile(ctx, app.files, user.id, parsed.value as ProfileFields, form.photo),
      );
    },
  });
}
