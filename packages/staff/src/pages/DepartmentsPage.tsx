import { Suspense, lazy, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { problemOf } from '@medibridge/api-client';
import { Alert, Button, Money, Skeleton, StatusBadge, translate } from '@medibridge/ui-kit';
import { useStaffDepartmentsQuery } from '../departmentsApi';
import { StaffGate } from '../components/StaffGate';
import { Panel } from '../components/StaffFrame';
import { useDepartmentsTexts } from '../i18n/departments';

// The editors (Formik, Yup, the hours grid) load once a department is open, not with the list: the
// console's first load stays within its budget (docs/decisions/0044).
const DepartmentForm = lazy(() =>
  import('./departments/DepartmentForm').then((m) => ({ default: m.DepartmentForm })),
);
const HoursEditor = lazy(() =>
  import('./departments/HoursEditor').then((m) => ({ default: m.HoursEditor })),
);
const ClosuresPanel = lazy(() =>
  import('./departments/ClosuresPanel').then((m) => ({ default: m.ClosuresPanel })),
);

const Layout = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  align-items: start;
  @media ${({ theme }) => theme.media.desktop} {
    grid-template-columns: minmax(240px, 320px) minmax(0, 1fr);
    .phone-only {
      display: none;
    }
  }
  @media not ${({ theme }) => theme.media.desktop} {
    .picked {
      display: none;
    }
  }
`;

const Picker = styled.nav`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  ul {
    margin: 0;
    padding: 0;
    list-style: none;
    display: grid;
    gap: ${({ theme }) => theme.space.xs};
  }
  ul button {
    display: grid;
    gap: ${({ theme }) => theme.space.xxs};
    width: 100%;
    min-height: ${({ theme }) => theme.touchTarget};
    padding: ${({ theme }) => theme.space.sm};
    border: 1px solid ${({ theme }) => theme.colors.divider};
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.text};
    font: inherit;
    text-align: left;
    cursor: pointer;
  }
  ul button[aria-current='true'] {
    border-color: ${({ theme }) => theme.colors.primary};
    box-shadow: inset 3px 0 0 ${({ theme }) => theme.colors.primary};
  }
  .name {
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    overflow-wrap: anywhere;
  }
  .meta {
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.space.xs};
    align-items: center;
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;

const Editor = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  min-width: 0;
  .back {
    justify-self: start;
  }
`;

/**
 * /staff/departments (admin): every department with its fee and discount; one picked is edited in three parts:
 * its details, its weekly hours (which generate the slots) and its closures. A change shows on the patients'
 * booking screens at once; a closure or shorter hours with bookings shows them first (docs/decisions/0057).
 */
export function DepartmentsPage(): ReactNode {
  const t = useDepartmentsTexts();
  return (
    <StaffGate role="admin" title={t('Departments')}>
      {() => <Departments />}
    </StaffGate>
  );
}

function Departments(): ReactNode {
  const t = useDepartmentsTexts();
  const list = useStaffDepartmentsQuery();
  const [picked, setPicked] = useState<number | 'new' | null>(null);
  const [said, setSaid] = useState<string | null>(null);
  if (list.isLoading) return <Skeleton height={160} lines={4} />;
  if (list.isError || !list.data)
    return (
      <Alert tone="error" autoDismissMs={null}>
        {translate(problemOf(list.error, 'The departments could not be loaded.').message)}
      </Alert>
    );
  const department =
    typeof picked === 'number' ? list.data.find((d) => d.id === picked) : undefined;
  const pick = (next: number | 'new' | null): void => {
    setPicked(next);
    setSaid(null);
  };
  const saved = (message: string): void => setSaid(message);
  return (
    <Layout>
      <Picker aria-label={t('Departments')} className={picked === null ? undefined : 'picked'}>
        <Button variant="secondary" onClick={() => pick('new')}>
          {t('New department')}
        </Button>
        <ul>
          {list.data.map((d) => (
            <li key={d.id}>
              <button type="button" aria-current={picked === d.id} onClick={() => pick(d.id)}>
                <span className="name">{d.name}</span>
                <span className="meta">
                  <Money amount={d.fee} />
                  {d.fee_discount_percent > 0
                    ? t('{percent}% off', { percent: d.fee_discount_percent })
                    : null}
                  {d.active ? null : (
                    <StatusBadge tone="info">{t('Not taking bookings')}</StatusBadge>
                  )}
                  {d.closures.length > 0 ? (
                    <StatusBadge tone="warning">
                      {t('Closures: {count}', { count: d.closures.length })}
                    </StatusBadge>
                  ) : null}
                </span>
              </button>
            </li>
          ))}
        </ul>
      </Picker>
      {picked === null ? (
        <Panel>
          <p>{t('Pick a department to change its fee, hours or closures, or add a new one.')}</p>
        </Panel>
      ) : (
        <Editor>
          <Button className="back phone-only" variant="ghost" onClick={() => pick(null)}>
            {t('← All departments')}
          </Button>
          {said ? (
            <Alert tone="success" onDismiss={() => setSaid(null)}>
              {translate(said)}
            </Alert>
          ) : null}
          <Suspense fallback={<Skeleton height={160} lines={4} />}>
            <Panel as="section" aria-labelledby="department-details">
              <h2 id="department-details">{department ? department.name : t('New department')}</h2>
              <DepartmentForm
                department={department ?? null}
                onSaved={(d, message) => {
                  setPicked(d.id);
                  saved(message);
                }}
              />
            </Panel>
            {department ? (
              <>
                <Panel as="section" aria-labelledby="department-hours">
                  <h2 id="department-hours">{t('Weekly hours')}</h2>
                  <HoursEditor department={department} onSaved={saved} />
                </Panel>
                <Panel as="section" aria-labelledby="department-closures">
                  <h2 id="department-closures">{t('Closures')}</h2>
                  <ClosuresPanel department={department} onSaved={saved} />
                </Panel>
              </>
            ) : null}
          </Suspense>
        </Editor>
      )}
    </Layout>
  );
}
