/**
 * When to ask the gateway about an order nobody has told us about (docs/decisions/0048). PhonePe's Standard
 * Checkout checklist asks merchants to check a pending order's status on a schedule from when it was opened:
 * first at 20–25 s, then every 3 s for the next 30 s, every 6 s for the next 60 s, every 10 s for the next
 * 60 s, every 30 s for the next 60 s, then every minute until the order reaches a final state or expires.
 * Our orders live PAYMENT_EXPIRE_AFTER_S (900 s); one last check a minute after that sees the state PhonePe
 * gave the order when it ended. After that the order can no longer change and polling stops.
 */

/** How long a gateway keeps our order payable (PhonePe's `expireAfter`), in seconds. */
export const PAYMENT_EXPIRE_AFTER_S = 15 * 60;

/** After the order's end, one more check this much later sees its final state. */
export const FINAL_CHECK_AFTER_END_S = 60;

/** The last check, in seconds after the order was opened. */
export const LAST_CHECK_S = PAYMENT_EXPIRE_AFTER_S + FINAL_CHECK_AFTER_END_S;

/** The schedule's phases: from `until` the previous phase's end, a check every `every` seconds. */
const PHASES: readonly { every: number; until: number }[] = [
  { every: 3, until: 50 },
  { every: 6, until: 110 },
  { every: 10, until: 170 },
  { every: 30, until: 230 },
  { every: 60, until: PAYMENT_EXPIRE_AFTER_S },
];

/** The first check, in seconds after the order was opened (PhonePe: 20–25 s). */
export const FIRST_CHECK_S = 20;

/** Every check of the schedule, in seconds after the order was opened, ascending. */
export const POLL_SCHEDULE_S: readonly number[] = (() => {
  const at = [FIRST_CHECK_S];
  for (const phase of PHASES)
    for (let t = (at.at(-1) as number) + phase.every; t <= phase.until; t += phase.every)
      at.push(t);
  if ((at.at(-1) as number) < PAYMENT_EXPIRE_AFTER_S) at.push(PAYMENT_EXPIRE_AFTER_S);
  at.push(LAST_CHECK_S);
  return at;
})();

/**
 * The next check after `elapsedS` seconds since the order was opened (strictly later), or null when the
 * schedule is over: the order can no longer change.
 */
export function nextCheckAfter(elapsedS: number): number | null {
  return POLL_SCHEDULE_S.find((t) => t > elapsedS) ?? null;
}

/** Whether an order opened at `openedAt` may still change at `now` (its last check has not passed). */
export function orderMayChange(openedAt: Date, now: Date): boolean {
  return now.getTime() - openedAt.getTime() <= LAST_CHECK_S * 1000;
}
