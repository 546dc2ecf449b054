import {
  ADULT_AGE,
  NO_SCHEDULE_DEPARTMENT_ID,
  STORAGE_KEYS,
  type BookingFields,
} from '@medibridge/contract';
import type { StoredUser } from '@medibridge/api-client';

/** Appointment draft, step one (SPEC §3), field names word for word; every value as the form holds it. */
export interface StepFirstDraft {
  firstName: string;
  last_name: string;
  mobile: string;
  email: string;
  gender: string;
  age: string;
  /** '' when the patient did not choose one: SPEC's default shows on screen but is not sent (deviation 19). */
  height: string;
  weight: string;
  heightWeight: string;
  dibetic: string;
  bloodPressure: string;
  /** Always 'No' (SPEC §3, §9). */
  bloodSugure: 'No';
  smoke: string;
  alcohol: string;
  /**
   * Ours (deviation 23, docs/decisions/0067): the adult who accompanies a patient under 18, and how they are
   * related; '' for an adult (not sent then).
   */
  companion_name: string;
  companion_relationship: string;
}

/**
 * Appointment draft, step two (SPEC §3) plus what the summary shows without asking again: the department's
 * name and the chosen time's label. `appointmentSchedule` is the slot id as text; date, day and schedule are
 * empty for the department without a schedule (id 12).
 */
export interface StepSecondDraft {
  departmentId: string;
  departmentName: string;
  symptoms: string;
  appointmentMode: string;
  appointmentDate: string;
  appointmentDay: string;
  appointmentSchedule: string;
  scheduleLabel: string;
}

const STEP_FIRST_FIELDS: readonly (keyof StepFirstDraft)[] = [
  'firstName',
  'last_name',
  'mobile',
  'email',
  'gender',
  'age',
  'height',
  'weight',
  'heightWeight',
  'dibetic',
  'bloodPressure',
  'bloodSugure',
  'smoke',
  'alcohol',
  'companion_name',
  'companion_relationship',
];

const STEP_SECOND_FIELDS: readonly (keyof StepSecondDraft)[] = [
  'departmentId',
  'departmentName',
  'symptoms',
  'appointmentMode',
  'appointmentDate',
  'appointmentDay',
  'appointmentSchedule',
  'scheduleLabel',
];

type DraftKey = (typeof STORAGE_KEYS)['appointmentStepFirst' | 'appointmentStepSecond'];

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

/** The stored object with exactly `fields`, each a string; null when absent or unreadable. */
function read<T>(key: DraftKey, fields: readonly (keyof T)[]): T | null {
  let raw: string | null;
  try {
    raw = storage()?.getItem(key) ?? null;
  } catch {
    return null;
  }
  if (raw === null) return null;
  try {
    const parsed = JSON.parse(raw) as Record<string, unknown> | null;
    if (typeof parsed !== 'object' || parsed === null) return null;
    const out: Record<string, string> = {};
    for (const field of fields) {
      const value = parsed[field as string];
      out[field as string] =
        typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';
    }
    return out as T;
  } catch {
    return null;
  }
}

function write(key: DraftKey, value: object): void {
  try {
    storage()?.setItem(key, JSON.stringify(value));
  } catch {
    // Storage blocked or full: the step still moves on, and the next screen asks for what is missing.
  }
}

/** The step-one draft kept between the steps (SPEC §4), or null. */
export function readStepFirst(): StepFirstDraft | null {
  const draft = read<StepFirstDraft>(STORAGE_KEYS.appointmentStepFirst, STEP_FIRST_FIELDS);
  return draft && draft.firstName !== '' ? { ...draft, bloodSugure: 'No' } : null;
}

export function writeStepFirst(draft: StepFirstDraft): void {
  write(STORAGE_KEYS.appointmentStepFirst, { ...draft, bloodSugure: 'No' });
}

/** The step-two draft, or null. */
export function readStepSecond(): StepSecondDraft | null {
  const draft = read<StepSecondDraft>(STORAGE_KEYS.appointmentStepSecond, STEP_SECOND_FIELDS);
  return draft && draft.departmentId !== '' ? draft : null;
}

export function writeStepSecond(draft: StepSecondDraft): void {
  write(STORAGE_KEYS.appointmentStepSecond, draft);
}

/** Forgets both drafts (after a booking went through). */
export function clearDrafts(): void {
  try {
    storage()?.removeItem(STORAGE_KEYS.appointmentStepFirst);
    storage()?.removeItem(STORAGE_KEYS.appointmentStepSecond);
  } catch {
    // Storage blocked: nothing was stored.
  }
}

/** True for the department booked without a date and a schedule (SPEC §2, §4: id 12). */
export function isNoScheduleDepartment(departmentId: string | number): boolean {
  return Number(departmentId) === NO_SCHEDULE_DEPARTMENT_ID;
}

/** Step one's starting values: the stored draft, else the logged-in patient with SPEC's defaults. */
export function stepFirstDefaults(user: StoredUser | null): StepFirstDraft {
  const stored = readStepFirst();
  const text = (v: unknown): string => (typeof v === 'string' ? v : '');
  const mobile = text(user?.mobile);
  if (stored) return { ...stored, mobile: mobile || stored.mobile };
  return {
    firstName: text(user?.name),
    last_name: text(user?.last_name),
    mobile,
    email: text(user?.email),
    gender: 'Male',
    age: '',
    height: '',
    weight: '',
    heightWeight: '',
    dibetic: 'No',
    bloodPressure: 'No',
    bloodSugure: 'No',
    smoke: 'No',
    alcohol: 'No',
    companion_name: '',
    companion_relationship: '',
  };
}

/**
 * SPEC's `heightWeight`: the two answers together, as the record keeps them ('5ft 4in / 62 Kg'); empty when
 * no height was chosen (deviation 19), so a reader of the pair never takes the weight alone for a height.
 */
export function heightWeightOf(height: string, weight: string): string {
  if (!height) return '';
  return weight ? `${height} / ${weight} Kg` : height;
}

/**
 * The text fields of `make_payment/` (contract's BookingFields): both drafts plus the user id, and whether
 * to spend the wallet (ours, `use_wallet`). The fee is never sent: the server computes it. A height the
 * patient did not choose is not sent at all (deviation 19).
 */
export function bookingFields(
  first: StepFirstDraft,
  second: StepSecondDraft,
  userId: string,
  fileName: string,
  useWallet: boolean,
): Readonly<Record<string, string>> {
  const noSchedule = isNoScheduleDepartment(second.departmentId);
  // The accompanying adult only for a minor (deviation 23).
  const minor = first.age !== '' && Number(first.age) < ADULT_AGE;
  const fields: Record<keyof BookingFields, string> = {
    firstName: first.firstName,
    last_name: first.last_name,
    mobile: first.mobile,
    email: first.email,
    gender: first.gender,
    age: first.age,
    height: first.height,
    weight: first.weight,
    heightWeight: heightWeightOf(first.height, first.weight),
    dibetic: first.dibetic,
    bloodPressure: first.bloodPressure,
    bloodSugure: 'No',
    smoke: first.smoke,
    alcohol: first.alcohol,
    companion_name: first.companion_name.trim(),
    companion_relationship: first.companion_relationship.trim(),
    departmentId: second.departmentId,
    symptoms: second.symptoms,
    appointmentMode: second.appointmentMode,
    appointmentDate: noSchedule ? '' : second.appointmentDate,
    appointmentDay: noSchedule ? '' : second.appointmentDay,
    appointmentSchedule: noSchedule ? '' : second.appointmentSchedule,
    fileName,
    userId,
    use_wallet: useWallet ? 'true' : 'false',
  };
  // An adult's booking sends SPEC's fields only.
  const { companion_name: _name, companion_relationship: _relationship, ...adult } = fields;
  const sent: Record<string, string> = minor ? fields : adult;
  if (first.height) return sent;
  const { height: _height, heightWeight: _heightWeight, ...withoutHeight } = sent;
  return withoutHeight;
}
