import type { RouteObject } from 'react-router-dom';
import { ROUTES } from '@medibridge/contract';
import { lazyPage as page } from '@medibridge/ui-kit';

const loginPage = () => import('./pages/LoginPage');
const mobileVerificationPage = () => import('./pages/MobileVerificationPage');
const otpVerificationPage = () => import('./pages/OtpVerificationPage');
const userRegistrationPage = () => import('./pages/UserRegistrationPage');
const forgetPasswordPage = () => import('./pages/ForgetPasswordPage');
const resetPasswordPage = () => import('./pages/ResetPasswordPage');
const manageProfilePage = () => import('./pages/ManageProfilePage');
const changePasswordPage = () => import('./pages/ChangePasswordPage');
const referAndEarnPage = () => import('./pages/ReferAndEarnPage');
const closeAccountPage = () => import('./pages/CloseAccountPage');
const privacyPage = () => import('./pages/PrivacyPage');
const myDataPage = () => import('./pages/MyDataPage');
const grievancesPage = () => import('./pages/GrievancesPage');
const grievanceNewPage = () => import('./pages/GrievanceNewPage');

/**
 * The account screens (SPEC §2), each page in its own lazy chunk. Login screens are `guest` (a patient is
 * sent on to `next` or /home by the shell); /mobile-verification is `public` because it must see a saved
 * login to have the server confirm it; /reset-password/{token} is `public` (an SMS link works whoever is
 * logged in on the device); profile, password, Refer & Earn, /privacy and /my-data are `patient`; /close-account
 * is `public` (it tells a logged-out device its account is closed, and offers the login otherwise).
 */
export const authRoutes: RouteObject[] = [
  page(ROUTES.root, 'guest', loginPage, (m) => m.LoginPage),
  page(ROUTES.login, 'guest', loginPage, (m) => m.LoginPage),
  page(ROUTES.phonePayLogin, 'guest', loginPage, (m) => m.PhonePayLoginPage),
  page(
    ROUTES.mobileVerification,
    'public',
    mobileVerificationPage,
    (m) => m.MobileVerificationPage,
  ),
  page(ROUTES.otpVerification, 'guest', otpVerificationPage, (m) => m.OtpVerificationPage),
  page(ROUTES.userRegistration, 'guest', userRegistrationPage, (m) => m.UserRegistrationPage),
  page(ROUTES.forgetPassword, 'guest', forgetPasswordPage, (m) => m.ForgetPasswordPage),
  page(ROUTES.resetPassword, 'public', resetPasswordPage, (m) => m.ResetPasswordPage),
  page(ROUTES.manageProfile, 'patient', manageProfilePage, (m) => m.ManageProfilePage),
  page(ROUTES.changePassword, 'patient', changePasswordPage, (m) => m.ChangePasswordPage),
  page(ROUTES.referAndEarn, 'patient', referAndEarnPage, (m) => m.ReferAndEarnPage),
  // Public: after closing, the same route says the account is closed to a device that is logged out.
  page(ROUTES.closeAccount, 'public', closeAccountPage, (m) => m.CloseAccountPage),
  page(ROUTES.privacy, 'patient', privacyPage, (m) => m.PrivacyPage),
  page(ROUTES.myData, 'patient', myDataPage, (m) => m.MyDataPage),
  page(ROUTES.grievances, 'patient', grievancesPage, (m) => m.GrievancesPage),
  page(ROUTES.grievanceNew, 'patient', grievanceNewPage, (m) => m.GrievanceNewPage),
];
