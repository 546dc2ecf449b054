import type { Database } from '../../db/client';
import {
  catalogueVersionOf,
  countActiveMedicines,
  listIndexedMedicines,
  listMedicinesChangedSince,
} from './catalogueRepository';
import { MedicineSuggestIndex } from './suggestIndex';

/** How often a process asks whether the catalogue changed (one primary-key read). */
export const CATALOGUE_CHECK_MS = 1_000;
const CATALOGUE = 'medicines';

/** The current suggestion index of a process, kept in step with the catalogue (decision 0031). */
export interface MedicineSuggestions {
  /** The index, built on first use; a newer one replaces it in the background after a catalogue change. */
  current(): Promise<MedicineSuggestIndex>;
  /** Builds the index now if there is none (a server warms it when it starts listening). */
  warm(): Promise<void>;
  /**
   * The catalogue version this process's index holds (-1 before the first build), after starting a check
   * in the background (at most once a second): the catalogue's memoised reads are kept per version, so a
   * product page shows a change once this process has seen it.
   */
  version(): number;
}

/** How an index was brought up to date: read whole, or only the rows changed since the version it held. */
export type IndexUpdate = { kind: 'full' | 'changes'; rows: number; version: number };

const versionOf = (db: Database): Promise<number> => catalogueVersionOf(db, CATALOGUE);

interface Built {
  version: number;
  index: MedicineSuggestIndex;
}

async function loadWhole(db: Database): Promise<Built & { rows: number }> {
  // The version first: a write landing between the two reads raises it again, so the next check reads it.
  const version = await versionOf(db);
  const rows = await listIndexedMedicines(db);
  return { version, index: new MedicineSuggestIndex(rows), rows: rows.length };
}

/**
 * The rows changed since `held`, applied to its index (docs/decisions/0058). A write raises the version before
 * it stamps its rows and holds the counter's lock until it commits, so once `version` is visible every row
 * stamped up to it is too. A count that no longer matches (a row deleted, which no screen does) reads whole.
 */
async function loadChanges(
  db: Database,
  held: Built,
): Promise<Built & { rows: number; kind: 'full' | 'changes' }> {
  const version = await versionOf(db);
  if (version < held.version) return { ...(await loadWhole(db)), kind: 'full' };
  const changed = await listMedicinesChangedSince(db, held.version, version);
  const index = held.index.withChanges(
    changed.filter((r) => r.active),
    changed.filter((r) => !r.active).map((r) => r.id),
  );
  if (index.size !== (await countActiveMedicines(db)))
    return { ...(await loadWhole(db)), kind: 'full' };
  return { version, index, rows: changed.length, kind: 'changes' };
}

/**
 * Stale-while-updating: the first search waits for the index; after that a search never waits. At most
 * once a second a search starts a version read in the background, and a moved version reads the rows changed
 * since (not the whole catalogue) and replaces the index when done. A failed read keeps the old index and is
 * tried again at the next check.
 */
export function createMedicineSuggestions(
  db: Database,
  options: { checkEveryMs?: number; now?: () => number; onUpdate?: (u: IndexUpdate) => void } = {},
): MedicineSuggestions {
  const checkEveryMs = options.checkEveryMs ?? CATALOGUE_CHECK_MS;
  const now = options.now ?? Date.now;
  let built: Built | null = null;
  let building: Promise<Built> | null = null;
  let checking = false;
  let checkedAt = 0;

  function update(): Promise<Built> {
    const held = built;
    building ??= (
      held ? loadChanges(db, held) : loadWhole(db).then((b) => ({ ...b, kind: 'full' as const }))
    )
      .then((fresh) => {
        built = { version: fresh.version, index: fresh.index };
        checkedAt = now();
        options.onUpdate?.({ kind: fresh.kind, rows: fresh.rows, version: fresh.version });
        return built;
      })
      .finally(() => {
        building = null;
      });
    return building;
  }

  function checkInBackground(): void {
    if (checking || building || now() - checkedAt < checkEveryMs) return;
    checking = true;
    checkedAt = now();
    versionOf(db)
      .then((version) => {
        if (built && version !== built.version) return update().then(() => undefined);
        return undefined;
      })
      .catch(() => undefined)
      .finally(() => {
        checking = false;
      });
  }

  return {
    async current() {
      if (!built) return (await update()).index;
      checkInBackground();
      return built.index;
    },
    async warm() {
      if (!built) await update();
    },
    version() {
      if (built) checkInBackground();
      return built?.version ?? -1;
    },
  };
}
