import type { ReactNode } from 'react';
import styled from 'styled-components';
import { useCurrentUser } from '@medibridge/api-client';
import { ROUTES, buildPath, type AppointmentRecord } from '@medibridge/contract';
import { Link, Button, useLanguage } from '@medibridge/ui-kit';
import { BookingFrame, showDate } from '../shared';
import { cardActions, useAppointmentListQuery } from '../records';
import { ListLoading, ListProblem, NothingYet } from '../components/ListStates';
import { useRecordsTexts } from '../i18n/records';

const Rows = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.divider};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.sm};
  > li {
    display: grid;
    align-items: center;
    gap: ${({ theme }) => theme.space.sm};
    padding: ${({ theme }) => theme.space.md};
  }
  @media ${({ theme }) => theme.media.tablet} {
    > li {
      grid-template-columns: minmax(0, 1fr) auto;
    }
  }
  > li + li {
    border-top: 1px solid ${({ theme }) => theme.colors.divider};
  }
`;

/** One appointment's five facts, each under its small label: two columns on phones, one row from tablets. */
const Facts = styled.dl`
  margin: 0;
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.md};
  min-width: 0;
  > div {
    min-width: 0;
  }
  dt {
    font-size: ${({ theme }) => theme.fontSizes.xs};
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 0;
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    overflow-wrap: break-word;
  }
  .no {
    grid-column: 1 / -1;
  }
  .no dd {
    font-family: ${({ theme }) => theme.fonts.mono};
  }
  @media ${({ theme }) => theme.media.tablet} {
    grid-template-columns: 1.2fr 1fr 0.8fr 1.5fr 1fr;
    .no {
      grid-column: auto;
    }
  }
`;

/**
 * Where the Call button goes: under the facts on phones (nothing when there is no call), beside them from
 * tablets up, where a row without it keeps the same width so the columns line up.
 */
const Action = styled.div`
  display: flex;
  &:empty {
    display: none;
  }
  @media ${({ theme }) => theme.media.tablet} {
    min-width: 88px;
    justify-content: flex-end;
    &:empty {
      display: flex;
    }
  }
`;

/** A row's Call: a link to the appointment's call page, which says when the call opens. */
function RowCall({ record }: { record: AppointmentRecord }): ReactNode {
  const t = useRecordsTexts();
  const call = cardActions(record, 'appointments').call;
  return (
    <Action>
      {call ? (
        <Button
          as={Link}
          size="sm"
          aria-label={t('Call for {number}', { number: record.appointment_no })}
          to={buildPath(ROUTES.doctorOnCall, { appt_no: record.appointment_no })}
        >
          {t('Call')}
        </Button>
      ) : null}
    </Action>
  );
}

/**
 * /my-history (SPEC §2): each appointment in one compact row — number, date, time, department, mode — with
 * Call while the consultation is on (SPEC §4).
 */
export function MyHistoryPage(): ReactNode {
  const t = useRecordsTexts();
  const language = useLanguage();
  const user = useCurrentUser();
  const list = useAppointmentListQuery(user?.id ?? '', {
    skip: !user,
    refetchOnMountOrArgChange: true,
  });
  return (
    <BookingFrame title={t('My History')} wide>
      {list.data ? (
        list.data.length > 0 ? (
          <Rows>
            {list.data.map((record) => (
              <li key={record.appointment_no}>
                <Facts>
                  <div className="no">
                    <dt>{t('Appointment Number')}</dt>
                    <dd>{record.appointment_no}</dd>
                  </div>
                  <div>
                    <dt>{t('Date')}</dt>
                    <dd>
                      {record.appointment_date
                        ? showDate(record.appointment_date, language)
                        : t('Next free doctor')}
                    </dd>
                  </div>
                  <div>
                    <dt>{t('Time')}</dt>
                    <dd>{record.appointment_time ?? '—'}</dd>
                  </div>
                  <div>
                    <dt>{t('Department')}</dt>
                    <dd>{record.department_name}</dd>
                  </div>
                  <div>
                    <dt>{t('Appointment Mode')}</dt>
                    <dd>{record.appointment_mode === 'audio' ? t('Audio') : t('Video')}</dd>
                  </div>
                </Facts>
                <RowCall record={record} />
              </li>
            ))}
          </Rows>
        ) : (
          <NothingYet title={t('No appointments yet')} />
        )
      ) : list.isError ? (
        <ListProblem
          error={list.error}
          fallback="Your records could not be loaded."
          onRetry={() => void list.refetch()}
        />
      ) : (
        <ListLoading />
      )}
    </BookingFrame>
  );
}
