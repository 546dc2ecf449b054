import { baseApi } from '@medibridge/api-client';
import { endpointPath, type EndpointResponse, type ImportReport } from '@medibridge/contract';

// The same tags as the console's catalogue lists and audit log (api.ts): an import changes both.
const CATALOGUE = { type: 'User' as const, id: 'CATALOGUE' };
const AUDIT = { type: 'User' as const, id: 'AUDIT' };

const post = (name: Parameters<typeof endpointPath>[0]) => (csv: string) => ({
  url: endpointPath(name),
  method: 'POST',
  body: { csv },
});

/** The catalogue's CSV check and import calls (docs/decisions/0064); the exports are plain links. */
export const catalogueCsvApi = baseApi.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    /** Reads a packages CSV and lists its problems; writes nothing. */
    staffCataloguePackagesImportCheck: build.mutation<ImportReport, string>({
      query: post('staffCataloguePackagesImportCheck'),
      transformResponse: (r: EndpointResponse<'staffCataloguePackagesImportCheck'>) => r.data,
    }),
    /** Imports a packages CSV, all rows or none (audited as one import). */
    staffCataloguePackagesImport: build.mutation<ImportReport, string>({
      query: post('staffCataloguePackagesImport'),
      transformResponse: (r: EndpointResponse<'staffCataloguePackagesImport'>) => r.data,
      invalidatesTags: [CATALOGUE, AUDIT],
    }),
    /** Reads a hospital prices CSV and lists its problems; writes nothing. */
    staffCataloguePricesImportCheck: build.mutation<ImportReport, string>({
      query: post('staffCataloguePricesImportCheck'),
      transformResponse: (r: EndpointResponse<'staffCataloguePricesImportCheck'>) => r.data,
    }),
    /** Imports a hospital prices CSV, all rows or none (audited as one import). */
    staffCataloguePricesImport: build.mutation<ImportReport, string>({
      query: post('staffCataloguePricesImport'),
      transformResponse: (r: EndpointResponse<'staffCataloguePricesImport'>) => r.data,
      invalidatesTags: [CATALOGUE, AUDIT],
    }),
  }),
});

export const {
  useStaffCataloguePackagesImportCheckMutation,
  useStaffCataloguePackagesImportMutation,
  useStaffCataloguePricesImportCheckMutation,
  useStaffCataloguePricesImportMutation,
} = catalogueCsvApi;
