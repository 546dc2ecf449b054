/* eslint-disable @typescript-eslint/no-invalid-void-type -- RTK Query spells "this call takes no argument" as void. */
import { baseApi } from '@medibridge/api-client';
import {
  endpointPath,
  type AdminHospital,
  type AdminHospitalDetail,
  type AuditEntry,
  type Department,
  type Breach,
  type BreachRecordRequest,
  type HospitalForm,
  type DeskAppointment,
  type EPrescriptionForm,
  type EndpointResponse,
  type EnquiryStatus,
  type FailedJob,
  type ImportReport,
  type MedicineFormInput,
  type StaffMedicine,
  type OrderDetail,
  type OrderState,
  type PrescriptionMedicineList,
  type StaffEnquiry,
  type StaffEnquiryNote,
  type StaffMessage,
  type StaffMe,
  type StaffMember,
  type StaffMemberCreate,
  type StaffMemberEdit,
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

export interface MedicineFilters extends Filters {
  page: number;
  /** Title, brand, composition or web name contains it. */
  q?: string;
}

export interface SecurityFilters extends Filters {
  page: number;
  kind?: string;
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
const TEAM = { type: 'User' as const, id: 'TEAM' };
const MEDICINES = { type: 'User' as const, id: 'MEDICINES' };
const SECURITY = { type: 'User' as const, id: 'SECURITY' };
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
      {
        orderNo: string;
        decision: 'approve' | 'reject';
        reason: string;
        /** Schedule H1 orders: the prescriber as written on the prescription (decision 0068). */
        prescriber_name?: string;
        prescriber_reg_no?: string;
      }
    >({
      query: ({ orderNo, ...body }) => ({
        url: endpointPath('staffPrescriptionCheck', { order_no: orderNo }),
        method: 'POST',
        body,
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
    /**
     * Catalogue medicines by composition for a consultation, each with its TPG 2020 list and whether this
     * consultation may prescribe it (docs/decisions/0067).
     */
    staffPrescriptionMedicines: build.query<
      PrescriptionMedicineList,
      { apptNo: string; q: string; kind: 'consultation' | 'follow_up' }
    >({
      query: ({ apptNo, q, kind }) =>
        withQuery(endpointPath('staffPrescriptionMedicines', { appt_no: apptNo }), { q, kind }),
    }),
    staffAuditList: build.query<StaffPage<AuditEntry>, AuditFilters>({
      query: (filters) => withQuery(endpointPath('staffAuditList'), filters),
      providesTags: [AUDIT],
    }),
    /** The operator's medicine catalogue (admin), searched and paged. */
    staffMedicineList: build.query<StaffPage<StaffMedicine>, MedicineFilters>({
      query: (filters) => withQuery(endpointPath('staffMedicineList'), filters),
      providesTags: [MEDICINES],
    }),
    /** Adds a product (audited). */
    staffMedicineCreate: build.mutation<StaffMedicine, MedicineFormInput>({
      query: (body) => ({ url: endpointPath('staffMedicineCreate'), method: 'POST', body }),
      transformResponse: (r: EndpointResponse<'staffMedicineCreate'>) => r.data,
      invalidatesTags: [MEDICINES, AUDIT],
    }),
    /** Changes a product: prices, stock, discontinued, words (audited before → after). */
    staffMedicineUpdate: build.mutation<StaffMedicine, { id: number; form: MedicineFormInput }>({
      query: ({ id, form }) => ({
        url: endpointPath('staffMedicineUpdate', { medicine_id: id }),
        method: 'PUT',
        body: form,
      }),
      transformResponse: (r: EndpointResponse<'staffMedicineUpdate'>) => r.data,
      invalidatesTags: [MEDICINES, AUDIT],
    }),
    /** Reads a medicines CSV and lists its problems; writes nothing. */
    staffMedicineImportCheck: build.mutation<ImportReport, string>({
      query: (csv) => ({
        url: endpointPath('staffMedicineImportCheck'),
        method: 'POST',
        body: { csv },
      }),
      transformResponse: (r: EndpointResponse<'staffMedicineImportCheck'>) => r.data,
    }),
    /** Imports a medicines CSV, all rows or none (audited as one import). */
    staffMedicineImport: build.mutation<ImportReport, string>({
      query: (csv) => ({ url: endpointPath('staffMedicineImport'), method: 'POST', body: { csv } }),
      transformResponse: (r: EndpointResponse<'staffMedicineImport'>) => r.data,
      invalidatesTags: [MEDICINES, AUDIT],
    }),
    /** Background jobs whose retries are spent (coordinators). */
    staffJobsFailed: build.query<FailedJob[], void>({
      query: () => endpointPath('staffJobsFailed'),
      transformResponse: (r: EndpointResponse<'staffJobsFailed'>) => r.data,
      providesTags: [JOBS],
    }),
    /** The messages sent to a mobile, newest first, with what the providers reported (coordinators). */
    staffMessageList: build.query<StaffMessage[], string>({
      query: (mobile) => withQuery(endpointPath('staffMessageList'), { mobile }),
      transformResponse: (r: EndpointResponse<'staffMessageList'>) => r.data,
    }),
    /** Queues a failed job again (audited). */
    staffJobRetry: build.mutation<EndpointResponse<'staffJobRetry'>, string>({
      // An empty JSON body: the server refuses a POST that declares JSON and sends none.
      query: (jobId) => ({
        url: endpointPath('staffJobRetry', { job_id: jobId }),
        method: 'POST',
        body: {},
      }),
      invalidatesTags: [JOBS, AUDIT],
    }),
    /** Every staff user and their roles (admins; docs/decisions/0056). */
    staffTeamList: build.query<StaffMember[], void>({
      query: () => endpointPath('staffTeamList'),
      transformResponse: (r: EndpointResponse<'staffTeamList'>) => r.data,
      providesTags: [TEAM],
    }),
    /** The departments a doctor may serve (the booking screens' list). */
    staffTeamDepartments: build.query<Department[], void>({
      query: () => endpointPath('appointmentDepartments'),
      transformResponse: (r: EndpointResponse<'appointmentDepartments'>) => r.data,
    }),
    /** Adds a staff user; the server texts them a link to set their password. */
    staffTeamCreate: build.mutation<EndpointResponse<'staffTeamCreate'>, StaffMemberCreate>({
      query: (body) => ({ url: endpointPath('staffTeamCreate'), method: 'POST', body }),
      invalidatesTags: [TEAM, AUDIT],
    }),
    staffTeamUpdate: build.mutation<
      EndpointResponse<'staffTeamUpdate'>,
      { id: number; body: StaffMemberEdit }
    >({
      query: ({ id, body }) => ({
        url: endpointPath('staffTeamUpdate', { user_id: id }),
        method: 'POST',
        body,
      }),
      invalidatesTags: [TEAM, AUDIT],
    }),
    /** Disables (`disable`), enables or texts a new link (`invite`) to a staff user. */
    staffTeamAction: build.mutation<
      EndpointResponse<'staffTeamDisable'>,
      { id: number; action: 'disable' | 'enable' | 'invite' }
    >({
      query: ({ id, action }) => ({
        url: endpointPath(
          action === 'disable'
            ? 'staffTeamDisable'
            : action === 'enable'
              ? 'staffTeamEnable'
              : 'staffTeamInvite',
          { user_id: id },
        ),
        method: 'POST',
        // The client declares JSON on a POST; the server wants a body to go with it.
        body: {},
      }),
      invalidatesTags: [TEAM, AUDIT],
    }),
    /** The security log (admin), newest first, paged. */
    staffSecurityLog: build.query<EndpointResponse<'staffSecurityLog'>, SecurityFilters>({
      query: (filters) => withQuery(endpointPath('staffSecurityLog'), filters),
      providesTags: [SECURITY],
    }),
    staffBreachList: build.query<Breach[], void>({
      query: () => endpointPath('staffBreachList'),
      transformResponse: (r: EndpointResponse<'staffBreachList'>) => r.data,
      providesTags: [SECURITY],
    }),
    /** Records a breach and lists the affected patients (nothing is sent yet). */
    staffBreachRecord: build.mutation<Breach, BreachRecordRequest>({
      query: (body) => ({ url: endpointPath('staffBreachRecord'), method: 'POST', body }),
      transformResponse: (r: EndpointResponse<'staffBreachRecord'>) => r.data,
      invalidatesTags: [SECURITY, AUDIT],
    }),
    /** Texts the breach's patients its notice, once. */
    staffBreachNotify: build.mutation<EndpointResponse<'staffBreachNotify'>, string>({
      query: (reference) => ({
        url: endpointPath('staffBreachNotify', { reference }),
        method: 'POST',
      }),
      invalidatesTags: [SECURITY, AUDIT],
    }),
  }),
});

export const {
  useStaffTeamListQuery,
  useStaffTeamDepartmentsQuery,
  useStaffTeamCreateMutation,
  useStaffTeamUpdateMutation,
  useStaffTeamActionMutation,
  useStaffMeQuery,
  useStaffMedicineListQuery,
  useStaffMedicineCreateMutation,
  useStaffMedicineUpdateMutation,
  useStaffMedicineImportCheckMutation,
  useStaffMedicineImportMutation,
  useStaffJobsFailedQuery,
  useStaffJobRetryMutation,
  useStaffMessageListQuery,
  useStaffSecurityLogQuery,
  useStaffBreachListQuery,
  useStaffBreachRecordMutation,
  useStaffBreachNotifyMutation,
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
  useStaffPrescriptionMedicinesQuery,
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
    staffCatalogueHospitalCreate: build.mutation<
      EndpointResponse<'staffCatalogueHospitalCreate'>,
      HospitalForm
    >({
      query: (body) => ({
        url: endpointPath('staffCatalogueHospitalCreate'),
        method: 'POST',
        body,
      }),
      invalidatesTags: [CATALOGUE, AUDIT],
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
  useStaffCatalogueHospitalCreateMutation,
  useStaffCatalogueHospitalUpdateMutation,
  useStaffCataloguePriceSetMutation,
  useStaffCatalogueHospitalImageMutation,
  useStaffHospitalCitiesQuery,
} = catalogueApi;
