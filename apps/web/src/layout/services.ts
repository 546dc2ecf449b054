import { ROUTES } from '@medibridge/contract';
import type { IconName } from './icons';
import type { ShellText } from '../i18n';

export interface ServiceLink {
  to: string;
  label: ShellText;
  icon: IconName;
}

export interface ServiceGroup {
  title: ShellText;
  links: readonly ServiceLink[];
}

/**
 * The service pages of SPEC §2, grouped as the menu and the home page show them. Long words carry a soft
 * hyphen so the three-column tiles on a 360 px phone break them where a reader expects.
 */
export const SERVICE_GROUPS: readonly ServiceGroup[] = [
  {
    title: 'Treatment',
    links: [
      { to: ROUTES.treatmentPackage, label: 'Treatment Packages', icon: 'package' },
      { to: ROUTES.hospitalization, label: 'Hospital\u00ADization', icon: 'hospital' },
      { to: ROUTES.dentistry, label: 'Dentistry', icon: 'tooth' },
      { to: ROUTES.internationalPatient, label: 'International Patients', icon: 'globe' },
      { to: ROUTES.transitionCareCenter, label: 'Transition Care Centre', icon: 'care' },
      { to: ROUTES.labTests, label: 'Lab Tests', icon: 'flask' },
    ],
  },
  {
    title: 'Care at home',
    links: [
      { to: ROUTES.doctorsAtHome, label: 'Doctor at Home', icon: 'doctor' },
      { to: ROUTES.nurseAtHome, label: 'Nurse at Home', icon: 'nurse' },
      { to: ROUTES.physiotherapistAtHome, label: 'Physio\u00ADtherapist at Home', icon: 'physio' },
      { to: ROUTES.icuSetupAtHome, label: 'ICU Setup at Home', icon: 'icu' },
    ],
  },
  {
    title: 'Ambulance',
    links: [
      { to: ROUTES.airAmbulance, label: 'Air Ambulance', icon: 'plane' },
      { to: ROUTES.ambulanceWithIcu, label: 'Ambulance with ICU', icon: 'ambulance' },
      { to: ROUTES.ambulanceWithDoctor, label: 'Ambulance with Doctor', icon: 'ambulance' },
      { to: ROUTES.ambulanceWithNurse, label: 'Ambulance with Nurse', icon: 'ambulance' },
      { to: ROUTES.ambulanceForDeadBody, label: 'Dead Body Ambulance', icon: 'ambulance' },
    ],
  },
];

/** SPEC §2's account menu (Log Out is added by the menu itself). */
export const ACCOUNT_LINKS: readonly { to: string; label: ShellText }[] = [
  { to: ROUTES.manageProfile, label: 'Manage Profile' },
  { to: ROUTES.changePassword, label: 'Change Password' },
  { to: ROUTES.serviceBooking, label: 'Make Payment' },
  { to: ROUTES.myAppointment, label: 'My Appointments' },
  { to: ROUTES.myTransactions, label: 'My Transactions' },
  { to: ROUTES.myHistory, label: 'My History' },
];
