/* eslint-disable @typescript-eslint/no-invalid-void-type -- RTK Query spells "this call takes no argument" as void. */
import { baseApi } from '@medibridge/api-client';
import {
  endpointPath,
  type AdminHospital,
  type AdminHospitalDetail,
  type AuditEntry,
  type HospitalForm,
  type DeskAppointment,
  type EPrescriptionForm,
  type EndpointResponse,
  type EnquiryStatus,
  type FailedJob,
  type OrderDetail,
  type OrderState,
  type ProductDetail,
  type ProductSuggestion,
  type StaffEnquiry,
  type StaffEnquiryNote,
  type StaffMe,
  type StaffOrderSummary,
} from '@medibridge/contract';

/** A page of a staff list as the server answers it. */
export interface StaffPage<T> {
  data: T[];
  meta: { page: number; per_page: number; total: number };
}

/** Filters of a staff list: empty values are left out of the request. */
export type Filters = Readonly<Record<string, string | number | undefined>>;

/** `path?a=1&b=2` with the filters that have a value. */
export function withQuery(path: string, filters: Filters): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(filters))
    if (value !== undefined && value !== '') query.set(key, String(value));
  const text = query.toString();
  return text === '' ? path : `${path}?${text}`;
}

export interface EnquiryFilters extends Filters {
  page: number;
  type?: string;
  status?: string;
  from?: string;
  to?: string;
  /** The server's search: name, mobile, email or reference. */
  q?: string;
  /** `due` (due now or overdue) or `scheduled`: call-backs only, soonest first. */
  call_back?: string;
}

export interface DeskFilters extends Filters {
  when: 'today' | 'upcoming' | 'follow_ups';
  page: number;
}

export interface OrderFilters extends Filters {
  page: number;
  per_page: number;
  /** One state, `all`, or (left out) every open one. */
  status?: OrderState | 'all';
  /** An order number, a name or a mobile. */
  q?: string;
}

export interface AuditFilters extends Filters {
  page: number;
  action?: string;
  subject?: string;
  from?: string;
  to?: string;
}

const ENQUIRIES = { type: 'Enquiry' as const, id: 'STAFF' };
const notesOf = (reference: string) => ({ type: 'Enquiry' as const, id: `NOTES-${reference}` });
const DESK = { type: 'Appointment' as const, id: 'DESK' };
const ORDERS = { type: 'Order' as const, id: 'STAFF' };
const AUDIT = { type: 'User' as const, id: 'AUDIT' };
const JOBS = { type: 'User' as const, id: 'JOBS' };
const ME = { type: 'User' as const, id: 'STAFF_ME' };

/**
 * The staff console's calls, URLs from the contract table. Each action invalidates its list and the audit
 * log (every action writes an entry there).
 */
export const staffApi = baseApi.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    staffMe: build.query<StaffMe, void>({
      query: () => endpointPath('staffMe'),
      transformResponse: (r: EndpointResponse<'staffMe'>) => r.data,
      providesTags: [ME],
    }),
    staffEnquiryList: build.query<StaffPage<StaffEnquiry>, EnquiryFilters>({
      query: (filters) => withQuery(endpointPath('staffEnquiryList'), filters),
      providesTags: [ENQUIRIES],
    }),
    staffEnquiryStatus: build.mutation<unknown, { reference: string; status: EnquiryStatus }>({
      query: ({ reference, status }) => ({
        url: endpointPath('staffEnquiryStatus', { reference }),
        method: 'PATCH',
        body: { status },
      }),
      invalidatesTags: [ENQUIRIES, AUDIT],
    }),
    staffEnquiryNotes: build.query<
      StaffPage<StaffEnquiryNote>,
      { reference: string; page: number }
    >({
      query: ({ reference, page }) =>
        withQuery(endpointPath('staffEnquiryNotes', { reference }), { page }),
      providesTags: (_result, _error, { reference }) => [notesOf(reference)],
    }),
    staffEnquiryNoteAdd: build.mutation<StaffEnquiryNote, { reference: string; note: string }>({
      query: ({ reference, note }) => ({
        url: endpointPath('staffEnquiryNoteAdd', { reference }),
        method: 'POST',
        body: { note },
      }),
      transformResponse: (r: EndpointResponse<'staffEnquiryNoteAdd'>) => r.data,
      invalidatesTags: (_result, _error, { reference }) => [notesOf(reference), ENQUIRIES, AUDIT],
    }),
    staffEnquiryCallBack: build.mutation<
      StaffEnquiry,
      { reference: string; call_back_at: string | null; note?: string }
    >({
      query: ({ reference, ...body }) => ({
        url: endpointPath('staffEnquiryCallBack', { reference }),
        method: 'PUT',
        body,
      }),
      transformResponse: (r: EndpointResponse<'staffEnquiryCallBack'>) => r.data,
      invalidatesTags: (_result, _error, { reference }) => [notesOf(reference), ENQUIRIES, AUDIT],
    }),
    staffDeskAppointments: build.query<StaffPage<DeskAppointment>, DeskFilters>({
      query: (filters) => withQuery(endpointPath('staffDeskAppointments'), filters),
      providesTags: [DESK],
    }),
    staffAppointmentNoShow: build.mutation<unknown, string>({
      query: (apptNo) => ({
        url: endpointPath('staffAppointmentNoShow', { appt_no: apptNo }),
        method: 'POST',
        body: {},
      }),
      invalidatesTags: [DESK, AUDIT],
    }),
    staffPrescriptionIssue: build.mutation<
      EndpointResponse<'staffPrescriptionIssue'>,
      { apptNo: string; form: Partial<EPrescriptionForm> }
    >({
      query: ({ apptNo, form }) => ({
        url: endpointPath('staffPrescriptionIssue', { appt_no: apptNo }),
        method: 'POST',
        body: form,
      }),
      invalidatesTags: [DESK, AUDIT],
    }),
    staffOrderList: build.query<StaffPage<StaffOrderSummary>, OrderFilters>({
      query: (filters) => withQuery(endpointPath('staffOrderList'), filters),
      providesTags: [ORDERS],
    }),
    staffOrderRow: build.query<OrderDetail, string>({
      query: (orderNo) => endpointPath('staffOrderRow', { order_no: orderNo }),
      transformResponse: (r: EndpointResponse<'staffOrderRow'>) => r.data,
      providesTags: [ORDERS],
    }),
    staffPrescriptionCheck: build.mutation<
      OrderDetail,
      { orderNo: string; decision: 'approve' | 'reject'; reason: string }
    >({
      query: ({ orderNo, decision, reason }) => ({
        url: endpointPath('staffPrescriptionCheck', { order_no: orderNo }),
        method: 'POST',
        body: { decision, reason },
      }),
      transformResponse: (r: EndpointResponse<'staffPrescriptionCheck'>) => r.data,
      invalidatesTags: [ORDERS, AUDIT],
    }),
    staffOrderStatus: build.mutation<
      OrderDetail,
      { orderNo: string; status: 'packed' | 'dispatched' | 'delivered' }
    >({
      query: ({ orderNo, status }) => ({
        url: endpointPath('staffOrderStatus', { order_no: orderNo }),
        method: 'POST',
        body: { status },
      }),
      transformResponse: (r: EndpointResponse<'staffOrderStatus'>) => r.data,
      invalidatesTags: [ORDERS, AUDIT],
    }),
    staffOrderCancel: build.mutation<OrderDetail, { orderNo: string; reason: string }>({
      query: ({ orderNo, reason }) => ({
        url: endpointPath('staffOrderCancel', { order_no: orderNo }),
        method: 'POST',
        body: { reason },
      }),
      transformResponse: (r: EndpointResponse<'staffOrderCancel'>) => r.data,
      invalidatesTags: [ORDERS, AUDIT],
    }),
    /** The catalogue's suggestions for a typed medicine (the pharmacy's `our-products/{text}`). */
    staffMedicineSuggest: build.query<ProductSuggestion[], string>({
      query: (text) => endpointPath('productSuggest', { text }),
      transformResponse: (r: EndpointResponse<'productSuggest'>) => r.data,
    }),
    /** A picked suggestion's product: its catalogue id and composition. */
    staffMedicineProduct: build.query<ProductDetail, string>({
      query: (slug) => endpointPath('productDetail', { slug }),
      transformResponse: (r: EndpointResponse<'productDetail'>) => r.data,
    }),
    staffAuditList: build.query<StaffPage<AuditEntry>, AuditFilters>({
      query: (filters) => withQuery(endpointPath('staffAuditList'), filters),
      providesTags: [AUDIT],
    }),
    /** Background jobs whose retries are spent (coordinators). */
    staffJobsFailed: build.query<FailedJob[], void>({
      query: () => endpointPath('staffJobsFailed'),
      transformResponse: (r: EndpointResponse<'staffJobsFailed'>) => r.data,
      providesTags: [JOBS],
    }),
    /** Queues a failed job again (audited). */
    staffJobRetry: build.mutation<EndpointResponse<'staffJobRetry'>, string>({
      query: (jobId) => ({ url: endpointPath('staffJobRetry', { job_id: jobId }), method: 'POST' }),
      invalidatesTags: [JOBS, AUDIT],
    }),
  }),
});

export const {
  useStaffMeQuery,
  useStaffJobsFailedQuery,
  useStaffJobRetryMutation,
  useStaffEnquiryListQuery,
  useStaffEnquiryStatusMutation,
  useStaffEnquiryNotesQuery,
  useStaffEnquiryNoteAddMutation,
  useStaffEnquiryCallBackMutation,
  useStaffDeskAppointmentsQuery,
  useStaffAppointmentNoShowMutation,
  useStaffPrescriptionIssueMutation,
  useStaffOrderListQuery,
  useStaffOrderRowQuery,
  useStaffPrescriptionCheckMutation,
  useStaffOrderStatusMutation,
  useStaffOrderCancelMutation,
  useStaffAuditListQuery,
  useStaffMedicineSuggestQuery,
  useLazyStaffMedicineProductQuery,
} = staffApi;

/** Filters of the operator's catalogue lists (docs/decisions/0062). */
export interface CatalogueFilters extends Filters {
  page: number;
  q?: string;
  state?: 'all' | 'offered' | 'withdrawn';
}

const CATALOGUE = { type: 'User' as const, id: 'CATALOGUE' };

/** The operator's catalogue: hospitals, their prices, packages (admin calls). */
export const catalogueApi = baseApi.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    staffCatalogueHospitals: build.query<StaffPage<AdminHospital>, CatalogueFilters>({
      query: (filters) => withQuery(endpointPath('staffCatalogueHospitals'), filters),
      providesTags: [CATALOGUE],
    }),
    staffCatalogueHospital: build.query<AdminHospitalDetail, number>({
      query: (id) => endpointPath('staffCatalogueHospital', { vendor_id: String(id) }),
      transformResponse: (r: EndpointResponse<'staffCatalogueHospital'>) => r.data,
      providesTags: [CATALOGUE],
    }),
    staffCatalogueHospitalUpdate: build.mutation<
      EndpointResponse<'staffCatalogueHospitalUpdate'>,
      { id: number; form: HospitalForm }
    >({
      query: ({ id, form }) => ({
        url: endpointPath('staffCatalogueHospitalUpdate', { vendor_id: String(id) }),
        method: 'PUT',
        body: form,
      }),
      invalidatesTags: [CATALOGUE, AUDIT],
    }),
    staffCataloguePriceSet: build.mutation<
      EndpointResponse<'staffCataloguePriceSet'>,
      { vendorId: number; packageId: number; price: number }
    >({
      query: ({ vendorId, packageId, price }) => ({
        url: endpointPath('staffCataloguePriceSet', {
          vendor_id: String(vendorId),
          package_id: String(packageId),
        }),
        method: 'PUT',
        body: { price },
      }),
      invalidatesTags: [CATALOGUE, AUDIT],
    }),
    staffCatalogueHospitalImage: build.mutation<
      EndpointResponse<'staffCatalogueHospitalImage'>,
      { id: number; file: File }
    >({
      query: ({ id, file }) => {
        const body = new FormData();
        body.append('image', file);
        return {
          url: endpointPath('staffCatalogueHospitalImage', { vendor_id: String(id) }),
          method: 'POST',
          body,
        };
      },
      invalidatesTags: [CATALOGUE, AUDIT],
    }),
    staffHospitalCities: build.query<EndpointResponse<'referenceHospitalCities'>['data'], void>({
      query: () => endpointPath('referenceHospitalCities'),
      transformResponse: (r: EndpointResponse<'referenceHospitalCities'>) => r.data,
    }),
  }),
});

export const {
  useStaffCatalogueHospitalsQuery,
  useStaffCatalogueHospitalQuery,
  useStaffCatalogueHospitalUpdateMutation,
  useStaffCataloguePriceSetMutation,
  useStaffCatalogueHospitalImageMutation,
  useStaffHospitalCitiesQuery,
} = catalogueApi;
