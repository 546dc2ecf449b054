import { ROUTES, SERVICE_PAGES, type ServiceGroup } from '@medibridge/contract';
import type { PackageText } from '../i18n';

/** A tile of the 'Our Services' grid: it links to its page. */
export interface ServiceTile {
  to: string;
  /** English; shown through `translate` (the service pages' labels are contract's registry). */
  label: string;
  /** Two-letter mark shown in the tile's badge. */
  mark: string;
}

const pages = (group: ServiceGroup): ServiceTile[] =>
  SERVICE_PAGES.filter((page) => page.group === group).map((page) => ({
    to: page.route,
    label: page.label,
    mark: page.mark,
  }));

/** Texts of the tiles that are not service pages (their Hindi is this package's). */
const PHARMACY: PackageText = 'Pharmacy';
const CONSULTATION: PackageText = 'Doctor Consultation';
const CONTACT: PackageText = 'Contact Us';

/**
 * Every service page of SPEC §2 (contract's registry) for the 'Our Services' grid, with the pharmacy, doctor
 * booking and Contact Us.
 */
export const SERVICE_TILES: readonly ServiceTile[] = [
  ...pages('treatment'),
  { to: ROUTES.pharmacy, label: PHARMACY, mark: 'Rx' },
  { to: ROUTES.appointmentStepFirst, label: CONSULTATION, mark: 'Dc' },
  ...pages('homeCare'),
  ...pages('ambulance'),
  { to: ROUTES.contactUs, label: CONTACT, mark: 'Cu' },
];
