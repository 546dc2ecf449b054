import type { RouteObject } from 'react-router-dom';
import { ROUTES, type RouteAccess } from '@medibridge/contract';

const access = (value: RouteAccess) => ({ access: value });

/**
 * The account screens (SPEC §2), each page in its own lazy chunk. Login screens are `guest` (a patient is
 * sent on to `next` or /home by the shell); /mobile-verification is `public` because it must see a saved
 * login to have the server confirm it; /reset-password/{token} is `public` (an SMS link works whoever is
 * logged in on the device); profile, password and Refer & Earn are `patient`.
 */
export const authRoutes: RouteObject[] = [
  {
    path: ROUTES.root,
    handle: access('guest'),
    lazy: async () => ({ Component: (await import('./pages/LoginPage')).LoginPage }),
  },
  {
    path: ROUTES.login,
    handle: access('guest'),
    lazy: async () => ({ Component: (await import('./pages/LoginPage')).LoginPage }),
  },
  {
    path: ROUTES.phonePayLogin,
    handle: access('guest'),
    lazy: async () => ({ Component: (await import('./pages/LoginPage')).PhonePayLoginPage }),
  },
  {
    path: ROUTES.mobileVerification,
    handle: access('public'),
    lazy: async () => ({
      Component: (await import('./pages/MobileVerificationPage')).MobileVerificationPage,
    }),
  },
  {
    path: ROUTES.otpVerification,
    handle: access('guest'),
    lazy: async () => ({
      Component: (await import('./pages/OtpVerificationPage')).OtpVerificationPage,
    }),
  },
  {
    path: ROUTES.userRegistration,
    handle: access('guest'),
    lazy: async () => ({
      Component: (await import('./pages/UserRegistrationPage')).UserRegistrationPage,
    }),
  },
  {
    path: ROUTES.forgetPassword,
    handle: access('guest'),
    lazy: async () => ({
      Component: (await import('./pages/ForgetPasswordPage')).ForgetPasswordPage,
    }),
  },
  {
    path: ROUTES.resetPassword,
    handle: access('public'),
    lazy: async () => ({
      Component: (await import('./pages/ResetPasswordPage')).ResetPasswordPage,
    }),
  },
  {
    path: ROUTES.manageProfile,
    handle: access('patient'),
    lazy: async () => ({
      Component: (await import('./pages/ManageProfilePage')).ManageProfilePage,
    }),
  },
  {
    path: ROUTES.changePassword,
    handle: access('patient'),
    lazy: async () => ({
      Component: (await import('./pages/ChangePasswordPage')).ChangePasswordPage,
    }),
  },
  {
    path: ROUTES.referAndEarn,
    handle: access('patient'),
    lazy: async () => ({ Component: (await import('./pages/ReferAndEarnPage')).ReferAndEarnPage }),
  },
];
