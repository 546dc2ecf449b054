import { useState, type ReactNode } from 'react';
import { Form, Formik } from 'formik';
import styled from 'styled-components';
import { useReferenceUserAgeQuery, useReferenceUserWeightQuery } from '@medibridge/api-client';
import {
  ADULT_AGE,
  DEFAULT_HEIGHT,
  GENDER_OPTIONS,
  HEIGHTS,
  NO_YES_OCCASIONALLY,
  YES_NO,
} from '@medibridge/contract';
import {
  Button,
  MobileInput,
  RadioGroupField,
  SelectField,
  TextField,
  type SelectOption,
  FieldGrid,
  FormErrorSummary,
} from '@medibridge/ui-kit';
import { Actions, heightWeightOf, type StepFirstDraft } from '../shared';
import { preloadSchemas, schemaValidate } from '../forms/lazySchemas';
import { useStepsTexts } from '../i18n/steps';

const validate = schemaValidate<StepFirstDraft>((s) => s.stepFirstSchema);

export const Grid = FieldGrid;

export const Section = styled.fieldset`
  margin: 0;
  padding: 0;
  border: 0;
  min-width: 0;
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  > legend {
    padding: 0;
    margin-bottom: ${({ theme }) => theme.space.md};
    font-size: ${({ theme }) => theme.fontSizes.lg};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
`;

/** The health questions: two columns from tablets up, each a short row of answers. */
const Questions = styled(Grid)`
  padding: ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceMuted};
`;

const numbers = (list: readonly number[] | undefined): SelectOption[] =>
  (list ?? []).map((n) => ({ value: String(n), label: String(n) }));

export interface StepFirstFormProps {
  initial: StepFirstDraft;
  onNext: (draft: StepFirstDraft) => void;
}

/**
 * Step one's form (SPEC §3 field names): name, read-only mobile, email, gender, age, height, weight and the
 * four health answers. Its own chunk with formik and the fields. The height select shows SPEC's default, but
 * a height the patient never chose is kept and sent as none (deviation 19).
 */
export function StepFirstForm({ initial, onNext }: StepFirstFormProps): ReactNode {
  const t = useStepsTexts();
  // Chosen once the patient changes the select, or when a kept draft has one.
  const [heightChosen, setHeightChosen] = useState(initial.height !== '');
  const ages = useReferenceUserAgeQuery();
  const weights = useReferenceUserWeightQuery();
  const yesNo: SelectOption[] = YES_NO.map((v) => ({
    value: v,
    label: v === 'Yes' ? t('Yes') : t('No'),
  }));
  const noYesOccasionally: SelectOption[] = NO_YES_OCCASIONALLY.map((v) => ({
    value: v,
    label: v === 'Yes' ? t('Yes') : v === 'No' ? t('No') : t('Occasionally'),
  }));
  const genders: SelectOption[] = GENDER_OPTIONS.map((g) => ({
    value: g.value,
    label: g.value === 'Male' ? t('Male') : g.value === 'FeMale' ? t('Female') : t('Other'),
  }));

  return (
    <Formik<StepFirstDraft>
      initialValues={{ ...initial, height: initial.height || DEFAULT_HEIGHT }}
      validate={validate}
      onSubmit={(values) => {
        const height = heightChosen ? values.height : '';
        onNext({
          ...values,
          firstName: values.firstName.trim(),
          last_name: values.last_name.trim(),
          email: values.email.trim(),
          companion_name: values.companion_name.trim(),
          companion_relationship: values.companion_relationship.trim(),
          height,
          heightWeight: heightWeightOf(height, values.weight),
          bloodSugure: 'No',
        });
      }}
    >
      {({ isSubmitting, errors, submitCount, values }) => (
        <Form
          noValidate
          onFocus={preloadSchemas}
          onChange={(event) => {
            const changed: EventTarget = event.target;
            if (changed instanceof HTMLSelectElement && changed.name === 'height')
              setHeightChosen(true);
          }}
          aria-label={t('Patient details')}
        >
          <FormErrorSummary />
          <Section>
            <legend>{t('Patient details')}</legend>
            <Grid>
              <TextField
                name="firstName"
                label={t('First Name')}
                required
                maxLength={100}
                autoComplete="given-name"
              />
              <TextField
                name="last_name"
                label={t('Last Name')}
                maxLength={100}
                autoComplete="family-name"
              />
              <MobileInput
                label={t('Mobile Number')}
                value={initial.mobile}
                onValueChange={() => undefined}
                readOnly
                required
                hint={t('The mobile number of your account.')}
                error={submitCount > 0 ? errors.mobile : undefined}
              />
              <TextField
                name="email"
                label={t('Email')}
                type="email"
                maxLength={254}
                autoComplete="email"
              />
              <div className="wide">
                <RadioGroupField name="gender" label={t('Gender')} options={genders} required />
              </div>
            </Grid>
            <Grid className="three">
              <SelectField
                name="age"
                label={t('Age (years)')}
                placeholder={t('Select Age')}
                options={numbers(ages.data)}
                required
              />
              <SelectField
                name="height"
                label={t('Height')}
                hint={heightChosen ? undefined : t('Optional: sent only if you choose it.')}
                options={HEIGHTS.map((h) => ({ value: h, label: h }))}
              />
              <SelectField
                name="weight"
                label={t('Weight (Kg)')}
                placeholder={t('Select Weight')}
                options={numbers(weights.data)}
                required
              />
            </Grid>
            {values.age !== '' && Number(values.age) < ADULT_AGE ? (
              <Grid>
                <p className="wide">
                  {t(
                    'The patient is under 18: an adult must accompany them in the consultation (Telemedicine Practice Guidelines 2020).',
                  )}
                </p>
                <TextField
                  name="companion_name"
                  label={t('Accompanying adult’s name')}
                  required
                  maxLength={100}
                />
                <TextField
                  name="companion_relationship"
                  label={t('Relationship to the patient')}
                  hint={t('e.g. Mother, Father, Guardian')}
                  required
                  maxLength={40}
                />
              </Grid>
            ) : null}
          </Section>
          <Section>
            <legend>{t('Health questions')}</legend>
            <Questions>
              <RadioGroupField name="dibetic" label={t('Diabetic?')} options={yesNo} required />
              <RadioGroupField
                name="bloodPressure"
                label={t('Blood pressure?')}
                options={yesNo}
                required
              />
              <RadioGroupField
                name="smoke"
                label={t('Do you smoke?')}
                options={noYesOccasionally}
                required
              />
              <RadioGroupField
                name="alcohol"
                label={t('Do you drink alcohol?')}
                options={noYesOccasionally}
                required
              />
            </Questions>
          </Section>
          <Actions>
            <Button type="submit" size="lg" loading={isSubmitting}>
              {t('Confirm and Next')}
            </Button>
          </Actions>
        </Form>
      )}
    </Formik>
  );
}
