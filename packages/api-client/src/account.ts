/* eslint-disable @typescript-eslint/no-invalid-void-type -- RTK Query spells "this call takes no argument" as void. */
import { useCallback } from 'react';
import { useDispatch } from 'react-redux';
import { endpointPath } from '@medibridge/contract';
import { baseApi } from './api';
import { clearUserInfo, markLoggedOut } from './session';

/** The part of the patient detail the header shows. */
export interface PatientDetail {
  /** Rupees: a number or the wire string '100.00'. */
  wallet_amount: number | string;
}

/** Wallet (get-patient-detail-by-id) and session end (POST /logout), used by the shell's header. */
export const accountSessionApi = baseApi.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    accountPatientDetail: build.query<PatientDetail, number | string>({
      query: (userId) => endpointPath('accountPatientDetail', { userId }),
      transformResponse: (body: { data: PatientDetail }) => body.data,
      providesTags: (_result, _error, userId) => [{ type: 'Wallet', id: String(userId) }],
    }),
    accountLogout: build.mutation<unknown, void>({
      query: () => ({ url: endpointPath('accountLogout'), method: 'POST' }),
    }),
  }),
});

export const { useAccountPatientDetailQuery, useAccountLogoutMutation } = accountSessionApi;

/**
 * Log Out (SPEC §2): revokes the server session (POST /logout), goes to the login screen through
 * `goToLogin` while the app still holds the patient route set (so the visitor set is then built at
 * /login, not at a patient screen that would send the person to /login?next=…), then clears local
 * storage and forgets every cached answer. A failed or unreachable logout call still logs out locally:
 * the person asked to leave, and the cookie is useless without the stored profile.
 */
export function useLogOut(): (goToLogin: () => void | Promise<void>) => Promise<void> {
  const dispatch = useDispatch();
  const [logout] = useAccountLogoutMutation();
  return useCallback(
    async (goToLogin: () => void | Promise<void>) => {
      try {
        await logout().unwrap();
      } catch {
        // Already expired or offline: nothing more to revoke from here.
      }
      await goToLogin();
      try {
        localStorage.clear();
      } catch {
        // Storage disabled: clearUserInfo below still tells every subscriber.
      }
      markLoggedOut();
      clearUserInfo();
      dispatch(baseApi.util.resetApiState());
    },
    [dispatch, logout],
  );
}
