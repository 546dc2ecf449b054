import { type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { loginPathFor, useCurrentUser, problemOf } from '@medibridge/api-client';
import { ROUTES, type StaffMe, type StaffRole } from '@medibridge/contract';
import { Link, Alert, Skeleton, translate } from '@medibridge/ui-kit';
import { useStaffMeQuery } from '../api';
import { useStaffTexts } from '../i18n';
import { Panel, StaffFrame } from './StaffFrame';

/** What a visitor or a patient sees in the console: whose area it is and where to log in. */
export function NotStaff({ words }: { words: string | null }): ReactNode {
  const t = useStaffTexts();
  const location = useLocation();
  return (
    <StaffFrame title={t('Staff console')} home>
      <Panel>
        <h2>{t('This area is for MediBridge staff')}</h2>
        {words ? <p>{translate(words)}</p> : null}
        <p>
          {t('If you work at MediBridge, log in with your staff account.')}{' '}
          <Link to={loginPathFor(location.pathname)}>{t('Log in')}</Link>
        </p>
      </Panel>
    </StaffFrame>
  );
}

/**
 * Shows `children` to a staff user who holds `role` (or any of the roles listed; any staff user when null), asking the server who the
 * user is and what roles they hold; everyone else is told what the area is, in the server's words where it
 * gave some.
 */
export function StaffGate({
  role,
  title,
  home = false,
  children,
}: {
  role: StaffRole | readonly StaffRole[] | null;
  title: ReactNode;
  /** The console's home: no link back to itself. */
  home?: boolean;
  children: (me: StaffMe) => ReactNode;
}): ReactNode {
  const t = useStaffTexts();
  const user = useCurrentUser();
  const me = useStaffMeQuery(undefined, { skip: user === null });
  if (user === null) return <NotStaff words={null} />;
  if (me.isLoading)
    return (
      <StaffFrame title={title} home={home}>
        <Skeleton height={120} lines={3} />
      </StaffFrame>
    );
  if (me.isError || !me.data) {
    const problem = problemOf(me.error, 'The staff console could not be loaded.');
    if (problem.status === 403 || problem.status === 401)
      return <NotStaff words={problem.message} />;
    return (
      <StaffFrame title={title}>
        <Alert tone="error" autoDismissMs={null}>
          {translate(problem.message)}
        </Alert>
      </StaffFrame>
    );
  }
  const allowed = role === null ? null : typeof role === 'string' ? [role] : role;
  if (allowed !== null && !allowed.some((r) => me.data.roles.includes(r)))
    return (
      <StaffFrame title={title}>
        <Alert tone="error" autoDismissMs={null}>
          {t('Your staff account does not have the role this screen needs.')}
        </Alert>
        <Link to={ROUTES.staff}>{t('Open the staff console')}</Link>
      </StaffFrame>
    );
  return (
    <StaffFrame title={title} home={home}>
      {children(me.data)}
    </StaffFrame>
  );
}
