import { useState, type ReactNode } from 'react';
import { Formik, type FormikHelpers } from 'formik';
import * as yup from 'yup';
import {
  type AffectedBooking,
  CLOSURE_REASON_MAX,
  DEPARTMENT_ADMIN_MESSAGES as M,
  type OperatorDepartment,
} from '@medibridge/contract';
import { problemOf } from '@medibridge/api-client';
import {
  Button,
  EmptyState,
  FormError,
  FormErrorSummary,
  TextField,
  translate,
} from '@medibridge/ui-kit';
import {
  type ClosureDraft,
  useStaffDepartmentClosureCreateMutation,
  useStaffDepartmentClosureDeleteMutation,
  useStaffDepartmentClosurePreviewMutation,
} from '../../departmentsApi';
import { RecordList } from '../../components/StaffFrame';
import { useDepartmentsTexts } from '../../i18n/departments';
import { AffectedBookings } from './AffectedBookings';
import { FormBox } from './DepartmentForm';

const closureSchema = yup.object({
  from: yup.string().required('Pick the first closed day.'),
  to: yup
    .string()
    .required('Pick the last closed day.')
    .test('after', M.closureEndBeforeStart, function after(to) {
      const from = (this.parent as ClosureDraft).from;
      return !from || !to || to >= from;
    }),
  reason: yup.string().trim().required(M.reasonRequired).max(CLOSURE_REASON_MAX),
});

/**
 * A department's coming closures (a holiday, a doctor on leave) and the form to add one: it first asks which
 * paid bookings fall on those dates and shows them; confirming closes the dates, cancels and refunds them and
 * texts each patient. A closure can be removed (its dates offer slots again).
 */
export function ClosuresPanel({
  department,
  onSaved,
}: {
  department: OperatorDepartment;
  onSaved: (message: string) => void;
}): ReactNode {
  const t = useDepartmentsTexts();
  const [preview] = useStaffDepartmentClosurePreviewMutation();
  const [create] = useStaffDepartmentClosureCreateMutation();
  const [remove, removal] = useStaffDepartmentClosureDeleteMutation();
  const [pending, setPending] = useState<{
    closure: ClosureDraft;
    affected: AffectedBooking[];
  } | null>(null);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const close = async (closure: ClosureDraft, confirm: boolean): Promise<boolean> => {
    setBusy(true);
    setProblem(null);
    try {
      const answer = await create({ id: department.id, closure, confirm }).unwrap();
      setPending(null);
      onSaved(answer.message);
      return true;
    } catch (error) {
      setProblem(problemOf(error, 'The department could not be closed.').message);
      return false;
    } finally {
      setBusy(false);
    }
  };
  const submit = async (
    values: ClosureDraft,
    helpers: FormikHelpers<ClosureDraft>,
  ): Promise<void> => {
    setProblem(null);
    try {
      const affected = await preview({ id: department.id, closure: values }).unwrap();
      if (affected.length > 0) setPending({ closure: values, affected });
      else if (await close(values, false)) helpers.resetForm();
    } catch (error) {
      const p = problemOf(error, 'The department could not be closed.');
      setProblem(p.message);
      for (const [field, message] of Object.entries(p.fieldErrors))
        helpers.setFieldError(field, message);
    }
  };

  return (
    <>
      {department.closures.length === 0 ? (
        <EmptyState title={t('No closure coming.')} />
      ) : (
        <RecordList aria-label={t('Coming closures')}>
          {department.closures.map((c) => (
            <li key={c.id}>
              <span className="what">
                {c.from === c.to ? c.from : t('{from} to {to}', { from: c.from, to: c.to })}
              </span>
              <span className="meta">{c.reason}</span>
              <Button
                variant="ghost"
                size="sm"
                disabled={removal.isLoading}
                onClick={() =>
                  void remove({ id: department.id, closureId: c.id })
                    .unwrap()
                    .then((answer) => onSaved(answer.message))
                    .catch((error: unknown) =>
                      setProblem(problemOf(error, 'The closure could not be removed.').message),
                    )
                }
              >
                {t('Open {from} again', { from: c.from })}
              </Button>
            </li>
          ))}
        </RecordList>
      )}
      {pending ? (
        <AffectedBookings
          affected={pending.affected}
          busy={busy}
          confirmLabel={t('Close and cancel the bookings ({count})', {
            count: pending.affected.length,
          })}
          onConfirm={() => void close(pending.closure, true)}
          onBack={() => setPending(null)}
        />
      ) : (
        <Formik<ClosureDraft>
          key={department.id}
          initialValues={{ from: '', to: '', reason: '' }}
          validationSchema={closureSchema}
          onSubmit={submit}
        >
          {({ isSubmitting }) => (
            <FormBox aria-label={t('Close the department')} noValidate>
              <FormErrorSummary />
              <div className="pair">
                <TextField name="from" type="date" label={t('First closed day')} required />
                <TextField name="to" type="date" label={t('Last closed day')} required />
              </div>
              <TextField
                name="reason"
                label={t('Reason')}
                hint={t(
                  'A holiday, a doctor on leave… Patients are told their booking is cancelled.',
                )}
                required
              />
              <FormError>{problem ? translate(problem) : null}</FormError>
              <Button type="submit" disabled={isSubmitting || busy} loading={isSubmitting || busy}>
                {t('Close these dates')}
              </Button>
            </FormBox>
          )}
        </Formik>
      )}
      {pending && problem ? <FormError>{translate(problem)}</FormError> : null}
    </>
  );
}
