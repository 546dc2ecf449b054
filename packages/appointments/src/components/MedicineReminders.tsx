import { useState, type ReactNode } from 'react';
import styled from 'styled-components';
import type { MedicineReminderItem } from '@medibridge/contract';
import { Alert, CheckLabel } from '@medibridge/ui-kit';
import { problemOf } from '@medibridge/api-client';
import { useMedicineReminderSetMutation, useMedicineRemindersQuery } from '../remindersApi';
import { useDetailsTexts } from '../i18n/details';

const List = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  li {
    display: grid;
    gap: ${({ theme }) => theme.space.xs};
    padding: ${({ theme }) => theme.space.sm};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.md};
    min-width: 0;
    overflow-wrap: anywhere;
  }
  p {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.sm};
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

/**
 * The medicines of the consultation's e-prescription with their dose times (India time), each with a "Remind
 * me" choice (docs/decisions/0050): on, a reminder comes at each dose time until the course ends, with a link
 * that stops it; off here or there stops them.
 */
export function MedicineReminders({ appointmentNo }: { appointmentNo: string }): ReactNode {
  const t = useDetailsTexts();
  const list = useMedicineRemindersQuery(appointmentNo);
  const [setReminder, setting] = useMedicineReminderSetMutation();
  const [problem, setProblem] = useState<string | null>(null);
  const items = list.data ?? [];
  if (!items.length) return null;

  const toggle = async (item: MedicineReminderItem): Promise<void> => {
    setProblem(null);
    const result = await setReminder({
      appt_no: appointmentNo,
      prescription_id: item.prescription_id,
      medicine_index: item.medicine_index,
      on: !item.on,
    });
    if ('error' in result)
      setProblem(
        problemOf(result.error, t('Your choice could not be saved. Please try again.')).message,
      );
  };

  return (
    <section aria-labelledby="medicine-reminders">
      <h2 id="medicine-reminders">{t('Medicine reminders')}</h2>
      <List>
        {items.map((item) => (
          <li key={`${String(item.prescription_id)}-${String(item.medicine_index)}`}>
            <strong>{item.medicine}</strong>
            <p>{[item.dose, item.frequency, item.duration].filter(Boolean).join(' · ')}</p>
            {item.available ? (
              <>
                <p>{t('Dose times (India time): {times}', { times: item.times.join(', ') })}</p>
                <CheckLabel>
                  <input
                    type="checkbox"
                    checked={item.on}
                    disabled={setting.isLoading}
                    onChange={() => void toggle(item)}
                  />
                  {t('Remind me at each dose')}
                </CheckLabel>
              </>
            ) : (
              <p>{t('Reminders are not available for this medicine.')}</p>
            )}
          </li>
        ))}
      </List>
      {problem ? (
        <Alert tone="error" autoDismissMs={null} onDismiss={() => setProblem(null)}>
          {problem}
        </Alert>
      ) : null}
    </section>
  );
}
