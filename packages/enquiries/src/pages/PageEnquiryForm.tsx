import { Form, Formik, type FormikHelpers } from 'formik';
import { type ReactNode } from 'react';
import styled from 'styled-components';
import { useReferenceServiceCitiesQuery } from '@medibridge/api-client';
import { GENDER_OPTIONS } from '@medibridge/contract';
import {
  Button,
  FormError,
  MobileField,
  RadioGroupField,
  SelectField,
  TextAreaField,
  TextField,
  translate,
  useTimedMessage,
  FormErrorSummary,
} from '@medibridge/ui-kit';
import { failureMessage, useEnquiryStoreMutation, type EnquiryPayload } from '../api';
import { useEnquiryOutcome } from '../EnquiryOutcome';
import { Honeypot, honeypotOf } from '../Honeypot';
import { ENQUIRY_MESSAGES, PAGE_MESSAGES } from '../messages';
import { useEnquiryTexts } from '../i18n';

const M = { ...ENQUIRY_MESSAGES, ...PAGE_MESSAGES };

export interface PageEnquiryValues {
  first_name: string;
  last_name: string;
  mobile: string;
  email: string;
  city_id: string;
  gender: string;
  messages: string;
  passport_no: string;
  age: string;
  nationality: string;
  /** The honeypot: stays empty unless a bot fills it. */
  website: string;
}

const EMPTY: PageEnquiryValues = {
  website: '',
  passport_no: '',
  age: '',
  nationality: '',
  first_name: '',
  last_name: '',
  mobile: '',
  email: '',
  city_id: '',
  gender: '',
  messages: '',
};

export interface PageEnquiryFormProps {
  enquiryType: EnquiryPayload['enquiryType'];
  /** The last path segment: the `ace-service-cities/{service}` key for the city list. */
  cityService?: string;
  /** The ambulance pages also require gender and a message (SPEC §5). */
  ambulance?: boolean;
  /** The international patient form adds passport number, age, gender and nationality. */
  international?: boolean;
  /** Email is required on every SPEC page form; the contact form makes it optional. */
  emailRequired?: boolean;
  /** Ambulance forms: what the gender and message fields ask for (defaults speak of the patient). */
  genderLabel?: string;
  messageLabel?: string;
  idPrefix: string;
  submitLabel: string;
}

const Fields = styled(Form)`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
`;

const Pair = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  @media ${({ theme }) => theme.media.desktop} {
    grid-template-columns: 1fr 1fr;
  }
`;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Field name → message for what is missing or malformed (SPEC §5, the server's own words). */
export function pageErrors(
  values: PageEnquiryValues,
  ambulance: boolean,
  emailRequired = true,
): Record<string, string> {
  const errors: Record<string, string> = {};
  if (!values.first_name.trim()) errors.first_name = M.nameRequired;
  if (!values.mobile) errors.mobile = M.mobileRequired;
  else if (!/^\d{10}$/.test(values.mobile)) errors.mobile = M.invalidMobile;
  if (!values.email.trim()) {
    if (emailRequired) errors.email = M.emailRequired;
  } else if (!EMAIL.test(values.email.trim())) errors.email = M.emailInvalid;
  if (ambulance && !values.gender) errors.gender = M.genderRequired;
  if (ambulance && !values.messages.trim()) errors.messages = M.messageRequired;
  if (values.age && (!/^\d{1,3}$/.test(values.age) || Number(values.age) > 120))
    errors.age = M.ageInvalid;
  return errors;
}

function CitySelect({ service, idPrefix }: { service: string; idPrefix: string }): ReactNode {
  const t = useEnquiryTexts();
  const cities = useReferenceServiceCitiesQuery(service);
  return (
    <SelectField
      id={`${idPrefix}-city`}
      name="city_id"
      label={t('City')}
      placeholder={
        cities.isLoading
          ? t('Loading cities…')
          : cities.isError
            ? t('Cities could not be loaded')
            : t('Choose your city')
      }
      options={(cities.data ?? []).map((c) => ({ value: String(c.city_id), label: c.city_name }))}
      hint={t('Where the service is needed')}
    />
  );
}

/**
 * A page enquiry form (SPEC §2 service pages, §5): first name and mobile required ('Name or Mobile Number
 * field is required' for 5 s), email required; the ambulance pages also require gender and a message.
 * Success shows SPEC's message and clears the form; a failure keeps the input (docs/deviations.md 8).
 */
export function PageEnquiryForm({
  enquiryType,
  cityService,
  ambulance = false,
  international = false,
  emailRequired = true,
  genderLabel: genderLabelProp,
  messageLabel: messageLabelProp,
  idPrefix,
  submitLabel,
}: PageEnquiryFormProps): ReactNode {
  const t = useEnquiryTexts();
  const genderLabel = genderLabelProp ?? t('Patient’s gender');
  const messageLabel = messageLabelProp ?? t('Pick-up, destination and patient’s condition');
  // SPEC §3's gender wire values, shown in words (contract's labels, in the chosen language).
  const genders = GENDER_OPTIONS.map((option) => ({
    value: option.value,
    label: translate(option.label),
  }));
  const [store] = useEnquiryStoreMutation();
  const problem = useTimedMessage<string>();
  const outcome = useEnquiryOutcome();

  const submit = async (
    values: PageEnquiryValues,
    helpers: FormikHelpers<PageEnquiryValues>,
  ): Promise<void> => {
    outcome.clear();
    const errors = pageErrors(values, ambulance, emailRequired);
    if (Object.keys(errors).length > 0) {
      helpers.setErrors(errors);
      problem.show(
        errors.first_name === M.nameRequired || errors.mobile === M.mobileRequired
          ? M.nameOrMobileRequired
          : errors.mobile === M.invalidMobile && Object.keys(errors).length === 1
            ? M.invalidMobile
            : M.fieldErrors,
      );
      return;
    }
    problem.clear();
    const payload: EnquiryPayload = {
      enquiryType,
      form: 'page',
      page: window.location.pathname,
      first_name: values.first_name.trim(),
      last_name: values.last_name.trim() || undefined,
      mobile: values.mobile,
      email: values.email.trim() || undefined,
      ...honeypotOf(values),
    };
    if (international) {
      if (values.passport_no.trim()) payload.passport_no = values.passport_no.trim();
      if (values.age) payload.age = values.age;
      if (values.gender) payload.gender = values.gender as 'Male' | 'FeMale' | 'Other';
      if (values.nationality.trim()) payload.nationality = values.nationality.trim();
    }
    if (cityService && values.city_id) payload.city_id = Number(values.city_id);
    if (ambulance) {
      payload.gender = values.gender as 'Male' | 'FeMale' | 'Other';
      payload.messages = values.messages.trim();
    } else if (values.messages.trim()) {
      payload.messages = values.messages.trim();
    }
    const result = await store(payload);
    if ('error' in result) {
      outcome.failed(failureMessage(result.error));
      return;
    }
    helpers.resetForm();
    outcome.succeeded(result.data);
  };

  return (
    <Formik<PageEnquiryValues>
      initialValues={EMPTY}
      onSubmit={submit}
      validateOnBlur={false}
      validateOnChange={false}
    >
      {({ isSubmitting }) => (
        <Fields noValidate aria-label={t('Enquiry form')}>
          <FormErrorSummary />
          <Pair>
            <TextField
              id={`${idPrefix}-first-name`}
              name="first_name"
              label={t('First name')}
              autoComplete="given-name"
              required
            />
            <TextField
              id={`${idPrefix}-last-name`}
              name="last_name"
              label={t('Last name')}
              autoComplete="family-name"
            />
          </Pair>
          {/* Mobile and email each take a whole row: beside another field the mobile placeholder is cut. */}
          <MobileField
            id={`${idPrefix}-mobile`}
            name="mobile"
            label={t('Mobile number')}
            required
          />
          <TextField
            id={`${idPrefix}-email`}
            name="email"
            type="email"
            label={t('Email')}
            autoComplete="email"
            required={emailRequired}
          />
          {cityService && <CitySelect service={cityService} idPrefix={idPrefix} />}
          {international && (
            <>
              <Pair>
                <TextField
                  id={`${idPrefix}-passport`}
                  name="passport_no"
                  label={t('Passport number')}
                />
                <TextField id={`${idPrefix}-age`} name="age" label={t('Age')} inputMode="numeric" />
              </Pair>
              <TextField
                id={`${idPrefix}-nationality`}
                name="nationality"
                label={t('Nationality')}
                autoComplete="country-name"
              />
            </>
          )}
          {(ambulance || international) && (
            <RadioGroupField
              name="gender"
              label={genderLabel}
              options={genders}
              required={ambulance}
            />
          )}
          <TextAreaField
            id={`${idPrefix}-message`}
            name="messages"
            label={ambulance ? messageLabel : t('How can we help? (optional)')}
            required={ambulance}
            rows={3}
          />
          <Honeypot idPrefix={idPrefix} />
          <FormError>{problem.message}</FormError>
          {outcome.view}
          <Button
            type="submit"
            fullWidth
            loading={isSubmitting}
            disabled={isSubmitting}
            loadingLabel={t('Sending your request…')}
          >
            {submitLabel}
          </Button>
        </Fields>
      )}
    </Formik>
  );
}
