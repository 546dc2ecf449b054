import type { Database } from '../../db/client';
import { catalogueVersionOf, listIndexedMedicines } from './catalogueRepository';
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
}

const versionOf = (db: Database): Promise<number> => catalogueVersionOf(db, CATALOGUE);

async function load(db: Database): Promise<{ version: number; index: MedicineSuggestIndex }> {
  // The version first: a write landing between the two reads raises it again, so the next check rebuilds.
  const version = await versionOf(db);
  return { version, index: new MedicineSuggestIndex(await listIndexedMedicines(db)) };
}

/**
 * Stale-while-rebuilding: the first search waits for the index; after that a search never waits. At most
 * once a second a search starts a version read in the background, and a moved version starts one rebuild
 * whose index replaces the old when done. A failed read or rebuild keeps the old index and is tried again at
 * the next check.
 */
export function createMedicineSuggestions(
  db: Database,
  options: { checkEveryMs?: number; now?: () => number } = {},
): MedicineSuggestions {
  const checkEveryMs = options.checkEveryMs ?? CATALOGUE_CHECK_MS;
  const now = options.now ?? Date.now;
  let built: { version: number; index: MedicineSuggestIndex } | null = null;
  let building: Promise<{ version: number; index: MedicineSuggestIndex }> | null = null;
  let checking = false;
  let checkedAt = 0;

  function rebuild(): Promise<{ version: number; index: MedicineSuggestIndex }> {
    building ??= load(db)
      .then((fresh) => {
        built = fresh;
        checkedAt = now();
        return fresh;
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
        if (built && version !== built.version) return rebuild().then(() => undefined);
        return undefined;
      })
      .catch(() => undefined)
      .finally(() => {
        checking = false;
      });
  }

  return {
    async current() {
      if (!built) return (await rebuild()).index;
      checkInBackground();
      return built.index;
    },
    async warm() {
      if (!built) await rebuild();
    },
  };
}
