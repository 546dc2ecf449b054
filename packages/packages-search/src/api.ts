/* eslint-disable @typescript-eslint/no-invalid-void-type -- RTK Query spells "this call takes no argument" as void. */
import type {
  ActivePackage,
  EndpointResponse,
  HospitalPackageRow,
  PackageDetail,
  PackageListItem,
  PackageMaster,
  VendorDetail,
  VendorSelectedPackage,
} from '@medibridge/contract';
import { baseApi } from '@medibridge/api-client';
import { endpointPath } from '@medibridge/contract';

/** Catalogue data changes rarely: keep it an hour once fetched (the server also sends Cache-Control). */
const HOUR_SECONDS = 60 * 60;
const DAY_SECONDS = 24 * HOUR_SECONDS;

/** Base paths of catalogue images (SPEC §7's four image-path calls). */
export type ImageKind = 'package' | 'packageMaster' | 'vendor' | 'packageService';

const IMAGE_ENDPOINTS = {
  package: 'packageImagePath',
  packageMaster: 'packageMasterImagePath',
  vendor: 'vendorImagePath',
  packageService: 'packageServiceImagePath',
} as const;

/** SPEC §7's package and vendor calls, paths from the contract table; hooks return the envelope's `data`. */
export const packagesApi = baseApi.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    packageSearch: build.query<ActivePackage[], string>({
      query: (text) => endpointPath('packageSearch', { text: text.trim() }),
      transformResponse: (r: EndpointResponse<'packageSearch'>) => r.data,
      providesTags: [{ type: 'Package', id: 'SEARCH' }],
    }),
    packageActiveList: build.query<ActivePackage[], void>({
      query: () => endpointPath('packageActiveList'),
      transformResponse: (r: EndpointResponse<'packageActiveList'>) => r.data,
      providesTags: [{ type: 'Package', id: 'LIST' }],
      keepUnusedDataFor: HOUR_SECONDS,
    }),
    packageActiveSearch: build.query<ActivePackage[], string>({
      query: (text) => endpointPath('packageActiveSearch', { text: text.trim() }),
      transformResponse: (r: EndpointResponse<'packageActiveSearch'>) => r.data,
      providesTags: [{ type: 'Package', id: 'LIST' }],
    }),
    packageMasters: build.query<PackageMaster[], void>({
      query: () => endpointPath('packageMasters'),
      transformResponse: (r: EndpointResponse<'packageMasters'>) => r.data,
      providesTags: [{ type: 'Package', id: 'MASTERS' }],
      keepUnusedDataFor: HOUR_SECONDS,
    }),
    packageByMaster: build.query<PackageListItem[], string>({
      query: (masterPackageId) => endpointPath('packageByMaster', { masterPackageId }),
      transformResponse: (r: EndpointResponse<'packageByMaster'>) => r.data,
      providesTags: (_r, _e, id) => [{ type: 'Package', id: `MASTER-${id}` }],
    }),
    packageDetails: build.query<PackageDetail, string>({
      query: (packageSlug) => endpointPath('packageDetails', { packageSlug }),
      transformResponse: (r: EndpointResponse<'packageDetails'>) => r.data,
      providesTags: (_r, _e, slug) => [{ type: 'Package', id: slug }],
      keepUnusedDataFor: HOUR_SECONDS,
    }),
    packageHospitalSearch: build.query<HospitalPackageRow[], { city: string; package: string }>({
      query: (params) => endpointPath('packageHospitalSearch', params),
      providesTags: (rows) => [
        { type: 'Vendor', id: 'LIST' },
        ...(rows ?? []).map((row) => ({ type: 'Vendor' as const, id: row.shop_slug })),
      ],
    }),
    vendorDetail: build.query<VendorDetail, { role_name: string; vendorSlug: string }>({
      query: (params) => endpointPath('vendorDetail', params),
      transformResponse: (r: EndpointResponse<'vendorDetail'>) => r.data,
      providesTags: (_r, _e, { vendorSlug }) => [{ type: 'Vendor', id: vendorSlug }],
      keepUnusedDataFor: HOUR_SECONDS,
    }),
    vendorSelectedPackage: build.query<
      VendorSelectedPackage,
      { role_name: string; vendorSlug: string; packageSlug: string }
    >({
      query: (params) => endpointPath('vendorSelectedPackage', params),
      transformResponse: (r: EndpointResponse<'vendorSelectedPackage'>) => r.data,
      providesTags: (_r, _e, { vendorSlug, packageSlug }) => [
        { type: 'Vendor', id: vendorSlug },
        { type: 'Package', id: packageSlug },
      ],
      keepUnusedDataFor: HOUR_SECONDS,
    }),
    packageImageBase: build.query<string, ImageKind>({
      query: (kind) => endpointPath(IMAGE_ENDPOINTS[kind]),
      transformResponse: (r: { data: string }) => r.data,
      providesTags: (_r, _e, kind) => [{ type: 'Package', id: `IMAGES-${kind}` }],
      keepUnusedDataFor: DAY_SECONDS,
    }),
  }),
});

export const {
  usePackageSearchQuery,
  usePackageActiveListQuery,
  usePackageActiveSearchQuery,
  usePackageMastersQuery,
  usePackageByMasterQuery,
  usePackageDetailsQuery,
  usePackageHospitalSearchQuery,
  useVendorDetailQuery,
  useVendorSelectedPackageQuery,
  usePackageImageBaseQuery,
} = packagesApi;
