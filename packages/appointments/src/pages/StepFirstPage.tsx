import { Suspense, lazy, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { useCurrentUser } from '@medibridge/api-client';
import { ROUTES } from '@medibridge/contract';
import { Skeleton } from '@medibridge/ui-kit';
import {
  BookingFrame,
  Panel,
  stepFirstDefaults,
  writeStepFirst,
  type StepFirstDraft,
} from '../shared';
import { useStepsTexts } from '../i18n/steps';

/** The form (formik and its fields) is its own chunk, started as this page's module runs. */
const loadForm = () => import('./StepFirstForm');
loadForm().catch(() => undefined);
const StepFirstForm = lazy(async () => ({ default: (await loadForm()).StepFirstForm }));

/**
 * /appointment/step-first (SPEC §2, §3, §5): the patient's details, 'Make Appointment', prefilled from the
 * logged-in patient (or the draft kept from an earlier visit). 'Confirm and Next' keeps the draft under
 * `appointment_step_first` and goes to step two.
 */
export function StepFirstPage(): ReactNode {
  const t = useStepsTexts();
  const user = useCurrentUser();
  const navigate = useNavigate();
  const [initial] = useState(() => stepFirstDefaults(user));

  const onNext = (draft: StepFirstDraft): void => {
    writeStepFirst(draft);
    void navigate(ROUTES.appointmentStepSecond);
  };

  return (
    <BookingFrame
      title={t('Make Appointment')}
      lead={t('Tell us about the patient. The doctor reads this before your consultation.')}
      step={1}
    >
      <Panel>
        <Suspense fallback={<Skeleton height={48} lines={8} />}>
          <StepFirstForm initial={initial} onNext={onNext} />
        </Suspense>
      </Panel>
    </BookingFrame>
  );
}
