/** India Standard Time is UTC+05:30 all year (no daylight saving). */
const IST_OFFSET_MS = 330 * 60_000;
/** Quiet hours, India time: from 21:00 to 08:00 no message is sent unless it is urgent. */
export const QUIET_FROM_HOUR = 21;
export const QUIET_UNTIL_HOUR = 8;

/** Whether an instant falls in the quiet hours (India time). */
export function inQuietHours(at: Date): boolean {
  const hour = new Date(at.getTime() + IST_OFFSET_MS).getUTCHours();
  return hour >= QUIET_FROM_HOUR || hour < QUIET_UNTIL_HOUR;
}

/** When a non-urgent message due at `at` may go: `at` itself, or 08:00 IST after the quiet hours it is in. */
export function releaseAfterQuietHours(at: Date): Date {
  if (!inQuietHours(at)) return at;
  const ist = new Date(at.getTime() + IST_OFFSET_MS);
  const nextDay = ist.getUTCHours() >= QUIET_FROM_HOUR ? 1 : 0;
  return new Date(
    Date.UTC(ist.getUTCFullYear(), ist.getUTCMonth(), ist.getUTCDate() + nextDay, QUIET_UNTIL_HOUR) -
      IST_OFFSET_MS,
  );
}
