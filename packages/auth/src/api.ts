/* eslint-disable @typescript-eslint/no-invalid-void-type -- RTK Query spells "this call takes no argument" as void. */
import { baseApi, type StoredUser } from '@medibridge/api-client';
import {
  type ConsentChoices,
  type Consents,
  type DataExport,
  type Grievance,
  type GrievanceFileRequest,
  type MyDataSummary,
  type NotificationPreferences,
  endpointPath,
} from '@medibridge/contract';

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

/**
 * The account calls. Mutations return the raw body: screens read SPEC's envelopes (inner `code` or
 * `response.status`, message, per-field 422 messages) with `readOutcome`, whatever the HTTP status was.
 */
export const authApi = baseApi.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    accountLogin: build.mutation<unknown, { mobile: string; password: string }>({
      query: (body) => ({ url: endpointPath('accountLogin'), method: 'POST', body }),
    }),
    accountModalLogin: build.mutation<unknown, { mobile: string; password: string }>({
      query: (body) => ({ url: endpointPath('accountModalLogin'), method: 'POST', body }),
    }),
    accountMobileCheck: build.mutation<unknown, { mobile: string }>({
      query: (body) => ({ url: endpointPath('accountMobileCheck'), method: 'POST', body }),
    }),
    accountVerifyOtp: build.mutation<unknown, { otpno: string; otp_uid: string }>({
      query: (body) => ({ url: endpointPath('accountVerifyOtp'), method: 'POST', body }),
    }),
    accountResendOtp: build.mutation<unknown, { otp_uid: string }>({
      query: (body) => ({ url: endpointPath('accountResendOtp'), method: 'POST', body }),
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
        consents?: string[];
        notice_version?: string;
      }
    >({
      query: (body) => ({ url: endpointPath('accountRegister'), method: 'POST', body }),
    }),
    accountForgetPassword: build.mutation<unknown, { mobile: string }>({
      query: (body) => ({ url: endpointPath('accountForgetPassword'), method: 'POST', body }),
    }),
    accountResetPasswordCheck: build.query<unknown, string>({
      query: (token) => endpointPath('accountResetPasswordCheck', { token }),
    }),
    accountResetPassword: build.mutation<
      unknown,
      { token: string; password: string; confirm_password: string }
    >({
      query: (body) => ({ url: endpointPath('accountResetPassword'), method: 'POST', body }),
    }),
    accountTokenUser: build.query<{ id: number }, void>({
      query: () => endpointPath('accountTokenUser'),
      keepUnusedDataFor: 0,
    }),
    accountUserDetail: build.query<Profile, number | string>({
      query: (id) => endpointPath('accountUserDetail', { id }),
      transformResponse: (body: { data: Profile }) => body.data,
      providesTags: (_r, _e, id) => [{ type: 'User', id: String(id) }],
    }),
    accountUpdateProfile: build.mutation<unknown, FormData>({
      query: (body) => ({ url: endpointPath('accountUpdateProfile'), method: 'POST', body }),
    }),
    accountChangePassword: build.mutation<
      unknown,
      { old_password: string; new_password: string; confirm_password: string; userID: string }
    >({
      // The path segment is SPEC's {token}; it is never a credential (the cookie is), so it says `me`.
      query: (body) => ({
        url: endpointPath('accountChangePassword', { token: 'me' }),
        method: 'POST',
        body,
      }),
    }),
    accountClose: build.mutation<unknown, { password: string; forfeit_wallet: boolean }>({
      query: (body) => ({ url: endpointPath('accountClose'), method: 'POST', body }),
    }),
    accountReferralSummary: build.query<ReferralSummary, void>({
      query: () => endpointPath('accountReferralSummary'),
      transformResponse: (body: { data: ReferralSummary }) => body.data,
      providesTags: [{ type: 'Wallet', id: 'referral' }],
    }),
    notificationPreferences: build.query<NotificationPreferences, void>({
      query: () => endpointPath('notificationPreferences'),
      transformResponse: (body: { data: NotificationPreferences }) => body.data,
      keepUnusedDataFor: 0,
    }),
    notificationPreferencesSave: build.mutation<unknown, NotificationPreferences>({
      query: (body) => ({ url: endpointPath('notificationPreferencesSave'), method: 'PUT', body }),
    }),
    // Privacy (docs/decisions/0060): never cached past the screen, so a change shows at once.
    privacyConsents: build.query<Consents, void>({
      query: () => endpointPath('privacyConsents'),
      transformResponse: (body: { data: Consents }) => body.data,
      keepUnusedDataFor: 0,
    }),
    privacyConsentsSave: build.mutation<Consents, ConsentChoices>({
      query: (body) => ({ url: endpointPath('privacyConsentsSave'), method: 'POST', body }),
      transformResponse: (body: { data: Consents }) => body.data,
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled;
        dispatch(authApi.util.upsertQueryData('privacyConsents', undefined, data));
      },
    }),
    privacyMyData: build.query<MyDataSummary, void>({
      query: () => endpointPath('myDataSummary'),
      transformResponse: (body: { data: MyDataSummary }) => body.data,
      keepUnusedDataFor: 0,
    }),
    privacyExports: build.query<DataExport[], void>({
      query: () => endpointPath('myDataExports'),
      transformResponse: (body: { data: DataExport[] }) => body.data,
      keepUnusedDataFor: 0,
    }),
    privacyExportRequest: build.mutation<DataExport, void>({
      query: () => ({ url: endpointPath('myDataExportRequest'), method: 'POST', body: {} }),
      transformResponse: (body: { data: DataExport }) => body.data,
    }),
    grievanceList: build.query<{ data: Grievance[]; meta: { answer_days: number } }, void>({
      query: () => endpointPath('grievanceList'),
      keepUnusedDataFor: 0,
    }),
    grievanceFile: build.mutation<unknown, GrievanceFileRequest>({
      query: (body) => ({ url: endpointPath('grievanceFile'), method: 'POST', body }),
    }),
    accountSmsOutbox: build.query<SmsOutboxMessage[], string>({
      query: (mobile) => ({ url: endpointPath('devSmsOutbox'), params: { mobile } }),
      transformResponse: (body: { data: SmsOutboxMessage[] }) => body.data,
    }),
  }),
});

export const {
  usePrivacyConsentsQuery,
  usePrivacyConsentsSaveMutation,
  usePrivacyMyDataQuery,
  usePrivacyExportsQuery,
  usePrivacyExportRequestMutation,
  useGrievanceListQuery,
  useGrievanceFileMutation,
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
  useAccountCloseMutation,
  useAccountReferralSummaryQuery,
  useAccountSmsOutboxQuery,
  useNotificationPreferencesQuery,
  useNotificationPreferencesSaveMutation,
} = authApi;
