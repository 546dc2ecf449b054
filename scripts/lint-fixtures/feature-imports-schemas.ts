// A feature screen reaching for contract's zod schemas: lint must refuse (the web app uses the zod-free core).
import { ENDPOINTS } from '@medibridge/contract/schemas';

export const path = ENDPOINTS.cartList.path;
