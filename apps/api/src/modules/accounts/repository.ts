import type { UserProfile } from '@medibridge/contract';
import { BLOOD_GROUPS } from '@medibridge/contract';
import { and, count, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { cities, countries, states, users, walletLedger } from '../../db/schema';
import { isUniqueViolation } from '../../lib/dbErrors';
import { fileUrl } from '../files';

/** The columns of a user the profile shows, with the city's name. */
const profileColumns = {
  id: users.id,
  name: users.name,
  lastName: users.lastName,
  mobile: users.mobile,
  email: users.email,
  dob: users.dob,
  bloodGroup: users.bloodGroup,
  address: users.address,
  cityId: users.cityId,
  cityName: cities.name,
  stateId: users.stateId,
  countryId: users.countryId,
  pinCode: users.pinCode,
  profileImage: users.profileImage,
  role: users.role,
};

type ProfileRow = {
  id: number;
  name: string;
  lastName: string | null;
  mobile: string;
  email: string | null;
  dob: string | null;
  bloodGroup: string | null;
  address: string | null;
  cityId: number | null;
  cityName: string | null;
  stateId: number | null;
  countryId: number | null;
  pinCode: string | null;
  profileImage: string | null;
  role: 'patient' | 'staff';
};

function toProfile(row: ProfileRow): UserProfile {
  const bloodGroup = (BLOOD_GROUPS as readonly string[]).includes(row.bloodGroup ?? '')
    ? (row.bloodGroup as UserProfile['blood_group'])
    : null;
  return {
    id: row.id,
    name: row.name,
    last_name: row.lastName,
    mobile: row.mobile,
    email: row.email,
    dob: row.dob,
    blood_group: bloodGroup,
    address: row.address,
    city_id: row.cityId,
    city_name: row.cityName,
    state_id: row.stateId,
    country_id: row.countryId,
    pin_code: row.pinCode,
    profile_image: row.profileImage ? fileUrl(row.profileImage) : null,
    is_staff: row.role === 'staff',
  };
}

/** A user's profile as the wire shows it (SPEC §3), or null. */
export async function findProfile(db: Database, userId: number): Promise<UserProfile | null> {
  const rows = await db
    .select(profileColumns)
    .from(users)
    .leftJoin(cities, eq(cities.id, users.cityId))
    .where(eq(users.id, userId))
    .limit(1);
  return rows[0] ? toProfile(rows[0]) : null;
}

/** The login facts of a mobile's account, or null. */
export async function findCredentials(
  db: Database,
  mobile: string,
): Promise<{ id: number; passwordHash: string | null; disabledAt: Date | null } | null> {
  const rows = await db
    .select({ id: users.id, passwordHash: users.passwordHash, disabledAt: users.disabledAt })
    .from(users)
    .where(eq(users.mobile, mobile))
    .limit(1);
  return rows[0] ?? null;
}

/** True when the mobile has an account. */
export async function mobileExists(db: Database, mobile: string): Promise<boolean> {
  return (await findCredentials(db, mobile)) !== null;
}

/** A wallet balance in paise: the sum of the user's ledger rows. */
export async function walletBalancePaise(db: Database, userId: number): Promise<number> {
  const [row] = await db
    .select({ total: sql<string>`coalesce(sum(${walletLedger.amountPaise}), 0)` })
    .from(walletLedger)
    .where(eq(walletLedger.userId, userId));
  return Number(row?.total ?? 0);
}

/** How many people registered with this user's share code. */
export async function referredCount(db: Database, userId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(users).where(eq(users.referredBy, userId));
  return Number(row?.n ?? 0);
}

// --- Users ------------------------------------------------------------------------------------------------

export async function findUserIdByShareCode(db: Database, code: string): Promise<number | null> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.shareCode, code))
    .limit(1);
  return rows[0]?.id ?? null;
}

/** The user's share code, or null when the account has none yet. */
export async function findShareCode(db: Database, userId: number): Promise<string | null> {
  const [row] = await db
    .select({ shareCode: users.shareCode })
    .from(users)
    .where(eq(users.id, userId));
  return row?.shareCode ?? null;
}

/**
 * Gives the user this share code unless they have one: the code set, null when another request gave them one
 * first, 'taken' when another user holds the code.
 */
export async function claimShareCode(
  db: Database,
  userId: number,
  code: string,
): Promise<string | null | 'taken'> {
  try {
    const [updated] = await db
      .update(users)
      .set({ shareCode: code })
      .where(and(eq(users.id, userId), isNull(users.shareCode)))
      .returning({ shareCode: users.shareCode });
    return updated?.shareCode ?? null;
  } catch (error) {
    if (isUniqueViolation(error)) return 'taken';
    throw error;
  }
}

export interface ProfileValues {
  name: string;
  lastName: string | null;
  email: string | null;
  dob: string | null;
  bloodGroup: string | null;
  address: string | null;
  cityId: number | null;
  stateId: number | null;
  countryId: number | null;
  pinCode: string | null;
}

/** Saves the profile (and the new photo's key when there is one); the key of the photo it replaced. */
export async function saveProfile(
  db: Database,
  userId: number,
  values: ProfileValues,
  photoKey: string | null,
  now: Date,
): Promise<{ previousPhoto: string | null }> {
  const [previous] = await db
    .select({ profileImage: users.profileImage })
    .from(users)
    .where(eq(users.id, userId));
  await db
    .update(users)
    .set({ ...values, ...(photoKey ? { profileImage: photoKey } : {}), updatedAt: now })
    .where(eq(users.id, userId));
  return { previousPhoto: previous?.profileImage ?? null };
}

/** Which of the named city, state and country ids do not exist. */
export async function missingPlaces(
  db: Database,
  ids: { cityID: number | null; stateID: number | null; countryID: number | null },
): Promise<('cityID' | 'stateID' | 'countryID')[]> {
  const checks = [
    ['cityID', cities, cities.id, ids.cityID],
    ['stateID', states, states.id, ids.stateID],
    ['countryID', countries, countries.id, ids.countryID],
  ] as const;
  const missing: ('cityID' | 'stateID' | 'countryID')[] = [];
  for (const [field, table, column, id] of checks) {
    if (id === null) continue;
    const rows = await db.select({ id: column }).from(table).where(eq(column, id)).limit(1);
    if (!rows.length) missing.push(field);
  }
  return missing;
}

export async function mobileOfUser(db: Database, userId: number): Promise<string | null> {
  const [user] = await db.select({ mobile: users.mobile }).from(users).where(eq(users.id, userId));
  return user?.mobile ?? null;
}
