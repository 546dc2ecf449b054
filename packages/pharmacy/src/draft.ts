import { STORAGE_KEYS } from '@medibridge/contract';

/** SPEC §3's place-order draft, field names word for word (country is India, not kept). */
export interface PlaceOrderDraft {
  firstName: string;
  last_name: string;
  mobile: string;
  email: string;
  pinCode: string;
  address: string;
  locationTown: string;
  city_district: string;
  state: string;
}

export const DRAFT_FIELDS: readonly (keyof PlaceOrderDraft)[] = [
  'firstName',
  'last_name',
  'mobile',
  'email',
  'pinCode',
  'address',
  'locationTown',
  'city_district',
  'state',
];

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

/** Exactly the draft's fields of `value`, each a string. */
export function draftOf(value: Partial<Record<keyof PlaceOrderDraft, unknown>>): PlaceOrderDraft {
  const out = {} as PlaceOrderDraft;
  for (const field of DRAFT_FIELDS) {
    const v = value[field];
    out[field] = typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '';
  }
  return out;
}

/**
 * The draft kept between the place-order form and the order summary (session storage: it is the delivery
 * address of this visit, and goes with the tab), or null.
 */
export function readDraft(): PlaceOrderDraft | null {
  try {
    const raw = storage()?.getItem(STORAGE_KEYS.pharmacyPlaceOrder) ?? null;
    if (raw === null) return null;
    const parsed = JSON.parse(raw) as unknown;
    if (typeof parsed !== 'object' || parsed === null) return null;
    const draft = draftOf(parsed as Record<string, unknown>);
    return draft.firstName !== '' && draft.pinCode !== '' && draft.address !== '' ? draft : null;
  } catch {
    return null;
  }
}

export function writeDraft(draft: PlaceOrderDraft): void {
  try {
    storage()?.setItem(STORAGE_KEYS.pharmacyPlaceOrder, JSON.stringify(draftOf(draft)));
  } catch {
    // Storage blocked or full: the summary then asks for the address again.
  }
}

/** Forgets the draft (the order went through). */
export function clearDraft(): void {
  try {
    storage()?.removeItem(STORAGE_KEYS.pharmacyPlaceOrder);
  } catch {
    // Storage blocked: nothing was kept.
  }
}
