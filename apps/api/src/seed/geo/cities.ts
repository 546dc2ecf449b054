import {
  CITY_RENAMES,
  CITY_STATE_OVERRIDES,
  EXTRA_CITIES,
  MAJOR_CITIES,
  type ExtraCity,
} from './cityCorrections';
import { placeKey, type PinDataset } from './pinDataset';
import { requireStateId, stateIdByName, stateTable } from './states';
import { type GeoCity } from './types';

/** One row of `indian-cities-database`'s cities.json. */
export interface SourceCity {
  city: string;
  state: string;
}

/** Parses cities.json, refusing anything but an array of `{city, state}` strings. */
export function parseSourceCities(text: string): SourceCity[] {
  const parsed: unknown = JSON.parse(text);
  if (!Array.isArray(parsed)) throw new Error('cities.json: expected an array');
  return parsed.map((row: unknown, index) => {
    if (typeof row === 'object' && row !== null && 'city' in row && 'state' in row) {
      const { city, state } = row;
      if (typeof city === 'string' && typeof state === 'string') return { city, state };
    }
    throw new Error(`cities.json row ${index + 1}: expected {city, state}`);
  });
}

/** Extra cities get ids from here on, clear of the dataset's row numbers (1..1481 in version 1.0.5). */
export const EXTRA_CITY_ID_BASE = 10001;

// States that lost territory to a new one after the source list was made: its "Andhra Pradesh" includes
// today's Telangana (2014) and its "Jammu & Kashmir" today's Ladakh (2019). The first entry is the default.
const SUCCESSORS: ReadonlyMap<number, readonly number[]> = new Map([
  [
    requireStateId('Andhra Pradesh'),
    [requireStateId('Andhra Pradesh'), requireStateId('Telangana')],
  ],
  [
    requireStateId('Jammu and Kashmir'),
    [requireStateId('Jammu and Kashmir'), requireStateId('Ladakh')],
  ],
]);

const STATE_NAMES: ReadonlyMap<number, string> = new Map(stateTable().map((s) => [s.id, s.name]));

/** Kebab-case ASCII slug. */
export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

const CONNECTIVES: ReadonlySet<string> = new Set(['and', 'of', 'on', 'cum']);

// Tidies the source's spelling without changing a name: spacing, an unclosed bracket ("Rajgarh (Churu"),
// and words typed all in lower case or shouting capitals ("kichha", "NOIDA").
function cleanName(raw: string): string {
  let name = raw
    .replace(/\s+/g, ' ')
    .replace(/\s*\(\s*/g, ' (')
    .replace(/\s*\)/g, ')')
    .replace(/\s*-\s*/g, '-')
    .trim();
  if ((name.match(/\(/g) ?? []).length > (name.match(/\)/g) ?? []).length) name += ')';
  return name
    .split(' ')
    .map((word) =>
      (/^[a-z]/.test(word) && !CONNECTIVES.has(word)) || /^[A-Z]{3,}$/.test(word)
        ? word.charAt(0).toUpperCase() + word.slice(1).toLowerCase()
        : word,
    )
    .join(' ');
}

function renamed(name: string, stateName: string | undefined): string {
  const rename = CITY_RENAMES.find(
    (r) => r.from === name && (r.state === undefined || r.state === stateName),
  );
  return rename ? rename.to : name;
}

function strongestEvidence(
  dataset: PinDataset,
  names: readonly string[],
  candidates: readonly number[],
): number | undefined {
  const scores = candidates.map((stateId) =>
    Math.max(
      0,
      ...names.map((name) => dataset.placeEvidence.get(placeKey(name))?.get(stateId) ?? 0),
    ),
  );
  const best = Math.max(...scores);
  if (best === 0) return undefined;
  const winners = candidates.filter((_, i) => scores[i] === best);
  return winners.length === 1 ? winners[0] : undefined;
}

interface Draft {
  id: number;
  name: string;
  stateId: number;
  /** The district the source put in its state column, kept to tell apart two same-named towns of a state. */
  district: string | undefined;
}

/**
 * Works out where each source city lies today:
 * 1. The state column is normalised (old names and misspellings). When it holds a district instead (a few
 *    rows read "Ghazipur", "Purulia"), the PIN dataset's district of that name gives the state.
 * 2. The name is tidied and renamed to its current official form (CITY_RENAMES).
 * 3. A city the source files under a state that has since been split is placed by the PIN dataset: among
 *    the successor states, the one with the strongest match for the name wins (a district of that name,
 *    then a sub-district or head post office, then any post office); no match or a tie keeps the original
 *    state. Other states are trusted as given: a post office name shared by several states proves little
 *    (Chamba is a town in both Himachal Pradesh and Uttarakhand).
 * 4. CITY_STATE_OVERRIDES settles the rows neither rule gets right, and wins over both.
 */
function resolveSourceCity(row: SourceCity, index: number, dataset: PinDataset): Draft {
  const stateColumn = row.state.trim();
  let sourceStateId = stateIdByName(stateColumn);
  let district: string | undefined;
  if (sourceStateId === undefined) {
    const districtStates = dataset.districtStates.get(placeKey(stateColumn));
    if (districtStates?.size === 1) {
      [sourceStateId] = districtStates;
      district = cleanName(stateColumn);
    }
  }
  const sourceStateName = sourceStateId === undefined ? undefined : STATE_NAMES.get(sourceStateId);
  const original = cleanName(row.city);
  const name = renamed(original, sourceStateName);

  let stateId = sourceStateId;
  const successors = stateId === undefined ? undefined : SUCCESSORS.get(stateId);
  if (successors) stateId = strongestEvidence(dataset, [original, name], successors) ?? stateId;
  const override = CITY_STATE_OVERRIDES.find((o) => o.city === name && o.from === sourceStateName);
  if (override) stateId = requireStateId(override.to);
  if (stateId === undefined) {
    throw new Error(
      `cities.json row ${index + 1}: cannot tell the state of "${row.city}" from "${row.state}"`,
    );
  }
  return { id: index + 1, name, stateId, district };
}

function cityKey(name: string, stateId: number): string {
  return `${slugify(name)}|${stateId}`;
}

/**
 * Builds the city list: source rows resolved as above, duplicates merged (the first row's id stays), the
 * EXTRA_CITIES appended, and slugs made unique. Ids are the source row number (stable while the pinned
 * dataset version is), extras count up from EXTRA_CITY_ID_BASE. When two cities share a name, each slug gets
 * its state as a suffix, except that a city of MAJOR_CITIES keeps the bare name.
 */
export function buildCities(source: readonly SourceCity[], dataset: PinDataset): GeoCity[] {
  const drafts = new Map<string, Draft>();
  source.forEach((row, index) => {
    const draft = resolveSourceCity(row, index, dataset);
    const key = `${cityKey(draft.name, draft.stateId)}|${draft.district ?? ''}`;
    if (!drafts.has(key)) drafts.set(key, draft);
  });

  // Two towns of one name in one state survive only when the source told them apart by district.
  const perNameAndState = new Map<string, Draft[]>();
  for (const draft of drafts.values()) {
    const key = cityKey(draft.name, draft.stateId);
    perNameAndState.set(key, [...(perNameAndState.get(key) ?? []), draft]);
  }
  for (const group of perNameAndState.values()) {
    if (group.length < 2) continue;
    for (const draft of group) if (draft.district) draft.name = `${draft.name} (${draft.district})`;
  }

  const all = [...drafts.values()];
  const present = new Set(all.map((d) => cityKey(d.name, d.stateId)));
  EXTRA_CITIES.forEach((extra: ExtraCity, i) => {
    const stateId = requireStateId(extra.state);
    if (present.has(cityKey(extra.name, stateId))) return;
    present.add(cityKey(extra.name, stateId));
    all.push({ id: EXTRA_CITY_ID_BASE + i, name: extra.name, stateId, district: undefined });
  });

  const majors = new Set(MAJOR_CITIES.map((m) => cityKey(m.name, requireStateId(m.state))));
  const stateSlugs = new Map(stateTable().map((s) => [s.id, slugify(s.name)]));
  const bySlug = new Map<string, Draft[]>();
  for (const draft of all) {
    const slug = slugify(draft.name);
    bySlug.set(slug, [...(bySlug.get(slug) ?? []), draft]);
  }
  const cities: GeoCity[] = [];
  for (const [slug, group] of bySlug) {
    const major = group.filter((d) => majors.has(cityKey(d.name, d.stateId)));
    for (const draft of group) {
      const bare = group.length === 1 || (major.length === 1 && major[0] === draft);
      cities.push({
        id: draft.id,
        name: draft.name,
        slug: bare ? slug : `${slug}-${stateSlugs.get(draft.stateId) ?? draft.stateId}`,
        stateId: draft.stateId,
      });
    }
  }
  const seen = new Set<string>();
  for (const city of cities) {
    if (seen.has(city.slug)) throw new Error(`Duplicate city slug ${city.slug}`);
    seen.add(city.slug);
  }
  return cities.sort((a, b) => a.name.localeCompare(b.name, 'en') || a.stateId - b.stateId);
}
