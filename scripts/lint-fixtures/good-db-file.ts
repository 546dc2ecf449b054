// GOOD: linted as apps/api/src/db/schema/__fixture__.ts. A schema file uses drizzle and its sibling tables:
// no error expected.
import { integer, pgTable } from 'drizzle-orm/pg-core';
import { users } from './users';

export const fixtureRows = pgTable('fixture_rows', {
  userId: integer('user_id').references(() => users.id),
});
