// BAD: linted as apps/api/src/modules/enquiries/service.ts. It reads a table of the schema (even only its
// type): lint must refuse (queries and row types live in a repository file).
import type { enquiries } from '../../db/schema';

export type EnquiryRow = typeof enquiries.$inferSelect;
