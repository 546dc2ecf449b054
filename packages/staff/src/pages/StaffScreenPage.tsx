import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { useParams } from 'react-router-dom';
import { useCurrentUser } from '@medibridge/api-client';
import { ROUTES, STAFF_SCREENS } from '@medibridge/contract';
import { Link, Skeleton } from '@medibridge/ui-kit';
import { NotStaff } from '../components/StaffGate';
import { Panel, StaffFrame } from '../components/StaffFrame';
import { useStaffTexts, type StaffText } from '../i18n';

/** A named export of a lazily loaded module as `lazy` wants it. */
const screen = <M,>(load: () => Promise<M>, pick: (m: M) => ComponentType) =>
  lazy(async () => ({ default: pick(await load()) }));

/**
 * Each console screen by the last part of its path (`STAFF_SCREENS`), a chunk of its own: /staff and each
 * /staff/<screen> load only their own screen (the appointments board and the doctor's desk share one). The
 * title is here so that the screen's frame shows while its chunk loads.
 */
const SCREENS: Readonly<Record<string, { title: StaffText; Screen: ComponentType }>> = {
  [STAFF_SCREENS.enquiries]: {
    title: 'Enquiries inbox',
    Screen: screen(
      () => import('./EnquiriesInboxPage'),
      (m) => m.EnquiriesInboxPage,
    ),
  },
  [STAFF_SCREENS.appointments]: {
    title: 'Appointments board',
    Screen: screen(
      () => import('./DeskPage'),
      (m) => m.AppointmentsBoardPage,
    ),
  },
  [STAFF_SCREENS.desk]: {
    title: 'Doctor’s desk',
    Screen: screen(
      () => import('./DeskPage'),
      (m) => m.DoctorsDeskPage,
    ),
  },
  [STAFF_SCREENS.pharmacy]: {
    title: 'Pharmacy desk',
    Screen: screen(
      () => import('./PharmacyDeskPage'),
      (m) => m.PharmacyDeskPage,
    ),
  },
  [STAFF_SCREENS.auditLog]: {
    title: 'Audit log',
    Screen: screen(
      () => import('./AuditLogPage'),
      (m) => m.AuditLogPage,
    ),
  },
  [STAFF_SCREENS.messages]: {
    title: 'Messages',
    Screen: screen(
      () => import('./MessagesPage'),
      (m) => m.MessagesPage,
    ),
  },
  [STAFF_SCREENS.team]: {
    title: 'Staff and roles',
    Screen: screen(
      () => import('./TeamPage'),
      (m) => m.TeamPage,
    ),
  },
  [STAFF_SCREENS.departments]: {
    title: 'Departments',
    Screen: screen(
      () => import('./DepartmentsPage'),
      (m) => m.DepartmentsPage,
    ),
  },
  [STAFF_SCREENS.medicines]: {
    title: 'Medicines',
    Screen: screen(
      () => import('./MedicinesPage'),
      (m) => m.MedicinesPage,
    ),
  },
  [STAFF_SCREENS.grievances]: {
    title: 'Grievances',
    Screen: screen(
      () => import('./GrievancesInboxPage'),
      (m) => m.GrievancesInboxPage,
    ),
  },
  [STAFF_SCREENS.securityLog]: {
    title: 'Security log',
    Screen: screen(
      () => import('./SecurityLogPage'),
      (m) => m.SecurityLogPage,
    ),
  },
  [STAFF_SCREENS.jobs]: {
    title: 'Background jobs',
    Screen: screen(
      () => import('./JobsPage'),
      (m) => m.JobsPage,
    ),
  },
  [STAFF_SCREENS.payments]: {
    title: 'Payments and refunds',
    Screen: screen(
      () => import('./PaymentsPage'),
      (m) => m.PaymentsPage,
    ),
  },
  [STAFF_SCREENS.settlement]: {
    title: 'Daily settlement',
    Screen: screen(
      () => import('./SettlementPage'),
      (m) => m.SettlementPage,
    ),
  },
  [STAFF_SCREENS.h1Register]: {
    title: 'Schedule H1 register',
    Screen: screen(
      () => import('./H1RegisterPage'),
      (m) => m.H1RegisterPage,
    ),
  },
  [STAFF_SCREENS.hospitals]: {
    title: 'Hospitals and prices',
    Screen: screen(
      () => import('./HospitalsPage'),
      (m) => m.HospitalsPage,
    ),
  },
  [STAFF_SCREENS.catalogueImport]: {
    title: 'Catalogue import and export',
    Screen: screen(
      () => import('./CatalogueImportPage'),
      (m) => m.CatalogueImportPage,
    ),
  },
  [STAFF_SCREENS.packages]: {
    title: 'Treatment packages',
    Screen: screen(
      () => import('./PackagesPage'),
      (m) => m.PackagesPage,
    ),
  },
};

/**
 * /staff/:screen — the console screen the path names, or a way back to the console. A visitor is told the
 * area is for staff without loading the screen; staff see the screen's frame (the same as its gate's while
 * it asks who they are) until its chunk arrives, so nothing moves when it does.
 */
export function StaffScreenPage(): ReactNode {
  const t = useStaffTexts();
  const user = useCurrentUser();
  const { screen: name = '' } = useParams();
  const entry = SCREENS[`${ROUTES.staff}/${name}`];
  if (entry) {
    if (user === null) return <NotStaff words={null} />;
    const { Screen } = entry;
    return (
      <Suspense
        fallback={
          <StaffFrame title={t(entry.title)}>
            <Skeleton height={120} lines={3} />
          </StaffFrame>
        }
      >
        <Screen />
      </Suspense>
    );
  }
  return (
    <StaffFrame title={t('Staff console')}>
      <Panel>
        <h2>{t('There is no such staff screen.')}</h2>
        <Link to={ROUTES.staff}>{t('Open the staff console')}</Link>
      </Panel>
    </StaffFrame>
  );
}
