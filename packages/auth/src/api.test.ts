import { ACCOUNT_PATHS } from '@medibridge/api-client';
import { ACCOUNT_MESSAGES, ENDPOINTS, MESSAGES } from '@medibridge/contract';
import { AUTH_PATHS } from './api';
import { AUTH_MESSAGES } from './messages';

describe('account paths and messages spelled in the web app', () => {
  it.each([
    ['modalLogin', 'accountModalLogin'],
    ['login', 'accountLogin'],
    ['forgetPassword', 'accountForgetPassword'],
    ['mobileCheck', 'accountMobileCheck'],
    ['verifyOtp', 'accountVerifyOtp'],
    ['resendOtp', 'accountResendOtp'],
    ['register', 'accountRegister'],
    ['tokenUser', 'accountTokenUser'],
    ['userDetail', 'accountUserDetail'],
    ['updateProfile', 'accountUpdateProfile'],
    ['changePassword', 'accountChangePassword'],
    ['resetPasswordCheck', 'accountResetPasswordCheck'],
    ['resetPassword', 'accountResetPassword'],
    ['referralSummary', 'accountReferralSummary'],
    ['smsOutbox', 'devSmsOutbox'],
  ] as const)('%s equals contract %s', (local, endpoint) => {
    expect(AUTH_PATHS[local]).toBe(ENDPOINTS[endpoint].path);
  });

  it('header paths equal contract', () => {
    expect(ACCOUNT_PATHS.patientDetail).toBe(ENDPOINTS.accountPatientDetail.path);
    expect(ACCOUNT_PATHS.logout).toBe(ENDPOINTS.accountLogout.path);
  });

  it("repeat SPEC's and the server's messages word for word", () => {
    const all: Record<string, string> = { ...ACCOUNT_MESSAGES, ...MESSAGES };
    const ownOnly = new Set([
      'mobileRequired',
      'loginPasswordRequired',
      'otpStartOver',
      'registerVerifyFirst',
    ]);
    for (const [key, text] of Object.entries(AUTH_MESSAGES)) {
      if (ownOnly.has(key)) continue;
      expect([key, text]).toEqual([key, all[key]]);
    }
  });
});
