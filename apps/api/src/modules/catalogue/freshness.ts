import type { Database } from '../../db/client';
import type { MemoServe } from '../../lib/publicReads';
import { catalogueVersionOf } from './repository';

/**
 * Keeps the memo of public package and hospital answers in step with the operator's edits
 * (docs/decisions/0062): an edit in this process forgets them at once; an edit on another replica raises the
 * `packages` catalogue version (a statement trigger, migration 0026), which each process reads at most once a
 * second in the background and forgets its answers when it moved.
 */
export const PACKAGE_CATALOGUE = 'packages';
export const PACKAGE_CATALOGUE_CHECK_MS = 1_000;

const memos = new WeakMap<Database, Set<MemoServe>>();

/** Forgets every memoised public catalogue answer of this process (called after an edit commits). */
export function forgetCatalogueAnswers(db: Database): void {
  for (const memo of memos.get(db) ?? []) memo.clear();
}

/** Wraps a memo so that each read first (cheaply) checks whether another process changed the catalogue. */
export function watchedMemo(
  db: Database,
  memo: MemoServe,
  now: () => number = Date.now,
): MemoServe {
  const set = memos.get(db) ?? new Set<MemoServe>();
  set.add(memo);
  memos.set(db, set);
  let known: number | null = null;
  let checkedAt = 0;
  let checking = false;
  function check(): void {
    if (checking || now() - checkedAt < PACKAGE_CATALOGUE_CHECK_MS) return;
    checking = true;
    checkedAt = now();
    catalogueVersionOf(db, PACKAGE_CATALOGUE)
      .then((version) => {
        if (known !== null && version !== known) memo.clear();
        known = version;
      })
      .catch(() => undefined)
      .finally(() => {
        checking = false;
      });
  }
  const serve: MemoServe = Object.assign(
    ((request, reply, name, key, compute) => {
      check();
      return memo(request, reply, name, key, compute);
    }) as MemoServe,
    { clear: () => memo.clear() },
  );
  return serve;
}
