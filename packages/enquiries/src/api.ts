import { baseApi } from '@medibridge/api-client';
import type { ActivePackage, EnquiryRequest } from '@medibridge/contract';

/**
 * Paths of the calls the enquiry forms make (SPEC §7), spelled here rather than read from contract's endpoint
 * table, which carries every zod schema (~58 KiB gzip and a CSP-violating `Function('')` probe in a modal).
 * `api.test.ts` checks each equals contract's ENDPOINTS entry.
 */
export const ENQUIRY_PATHS = {
  enquiryStore: 'store-contact-inquiry',
  packageSearch: 'search-active-packages/:text',
} as const;

/** Fewest characters a package search needs (the server answers 422 below it). */
export const PACKAGE_SEARCH_MIN = 2;

/** The enquiry payload (SPEC §3 field names, contract's EnquiryRequest); each form sends its own subset. */
export type EnquiryPayload = EnquiryRequest;

export const enquiriesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    enquiryStore: build.mutation<unknown, EnquiryPayload>({
      query: (body) => ({ url: ENQUIRY_PATHS.enquiryStore, method: 'POST', body }),
    }),
    enquiryPackageSearch: build.query<ActivePackage[], string>({
      query: (text) =>
        ENQUIRY_PATHS.packageSearch.replace(':text', encodeURIComponent(text.trim())),
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
