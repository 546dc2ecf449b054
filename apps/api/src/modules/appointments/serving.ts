import type { Database } from '../../db/client';
import { servingDoctorOf, setServingDoctorIfNone } from './bookingRepository';

/** A doctor's claim to serve a consultation: won now, already theirs, or another doctor's. */
export type ServingClaim = 'claimed' | 'serving' | 'taken';

/**
 * Makes a doctor the consultation's serving doctor if no one serves it yet (issue 13 §2: one doctor per
 * consultation, the first of its department to join its call or write its prescription). The claim is one
 * conditional update — set only while no one serves it — so two doctors claiming at once never both win: the
 * row lock makes the second wait and then find the first one's claim. When the update changed nothing, the
 * row says whose it is (a serving doctor is never replaced, so that read cannot be stale). Works inside the
 * caller's transaction (pass it as `db`).
 */
export async function claimServing(
  db: Database,
  appointmentId: number,
  doctorId: number,
  again = true,
): Promise<ServingClaim> {
  if (await setServingDoctorIfNone(db, appointmentId, doctorId)) return 'claimed';
  const holder = await servingDoctorOf(db, appointmentId);
  // Freed in between (the serving doctor's account was deleted): claim once more.
  if (holder === null && again) return claimServing(db, appointmentId, doctorId, false);
  return holder === doctorId ? 'serving' : 'taken';
}
