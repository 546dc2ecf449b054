// BAD: linted as packages/contract/src/__fixture__.ts. contract is the bottom layer and imports no package of ours.
import { baseApi } from '@medibridge/api-client';

export const api = baseApi;
