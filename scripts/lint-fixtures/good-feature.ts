// GOOD: linted as packages/pharmacy/src/__fixture__.ts. A feature imports contract, api-client and ui-kit
// through their public entries: no error expected.
import { ROUTES, endpointPath } from '@medibridge/contract';
import { baseApi } from '@medibridge/api-client';
import { theme } from '@medibridge/ui-kit';

export const wiring = {
  paths: ROUTES,
  cart: endpointPath('cartList', { userId: 1 }),
  api: baseApi,
  colours: theme,
};
