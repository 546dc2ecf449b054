// GOOD: linted as apps/api/src/modules/enquiries/__fixture__.ts. Another module through its index, a shared
// helper from lib/, contract through its entries: no error expected.
import { ENDPOINT_TABLE } from '@medibridge/contract';
import { escapeLike } from '../../lib/escapeLike';
import { SMS_FAILED } from '../accounts';

export const wiring = { message: SMS_FAILED, like: escapeLike('50%'), table: ENDPOINT_TABLE };
