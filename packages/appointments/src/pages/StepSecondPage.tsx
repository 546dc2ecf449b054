import { Suspense, lazy, useState, type ReactNode } from 'react';
import { Navigate, useNavigate } from 'react-router-dom';
import { ROUTES } from '@medibridge/contract';
import { Skeleton } from '@medibridge/ui-kit';
import {
  BookingFrame,
  Panel,
  readStepFirst,
  readStepSecond,
  writeStepSecond,
  type StepSecondDraft,
} from '../shared';
import { useStepsTexts } from '../i18n/steps';

/** The form (formik, the fields, the date strip) is its own chunk, started as this page's module runs. */
const loadForm = () => import('./StepSecondForm');
loadForm().catch(() => undefined);
const StepSecondForm = lazy(async () => ({ default: (await loadForm()).StepSecondForm }));

/**
 * /appointment/step-second (SPEC §2, §5): department, symptoms, video or audio, the day and the time. Next
 * keeps the choices under `appointment_step_second` and goes to the summary; Previous goes back to the
 * patient's details. Without step one's draft the person starts at step one.
 */
export function StepSecondPage(): ReactNode {
  const t = useStepsTexts();
  const navigate = useNavigate();
  const [hasFirst] = useState(() => readStepFirst() !== null);
  const [initial] = useState(() => readStepSecond());

  if (!hasFirst) return <Navigate to={ROUTES.appointmentStepFirst} replace />;

  const onNext = (draft: StepSecondDraft): void => {
    writeStepSecond(draft);
    void navigate(ROUTES.appointmentStepThird);
  };
  const onPrevious = (draft: StepSecondDraft): void => {
    writeStepSecond(draft);
    void navigate(ROUTES.appointmentStepFirst);
  };

  return (
    <BookingFrame
      title={t('Make Appointment')}
      lead={t('Choose the department, tell the doctor what is wrong, and pick a time.')}
      step={2}
    >
      <Panel>
        <Suspense fallback={<Skeleton height={48} lines={8} />}>
          <StepSecondForm initial={initial} onNext={onNext} onPrevious={onPrevious} />
        </Suspense>
      </Panel>
    </BookingFrame>
  );
}
