/* eslint-disable @typescript-eslint/no-invalid-void-type -- RTK Query spells "this call takes no argument" as void. */
import { baseApi } from '@medibridge/api-client';
import {
  endpointPath,
  type AdminPackage,
  type AdminPackageDetail,
  type EndpointResponse,
  type PackageForm,
} from '@medibridge/contract';
import { withQuery, type CatalogueFilters, type StaffPage } from './api';

// The same tags as the hospitals' calls (api.ts): a price saved on either screen refreshes both.
const CATALOGUE = { type: 'User' as const, id: 'CATALOGUE' };
const AUDIT = { type: 'User' as const, id: 'AUDIT' };

/** The operator's treatment packages (issue 32 §3, docs/decisions/0062): admin calls. */
export const packagesApi = baseApi.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    staffCataloguePackages: build.query<StaffPage<AdminPackage>, CatalogueFilters>({
      query: (filters) => withQuery(endpointPath('staffCataloguePackages'), filters),
      providesTags: [CATALOGUE],
    }),
    staffCataloguePackage: build.query<AdminPackageDetail, number>({
      query: (id) => endpointPath('staffCataloguePackage', { package_id: String(id) }),
      transformResponse: (r: EndpointResponse<'staffCataloguePackage'>) => r.data,
      providesTags: [CATALOGUE],
    }),
    staffCataloguePackageCreate: build.mutation<
      EndpointResponse<'staffCataloguePackageCreate'>,
      PackageForm
    >({
      query: (body) => ({ url: endpointPath('staffCataloguePackageCreate'), method: 'POST', body }),
      invalidatesTags: [CATALOGUE, AUDIT],
    }),
    staffCataloguePackageUpdate: build.mutation<
      EndpointResponse<'staffCataloguePackageUpdate'>,
      { id: number; form: PackageForm }
    >({
      query: ({ id, form }) => ({
        url: endpointPath('staffCataloguePackageUpdate', { package_id: String(id) }),
        method: 'PUT',
        body: form,
      }),
      invalidatesTags: [CATALOGUE, AUDIT],
    }),
    staffCataloguePackageImage: build.mutation<
      EndpointResponse<'staffCataloguePackageImage'>,
      { id: number; file: File }
    >({
      query: ({ id, file }) => {
        const body = new FormData();
        body.append('image', file);
        return {
          url: endpointPath('staffCataloguePackageImage', { package_id: String(id) }),
          method: 'POST',
          body,
        };
      },
      invalidatesTags: [CATALOGUE, AUDIT],
    }),
    staffCataloguePriceRemove: build.mutation<
      EndpointResponse<'staffCataloguePriceRemove'>,
      { vendorId: number; packageId: number }
    >({
      query: ({ vendorId, packageId }) => ({
        url: endpointPath('staffCataloguePriceRemove', {
          vendor_id: String(vendorId),
          package_id: String(packageId),
        }),
        method: 'DELETE',
      }),
      invalidatesTags: [CATALOGUE, AUDIT],
    }),
    /** The package groups (specialities) a package belongs to: the public list. */
    staffPackageMasters: build.query<{ id: number; name: string }[], void>({
      query: () => endpointPath('packageMasters'),
      transformResponse: (r: EndpointResponse<'packageMasters'>) =>
        r.data.map(({ id, name }) => ({ id, name })),
    }),
  }),
});

export const {
  useStaffCataloguePackagesQuery,
  useStaffCataloguePackageQuery,
  useStaffCataloguePackageCreateMutation,
  useStaffCataloguePackageUpdateMutation,
  useStaffCataloguePackageImageMutation,
  useStaffCataloguePriceRemoveMutation,
  useStaffPackageMastersQuery,
} = packagesApi;
