import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { catalogueVersions, medicines } from '../../db/schema';
import { type IndexedMedicine, MedicineSuggestIndex } from './suggestIndex';

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

async function versionOf(db: Database): Promise<number> {
  const rows = await db
    .select({ version: catalogueVersions.version })
    .from(catalogueVersions)
    .where(eq(catalogueVersions.name, CATALOGUE))
    .limit(1);
  return rows[0]?.version ?? 0;
}

async function load(db: Database): Promise<{ version: number; index: MedicineSuggestIndex }> {
  // The version first: a write landing between the two reads raises it again, so the next check rebuilds.
  const version = await versionOf(db);
  const rows: IndexedMedicine[] = await db
    .select({
      id: medicines.id,
      slug: medicines.slug,
      title: medicines.title,
      composition: medicines.composition,
      schedule: medicines.schedule,
      salePaise: medicines.salePaise,
      brand: medicines.brand,
      salts: medicines.salts,
    })
    .from(medicines)
    .where(eq(medicines.active, true));
  return { version, index: new MedicineSuggestIndex(rows) };
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
