import { useCallback, useEffect, useMemo, useRef, type ReactNode } from 'react';
import { Form, Formik, useFormikContext } from 'formik';
import styled from 'styled-components';
import { type DaySlot, type Department } from '@medibridge/contract';
import {
  Button,
  DateStrip,
  Money,
  RadioGroupField,
  SelectField,
  Skeleton,
  TextAreaField,
  useLanguage,
  Note,
  FormErrorSummary,
} from '@medibridge/ui-kit';
import {
  useAppointmentDayScheduleQuery,
  useAppointmentDepartmentsQuery,
  useAppointmentNextDaysQuery,
  Actions,
  localDays,
  isNoScheduleDepartment,
  type StepSecondDraft,
} from '../shared';
import { useAppointmentOpenDaysQuery } from '../openDaysApi';
import { preloadSchemas, schemaValidate } from '../forms/lazySchemas';
import { useStepsTexts } from '../i18n/steps';

/** What the form holds; names and labels for the summary are added on Next. */
export interface StepSecondValues {
  departmentId: string;
  symptoms: string;
  appointmentMode: string;
  appointmentDate: string;
  appointmentDay: string;
  appointmentSchedule: string;
}

const validate = schemaValidate<StepSecondValues>((s) => s.stepSecondSchema);

const DepartmentBox = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xxs};
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.primarySoft};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  p {
    margin: 0;
  }
  .fee {
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
`;

const When = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  min-width: 0;
`;

function valuesOf(draft: StepSecondDraft | null): StepSecondValues {
  return {
    departmentId: draft?.departmentId ?? '',
    symptoms: draft?.symptoms ?? '',
    appointmentMode: draft?.appointmentMode || 'video',
    appointmentDate: draft?.appointmentDate ?? '',
    appointmentDay: draft?.appointmentDay ?? '',
    appointmentSchedule: draft?.appointmentSchedule ?? '',
  };
}

/** The chosen department's fee and what it covers, under the select. */
function DepartmentNote({ department }: { department: Department | undefined }): ReactNode {
  const t = useStepsTexts();
  if (!department) return null;
  return (
    <DepartmentBox aria-live="polite">
      <p className="fee">
        {t('Consultation fee')} <Money amount={department.fee} />
        {department.fee_discount_percent > 0
          ? ` · ${t('{percent}% off', { percent: department.fee_discount_percent })}`
          : null}
      </p>
      {department.description ? <p>{department.description}</p> : null}
      {isNoScheduleDepartment(department.id) ? (
        <p>{t('No time to pick: a doctor calls you back within minutes of your booking.')}</p>
      ) : null}
    </DepartmentBox>
  );
}

/**
 * The date strip and the Schedule select. Days without a free time for the department are marked
 * unavailable, and the first day that has one is chosen. The slots are asked for again whenever the date or
 * the department changes; a chosen slot that is no longer offered is cleared.
 */
function DayAndTime({ onSlots }: { onSlots: (slots: readonly DaySlot[]) => void }): ReactNode {
  const t = useStepsTexts();
  const language = useLanguage();
  const { values, setFieldValue } = useFormikContext<StepSecondValues>();
  const days = useAppointmentNextDaysQuery();
  const shownDays = useMemo(() => localDays(days.data ?? [], language), [days.data, language]);
  const departmentId = Number(values.departmentId);
  const ask = values.departmentId !== '' && values.appointmentDate !== '';
  const slots = useAppointmentDayScheduleQuery(
    { selected_date: values.appointmentDate, department_id: departmentId },
    { skip: !ask, refetchOnMountOrArgChange: true },
  );
  const list = useMemo(() => (ask ? (slots.currentData ?? []) : []), [ask, slots.currentData]);
  const openDays = useAppointmentOpenDaysQuery(departmentId, {
    skip: !(departmentId > 0),
    refetchOnMountOrArgChange: true,
  });
  // Until the department's days are known (or when they cannot be), every offered day may be chosen.
  const closed = useMemo(
    () =>
      new Set(
        departmentId > 0
          ? (openDays.currentData ?? []).filter((d) => !d.open).map((d) => d.date)
          : [],
      ),
    [departmentId, openDays.currentData],
  );
  // Until the department's days arrive the strip may still offer a day that has closed.
  const daysPending =
    departmentId > 0 &&
    !openDays.isError &&
    (openDays.isFetching || openDays.currentData === undefined);
  const noDayOpen =
    departmentId > 0 &&
    openDays.currentData !== undefined &&
    openDays.currentData.every((d) => !d.open);

  // The strip starts on the first offered day that has a free time, unless the draft chose one that still
  // has; with no department yet (or no open day at all) on today.
  useEffect(() => {
    const offered = days.data ?? [];
    const first = offered.find((d) => !closed.has(d.date)) ?? offered[0];
    if (!first) return;
    if (offered.some((d) => d.date === values.appointmentDate && !closed.has(d.date))) return;
    if (first.date === values.appointmentDate) return;
    void setFieldValue('appointmentDate', first.date, false);
    void setFieldValue('appointmentDay', first.day, false);
  }, [days.data, closed, values.appointmentDate, setFieldValue]);

  useEffect(() => {
    onSlots(list);
    if (!ask || slots.isFetching || !slots.isSuccess) return;
    if (
      values.appointmentSchedule !== '' &&
      !list.some((s) => String(s.id) === values.appointmentSchedule)
    )
      void setFieldValue('appointmentSchedule', '', false);
  }, [
    ask,
    list,
    slots.isFetching,
    slots.isSuccess,
    values.appointmentSchedule,
    setFieldValue,
    onSlots,
  ]);

  const loadingSlots = ask && (slots.isFetching || slots.isUninitialized);
  const empty = ask && slots.isSuccess && !slots.isFetching && list.length === 0;

  return (
    <When aria-busy={daysPending || undefined}>
      {days.isLoading ? (
        <Skeleton height={72} />
      ) : days.isError ? (
        <Note role="alert">{t('The days could not be loaded. Please try again.')}</Note>
      ) : (
        <DateStrip
          label={t('Select Date')}
          options={shownDays}
          value={values.appointmentDate}
          isDisabled={(option) => closed.has(option.date)}
          disabledLabel={t('no times left')}
          required
          onChange={(option) => {
            const offered = days.data?.find((d) => d.date === option.date);
            void setFieldValue('appointmentDate', option.date, false);
            void setFieldValue('appointmentDay', offered?.day ?? option.day, false);
          }}
        />
      )}
      <SelectField
        name="appointmentSchedule"
        label={t('Schedule')}
        placeholder={loadingSlots ? t('Loading times…') : t('Select Schedule')}
        options={list.map((slot) => ({ value: String(slot.id), label: slot.schedule }))}
        disabled={!ask || loadingSlots || list.length === 0}
        required
        aria-busy={loadingSlots || undefined}
        hint={
          values.departmentId === ''
            ? t('Select a department first to see its times.')
            : t('Times are India time.')
        }
      />
      {noDayOpen ? (
        <Note role="status">
          {t(
            'This department has no free times in the next seven days. Please pick another department.',
          )}
        </Note>
      ) : empty ? (
        <Note role="status">{t('No times are left on this day. Please pick another day.')}</Note>
      ) : null}
      {ask && slots.isError && !slots.isFetching ? (
        <Note role="alert">
          {t('The times could not be loaded.')}{' '}
          <Button type="button" variant="ghost" size="sm" onClick={() => void slots.refetch()}>
            {t('Try again')}
          </Button>
        </Note>
      ) : null}
    </When>
  );
}

export interface StepSecondFormProps {
  initial: StepSecondDraft | null;
  onNext: (draft: StepSecondDraft) => void;
  onPrevious: (draft: StepSecondDraft) => void;
}

/**
 * Step two's form (SPEC §2): Department ('Select Department'), 'Describe Your Symptoms?', Video or Audio,
 * the next seven days and 'Select Schedule'. For the department without a schedule (id 12) the day and
 * time are hidden and not asked for.
 */
export function StepSecondForm({ initial, onNext, onPrevious }: StepSecondFormProps): ReactNode {
  const t = useStepsTexts();
  // Asked again each time the step opens: an admin may have changed a fee (docs/decisions/0057).
  const departments = useAppointmentDepartmentsQuery(undefined, {
    refetchOnMountOrArgChange: true,
  });
  const slotsRef = useRef<readonly DaySlot[]>([]);
  const rememberSlots = useCallback((slots: readonly DaySlot[]) => {
    slotsRef.current = slots;
  }, []);

  const draftOf = (values: StepSecondValues): StepSecondDraft => {
    const department = departments.data?.find((d) => String(d.id) === values.departmentId);
    const noSchedule = values.departmentId !== '' && isNoScheduleDepartment(values.departmentId);
    const slot = slotsRef.current.find((s) => String(s.id) === values.appointmentSchedule);
    return {
      departmentId: values.departmentId,
      departmentName: department?.name ?? '',
      symptoms: values.symptoms.trim(),
      appointmentMode: values.appointmentMode,
      appointmentDate: noSchedule ? '' : values.appointmentDate,
      appointmentDay: noSchedule ? '' : values.appointmentDay,
      appointmentSchedule: noSchedule ? '' : values.appointmentSchedule,
      scheduleLabel: noSchedule ? '' : (slot?.schedule ?? ''),
    };
  };

  return (
    <Formik<StepSecondValues>
      initialValues={valuesOf(initial)}
      validate={validate}
      onSubmit={(values) => onNext(draftOf(values))}
    >
      {({ values, isSubmitting }) => {
        const department = departments.data?.find((d) => String(d.id) === values.departmentId);
        const noSchedule =
          values.departmentId !== '' && isNoScheduleDepartment(values.departmentId);
        return (
          <Form noValidate onFocus={preloadSchemas} aria-label={t('Appointment details')}>
            <FormErrorSummary />
            <SelectField
              name="departmentId"
              label={t('Department')}
              placeholder={t('Select Department')}
              options={(departments.data ?? []).map((d) => ({
                value: String(d.id),
                label: d.name,
              }))}
              required
              aria-busy={departments.isLoading || undefined}
            />
            {departments.isError ? (
              <Note role="alert">
                {t('The departments could not be loaded.')}{' '}
                <Button
                  type="button"
                  variant="ghost"
                  size="sm"
                  onClick={() => void departments.refetch()}
                >
                  {t('Try again')}
                </Button>
              </Note>
            ) : null}
            <DepartmentNote department={department} />
            <TextAreaField
              name="symptoms"
              label={t('Describe Your Symptoms?')}
              rows={4}
              maxLength={2000}
              required
            />
            <RadioGroupField
              name="appointmentMode"
              label={t('Appointment Mode')}
              options={[
                { value: 'video', label: t('Video') },
                { value: 'audio', label: t('Audio') },
              ]}
              required
            />
            {noSchedule ? null : <DayAndTime onSlots={rememberSlots} />}
            <Actions>
              <Button
                type="button"
                variant="secondary"
                size="lg"
                onClick={() => onPrevious(draftOf(values))}
              >
                {t('Previous')}
              </Button>
              <Button type="submit" size="lg" loading={isSubmitting}>
                {t('Next')}
              </Button>
            </Actions>
          </Form>
        );
      }}
    </Formik>
  );
}
