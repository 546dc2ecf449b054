import { type ServiceCityKey } from '@medibridge/contract';

// Demo coverage, not a real network: services that need an airport, an ICU fleet or a hospital partner for
// foreign patients sit in the big metros; services one trained person can deliver reach more cities.

/** Metros with international airports and tertiary hospitals. */
const METROS = ['delhi', 'mumbai', 'bengaluru', 'chennai', 'kolkata', 'hyderabad'];

/** Metros plus the next ring of large cities with several multispeciality hospitals. */
const LARGE_CITIES = [
  ...METROS,
  'gurugram',
  'noida',
  'pune',
  'ahmedabad',
  'jaipur',
  'lucknow',
  'kochi',
  'chandigarh',
];

/** Large cities plus regional capitals and medical hubs. */
const REGIONAL_HUBS = [
  ...LARGE_CITIES,
  'indore',
  'bhopal',
  'nagpur',
  'coimbatore',
  'visakhapatnam',
  'bhubaneswar',
  'patna',
  'guwahati',
  'thiruvananthapuram',
];

const serviceCities = {
  'air-ambulance': [...METROS, 'ahmedabad', 'pune', 'kochi', 'guwahati', 'jaipur', 'lucknow'],
  'ambulance-with-icu': [...REGIONAL_HUBS, 'vadodara', 'surat', 'ludhiana'],
  'ambulance-with-doctor': [...LARGE_CITIES, 'indore', 'nagpur', 'coimbatore', 'patna'],
  'ambulance-with-nurse': [...LARGE_CITIES, 'bhopal', 'visakhapatnam', 'bhubaneswar', 'dehradun'],
  'ambulance-for-deadBody': [
    ...REGIONAL_HUBS,
    'vadodara',
    'surat',
    'ludhiana',
    'raipur',
    'ranchi',
    'varanasi',
  ],
  'doctors-at-home': [...LARGE_CITIES, 'indore', 'nagpur', 'coimbatore', 'mysuru', 'vadodara'],
  'nurse-at-home': [...REGIONAL_HUBS, 'mysuru', 'mangaluru', 'vadodara'],
  'physiotherapist-at-home': [...LARGE_CITIES, 'indore', 'coimbatore', 'mysuru', 'nashik'],
  'icuSetup-at-home': [...METROS, 'gurugram', 'noida', 'pune', 'ahmedabad'],
  dentistry: [
    ...REGIONAL_HUBS,
    'vadodara',
    'surat',
    'mysuru',
    'mangaluru',
    'madurai',
    'vijayawada',
    'dehradun',
  ],
  'transition-care-center': [
    'delhi',
    'gurugram',
    'mumbai',
    'bengaluru',
    'pune',
    'hyderabad',
    'chennai',
  ],
  'international-patient': [...METROS, 'gurugram', 'kochi', 'ahmedabad', 'thiruvananthapuram'],
} satisfies Record<ServiceCityKey, string[]>;

/**
 * For each service page of SPEC §7's `ace-service-cities/{service}` (the contract's SERVICE_CITY_KEYS), the
 * slugs of the cities where the demo marketplace offers it.
 */
export const SERVICE_CITY_SLUGS: Record<string, string[]> = serviceCities;
