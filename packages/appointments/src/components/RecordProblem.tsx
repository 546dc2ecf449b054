import { type ReactNode } from 'react';
import { ROUTES } from '@medibridge/contract';
import { Link, Button, translate } from '@medibridge/ui-kit';
import { problemOf } from '@medibridge/api-client';
import { useAppointmentTexts } from '../i18n';
import { ResultActions, ResultCard } from './ResultCard';

/** What the result screens show when the appointment cannot be read (not the patient's, or offline). */
export function RecordProblem({ error }: { error: unknown }): ReactNode {
  const t = useAppointmentTexts();
  const problem = problemOf(error, 'This appointment could not be loaded. Please try again.');
  return (
    <ResultCard tone="problem" title={t('We could not open this appointment')}>
      <p role="alert">{translate(problem.message)}</p>
      <ResultActions>
        <Button as={Link} to={ROUTES.appointmentStepFirst} size="lg">
          {t('Book an appointment')}
        </Button>
        <Button as={Link} to={ROUTES.home} variant="secondary" size="lg">
          {t('Go to home')}
        </Button>
      </ResultActions>
    </ResultCard>
  );
}
