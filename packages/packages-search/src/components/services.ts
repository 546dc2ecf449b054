import { ROUTES } from '@medibridge/contract';
import type { PackageText } from '../i18n';

interface TileBase {
  label: PackageText;
  /** Two-letter mark shown in the tile's badge. */
  mark: string;
}

/**
 * A tile either links to its page or, for an area whose screens have not shipped yet (the patients'
 * pharmacy and doctor booking), opens the modal that serves the same need today through the shell's
 * registry: the pharmacy's 'coming soon' (SPEC §1) and the free consultation request.
 */
export type ServiceTile = TileBase &
  ({ to: string; modal?: never } | { modal: 'pharmacyComingSoon' | 'consultation'; to?: never });

/**
 * Every service page of SPEC §2 for the 'Our Services' grid. Long words carry a soft hyphen so three
 * columns on a 360 px phone break them where a reader expects.
 */
export const SERVICE_TILES: readonly ServiceTile[] = [
  { to: ROUTES.treatmentPackage, label: 'Treatment Packages', mark: 'Tp' },
  { to: ROUTES.hospitalization, label: 'Hospital\u00ADization', mark: 'Ho' },
  { to: ROUTES.dentistry, label: 'Dentistry', mark: 'De' },
  { to: ROUTES.internationalPatient, label: 'International Patients', mark: 'Ip' },
  { to: ROUTES.transitionCareCenter, label: 'Transition Care Centre', mark: 'Tc' },
  { to: ROUTES.labTests, label: 'Lab Tests', mark: 'Lt' },
  { modal: 'pharmacyComingSoon', label: 'Pharmacy', mark: 'Rx' },
  { modal: 'consultation', label: 'Doctor Consul\u00ADtation', mark: 'Dc' },
  { to: ROUTES.doctorsAtHome, label: 'Doctor at Home', mark: 'Dr' },
  { to: ROUTES.nurseAtHome, label: 'Nurse at Home', mark: 'Nu' },
  { to: ROUTES.physiotherapistAtHome, label: 'Physio\u00ADtherapist at Home', mark: 'Ph' },
  { to: ROUTES.icuSetupAtHome, label: 'ICU Setup at Home', mark: 'Ic' },
  { to: ROUTES.airAmbulance, label: 'Air Ambulance', mark: 'Aa' },
  { to: ROUTES.ambulanceWithIcu, label: 'Ambulance with ICU', mark: 'Ai' },
  { to: ROUTES.ambulanceWithDoctor, label: 'Ambulance with Doctor', mark: 'Ad' },
  { to: ROUTES.ambulanceWithNurse, label: 'Ambulance with Nurse', mark: 'An' },
  { to: ROUTES.ambulanceForDeadBody, label: 'Dead Body Ambulance', mark: 'Db' },
  { to: ROUTES.contactUs, label: 'Contact Us', mark: 'Cu' },
];
