import { useState, type ReactNode } from 'react';
import {
  FieldArray,
  Formik,
  useFormikContext,
  type FormikErrors,
  type FormikHelpers,
} from 'formik';
import styled from 'styled-components';
import {
  type AffectedBooking,
  type HoursProblem,
  type OperatorDepartment,
  type WeeklyHours,
  WEEKDAY_NAMES,
  checkWeeklyHours,
} from '@medibridge/contract';
import { problemOf } from '@medibridge/api-client';
import {
  Alert,
  Button,
  FormError,
  FormErrorSummary,
  TextField,
  translate,
} from '@medibridge/ui-kit';
import {
  useStaffDepartmentHoursMutation,
  useStaffDepartmentHoursPreviewMutation,
} from '../../departmentsApi';
import { ButtonRow } from '../../components/StaffFrame';
import { type DepartmentsText, useDepartmentsTexts } from '../../i18n/departments';
import { AffectedBookings } from './AffectedBookings';
import { FormBox } from './DepartmentForm';

const Range = styled.fieldset`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  padding: ${({ theme }) => theme.space.sm};
  border: 1px solid ${({ theme }) => theme.colors.divider};
  border-radius: ${({ theme }) => theme.radii.md};
  min-width: 0;
  legend {
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    padding: 0 ${({ theme }) => theme.space.xxs};
  }
  .days {
    display: flex;
    flex-wrap: wrap;
    gap: 0 ${({ theme }) => theme.space.sm};
  }
`;

/** The weekday names as the screen shows them (Sunday first, as the slots number them). */
const DAY_TEXTS: readonly DepartmentsText[] = [
  'Sunday',
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
];
/** The shortest form of each, beside its checkbox. */
const DAY_SHORT: readonly DepartmentsText[] = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
/** Contract's templates of the problems that name a range, as this screen translates them. */
const RANGE_PROBLEMS: readonly DepartmentsText[] = [
  '{range} is not a whole number of {minutes}-minute slots.',
  '{day}: {range} overlaps {other}.',
];

interface HoursDraft {
  slot_minutes: number | '';
  capacity: number | '';
  ranges: { days: number[]; start: string; end: string }[];
}

const asHours = (v: HoursDraft): WeeklyHours => ({
  slot_minutes: Number(v.slot_minutes),
  capacity: Number(v.capacity),
  ranges: v.ranges.map((r) => ({
    days: [...r.days].sort((a, b) => a - b),
    start: r.start,
    end: r.end,
  })),
});

/**
 * A department's weekly hours: slot length, seats per slot and time ranges, each for the weekdays ticked. The
 * check is contract's, the one the server runs; saving first asks which paid bookings the new hours would
 * cancel and, when there are some, shows them for the operator to confirm.
 */
export function HoursEditor({
  department,
  onSaved,
}: {
  department: OperatorDepartment;
  onSaved: (message: string) => void;
}): ReactNode {
  const t = useDepartmentsTexts();
  const [preview] = useStaffDepartmentHoursPreviewMutation();
  const [save] = useStaffDepartmentHoursMutation();
  const [pending, setPending] = useState<{
    hours: WeeklyHours;
    affected: AffectedBooking[];
  } | null>(null);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const words = (p: HoursProblem): string =>
    RANGE_PROBLEMS.includes(p.text as DepartmentsText)
      ? t(p.text as DepartmentsText, {
          ...p.values,
          day: p.values.day
            ? t(DAY_TEXTS[WEEKDAY_NAMES.indexOf(p.values.day as never)] ?? 'Sunday')
            : '',
        })
      : translate(p.message);
  const validate = (values: HoursDraft): FormikErrors<HoursDraft> => {
    const errors: Record<string, unknown> = {};
    for (const p of checkWeeklyHours(asHours(values))) {
      const [head, index, field] = p.path.split('.');
      if (head === 'ranges' && index !== undefined && field) {
        const list = (errors.ranges ??= []) as Record<string, string>[];
        list[Number(index)] = { ...list[Number(index)], [field]: words(p) };
      } else if (head) errors[head] ??= words(p);
    }
    return errors as FormikErrors<HoursDraft>;
  };

  const commit = async (hours: WeeklyHours, confirm: boolean): Promise<void> => {
    setBusy(true);
    setProblem(null);
    try {
      const answer = await save({ id: department.id, hours, confirm }).unwrap();
      setPending(null);
      onSaved(answer.message);
    } catch (error) {
      setProblem(problemOf(error, 'The weekly hours could not be saved.').message);
    } finally {
      setBusy(false);
    }
  };
  const submit = async (values: HoursDraft, helpers: FormikHelpers<HoursDraft>): Promise<void> => {
    const hours = asHours(values);
    setProblem(null);
    try {
      const affected = await preview({ id: department.id, hours }).unwrap();
      if (affected.length > 0) setPending({ hours, affected });
      else await commit(hours, false);
    } catch (error) {
      const p = problemOf(error, 'The weekly hours could not be saved.');
      setProblem(p.message);
      for (const [field, message] of Object.entries(p.fieldErrors))
        helpers.setFieldError(field, message);
    }
  };

  if (!department.has_schedule)
    return <p>{t('This department is booked without a time: the next free doctor calls back.')}</p>;
  if (pending)
    return (
      <AffectedBookings
        affected={pending.affected}
        busy={busy}
        confirmLabel={t('Save the hours and cancel the bookings ({count})', {
          count: pending.affected.length,
        })}
        onConfirm={() => void commit(pending.hours, true)}
        onBack={() => setPending(null)}
      />
    );
  return (
    <Formik<HoursDraft>
      key={department.id}
      initialValues={department.hours}
      validate={validate}
      onSubmit={submit}
    >
      {({ values, isSubmitting, setFieldValue }) => (
        <FormBox aria-label={t('Weekly hours')} noValidate>
          <FormErrorSummary />
          <div className="pair">
            <TextField
              name="slot_minutes"
              type="number"
              inputMode="numeric"
              min={5}
              max={240}
              label={t('Slot length (minutes)')}
              required
            />
            <TextField
              name="capacity"
              type="number"
              inputMode="numeric"
              min={1}
              max={50}
              label={t('Seats per slot')}
              required
            />
          </div>
          <FieldArray name="ranges">
            {({ push, remove }) => (
              <>
                {values.ranges.map((range, index) => (
                  <Range key={index}>
                    <legend>{t('Time range {number}', { number: index + 1 })}</legend>
                    <div
                      className="days"
                      role="group"
                      aria-label={t('Days of time range {number}', { number: index + 1 })}
                    >
                      {DAY_SHORT.map((day, weekday) => (
                        <label key={day} className="check">
                          <input
                            type="checkbox"
                            aria-label={t(DAY_TEXTS[weekday] ?? 'Sunday')}
                            checked={range.days.includes(weekday)}
                            onChange={(event) =>
                              void setFieldValue(
                                `ranges.${String(index)}.days`,
                                event.target.checked
                                  ? [...range.days, weekday]
                                  : range.days.filter((d) => d !== weekday),
                              )
                            }
                          />
                          {t(day)}
                        </label>
                      ))}
                    </div>
                    <RangeDaysError index={index} />
                    <div className="pair">
                      <TextField
                        name={`ranges.${String(index)}.start`}
                        type="time"
                        step={300}
                        label={t('From')}
                        required
                      />
                      <TextField
                        name={`ranges.${String(index)}.end`}
                        type="time"
                        step={300}
                        label={t('To')}
                        required
                      />
                    </div>
                    <ButtonRow>
                      <Button type="button" variant="ghost" onClick={() => remove(index)}>
                        {t('Remove time range {number}', { number: index + 1 })}
                      </Button>
                    </ButtonRow>
                  </Range>
                ))}
                <ButtonRow>
                  <Button
                    type="button"
                    variant="secondary"
                    onClick={() => push({ days: [1, 2, 3, 4, 5], start: '09:00', end: '13:00' })}
                  >
                    {t('Add a time range')}
                  </Button>
                </ButtonRow>
              </>
            )}
          </FieldArray>
          {values.ranges.length === 0 ? (
            <Alert tone="info" autoDismissMs={null}>
              {t('No time range: the department offers no slot.')}
            </Alert>
          ) : null}
          <FormError>{problem ? translate(problem) : null}</FormError>
          <Button type="submit" disabled={isSubmitting || busy} loading={isSubmitting || busy}>
            {t('Save the weekly hours')}
          </Button>
        </FormBox>
      )}
    </Formik>
  );
}

/** The days' problem of a range (the checkboxes have no field of their own to show it). */
function RangeDaysError({ index }: { index: number }): ReactNode {
  const { errors, submitCount } = useFormikContext<HoursDraft>();
  const line = Array.isArray(errors.ranges) ? errors.ranges[index] : undefined;
  const message = typeof line === 'object' && typeof line.days === 'string' ? line.days : null;
  return submitCount > 0 && message ? <FormError>{message}</FormError> : null;
}
