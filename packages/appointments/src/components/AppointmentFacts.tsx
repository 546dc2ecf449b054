import { type ReactNode } from 'react';
import styled from 'styled-components';
import type { AppointmentRecord } from '@medibridge/contract';
import { FactList, Money, useLanguage } from '@medibridge/ui-kit';
import { showDate, showDay } from '../dates';
import { useAppointmentTexts } from '../i18n';

const Facts = styled(FactList)`
  width: 100%;
  grid-template-columns: minmax(0, 2fr) minmax(0, 3fr);
`;

/**
 * An appointment at a glance (SPEC §2 success screen): number, department, date, time and day — or, for the
 * department without a schedule, that a doctor calls back — and, when asked, the amount.
 */
export function AppointmentFacts({
  record,
  showAmount = false,
}: {
  record: AppointmentRecord;
  showAmount?: boolean;
}): ReactNode {
  const t = useAppointmentTexts();
  const language = useLanguage();
  return (
    <Facts>
      <dt>{t('Appointment Number')}</dt>
      <dd>{record.appointment_no}</dd>
      <dt>{t('Department')}</dt>
      <dd>{record.department_name}</dd>
      {record.appointment_date ? (
        <>
          <dt>{t('Date')}</dt>
          <dd>{showDate(record.appointment_date, language)}</dd>
          <dt>{t('Time')}</dt>
          <dd>{record.appointment_time ?? ''}</dd>
          <dt>{t('Day')}</dt>
          <dd>{showDay(record.appointment_date, record.appointment_day, language)}</dd>
        </>
      ) : (
        <>
          <dt>{t('When')}</dt>
          <dd>{t('A doctor calls you back within minutes of your booking.')}</dd>
        </>
      )}
      <dt>{t('Appointment Mode')}</dt>
      <dd>{record.appointment_mode === 'audio' ? t('Audio') : t('Video')}</dd>
      {showAmount ? (
        <>
          <dt>{t('Amount')}</dt>
          <dd>
            <Money amount={record.amount} />
          </dd>
        </>
      ) : null}
    </Facts>
  );
}
