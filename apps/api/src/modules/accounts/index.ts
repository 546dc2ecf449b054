/**
 * The accounts module, split by concern: registration and OTP (`registration/`), login and sessions
 * (`login/`), password change and reset (`passwords/`), profile and photo (`profile/`), wallet and referral
 * (`referral/`). Each concern has its routes and service; queries are in the repositories. Other modules and
 * the app import only this file (lint: docs/architecture.md).
 */
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config';
import { AccountsContext } from './context';
import { loginRoutes } from './login/routes';
import { passwordRoutes } from './passwords/routes';
import { profileRoutes } from './profile/routes';
import { referralRoutes } from './referral/routes';
import { registrationRoutes } from './registration/routes';

export { SMS_FAILED, sha256 } from './context';
export { issuePasswordLink } from './passwords/service';
export { OTP_COOKIE } from './registration/routes';

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
  const ctx = new AccountsContext({
    db: app.db,
    notify: app.notifications,
    clock: () => app.clock(),
    log: app.log,
    publicUrl: config.publicUrl,
    referralBonusPaise: config.referralBonusPaise,
    otpSendsPerIp: config.otpSendsPerIp,
  });
  loginRoutes(app, ctx);
  registrationRoutes(app, ctx, config);
  passwordRoutes(app, ctx);
  profileRoutes(app, ctx);
  referralRoutes(app, ctx);
}
