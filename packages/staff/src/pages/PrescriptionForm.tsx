import { type ReactNode } from 'react';
import { FieldArray, Form, Formik, useFormikContext, type FormikHelpers } from 'formik';
import styled from 'styled-components';
import {
  Button,
  FormError,
  TextAreaField,
  TextField,
  Typeahead,
  translate,
  useDebouncedValue,
  FormErrorSummary,
} from '@medibridge/ui-kit';
import { type PrescriptionMedicine, TPG_MESSAGES, tpgListWords } from '@medibridge/contract';
import { useStaffPrescriptionIssueMutation, useStaffPrescriptionMedicinesQuery } from '../api';
import {
  EMPTY_MEDICINE,
  prescriptionBody,
  prescriptionSchema,
  type PrescriptionDraft,
  type TpgAnswer,
} from '../forms/prescriptionSchema';
import { problemOf } from '@medibridge/api-client';
import { ButtonRow } from '../components/StaffFrame';
import { usePrescriptionTexts } from '../i18n/prescription';

const Box = styled(Form)`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  padding-top: ${({ theme }) => theme.space.sm};
  border-top: 1px solid ${({ theme }) => theme.colors.divider};
  fieldset {
    margin: 0;
    padding: ${({ theme }) => theme.space.sm};
    border: 1px solid ${({ theme }) => theme.colors.divider};
    border-radius: ${({ theme }) => theme.radii.md};
    min-width: 0;
  }
  legend {
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    padding: 0 ${({ theme }) => theme.space.xxs};
  }
  label.check {
    display: flex;
    gap: ${({ theme }) => theme.space.xs};
    align-items: center;
    min-height: ${({ theme }) => theme.touchTarget};
  }
`;

/**
 * One medicine's fields, laid out by the room the form has (a container query, so the same rows fit a phone,
 * a card and the full width): stacked on a phone; two columns from 480px (the medicine and the instructions
 * across both); from 720px four columns, the medicine (twice as wide) with strength and dose, then frequency
 * and duration with the instructions (twice as wide), the remove button at the end.
 */
const MedicineFields = styled.fieldset`
  container-type: inline-size;
  > div {
    display: grid;
    gap: ${({ theme }) => theme.space.sm};
    align-items: start;
    grid-template-columns: minmax(0, 1fr);
  }
  .remove {
    align-self: end;
  }
  @container (min-width: 480px) {
    > div {
      grid-template-columns: repeat(2, minmax(0, 1fr));
    }
    .medicine,
    .instructions {
      grid-column: 1 / -1;
    }
  }
  @container (min-width: 720px) {
    > div {
      grid-template-columns: repeat(4, minmax(0, 1fr));
    }
    .medicine,
    .instructions {
      grid-column: span 2;
    }
    .remove {
      grid-column: 1 / -1;
      justify-self: end;
    }
  }
`;

/** Whether the picked product may be prescribed at this consultation, in words (TPG 2020 lists). */
function TpgLine({ tpg }: { tpg: TpgAnswer }): ReactNode {
  const t = usePrescriptionTexts();
  const words = `${translate(tpgListWords(tpg.list))}: ${translate(tpg.reason ?? TPG_MESSAGES.allowed)}`;
  return (
    <TpgNote $allowed={tpg.allowed} role="status">
      {`${tpg.allowed ? t('Allowed') : t('Not allowed')} — ${words}`}
    </TpgNote>
  );
}

const TpgNote = styled.p<{ $allowed: boolean }>`
  margin: ${({ theme }) => theme.space.xxs} 0 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme, $allowed }) => ($allowed ? theme.colors.success : theme.colors.danger)};
`;

/**
 * The medicine box of one line: the catalogue's medicines by composition as the doctor types, each with its
 * TPG 2020 list and whether this consultation may prescribe it, or the typed generic name.
 */
function MedicinePicker({
  index,
  appointmentNo,
  kind,
}: {
  index: number;
  appointmentNo: string;
  kind: 'consultation' | 'follow_up';
}): ReactNode {
  const t = usePrescriptionTexts();
  const { values, setFieldValue, errors, touched } = useFormikContext<PrescriptionDraft>();
  const line = values.medicines[index];
  const text = line?.name ?? '';
  const typed = useDebouncedValue(text.trim(), 300);
  const picked = line?.product_id !== null;
  const found = useStaffPrescriptionMedicinesQuery(
    { apptNo: appointmentNo, q: typed, kind },
    { skip: typed.length < 2 || picked },
  );
  const lineErrors = errors.medicines?.[index];
  const error =
    typeof lineErrors === 'object' && touched.medicines?.[index]?.name
      ? lineErrors.name
      : undefined;
  return (
    <>
      <Typeahead<PrescriptionMedicine>
        label={t('Medicine')}
        hint={t('Type the composition and pick from the catalogue, or type the generic name.')}
        name={`medicines.${index}.name`}
        inputValue={text}
        onInputChange={(value) => {
          void setFieldValue(`medicines.${index}.name`, value);
          // Typing over a picked product makes the line a typed generic name again.
          if (picked && value !== text) {
            void setFieldValue(`medicines.${index}.product_id`, null);
            void setFieldValue(`medicines.${index}.tpg`, null);
          }
        }}
        options={typed.length >= 2 && !picked ? (found.data?.data ?? []) : []}
        loading={found.isFetching}
        getOptionLabel={(o) => o.title}
        getOptionKey={(o) => o.id}
        renderOption={(o) =>
          `${o.title} — ${o.composition} · ${translate(tpgListWords(o.tpg_list))} · ${
            o.allowed ? t('Allowed') : t('Not allowed')
          }`
        }
        onSelect={(o) => {
          void setFieldValue(`medicines.${index}.product_id`, o.id);
          void setFieldValue(`medicines.${index}.name`, o.title);
          void setFieldValue(`medicines.${index}.tpg`, {
            list: o.tpg_list,
            allowed: o.allowed,
            reason: o.reason,
          });
        }}
        error={error}
        noOptionsText={t('Not in the catalogue: the generic name you typed will be used.')}
      />
      {/* The server's refusal, once said under the box, is not said twice. */}
      {line?.tpg && !error ? <TpgLine tpg={line.tpg} /> : null}
    </>
  );
}

/**
 * The e-prescription of a consultation (Telemedicine Practice Guidelines 2020): diagnosis, medicines from the
 * catalogue or by generic name with strength, dose, frequency and duration, advice and the follow-up date.
 * Issuing it draws the PDF and completes the consultation; a refusal shows the server's words.
 */
export default function PrescriptionForm({
  appointmentNo,
  kind = 'consultation',
  onIssued,
}: {
  appointmentNo: string;
  /** `consultation` completes the consultation; `follow_up` answers the patient's follow-up. */
  kind?: 'consultation' | 'follow_up';
  /** Told the PDF's address once issued (the consultation then leaves the desk's confirmed ones). */
  onIssued: (url: string) => void;
}): ReactNode {
  const t = usePrescriptionTexts();
  const [issue] = useStaffPrescriptionIssueMutation();
  const submit = async (
    values: PrescriptionDraft,
    helpers: FormikHelpers<PrescriptionDraft>,
  ): Promise<void> => {
    helpers.setStatus(undefined);
    try {
      const answer = await issue({
        apptNo: appointmentNo,
        form: prescriptionBody(values, kind),
      }).unwrap();
      onIssued(answer.data.url);
    } catch (error) {
      const problem = problemOf(error, 'The e-prescription could not be issued.');
      helpers.setStatus(problem.message);
      // A refused line (TPG 2020, or not in the catalogue) is said under its medicine box.
      for (const [field, message] of Object.entries(problem.fieldErrors))
        helpers.setFieldError(field.replace(/\.(product_id|generic_name)$/, '.name'), message);
    }
  };
  return (
    <Formik<PrescriptionDraft>
      initialValues={{
        diagnosis: '',
        provisional: false,
        medicines: [{ ...EMPTY_MEDICINE }],
        advice: '',
        follow_up_date: '',
      }}
      validationSchema={prescriptionSchema}
      onSubmit={submit}
    >
      {({ values, status, isSubmitting, setFieldValue }) => (
        <Box
          aria-label={
            kind === 'follow_up'
              ? t('Follow-up e-prescription for {number}', { number: appointmentNo })
              : t('E-prescription for {number}', { number: appointmentNo })
          }
          noValidate
        >
          <FormErrorSummary />
          <TextAreaField name="diagnosis" label={t('Diagnosis')} required rows={2} />
          <label className="check">
            <input
              type="checkbox"
              checked={values.provisional}
              onChange={(event) => void setFieldValue('provisional', event.target.checked)}
            />
            {t('Provisional diagnosis')}
          </label>
          <FieldArray name="medicines">
            {({ push, remove }) => (
              <>
                {values.medicines.map((_m, index) => (
                  <MedicineFields key={index}>
                    <legend>{t('Medicine {number}', { number: index + 1 })}</legend>
                    <div>
                      <div className="medicine">
                        <MedicinePicker index={index} appointmentNo={appointmentNo} kind={kind} />
                      </div>
                      <TextField name={`medicines.${index}.strength`} label={t('Strength')} />
                      <TextField name={`medicines.${index}.dose`} label={t('Dose')} />
                      <TextField name={`medicines.${index}.frequency`} label={t('Frequency')} />
                      <TextField name={`medicines.${index}.duration`} label={t('Duration')} />
                      <div className="instructions">
                        <TextField
                          name={`medicines.${index}.instructions`}
                          label={t('Instructions')}
                        />
                      </div>
                      <div className="remove">
                        <Button type="button" variant="ghost" onClick={() => remove(index)}>
                          {t('Remove medicine {number}', { number: index + 1 })}
                        </Button>
                      </div>
                    </div>
                  </MedicineFields>
                ))}
                {values.medicines.length < 20 ? (
                  <ButtonRow>
                    <Button
                      type="button"
                      variant="secondary"
                      onClick={() => push({ ...EMPTY_MEDICINE })}
                    >
                      {t('Add a medicine')}
                    </Button>
                  </ButtonRow>
                ) : null}
              </>
            )}
          </FieldArray>
          <TextAreaField name="advice" label={t('Advice')} rows={3} />
          <TextField name="follow_up_date" type="date" label={t('Follow-up date')} />
          <FormError>{typeof status === 'string' ? translate(status) : null}</FormError>
          <Button type="submit" disabled={isSubmitting}>
            {kind === 'follow_up' ? t('Issue follow-up e-prescription') : t('Issue e-prescription')}
          </Button>
        </Box>
      )}
    </Formik>
  );
}
