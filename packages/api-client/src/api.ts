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
 * The tags of answers whose words the server writes in the request's language (catalogue, departments,
 * medicines, appointments and orders naming them; docs/decisions/0042): a language switch fetches them again.
 * The session and the wallet's figures stay.
 */
export const LANGUAGE_TAGS = [
  'Reference',
  'Package',
  'Vendor',
  'Appointment',
  'Transaction',
  'Service',
  'Cart',
  'Product',
  'Order',
] as const satisfies readonly (typeof TAG_TYPES)[number][];

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
