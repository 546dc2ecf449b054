import { createApi } from '@reduxjs/toolkit/query/react';
import { apiBaseQuery } from './baseQuery';

/** Cache tags of every domain; features provide and invalidate them. */
export const TAG_TYPES = [
  'Reference',
  'Package',
  'Vendor',
  'Enquiry',
  'User',
  'Wallet',
  'Appointment',
  'Transaction',
  'FollowUp',
  'Service',
  'Cart',
  'Product',
  'Order',
] as const;

const created = createApi({
  reducerPath: 'api',
  baseQuery: apiBaseQuery,
  tagTypes: TAG_TYPES,
  endpoints: () => ({}),
});

const injectedNames = new Map<string, number>();
const duplicates: string[] = [];
const passthrough = {
  query: (d: unknown) => d,
  mutation: (d: unknown) => d,
  infiniteQuery: (d: unknown) => d,
};
const rawInject = created.injectEndpoints;

/*
 * Endpoint names are global and RTK keeps the first silently outside development, so every injection is
 * checked here: a name injected twice without `overrideExisting: true` is recorded and reported.
 */
created.injectEndpoints = ((options: Parameters<typeof rawInject>[0]) => {
  const names = Object.keys(
    (options.endpoints as unknown as (b: typeof passthrough) => object)(passthrough),
  );
  for (const name of names) {
    const count = (injectedNames.get(name) ?? 0) + 1;
    injectedNames.set(name, count);
    if (count > 1 && options.overrideExisting !== true) {
      duplicates.push(name);
      console.error(
        `Duplicate RTK Query endpoint name "${name}": endpoint names must be unique across features.`,
      );
    }
  }
  return rawInject(options);
}) as unknown as typeof rawInject;

/** The one RTK Query api of the app (reducerPath `api`); features add endpoints with `injectEndpoints`. */
export const baseApi = created;

/** Endpoint names injected more than once (should always be empty). */
export function duplicateEndpointNames(): string[] {
  return [...duplicates];
}
