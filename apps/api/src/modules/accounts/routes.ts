import { ACCOUNT_MESSAGES, PHOTO_MAX_BYTES, toWireAmount } from '@medibridge/contract';
import { profileUpdateFieldsSchema } from '@medibridge/contract/schemas';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { Config } from '../../config';
import { contractRoute, routeContract } from '../../contractRoute';
import { cities, countries, states, users } from '../../db/schema';
import { HttpError, RequestValidationError } from '../../errors';
import type { SessionUser } from '../../plugins/sessions';
import { MultipartLimitError, readMultipartForm } from '../../plugins/uploads';
import { validateWith } from '../../plugins/validation';
import { UnreadableImageError, resizeProfileImage, sniffImageType, newStorageKey } from '../files';
import { findProfile, referredCount, walletBalancePaise } from './repository';
import { AccountsService, type Outcome } from './service';

/** The httpOnly cookie binding a verified OTP to the browser that verified it, for registration. */
export const OTP_COOKIE = 'mb_otp';
const OTP_COOKIE_MAX_AGE_S = 30 * 60;

/** `{code, response: {message, data}}` with the HTTP status mirroring the code. */
function sendCode<T>(reply: FastifyReply, outcome: Outcome<T>): FastifyReply {
  return reply
    .code(outcome.status)
    .send({ code: outcome.status, response: { message: outcome.message, data: outcome.data } });
}

/** `{response: {status, message, data}}` with the HTTP status mirroring the status. */
function sendStatus<T>(reply: FastifyReply, outcome: Outcome<T>): FastifyReply {
  const message = typeof outcome.message === 'string' ? outcome.message : '';
  return reply
    .code(outcome.status)
    .send({ response: { status: outcome.status, message, data: outcome.data } });
}

/** `whenInvalid` answers: SPEC's envelope with one message and no data. */
const refuseCode =
  (status: number, message: string) =>
  (_request: FastifyRequest, reply: FastifyReply): FastifyReply =>
    sendCode(reply, { status, message, data: null });
const refuseStatus =
  (status: number, message: string) =>
  (_request: FastifyRequest, reply: FastifyReply): FastifyReply =>
    sendStatus(reply, { status, message, data: null });

/** The per-field messages of a failed contract validation (attachValidation routes). */
function fieldErrors(request: FastifyRequest): Record<string, string> {
  const error = request.validationError;
  if (!error) return {};
  if (error instanceof RequestValidationError) return { ...(error.errors ?? {}) };
  return { request: error.message };
}

/** The session's user; 401 without one. Every user-scoped call takes the user from here, never the request. */
function sessionUser(request: FastifyRequest): SessionUser {
  if (!request.user) throw new HttpError(401, 'Please log in to continue.');
  return request.user;
}

/** 403 unless the id the client named is the session's own user. */
function assertSelf(request: FastifyRequest, id: unknown): SessionUser {
  const user = sessionUser(request);
  if (id === undefined || id === null || id === '') return user;
  // Only a scalar is compared: a list or object is never turned into text (it could be arbitrarily deep).
  if (typeof id !== 'string' && typeof id !== 'number')
    throw new HttpError(422, 'userID: Must be your user id (a number).', {
      userID: 'Must be your user id (a number).',
    });
  if (String(id).trim() !== String(user.id))
    throw new HttpError(403, ACCOUNT_MESSAGES.notYourAccount);
  return user;
}

/** Per-field messages for a city, state or country id that does not exist. */
async function unknownPlaces(
  app: FastifyInstance,
  values: { cityID: number | null; stateID: number | null; countryID: number | null },
): Promise<Record<string, string>> {
  const errors: Record<string, string> = {};
  const checks = [
    ['cityID', cities, cities.id, values.cityID],
    ['stateID', states, states.id, values.stateID],
    ['countryID', countries, countries.id, values.countryID],
  ] as const;
  for (const [field, table, column, id] of checks) {
    if (id === null) continue;
    const rows = await app.db.select({ id: column }).from(table).where(eq(column, id)).limit(1);
    if (!rows.length) errors[field] = ACCOUNT_MESSAGES.placeInvalid;
  }
  return errors;
}

function pick<K extends string>(
  errors: Record<string, string>,
  keys: readonly K[],
): Partial<Record<K, string>> {
  const out: Partial<Record<K, string>> = {};
  for (const key of keys) if (errors[key]) out[key] = errors[key];
  return out;
}

/**
 * The Account calls of SPEC §7 with SPEC's envelopes, plus logout, password reset and the referral summary.
 * Bodies are validated by the contract's schemas; where SPEC answers field problems inside its envelope
 * (registration, profile, passwords) the route takes the validation result and answers in that envelope.
 */
export async function accountsRoutes(
  app: FastifyInstance,
  options: { config: Config },
): Promise<void> {
  const { config } = options;
  const service = new AccountsService({
    db: app.db,
    sms: app.sms,
    clock: () => app.clock(),
    log: app.log,
    publicUrl: config.publicUrl,
    referralBonusPaise: config.referralBonusPaise,
    otpSendsPerIp: config.otpSendsPerIp,
  });

  /** Starts a session for the user (cookie + token), ending the one the request came with (no fixation). */
  async function startSession(
    request: FastifyRequest,
    reply: FastifyReply,
    userId: number,
  ): Promise<string> {
    if (request.sessionToken) await app.sessions.revoke(request.sessionToken);
    const userAgent = request.headers['user-agent'];
    const { token, expiresAt } = await app.sessions.create(userId, userAgent ? { userAgent } : {});
    app.sessions.setCookie(reply, token, expiresAt);
    return token;
  }

  const profileOf = async (userId: number) => {
    const profile = await findProfile(app.db, userId);
    if (!profile) throw new HttpError(401, 'Please log in to continue.');
    return profile;
  };

  // --- Login ----------------------------------------------------------------------------------------------

  routeContract(app, 'accountLogin', {
    whenInvalid: refuseCode(400, ACCOUNT_MESSAGES.loginInvalid),
    handle: async ({ body: { mobile, password }, request, reply }) => {
      const result = await service.authenticate(mobile, password);
      if (result.status !== 200)
        return sendCode(reply, { status: result.status, message: result.message, data: null });
      await startSession(request, reply, result.userId);
      return sendCode(reply, {
        status: 200,
        message: ACCOUNT_MESSAGES.loginSuccess,
        data: await profileOf(result.userId),
      });
    },
  });

  routeContract(app, 'accountModalLogin', {
    whenInvalid: () => {
      throw new HttpError(401, ACCOUNT_MESSAGES.loginInvalid);
    },
    handle: async ({ body: { mobile, password }, request, reply }) => {
      const result = await service.authenticate(mobile, password);
      if (result.status !== 200)
        throw new HttpError(result.status === 429 ? 429 : 401, result.message);
      const token = await startSession(request, reply, result.userId);
      return { user: await profileOf(result.userId), access_token: token };
    },
  });

  app.route({
    ...contractRoute('accountLogout'),
    // Logout takes no body; a client that still declares JSON with an empty body must not fail to log out.
    onRequest: async (request) => {
      const length = request.headers['content-length'];
      if ((length === undefined || length === '0') && !request.headers['transfer-encoding'])
        delete request.headers['content-type'];
    },
    handler: async (request, reply) => {
      if (request.sessionToken) await app.sessions.revoke(request.sessionToken);
      app.sessions.clearCookie(reply);
      return sendCode(reply, { status: 200, message: ACCOUNT_MESSAGES.loggedOut, data: null });
    },
  });

  // --- OTP and registration --------------------------------------------------------------------------------

  routeContract(app, 'accountMobileCheck', {
    whenInvalid: refuseStatus(422, ACCOUNT_MESSAGES.invalidMobile),
    handle: async ({ body: { mobile }, request, reply }) =>
      sendStatus(reply, await service.startMobileCheck(mobile, request.ip)),
  });

  routeContract(app, 'accountVerifyOtp', {
    whenInvalid: refuseStatus(400, ACCOUNT_MESSAGES.otpInvalidFormat),
    handle: async ({ body: { otpno, otp_uid: uid }, reply }) => {
      const outcome = await service.verifyOtp(uid, otpno);
      if (outcome.status === 200)
        reply.setCookie(OTP_COOKIE, uid, {
          path: '/api',
          httpOnly: true,
          sameSite: 'strict',
          secure: config.secureCookies,
          maxAge: OTP_COOKIE_MAX_AGE_S,
        });
      return sendStatus(reply, outcome);
    },
  });

  routeContract(app, 'accountResendOtp', {
    whenInvalid: refuseStatus(400, ACCOUNT_MESSAGES.otpUnknown),
    handle: async ({ body: { otp_uid: uid }, request, reply }) =>
      sendStatus(reply, await service.resendOtp(uid, request.ip)),
  });

  app.route({
    ...contractRoute('accountRegister'),
    attachValidation: true,
    handler: async (request, reply) => {
      const errors = fieldErrors(request);
      const raw = (request.body ?? {}) as Record<string, unknown>;
      const perField = pick(errors, ['name', 'email', 'password'] as const);
      if (!perField.password && typeof raw.password === 'string') {
        const extra: Record<string, string> = {};
        service.newPasswordProblems(raw.password, raw.password, extra, 'password');
        if (extra.password) perField.password = extra.password;
      }
      if (Object.keys(perField).length)
        return sendCode(reply, { status: 422, message: perField, data: null });
      if (request.validationError) {
        const message = errors.mobile
          ? ACCOUNT_MESSAGES.invalidMobile
          : (Object.values(errors)[0] ?? ACCOUNT_MESSAGES.registerFieldErrors);
        return sendCode(reply, { status: 400, message, data: null });
      }
      const body = request.body as {
        name: string;
        mobile: string;
        email: string;
        password: string;
        shareCode: string | null;
        source?: string | null;
        otp_uid?: string;
      };
      const cookieUid = request.cookies[OTP_COOKIE];
      const outcome = await service.register({
        name: body.name,
        mobile: body.mobile,
        email: body.email,
        password: body.password,
        shareCode: body.shareCode,
        source: body.source ?? null,
        uid: body.otp_uid ?? cookieUid ?? null,
      });
      if (outcome.status === 200 && outcome.userId) {
        await startSession(request, reply, outcome.userId);
        reply.clearCookie(OTP_COOKIE, { path: '/api' });
      }
      return sendCode(reply, {
        status: outcome.status,
        message: outcome.message,
        data: outcome.data,
      });
    },
  });

  // --- Session and user reads --------------------------------------------------------------------------------

  routeContract(app, 'accountTokenUser', {
    handle: async ({ request }) => ({ id: sessionUser(request).id }),
  });

  routeContract(app, 'accountUserDetail', {
    handle: async ({ params: { id }, request }) => {
      const user = assertSelf(request, id);
      return { data: await profileOf(user.id) };
    },
  });

  routeContract(app, 'accountPatientDetail', {
    handle: async ({ params: { userId }, request }) => {
      const user = assertSelf(request, userId);
      return { data: { wallet_amount: toWireAmount(await walletBalancePaise(app.db, user.id)) } };
    },
  });

  routeContract(app, 'accountReferralSummary', {
    handle: async ({ request }) => {
      const user = sessionUser(request);
      const shareCode = await service.shareCodeOf(user.id);
      return {
        data: {
          share_code: shareCode,
          share_url: `${config.publicUrl}/mobile-verification?shareCode=${encodeURIComponent(shareCode)}`,
          bonus_rupees: toWireAmount(config.referralBonusPaise),
          referred_count: await referredCount(app.db, user.id),
        },
      };
    },
  });

  // --- Passwords ---------------------------------------------------------------------------------------------

  app.route({
    ...contractRoute('accountChangePassword'),
    attachValidation: true,
    handler: async (request, reply) => {
      const user = sessionUser(request);
      const raw = (request.body ?? {}) as Record<string, unknown>;
      assertSelf(request, raw.userID);
      const errors = fieldErrors(request);
      const outcome = await service.changePassword(
        user.id,
        {
          old_password: typeof raw.old_password === 'string' ? raw.old_password : '',
          new_password: typeof raw.new_password === 'string' ? raw.new_password : '',
          confirm_password: typeof raw.confirm_password === 'string' ? raw.confirm_password : '',
        },
        pick(errors, ['old_password', 'new_password', 'confirm_password'] as const),
      );
      if (outcome.status === 200)
        await app.sessions.revokeAllForUser(user.id, request.sessionToken ?? undefined);
      return sendCode(reply, outcome);
    },
  });

  routeContract(app, 'accountForgetPassword', {
    whenInvalid: refuseStatus(422, ACCOUNT_MESSAGES.invalidMobile),
    handle: async ({ body: { mobile }, request, reply }) =>
      sendStatus(reply, await service.forgetPassword(mobile, request.ip)),
  });

  routeContract(app, 'accountResetPasswordCheck', {
    whenInvalid: refuseCode(400, ACCOUNT_MESSAGES.resetLinkInvalid),
    handle: async ({ params: { token }, reply }) =>
      sendCode(reply, await service.checkResetLink(token)),
  });

  app.route({
    ...contractRoute('accountResetPassword'),
    attachValidation: true,
    handler: async (request, reply) => {
      const errors = fieldErrors(request);
      const raw = (request.body ?? {}) as Record<string, unknown>;
      if (errors.token || typeof raw.token !== 'string')
        return sendCode(reply, {
          status: 400,
          message: ACCOUNT_MESSAGES.resetLinkInvalid,
          data: null,
        });
      const outcome = await service.resetPassword(
        raw.token,
        typeof raw.password === 'string' ? raw.password : '',
        typeof raw.confirm_password === 'string' ? raw.confirm_password : '',
        pick(errors, ['password', 'confirm_password'] as const),
      );
      if (outcome.status === 200 && outcome.userId) {
        await app.sessions.revokeAllForUser(outcome.userId);
        if (request.sessionToken) app.sessions.clearCookie(reply);
      }
      return sendCode(reply, {
        status: outcome.status,
        message: outcome.message,
        data: outcome.data,
      });
    },
  });

  // --- Profile -----------------------------------------------------------------------------------------------

  app.route({
    ...contractRoute('accountUpdateProfile'),
    // Multipart bodies are read below; JSON bodies (no photo) are accepted too.
    schema: {},
    handler: async (request, reply) => {
      const user = sessionUser(request);
      const fields: Record<string, string> = {};
      let photo: { data: Buffer } | null = null;
      if (request.isMultipart()) {
        try {
          const form = await readMultipartForm(request, 'profileImage');
          Object.assign(fields, form.fields);
          if (form.file) photo = { data: form.file.data };
        } catch (error) {
          if (error instanceof MultipartLimitError)
            return sendCode(reply, {
              status: 413,
              message:
                error.kind === 'file-too-large'
                  ? ACCOUNT_MESSAGES.photoTooLarge
                  : 'The form has too many fields or files: send one photo at most.',
              data: null,
            });
          throw error;
        }
      } else if (request.body && typeof request.body === 'object') {
        for (const [key, value] of Object.entries(request.body as Record<string, unknown>))
          if (typeof value === 'string' || typeof value === 'number') fields[key] = String(value);
      } else {
        throw new HttpError(415, 'Send the profile as multipart/form-data.');
      }

      assertSelf(request, fields.userID);
      const parsed = validateWith(profileUpdateFieldsSchema, 'body', fields);
      if ('error' in parsed)
        return sendCode(reply, { status: 422, message: parsed.error.errors ?? {}, data: null });
      const values = parsed.value as z.output<typeof profileUpdateFieldsSchema>;

      let imageKey: string | null = null;
      if (photo) {
        if (photo.data.length > PHOTO_MAX_BYTES)
          return sendCode(reply, {
            status: 413,
            message: ACCOUNT_MESSAGES.photoTooLarge,
            data: null,
          });
        const type = sniffImageType(photo.data);
        if (!type)
          return sendCode(reply, {
            status: 415,
            message: ACCOUNT_MESSAGES.photoWrongType,
            data: null,
          });
        let resized: Buffer;
        try {
          resized = await resizeProfileImage(photo.data, type);
        } catch (error) {
          if (error instanceof UnreadableImageError)
            return sendCode(reply, {
              status: 415,
              message: ACCOUNT_MESSAGES.photoUnreadable,
              data: null,
            });
          throw error;
        }
        imageKey = newStorageKey('profile', type);
        await app.files.put(imageKey, resized);
      }

      const placeErrors = await unknownPlaces(app, values);
      if (Object.keys(placeErrors).length) {
        if (imageKey) await app.files.delete(imageKey);
        return sendCode(reply, { status: 422, message: placeErrors, data: null });
      }
      const [previous] = await app.db
        .select({ profileImage: users.profileImage })
        .from(users)
        .where(eq(users.id, user.id));
      await app.db
        .update(users)
        .set({
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
          ...(imageKey ? { profileImage: imageKey } : {}),
          updatedAt: app.clock(),
        })
        .where(eq(users.id, user.id));
      if (imageKey && previous?.profileImage)
        await app.files.delete(previous.profileImage).catch((error: unknown) => {
          request.log.warn({ err: error }, 'Old profile photo not deleted');
        });
      return sendCode(reply, {
        status: 200,
        message: ACCOUNT_MESSAGES.profileSaved,
        data: await profileOf(user.id),
      });
    },
  });
}
