// BAD: linted as a service or plugin file of apps/api. It builds a query condition itself with drizzle-orm:
// lint must refuse (queries live in a repository file).
import { sql } from 'drizzle-orm';

export const lowerName = sql`lower(name)`;
