import { baseApi } from '@medibridge/api-client';
import { endpointPath } from '@medibridge/contract';
import type { ActivePackage, EnquiryRequest } from '@medibridge/contract';

/** The enquiry payload (SPEC §3 field names, contract's EnquiryRequest); each form sends its own subset. */
export type EnquiryPayload = EnquiryRequest;

export const enquiriesApi = baseApi.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    enquiryStore: build.mutation<unknown, EnquiryPayload>({
      query: (body) => ({ url: endpointPath('enquiryStore'), method: 'POST', body }),
    }),
    enquiryPackageSearch: build.query<ActivePackage[], string>({
      query: (text) => endpointPath('packageSearch', { text: text.trim() }),
      transformResponse: (r: { data: ActivePackage[] }) => r.data,
    }),
  }),
});

export const { useEnquiryStoreMutation, useEnquiryPackageSearchQuery } = enquiriesApi;

/** The words to show for a failed submit: the server's own message when it sent one a person can read. */
export function failureMessage(error: unknown): string {
  if (error && typeof error === 'object' && 'status' in error) {
    const { status, data } = error as { status: unknown; data?: unknown };
    if (status === 'FETCH_ERROR')
      return 'We couldn’t reach MediBridge. Check your connection and try again.';
    if (data && typeof data === 'object' && 'message' in data) {
      const message = (data as { message: unknown }).message;
      if (
        typeof message === 'string' &&
        message.trim() !== '' &&
        typeof status === 'number' &&
        status < 500
      ) {
        return message;
      }
    }
  }
  return 'We couldn’t send your request just now. Your details are kept: please try again.';
}
