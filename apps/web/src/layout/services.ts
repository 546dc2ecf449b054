import {
  ROUTES,
  SERVICE_PAGES,
  type ServiceGroup as ServiceGroupId,
  type ServiceIcon,
} from '@medibridge/contract';
import type { ShellText } from '../i18n';

export interface ServiceLink {
  to: string;
  /** English (contract's service registry); shown through `translate`. */
  label: string;
  icon: ServiceIcon;
}

export interface ServiceGroup {
  title: ShellText;
  links: readonly ServiceLink[];
}

const TITLES: Readonly<Record<ServiceGroupId, ShellText>> = {
  treatment: 'Treatment',
  homeCare: 'Care at home',
  ambulance: 'Ambulance',
};

/** The service pages of SPEC §2 (contract's registry), grouped as the menu and the footer show them. */
export const SERVICE_GROUPS: readonly ServiceGroup[] = (
  Object.keys(TITLES) as ServiceGroupId[]
).map((group) => ({
  title: TITLES[group],
  links: SERVICE_PAGES.filter((page) => page.group === group).map((page) => ({
    to: page.route,
    label: page.label,
    icon: page.icon,
  })),
}));

/** SPEC §2's account menu, the pharmacy's My Orders and the privacy screen (Log Out is added by the menu itself). */
export const ACCOUNT_LINKS: readonly { to: string; label: ShellText }[] = [
  { to: ROUTES.manageProfile, label: 'Manage Profile' },
  { to: ROUTES.changePassword, label: 'Change Password' },
  { to: ROUTES.serviceBooking, label: 'Make Payment' },
  { to: ROUTES.myAppointment, label: 'My Appointments' },
  { to: ROUTES.myTransactions, label: 'My Transactions' },
  { to: ROUTES.myHistory, label: 'My History' },
  { to: ROUTES.myOrders, label: 'My Orders' },
  // DPDP Act 2023 (docs/decisions/0060): consents, and what we hold, one tap from every screen.
  { to: ROUTES.privacy, label: 'Privacy and my data' },
  // DPDP Act s.13 and E-Commerce Rules r.4(5) (docs/decisions/0066): the grievance officer, beside privacy.
  { to: ROUTES.grievances, label: 'My grievances' },
];
