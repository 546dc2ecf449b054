// BAD: linted as packages/pharmacy/src/__fixture__.ts. Reaches into another package's src/ instead of its entry.
import { ROUTES } from '@medibridge/contract/src/routes';

export const paths = ROUTES;
