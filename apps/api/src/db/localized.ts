import { type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Language } from '@medibridge/contract';

/**
 * A text column in the request's language (docs/decisions/0042): in Hindi, the `_hi` column beside it, and
 * the English where a row has no Hindi yet; in English, the column itself. Decoded as the English column
 * is, so a text[] comes back as an array.
 */
export function localized<C extends AnyPgColumn>(
  language: Language,
  english: C,
  hindi: AnyPgColumn,
): SQL<C['_']['data']> {
  return (language === 'hi' ? sql`coalesce(${hindi}, ${english})` : sql`${english}`).mapWith(
    english,
  ) as SQL<C['_']['data']>;
}
