import type { ReactNode } from 'react';
import { ROUTES, buildPath, formatIndiaDate, formatIndiaTime } from '@medibridge/contract';
import { Link, Alert, Button, Spinner, translate, useLanguage } from '@medibridge/ui-kit';
import { problemOf } from '@medibridge/api-client';
import { useCallTexts } from '../i18n/call';
import { useVideoNextQuery } from './callApi';
import { Controls, Stage, Title } from './CallPage.styles';

/**
 * `/appointment/video-meeting`: the person's next call (open now, or later today or on a later day) with a
 * way in, or why there is none. No fixed test meeting (deviation 7).
 */
export function VideoMeetingPage(): ReactNode {
  const t = useCallTexts();
  const language = useLanguage();
  const { data: next, error, isLoading } = useVideoNextQuery();
  let body: ReactNode;
  if (isLoading) body = <Spinner label={t('Looking for your next call…')} />;
  else if (error)
    body = (
      <Alert tone="error" autoDismissMs={null}>
        {translate(
          problemOf(error, 'Your calls could not be loaded just now. Please try again.').message,
        )}
      </Alert>
    );
  else if (!next)
    body = (
      <Alert tone="info" autoDismissMs={null} title={t('You have no consultation call to join.')}>
        <p>{t('A call opens 10 minutes before a paid appointment starts.')}</p>
        <Controls>
          <Button as={Link} size="sm" to={ROUTES.appointmentStepFirst}>
            {t('Book Appointment')}
          </Button>
          <Button as={Link} size="sm" variant="secondary" to={ROUTES.myAppointment}>
            {t('My Appointments')}
          </Button>
        </Controls>
      </Alert>
    );
  else
    body = (
      <Alert
        tone={next.state === 'open' ? 'success' : 'info'}
        autoDismissMs={null}
        title={
          next.state === 'open'
            ? t('Your consultation call is open.')
            : t('Your next consultation call')
        }
      >
        <p>
          {t('{department} · appointment {number} · {mode} call', {
            department: next.department,
            number: next.appointment_no,
            mode: next.mode === 'audio' ? t('Audio') : t('Video'),
          })}
        </p>
        {next.opens_at && next.closes_at ? (
          <p>
            {t('The call is open on {date} from {from} to {to}.', {
              date: formatIndiaDate(next.opens_at, language),
              from: formatIndiaTime(next.opens_at),
              to: formatIndiaTime(next.closes_at),
            })}
          </p>
        ) : null}
        <Button
          as={Link}
          size="sm"
          to={buildPath(ROUTES.doctorOnCall, { appt_no: next.appointment_no })}
        >
          {next.state === 'open' ? t('Join call') : t('Open the call page')}
        </Button>
      </Alert>
    );
  return (
    <Stage aria-labelledby="meeting-title">
      <Title id="meeting-title">{t('Video consultation')}</Title>
      {body}
    </Stage>
  );
}
