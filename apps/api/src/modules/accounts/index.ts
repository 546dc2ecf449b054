/**
 * The accounts module (registration and OTP, login and sessions, password reset, profile and photo, wallet
 * and referral). Other modules and the app import only this file (lint: docs/architecture.md).
 */
export { accountsRoutes } from './routes';
export { SMS_FAILED } from './service';
