import { ROUTES, SERVICE_PAGES, type ServiceGroup } from '@medibridge/contract';
import type { PackageText } from '../i18n';

interface TileBase {
  /** English; shown through `translate` (the service pages' labels are contract's registry). */
  label: string;
  /** Two-letter mark shown in the tile's badge. */
  mark: string;
}

/**
 * A tile either links to its page or, for an area whose screens have not shipped yet (the patients'
 * pharmacy), opens the modal that serves the same need today through the shell's registry: the pharmacy's
 * 'coming soon' (SPEC §1).
 */
export type ServiceTile = TileBase &
  ({ to: string; modal?: never } | { modal: 'pharmacyComingSoon'; to?: never });

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
 * Every service page of SPEC §2 (contract's registry) for the 'Our Services' grid, with the pharmacy (a modal
 * for now), doctor booking and Contact Us.
 */
export const SERVICE_TILES: readonly ServiceTile[] = [
  ...pages('treatment'),
  { modal: 'pharmacyComingSoon', label: PHARMACY, mark: 'Rx' },
  { to: ROUTES.appointmentStepFirst, label: CONSULTATION, mark: 'Dc' },
  ...pages('homeCare'),
  ...pages('ambulance'),
  { to: ROUTES.contactUs, label: CONTACT, mark: 'Cu' },
];
