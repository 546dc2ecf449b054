import { baseApi } from '@medibridge/api-client';
import {
  endpointPath,
  type EndpointResponse,
  type SettlementDay,
  type StaffPayment,
  type StaffPaymentDetail,
  type StaffRefundBody,
} from '@medibridge/contract';
import { type Filters, type StaffPage, withQuery } from './api';

/** Filters of the payments screen (docs/decisions/0059): empty ones are left out. */
export interface PaymentFilters extends Filters {
  page: number;
  state?: string;
  gateway?: string;
  from?: string;
  to?: string;
  mobile?: string;
  number?: string;
}

export interface SettlementFilters extends Filters {
  from?: string;
  to?: string;
}

export type Settlement = EndpointResponse<'staffSettlement'>;

const PAYMENTS = { type: 'User' as const, id: 'STAFF_PAYMENTS' };
const SETTLEMENT = { type: 'User' as const, id: 'STAFF_SETTLEMENT' };
const AUDIT = { type: 'User' as const, id: 'AUDIT' };

/** Money the operator sees: payments, one payment, asking the gateway again, a refund, the settlement. */
export const moneyApi = baseApi.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    staffPaymentList: build.query<StaffPage<StaffPayment>, PaymentFilters>({
      query: (filters) => withQuery(endpointPath('staffPaymentList'), filters),
      providesTags: [PAYMENTS],
    }),
    staffPaymentShow: build.query<StaffPaymentDetail, string>({
      query: (id) => endpointPath('staffPaymentShow', { merchant_order_id: id }),
      transformResponse: (r: EndpointResponse<'staffPaymentShow'>) => r.data,
      providesTags: [PAYMENTS],
    }),
    staffPaymentRecheck: build.mutation<EndpointResponse<'staffPaymentRecheck'>, string>({
      query: (id) => ({
        url: endpointPath('staffPaymentRecheck', { merchant_order_id: id }),
        method: 'POST',
      }),
      invalidatesTags: [PAYMENTS, SETTLEMENT, AUDIT],
    }),
    staffPaymentRefund: build.mutation<
      EndpointResponse<'staffPaymentRefund'>,
      { id: string; body: StaffRefundBody }
    >({
      query: ({ id, body }) => ({
        url: endpointPath('staffPaymentRefund', { merchant_order_id: id }),
        method: 'POST',
        body,
      }),
      invalidatesTags: [PAYMENTS, SETTLEMENT, AUDIT],
    }),
    staffSettlement: build.query<Settlement, SettlementFilters>({
      query: (filters) => withQuery(endpointPath('staffSettlement'), filters),
      providesTags: [SETTLEMENT],
    }),
  }),
});

export const {
  useStaffPaymentListQuery,
  useStaffPaymentShowQuery,
  useStaffPaymentRecheckMutation,
  useStaffPaymentRefundMutation,
  useStaffSettlementQuery,
} = moneyApi;
export type { SettlementDay };
