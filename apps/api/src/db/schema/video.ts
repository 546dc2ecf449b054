import { integer, pgTable, timestamp } from 'drizzle-orm/pg-core';
import { appointments } from './appointments';
import { users } from './users';

/**
 * Consultation call rooms, one per appointment, written when the doctor closes one: a closed room never opens
 * again (issue 13 §2, docs/decisions/0028). A room that was never closed has no row.
 */
export const videoRooms = pgTable('video_rooms', {
  appointmentId: integer('appointment_id')
    .primaryKey()
    .references(() => appointments.id, { onDelete: 'cascade' }),
  closedAt: timestamp('closed_at', { withTimezone: true }).notNull(),
  /** The staff user who closed it. */
  closedBy: integer('closed_by').references(() => users.id, { onDelete: 'set null' }),
});
