import {
  CONSENT_ERROR_FIELD,
  CONSENT_PURPOSES,
  type ConsentChoices,
  type ConsentPurpose,
  type Consents,
  PRIVACY_MESSAGES,
  PRIVACY_NOTICE_VERSION,
} from '@medibridge/contract';
import type { Database } from '../../db/client';
import { HttpError } from '../../errors';
import { type NewConsent, insertConsents, latestConsents } from './repository';

/**
 * The consent rules (DPDP Act 2023 s. 6, DPDP Rules 2025 r. 3; docs/decisions/0060): per purpose, recorded
 * append-only with the notice version, language and channel; the newest record of a purpose is its standing;
 * never asked counts as not given (nothing is presumed, offers included).
 */

/** Where the patient gave or withdrew it: every consent so far comes through the web app's screens. */
export const CONSENT_CHANNEL = 'web';

/** Each purpose's standing for a user. */
export async function consentsOf(db: Database, userId: number): Promise<Consents> {
  const latest = new Map((await latestConsents(db, userId)).map((row) => [row.purpose, row]));
  return {
    notice_version: PRIVACY_NOTICE_VERSION,
    purposes: CONSENT_PURPOSES.map((purpose) => {
      const row = latest.get(purpose);
      return {
        purpose,
        granted: row?.granted ?? false,
        at: row ? row.at.toISOString() : null,
        notice_version: row?.noticeVersion ?? null,
      };
    }),
  };
}

/** Whether the user's consent to `purpose` stands now. */
export async function hasConsent(
  db: Database,
  userId: number,
  purpose: ConsentPurpose,
): Promise<boolean> {
  const row = (await latestConsents(db, userId)).find((r) => r.purpose === purpose);
  return row?.granted ?? false;
}

/**
 * Refuses (403, `errors.consent` naming the missing purposes) what needs consents the user has not given:
 * the client answers it with the notice (booking, ordering).
 */
export async function requireConsent(
  db: Database,
  userId: number,
  purposes: readonly ConsentPurpose[],
): Promise<void> {
  const latest = await latestConsents(db, userId);
  const missing = purposes.filter((p) => !latest.find((r) => r.purpose === p)?.granted);
  if (missing.length)
    throw new HttpError(403, PRIVACY_MESSAGES.consentRequired, {
      [CONSENT_ERROR_FIELD]: missing.join(','),
    });
}

/**
 * Records the patient's choices under the notice version they read (409 when it is no longer the current
 * one): a record for each purpose whose standing changes, or that was never recorded. `all` records every
 * choice even when unchanged (registration: the first answer to the notice is kept in full).
 */
export async function recordChoices(
  db: Database,
  userId: number,
  input: ConsentChoices,
  context: { language: 'en' | 'hi'; at: Date; all?: boolean },
): Promise<Consents> {
  if (input.notice_version !== PRIVACY_NOTICE_VERSION)
    throw new HttpError(409, PRIVACY_MESSAGES.staleNotice, {
      notice_version: PRIVACY_MESSAGES.staleNotice,
    });
  const latest = new Map((await latestConsents(db, userId)).map((row) => [row.purpose, row]));
  const chosen = new Map(input.choices.map((c) => [c.purpose, c.granted]));
  const rows: NewConsent[] = [];
  for (const [purpose, granted] of chosen) {
    const now = latest.get(purpose);
    if (!context.all && now && now.granted === granted) continue;
    rows.push({
      userId,
      purpose,
      granted,
      noticeVersion: input.notice_version,
      language: context.language,
      channel: CONSENT_CHANNEL,
      at: context.at,
    });
  }
  await insertConsents(db, rows);
  return consentsOf(db, userId);
}
