/**
 * The Telemedicine Practice Guidelines 2020 (Board of Governors in supersession of the MCI, now NMC), Section
 * 3.7.4: which medicines a doctor may prescribe in a teleconsultation (docs/decisions/0067). No zod here.
 *
 * - `O`: any consultation, any mode (common over-the-counter medicines: paracetamol, ORS, antacids, …).
 * - `A`: at a first consultation only when it is by video; at a follow-up as a re-fill or continuation.
 * - `B`: only at a follow-up, as an add-on to optimise the medicine of an existing condition.
 * - `prohibited`: never by teleconsultation (Schedule X, and the narcotic and psychotropic substances of the
 *   NDPS Act, 1985).
 */
export const TPG_LISTS = ['O', 'A', 'B', 'prohibited'] as const;
export type TpgList = (typeof TPG_LISTS)[number];

/** How a consultation happens, as its booking has it (the guidelines' chat is not booked here). */
export type ConsultationMode = 'video' | 'audio' | 'chat';

/**
 * Salts that are narcotic drugs or psychotropic substances under the NDPS Act (its Schedule and the
 * psychotropic list), lower case: a medicine that contains one is prohibited whatever its schedule.
 * Not the whole Act: the ones an Indian retail catalogue carries (docs/decisions/0067 says the limits).
 */
export const NDPS_SALTS = [
  'alprazolam',
  'buprenorphine',
  'butorphanol',
  'chlordiazepoxide',
  'clobazam',
  'clonazepam',
  'codeine',
  'dextropropoxyphene',
  'diazepam',
  'fentanyl',
  'ketamine',
  'lorazepam',
  'methadone',
  'methylphenidate',
  'midazolam',
  'morphine',
  'nitrazepam',
  'oxycodone',
  'pentazocine',
  'pethidine',
  'phenobarbitone',
  'tapentadol',
  'tramadol',
  'zolpidem',
] as const;

/** Whether any of a medicine's salts (comma-separated, or a typed name) is an NDPS substance. */
export function hasNdpsSalt(salts: string): boolean {
  const words = salts.toLowerCase();
  return NDPS_SALTS.some((salt) => new RegExp(`\\b${salt}\\b`).test(words));
}

/**
 * The seeding rule (docs/decisions/0067): Schedule X or an NDPS salt → prohibited; OTC → O; H and H1 → A.
 * List B is never derived: the operator marks a medicine B in the console or by CSV.
 */
export function tpgListFor(schedule: string, salts: string): TpgList {
  if (schedule === 'X' || hasNdpsSalt(salts)) return 'prohibited';
  if (schedule === 'OTC') return 'O';
  return 'A';
}

/** Words of the TPG check (server and client alike; Hindi in `hi-tpg.ts`). */
export const TPG_MESSAGES = {
  prohibited:
    'This medicine cannot be prescribed by teleconsultation: it is a Schedule X or narcotic/psychotropic (NDPS) medicine (Telemedicine Practice Guidelines 2020, prohibited list).',
  listANeedsVideo:
    'This medicine (list A) can be prescribed at a first consultation only when it is by video; at a follow-up it can be re-filled.',
  listBFollowUpOnly:
    'This medicine (list B) can be prescribed only at a follow-up, as an add-on for an existing condition.',
  refused:
    'A medicine is not allowed for this consultation under the Telemedicine Practice Guidelines 2020.',
  allowed: 'Allowed for this consultation.',
  listO: 'TPG list O',
  listA: 'TPG list A',
  listB: 'TPG list B',
  listProhibited: 'TPG: prohibited',
  tpgInvalid: 'The TPG list must be O, A, B or prohibited.',
  mustBeProhibited:
    'A Schedule X or narcotic/psychotropic (NDPS) medicine is always on the prohibited list.',
} as const;
export type TpgMessageKey = keyof typeof TPG_MESSAGES;

/** The words of a list, e.g. `TPG list A`. */
export const tpgListWords = (list: TpgList): string =>
  list === 'prohibited'
    ? TPG_MESSAGES.listProhibited
    : TPG_MESSAGES[`list${list}` as 'listO' | 'listA' | 'listB'];

/**
 * Whether a medicine of `list` may be prescribed at this consultation: null when it may, else the reason
 * (a TPG_MESSAGES text). `followUp` is a follow-up with the same doctor's department for the same condition.
 */
export function tpgRefusal(
  list: TpgList,
  consultation: { mode: ConsultationMode; followUp: boolean },
): string | null {
  if (list === 'prohibited') return TPG_MESSAGES.prohibited;
  if (list === 'A' && !consultation.followUp && consultation.mode !== 'video')
    return TPG_MESSAGES.listANeedsVideo;
  if (list === 'B' && !consultation.followUp) return TPG_MESSAGES.listBFollowUpOnly;
  return null;
}
