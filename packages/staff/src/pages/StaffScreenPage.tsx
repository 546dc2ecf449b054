import { type ComponentType, type ReactNode } from 'react';
import { Link, useParams } from 'react-router-dom';
import { ROUTES, STAFF_SCREENS } from '@medibridge/contract';
import { Panel, StaffFrame } from '../components/StaffFrame';
import { useStaffTexts } from '../i18n';
import { AuditLogPage } from './AuditLogPage';
import { AppointmentsBoardPage, DoctorsDeskPage } from './DeskPage';
import { EnquiriesInboxPage } from './EnquiriesInboxPage';
import { PharmacyDeskPage } from './PharmacyDeskPage';

/** Each console screen by the last part of its path (`STAFF_SCREENS`). */
const SCREENS: Readonly<Record<string, ComponentType>> = {
  [STAFF_SCREENS.enquiries]: EnquiriesInboxPage,
  [STAFF_SCREENS.appointments]: AppointmentsBoardPage,
  [STAFF_SCREENS.desk]: DoctorsDeskPage,
  [STAFF_SCREENS.pharmacy]: PharmacyDeskPage,
  [STAFF_SCREENS.auditLog]: AuditLogPage,
};

/** /staff/:screen — the console screen the path names, or a way back to the console. */
export function StaffScreenPage(): ReactNode {
  const t = useStaffTexts();
  const { screen = '' } = useParams();
  const Screen = SCREENS[`${ROUTES.staff}/${screen}`];
  if (Screen) return <Screen />;
  return (
    <StaffFrame title={t('Staff console')}>
      <Panel>
        <h2>{t('There is no such staff screen.')}</h2>
        <Link to={ROUTES.staff}>{t('Open the staff console')}</Link>
      </Panel>
    </StaffFrame>
  );
}
