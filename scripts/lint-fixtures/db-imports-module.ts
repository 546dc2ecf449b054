// BAD: linted as apps/api/src/db/__fixture__.ts. The database layer reaches up into a module: lint must
// refuse (db/ holds schema, client and migrations and imports nothing above it).
import { accountsRoutes } from '../modules/accounts';

export const plugin = accountsRoutes;
