import { useState, type ReactNode } from 'react';
import { useParams } from 'react-router-dom';
import { ROUTES } from '@medibridge/contract';
import { Alert, Button, Link } from '@medibridge/ui-kit';
import { problemOf } from '@medibridge/api-client';
import { BookingFrame, Panel } from '../shared';
import { useMedicineReminderStopMutation } from '../remindersApi';
import { useDetailsTexts } from '../i18n/details';

/**
 * /medicine-reminders/stop/{token}: where the "stop" link of a medicine reminder leads (docs/decisions/0050).
 * No login; the token in the link is the proof. It stops only when the person presses the button, so a
 * messaging app fetching the link for its preview stops nothing.
 */
export function MedicineReminderStopPage(): ReactNode {
  const t = useDetailsTexts();
  const { token = '' } = useParams();
  const [stop, stopping] = useMedicineReminderStopMutation();
  const [done, setDone] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const onStop = async (): Promise<void> => {
    setProblem(null);
    const result = await stop(token);
    if ('error' in result) {
      setProblem(
        problemOf(result.error, t('The reminders could not be stopped. Please try again.')).message,
      );
      return;
    }
    setDone(result.data.medicine);
  };

  return (
    <BookingFrame title={t('Medicine reminders')}>
      <Panel>
        {done !== null ? (
          <Alert tone="success" autoDismissMs={null}>
            {t('Reminders for {medicine} are stopped.', { medicine: done })}
          </Alert>
        ) : (
          <>
            <p>
              {t(
                'Stop the reminders for this medicine? You can turn them on again from the appointment’s page.',
              )}
            </p>
            {problem ? (
              <Alert tone="error" autoDismissMs={null}>
                {problem}
              </Alert>
            ) : null}
            <Button type="button" onClick={() => void onStop()} disabled={stopping.isLoading}>
              {t('Stop reminders')}
            </Button>
          </>
        )}
        <Link to={ROUTES.myAppointment}>{t('Go to My Appointments')}</Link>
      </Panel>
    </BookingFrame>
  );
}
