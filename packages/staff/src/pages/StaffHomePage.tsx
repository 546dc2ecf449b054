import { type ReactNode } from 'react';
import { Link } from '@medibridge/ui-kit';
import styled from 'styled-components';
import { STAFF_SCREENS, type StaffRole } from '@medibridge/contract';
import { StaffGate } from '../components/StaffGate';
import { CardList } from '../components/StaffFrame';
import { useStaffTexts, type StaffText } from '../i18n';

const Tile = styled.li`
  a {
    display: grid;
    gap: ${({ theme }) => theme.space.xxs};
    height: 100%;
    padding: ${({ theme }) => theme.space.md};
    border: 1px solid ${({ theme }) => theme.colors.divider};
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.text};
    text-decoration: none;
  }
  a:hover {
    border-color: ${({ theme }) => theme.colors.primary};
  }
  strong {
    color: ${({ theme }) => theme.colors.primary};
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
  span {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Who = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** The console's screens, each with the role it serves. */
const SCREENS: readonly {
  path: string;
  roles: readonly StaffRole[];
  title: StaffText;
  lead: StaffText;
}[] = [
  {
    path: STAFF_SCREENS.enquiries,
    roles: ['coordinator'],
    title: 'Enquiries inbox',
    lead: 'Answer enquiries, change their status, export them.',
  },
  {
    path: STAFF_SCREENS.appointments,
    roles: ['coordinator'],
    title: 'Appointments board',
    lead: 'Today’s and upcoming consultations of every department.',
  },
  {
    path: STAFF_SCREENS.messages,
    roles: ['coordinator'],
    title: 'Messages',
    lead: 'The texts and WhatsApp messages sent to a patient, and whether each reached the phone.',
  },
  {
    path: STAFF_SCREENS.grievances,
    roles: ['coordinator', 'admin'],
    title: 'Grievances',
    lead: 'Patients’ grievances, what is due first: answer and close them.',
  },
  {
    path: STAFF_SCREENS.auditLog,
    roles: ['coordinator', 'admin'],
    title: 'Audit log',
    lead: 'Who did what, and when.',
  },
  {
    path: STAFF_SCREENS.team,
    roles: ['admin'],
    title: 'Staff and roles',
    lead: 'Add staff, set their roles, disable and enable their accounts.',
  },
  {
    path: STAFF_SCREENS.departments,
    roles: ['admin'],
    title: 'Departments',
    lead: 'Fees, discounts, weekly hours and closures of each department.',
  },
  {
    path: STAFF_SCREENS.securityLog,
    roles: ['admin'],
    title: 'Security log',
    lead: 'Logins, staff reads of patients’ records, exports, closed accounts; record a breach.',
  },
  {
    path: STAFF_SCREENS.jobs,
    roles: ['admin'],
    title: 'Background jobs',
    lead: 'Jobs that failed after their retries, and a way to run them again.',
  },
  {
    path: STAFF_SCREENS.medicines,
    roles: ['admin'],
    title: 'Medicines',
    lead: 'Products, prices and stock; import and export the catalogue as CSV.',
  },
  {
    path: STAFF_SCREENS.payments,
    roles: ['admin'],
    title: 'Payments and refunds',
    lead: 'Find a payment, see its history, ask the gateway again, refund.',
  },
  {
    path: STAFF_SCREENS.settlement,
    roles: ['admin'],
    title: 'Daily settlement',
    lead: 'Paid, refunded, to wallet and net per day, with CSV.',
  },
  {
    path: STAFF_SCREENS.hospitals,
    roles: ['admin'],
    title: 'Hospitals and prices',
    lead: 'Edit hospitals, their package prices and pictures; offer or withdraw them.',
  },
  {
    path: STAFF_SCREENS.catalogueImport,
    roles: ['admin'],
    title: 'Catalogue import and export',
    lead: 'Packages and hospital prices as CSV: download, check a file for problems, import it all at once.',
  },
  {
    path: STAFF_SCREENS.packages,
    roles: ['admin'],
    title: 'Treatment packages',
    lead: 'Edit packages, what they include, their pictures and price at each hospital.',
  },
  {
    path: STAFF_SCREENS.pharmacy,
    roles: ['pharmacist'],
    title: 'Pharmacy desk',
    lead: 'Check prescriptions, pack, dispatch and deliver orders.',
  },
  {
    path: STAFF_SCREENS.h1Register,
    roles: ['pharmacist', 'admin'],
    title: 'Schedule H1 register',
    lead: 'Every Schedule H1 medicine supplied: prescriber, patient, medicine and quantity; with CSV.',
  },
  {
    path: STAFF_SCREENS.desk,
    roles: ['doctor'],
    title: 'Doctor’s desk',
    lead: 'Your department’s consultations and e-prescriptions.',
  },
];

const ROLE_NAMES: Record<StaffRole, StaffText> = {
  doctor: 'Doctor',
  coordinator: 'Coordinator',
  pharmacist: 'Pharmacist',
  admin: 'Admin',
};

/** /staff: the console home, showing only the screens the staff user's roles allow. */
export function StaffHomePage(): ReactNode {
  const t = useStaffTexts();
  return (
    <StaffGate role={null} title={t('Staff console')} home>
      {(me) => (
        <>
          <Who>
            {t('Logged in as {name} ({roles})', {
              name: me.name,
              roles: me.roles.map((r) => t(ROLE_NAMES[r])).join(', '),
            })}
            {me.department_name ? ` · ${me.department_name}` : null}
          </Who>
          <CardList>
            {SCREENS.filter((s) => s.roles.some((r) => me.roles.includes(r))).map((s) => (
              <Tile key={s.path}>
                <Link to={s.path}>
                  <strong>{t(s.title)}</strong>
                  <span>{t(s.lead)}</span>
                </Link>
              </Tile>
            ))}
          </CardList>
        </>
      )}
    </StaffGate>
  );
}
