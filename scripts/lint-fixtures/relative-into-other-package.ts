// BAD: linted as packages/pharmacy/src/__fixture__.ts. A `../` path leaves the package for another one's files.
import { ROUTES } from '../../contract/src/routes';

export const paths = ROUTES;
