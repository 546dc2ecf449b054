import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { otpChallenges, users, walletLedger } from '../../../db/schema';
import { isUniqueViolation } from '../../../lib/dbErrors';
import { findUserIdByShareCode } from '../repository';

// --- OTP challenges -----------------------------------------------------------------------------------------

export type OtpChallenge = typeof otpChallenges.$inferSelect;

export async function insertOtpChallenge(
  db: Database,
  values: { uidHash: string; mobile: string; codeHash: string; expiresAt: Date; createdAt: Date },
): Promise<void> {
  await db.insert(otpChallenges).values(values);
}

export async function findOtpChallenge(
  db: Database,
  uidHash: string,
): Promise<OtpChallenge | null> {
  const rows = await db
    .select()
    .from(otpChallenges)
    .where(eq(otpChallenges.uidHash, uidHash))
    .limit(1);
  return rows[0] ?? null;
}

/**
 * Counts one try against the code the caller read, atomically: the attempts so far, or null when the code was
 * replaced by a resend, or the challenge died or was verified meanwhile.
 */
export async function countOtpAttempt(
  db: Database,
  challenge: Pick<OtpChallenge, 'id' | 'codeHash'>,
): Promise<number | null> {
  const [counted] = await db
    .update(otpChallenges)
    .set({ attempts: sql`${otpChallenges.attempts} + 1` })
    .where(
      and(
        eq(otpChallenges.id, challenge.id),
        eq(otpChallenges.codeHash, challenge.codeHash),
        isNull(otpChallenges.deadAt),
        isNull(otpChallenges.verifiedAt),
      ),
    )
    .returning({ attempts: otpChallenges.attempts });
  return counted ? counted.attempts : null;
}

export async function killOtpChallenge(db: Database, id: number, now: Date): Promise<void> {
  await db.update(otpChallenges).set({ deadAt: now }).where(eq(otpChallenges.id, id));
}

/** Marks the challenge verified once; its mobile, or null when it already was. */
export async function markOtpVerified(db: Database, id: number, now: Date): Promise<string | null> {
  const [verified] = await db
    .update(otpChallenges)
    .set({ verifiedAt: now })
    .where(and(eq(otpChallenges.id, id), isNull(otpChallenges.verifiedAt)))
    .returning({ mobile: otpChallenges.mobile });
  return verified?.mobile ?? null;
}

/** A new code for the challenge: tries start again, the old code stops working. */
export async function replaceOtpCode(
  db: Database,
  id: number,
  codeHash: string,
  expiresAt: Date,
): Promise<void> {
  await db
    .update(otpChallenges)
    .set({
      codeHash,
      attempts: 0,
      deadAt: null,
      sends: sql`${otpChallenges.sends} + 1`,
      expiresAt,
    })
    .where(eq(otpChallenges.id, id));
}

class ChallengeAlreadyUsed extends Error {}

/**
 * Creates a patient from a verified challenge in one transaction: the challenge is consumed (once: a second
 * registration racing on it gets 'challenge-used'), the user gets a fresh unique share code, and a referral
 * credits both wallets. A mobile registered meanwhile gets 'mobile-taken'.
 */
export async function createPatient(
  db: Database,
  input: {
    challengeId: number;
    name: string;
    mobile: string;
    email: string;
    passwordHash: string;
    referrerId: number | null;
    referralBonusPaise: number;
    source: string | null;
    now: Date;
    newShareCode: () => string;
  },
): Promise<number | 'challenge-used' | 'mobile-taken'> {
  try {
    return await db.transaction(async (tx) => {
      const [consumed] = await tx
        .update(otpChallenges)
        .set({ consumedAt: input.now })
        .where(and(eq(otpChallenges.id, input.challengeId), isNull(otpChallenges.consumedAt)))
        .returning({ id: otpChallenges.id });
      if (!consumed) throw new ChallengeAlreadyUsed();
      const id = await insertUser(tx, input);
      if (input.referrerId !== null && input.referralBonusPaise > 0) {
        await tx.insert(walletLedger).values([
          {
            userId: input.referrerId,
            amountPaise: input.referralBonusPaise,
            kind: 'referral_bonus',
            reference: `referred:${id}`,
            note: 'Referral bonus: someone registered with your share code',
          },
          {
            userId: id,
            amountPaise: input.referralBonusPaise,
            kind: 'referral_bonus',
            reference: `joined:${input.referrerId}`,
            note: 'Welcome bonus: you registered with a share code',
          },
        ]);
      }
      return id;
    });
  } catch (error) {
    if (error instanceof ChallengeAlreadyUsed) return 'challenge-used';
    if (isUniqueViolation(error)) return 'mobile-taken';
    throw error;
  }
}

/** Inserts a user with a fresh unique share code (retrying the rare collision). */
async function insertUser(
  tx: Database,
  values: {
    name: string;
    mobile: string;
    email: string;
    passwordHash: string;
    referrerId: number | null;
    source: string | null;
    now: Date;
    newShareCode: () => string;
  },
): Promise<number> {
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const shareCode = values.newShareCode();
    if (await findUserIdByShareCode(tx, shareCode)) continue;
    const [row] = await tx
      .insert(users)
      .values({
        name: values.name,
        mobile: values.mobile,
        email: values.email,
        passwordHash: values.passwordHash,
        shareCode,
        referredBy: values.referrerId,
        source: values.source,
        passwordChangedAt: values.now,
        createdAt: values.now,
        updatedAt: values.now,
      })
      .returning({ id: users.id });
    return (row as { id: number }).id;
  }
  throw new Error('Could not find a free share code');
}
