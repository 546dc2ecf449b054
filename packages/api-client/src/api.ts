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

/**
 * The one RTK Query api of the app (reducerPath `api`); features add endpoints with `injectEndpoints`. Endpoint
 * names are global and RTK keeps the first silently outside development, so every injection passes
 * `overrideExisting: 'throw'`: a name injected twice fails the module that repeats it (lint asks for the option).
 */
export const baseApi = createApi({
  reducerPath: 'api',
  baseQuery: apiBaseQuery,
  tagTypes: TAG_TYPES,
  endpoints: () => ({}),
});
