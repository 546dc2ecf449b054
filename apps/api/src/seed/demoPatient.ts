import type { Database } from '../db/client';
import { CONSENT_PURPOSES, PRIVACY_NOTICE_VERSION } from '@medibridge/contract';
import { consents, users } from '../db/schema';
import { hashPassword } from '../lib/passwords';

/** The demo patient a newcomer can log in with at once (README). */
export const DEMO_PATIENT = {
  mobile: '9876543210',
  password: 'MediBridge@Demo1',
  name: 'Priya',
  lastName: 'Sharma',
  email: 'priya.sharma@example.in',
  shareCode: 'MEDIDEMO',
} as const;

/** Inserts the demo patient unless that mobile already has an account (never overwrites it). */
export async function seedDemoPatient(db: Database): Promise<boolean> {
  const inserted = await db
    .insert(users)
    .values({
      name: DEMO_PATIENT.name,
      lastName: DEMO_PATIENT.lastName,
      mobile: DEMO_PATIENT.mobile,
      email: DEMO_PATIENT.email,
      passwordHash: await hashPassword(DEMO_PATIENT.password),
      shareCode: DEMO_PATIENT.shareCode,
      source: 'seed',
    })
    .onConflictDoNothing()
    .returning({ id: users.id });
  const id = inserted[0]?.id;
  // The demo patient has read the notice and agreed to all but offers, as a new patient usually does
  // (docs/decisions/0060); channel `seed` says where the records came from.
  if (id !== undefined)
    await db.insert(consents).values(
      CONSENT_PURPOSES.map((purpose) => ({
        userId: id,
        purpose,
        granted: purpose !== 'offers',
        noticeVersion: PRIVACY_NOTICE_VERSION,
        language: 'en',
        channel: 'seed',
        at: new Date(),
      })),
    );
  return inserted.length > 0;
}
