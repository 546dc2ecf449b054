/* eslint-disable @typescript-eslint/no-invalid-void-type -- RTK Query spells "this call takes no argument" as void. */
import { baseApi, type StoredUser } from '@medibridge/api-client';

/**
 * SPEC §7 account paths (plus reset-password, referral-summary and the dev SMS outbox), spelled here so the
 * auth chunks do not carry contract's endpoint table and zod; `api.test.ts` checks them against contract.
 */
export const AUTH_PATHS = {
  modalLogin: '/login',
  login: '/new-login',
  forgetPassword: '/forget-password',
  mobileCheck: '/check-user-mobile-by-otp',
  verifyOtp: 'verify-user-mobile-otp',
  resendOtp: 'resend-otp',
  register: '/new-register',
  tokenUser: 'user-data-with-token',
  userDetail: 'get-user-detail-by-id/:id',
  updateProfile: 'update-user-profile/',
  changePassword: 'update-user-profile/:token',
  resetPasswordCheck: 'reset-password/:token',
  resetPassword: 'reset-password',
  referralSummary: 'referral-summary',
  smsOutbox: 'dev/sms-outbox',
} as const;

/** The profile the account calls return (SPEC §3 user object); never a token. */
export type Profile = StoredUser & { id: number; name: string };

/** Referral summary of Refer & Earn. */
export interface ReferralSummary {
  share_code: string;
  share_url: string;
  bonus_rupees: string;
  referred_count: number;
}

export interface SmsOutboxMessage {
  mobile: string;
  text: string;
  created_at: string;
}

const fill = (path: string, key: string, value: string | number): string =>
  path.replace(`:${key}`, encodeURIComponent(String(value)));

/**
 * The account calls. Mutations return the raw body: screens read SPEC's envelopes (inner `code` or
 * `response.status`, message, per-field 422 messages) with `readOutcome`, whatever the HTTP status was.
 */
export const authApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    accountLogin: build.mutation<unknown, { mobile: string; password: string }>({
      query: (body) => ({ url: AUTH_PATHS.login, method: 'POST', body }),
    }),
    accountModalLogin: build.mutation<unknown, { mobile: string; password: string }>({
      query: (body) => ({ url: AUTH_PATHS.modalLogin, method: 'POST', body }),
    }),
    accountMobileCheck: build.mutation<unknown, { mobile: string }>({
      query: (body) => ({ url: AUTH_PATHS.mobileCheck, method: 'POST', body }),
    }),
    accountVerifyOtp: build.mutation<unknown, { otpno: string; otp_uid: string }>({
      query: (body) => ({ url: AUTH_PATHS.verifyOtp, method: 'POST', body }),
    }),
    accountResendOtp: build.mutation<unknown, { otp_uid: string }>({
      query: (body) => ({ url: AUTH_PATHS.resendOtp, method: 'POST', body }),
    }),
    accountRegister: build.mutation<
      unknown,
      {
        name: string;
        mobile: string;
        email: string;
        password: string;
        shareCode: string | null;
        source: string;
      }
    >({
      query: (body) => ({ url: AUTH_PATHS.register, method: 'POST', body }),
    }),
    accountForgetPassword: build.mutation<unknown, { mobile: string }>({
      query: (body) => ({ url: AUTH_PATHS.forgetPassword, method: 'POST', body }),
    }),
    accountResetPasswordCheck: build.query<unknown, string>({
      query: (token) => fill(AUTH_PATHS.resetPasswordCheck, 'token', token),
    }),
    accountResetPassword: build.mutation<
      unknown,
      { token: string; password: string; confirm_password: string }
    >({
      query: (body) => ({ url: AUTH_PATHS.resetPassword, method: 'POST', body }),
    }),
    accountTokenUser: build.query<{ id: number }, void>({
      query: () => AUTH_PATHS.tokenUser,
      keepUnusedDataFor: 0,
    }),
    accountUserDetail: build.query<Profile, number | string>({
      query: (id) => fill(AUTH_PATHS.userDetail, 'id', id),
      transformResponse: (body: { data: Profile }) => body.data,
      providesTags: (_r, _e, id) => [{ type: 'User', id: String(id) }],
    }),
    accountUpdateProfile: build.mutation<unknown, FormData>({
      query: (body) => ({ url: AUTH_PATHS.updateProfile, method: 'POST', body }),
    }),
    accountChangePassword: build.mutation<
      unknown,
      { old_password: string; new_password: string; confirm_password: string; userID: string }
    >({
      // The path segment is SPEC's {token}; it is never a credential (the cookie is), so it says `me`.
      query: (body) => ({
        url: fill(AUTH_PATHS.changePassword, 'token', 'me'),
        method: 'POST',
        body,
      }),
    }),
    accountReferralSummary: build.query<ReferralSummary, void>({
      query: () => AUTH_PATHS.referralSummary,
      transformResponse: (body: { data: ReferralSummary }) => body.data,
      providesTags: [{ type: 'Wallet', id: 'referral' }],
    }),
    accountSmsOutbox: build.query<SmsOutboxMessage[], string>({
      query: (mobile) => ({ url: AUTH_PATHS.smsOutbox, params: { mobile } }),
      transformResponse: (body: { data: SmsOutboxMessage[] }) => body.data,
    }),
  }),
});

export const {
  useAccountLoginMutation,
  useAccountModalLoginMutation,
  useAccountMobileCheckMutation,
  useAccountVerifyOtpMutation,
  useAccountResendOtpMutation,
  useAccountRegisterMutation,
  useAccountForgetPasswordMutation,
  useAccountResetPasswordCheckQuery,
  useAccountResetPasswordMutation,
  useLazyAccountTokenUserQuery,
  useAccountUserDetailQuery,
  useAccountUpdateProfileMutation,
  useAccountChangePasswordMutation,
  useAccountReferralSummaryQuery,
  useAccountSmsOutboxQuery,
} = authApi;
