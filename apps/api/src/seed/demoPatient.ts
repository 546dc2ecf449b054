import type { Database } from '../db/client';
import { users } from '../db/schema';
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
  return inserted.length > 0;
}
