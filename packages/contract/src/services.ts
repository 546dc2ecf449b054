/** Fixed service option ids of SPEC §3 and the service pages that offer them. */

export const AMBULANCE_SERVICES = [
  { id: 5, type: 'air', label: 'Air Ambulance', slug: 'air-ambulance' },
  { id: 6, type: 'icu', label: 'Ambulance with ICU', slug: 'ambulance-with-icu' },
  { id: 7, type: 'doctor', label: 'Ambulance with Doctor', slug: 'ambulance-with-doctor' },
  { id: 8, type: 'nurse', label: 'Ambulance with Nurse', slug: 'ambulance-with-nurse' },
  { id: 9, type: 'deadBody', label: 'Ambulance for Dead Body', slug: 'ambulance-for-deadBody' },
] as const;

export const HOME_CARE_SERVICES = [
  { id: 11, type: 'doctors', label: 'Doctor at Home', slug: 'doctors-at-home' },
  { id: 12, type: 'nurse', label: 'Nurse at Home', slug: 'nurse-at-home' },
  {
    id: 13,
    type: 'physiotherapist',
    label: 'Physiotherapist at Home',
    slug: 'physiotherapist-at-home',
  },
  { id: 14, type: 'icuSetup', label: 'ICU Setup at Home', slug: 'icuSetup-at-home' },
] as const;

/**
 * The `{service}` values `ace-service-cities/{service}` answers for: the last path segment of each service
 * page (SPEC §7).
 */
export const SERVICE_CITY_KEYS = [
  ...AMBULANCE_SERVICES.map((s) => s.slug),
  ...HOME_CARE_SERVICES.map((s) => s.slug),
  'dentistry',
  'transition-care-center',
  'international-patient',
] as const;

export type ServiceCityKey = (typeof SERVICE_CITY_KEYS)[number];

export function isServiceCityKey(value: string): value is ServiceCityKey {
  return (SERVICE_CITY_KEYS as readonly string[]).includes(value);
}
