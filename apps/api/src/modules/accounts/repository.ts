import type { UserProfile } from '@medibridge/contract';
import { BLOOD_GROUPS } from '@medibridge/contract';
import { count, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { cities, users, walletLedger } from '../../db/schema';
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
): Promise<{ id: number; passwordHash: string | null } | null> {
  const rows = await db
    .select({ id: users.id, passwordHash: users.passwordHash })
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
