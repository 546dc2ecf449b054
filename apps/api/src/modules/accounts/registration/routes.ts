import {
  ACCOUNT_MESSAGES,
  CONSENT_PURPOSES,
  PRIVACY_MESSAGES,
  PRIVACY_NOTICE_VERSION,
} from '@medibridge/contract';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../../config';
import { routeContract, routeContractLenient } from '../../../contractRoute';
import type { AccountsContext } from '../context';
import { pick, refuseStatus, sendCode, sendStatus, startSession } from '../http';
import { recordChoices } from '../../privacy';
import { newPasswordProblems } from '../passwords/service';
import { register, resendOtp, startMobileCheck, verifyOtp } from './service';

/** The httpOnly cookie binding a verified OTP to the browser that verified it, for registration. */
export const OTP_COOKIE = 'mb_otp';
const OTP_COOKIE_MAX_AGE_S = 30 * 60;

/** Mobile check with OTP, verification, resend and registration. */
export function registrationRoutes(
  app: FastifyInstance,
  ctx: AccountsContext,
  config: Config,
): void {
  routeContract(app, 'accountMobileCheck', {
    whenInvalid: refuseStatus(422, ACCOUNT_MESSAGES.invalidMobile),
    handle: async ({ body: { mobile }, request, reply }) =>
      sendStatus(reply, await startMobileCheck(ctx, mobile, request.ip, request.language)),
  });

  routeContract(app, 'accountVerifyOtp', {
    whenInvalid: refuseStatus(400, ACCOUNT_MESSAGES.otpInvalidFormat),
    handle: async ({ body: { otpno, otp_uid: uid }, reply }) => {
      const outcome = await verifyOtp(ctx, uid, otpno);
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
      sendStatus(reply, await resendOtp(ctx, uid, request.ip, request.language)),
  });

  // SPEC's screen shows name, email and password problems under their fields (422, a message per field) and
  // anything else as one message (400).
  routeContractLenient(app, 'accountRegister', async ({ raw, errors, body, request, reply }) => {
    const perField = pick(errors, ['name', 'email', 'password'] as const);
    if (!perField.password && typeof raw.password === 'string') {
      const extra: Record<string, string> = {};
      newPasswordProblems(raw.password, raw.password, extra, 'password');
      if (extra.password) perField.password = extra.password;
    }
    if (Object.keys(perField).length)
      return sendCode(reply, { status: 422, message: perField, data: null });
    if (!body) {
      const message = errors.mobile
        ? ACCOUNT_MESSAGES.invalidMobile
        : (Object.values(errors)[0] ?? ACCOUNT_MESSAGES.registerFieldErrors);
      return sendCode(reply, { status: 400, message, data: null });
    }
    // The notice the patient agreed to must be the one in force (docs/decisions/0060).
    const consents = body.consents;
    if (consents && body.notice_version !== PRIVACY_NOTICE_VERSION)
      return sendCode(reply, { status: 400, message: PRIVACY_MESSAGES.staleNotice, data: null });
    const outcome = await register(ctx, {
      name: body.name,
      mobile: body.mobile,
      email: body.email,
      password: body.password,
      shareCode: body.shareCode,
      source: body.source ?? null,
      uid: body.otp_uid ?? request.cookies[OTP_COOKIE] ?? null,
    });
    if (outcome.status === 200 && outcome.userId) {
      if (consents)
        await recordChoices(
          app.db,
          outcome.userId,
          {
            notice_version: PRIVACY_NOTICE_VERSION,
            choices: CONSENT_PURPOSES.map((purpose) => ({
              purpose,
              granted: consents.includes(purpose),
            })),
          },
          { language: request.language, at: app.clock(), all: true },
        );
      await startSession(app, request, reply, outcome.userId);
      reply.clearCookie(OTP_COOKIE, { path: '/api' });
    }
    return sendCode(reply, {
      status: outcome.status,
      message: outcome.message,
      data: outcome.data,
    });
  });
}
