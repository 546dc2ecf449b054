// BAD: linted as apps/api/src/modules/enquiries/__fixture__.ts. A module reaches into another module's file
// instead of its index.ts: lint must refuse.
import { SMS_FAILED } from '../accounts/service';

export const message = SMS_FAILED;
