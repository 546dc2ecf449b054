import { type ReactNode } from 'react';
import styled from 'styled-components';
import { NO_SCHEDULE_DEPARTMENT_ID, type AppointmentRecord } from '@medibridge/contract';
import { useAppointmentTexts } from '../i18n';

const Note = styled.p`
  grid-column: 1 / -1;
  margin: 0;
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border-left: 4px solid ${({ theme }) => theme.colors.primary};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.primarySoft};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/**
 * What Call says until the call room exists (ROUTES.doctorOnCall is built by a later issue): the doctor
 * calls the patient's mobile at the appointment time, or, for the department without a schedule (SPEC: 12),
 * as soon as a doctor is free. Opened by the Call button (`aria-controls` = `id`).
 */
export function CallNote({ id, record }: { id: string; record: AppointmentRecord }): ReactNode {
  const t = useAppointmentTexts();
  const soon = record.department_id === NO_SCHEDULE_DEPARTMENT_ID && !record.appointment_time;
  return (
    <Note id={id} role="status">
      {t(
        'Your doctor will call you on {mobile} {when} (video or audio, as you chose). Keep your phone with you.',
        {
          mobile: record.mobile,
          when: soon
            ? t('as soon as a doctor is free, usually within 30 minutes')
            : t('at the appointment time'),
        },
      )}
    </Note>
  );
}
