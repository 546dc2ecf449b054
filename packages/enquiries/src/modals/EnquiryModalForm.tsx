import { Form, Formik, useFormikContext, type FormikHelpers } from 'formik';
import { useEffect, type ReactNode } from 'react';
import styled from 'styled-components';
import * as yup from 'yup';
import { PACKAGE_SEARCH_MIN, matchesSearch } from '@medibridge/contract';
import type { ActivePackage, HospitalCity } from '@medibridge/contract';
import { useReferenceHospitalCitiesQuery } from '@medibridge/api-client';
import {
  Button,
  FactList,
  FormError,
  MobileField,
  ModalTitle,
  SelectField,
  TextField,
  Typeahead,
  translate,
  useDebouncedValue,
  useTimedMessage,
  FormErrorSummary,
} from '@medibridge/ui-kit';
import {
  failureMessage,
  useEnquiryPackageSearchQuery,
  useEnquiryStoreMutation,
  type EnquiryPayload,
} from '../api';
import { useEnquiryOutcome } from '../EnquiryOutcome';
import { Honeypot, honeypotOf } from '../Honeypot';
import { ENQUIRY_MESSAGES as M } from '../messages';
import type { ServiceOption } from '../services';
import { useEnquiryTexts } from '../i18n';

/** What a modal form holds: the wire fields plus the text typed in the two lists. */
export interface EnquiryValues {
  first_name: string;
  mobile: string;
  city_id: string;
  city_text: string;
  package_id: string;
  package_text: string;
  service_id: string;
  /** The honeypot: stays empty unless a bot fills it. */
  website: string;
}

export interface EnquiryModalFormProps {
  title: string;
  lead: string;
  /** Fixed enquiryType (consultation, quote); service forms take it from the chosen service. */
  enquiryType?: string;
  /** The procedure / package list (consultation and quote forms). */
  withPackage?: boolean;
  packageLabel?: string;
  /** The service select (ambulance and home-care forms). */
  services?: readonly ServiceOption[];
  serviceLabel?: string;
  /** Filled when opened from a hospital. */
  hospital?: { id: number; name: string };
  initial?: Partial<EnquiryValues>;
  idPrefix: string;
  submitLabel: string;
}

const Body = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Fields = styled(Form)`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
`;

const EMPTY: EnquiryValues = {
  first_name: '',
  mobile: '',
  city_id: '',
  city_text: '',
  package_id: '',
  package_text: '',
  service_id: '',
  website: '',
};

const cityFilter = (city: HospitalCity, text: string): boolean =>
  matchesSearch(city.cityName, text);

function schemaFor(props: EnquiryModalFormProps) {
  return yup.object({
    first_name: yup.string().trim().required(M.nameRequired),
    mobile: yup
      .string()
      .required(M.mobileRequired)
      .matches(/^\d{10}$/, M.invalidMobile),
    city_id: yup.string().required(M.cityRequired),
    package_id: props.withPackage ? yup.string().required(M.packageRequired) : yup.string(),
    service_id: props.services ? yup.string().required(M.serviceRequired) : yup.string(),
  });
}

/** Field name → message for every failed rule. */
function fieldErrors(error: unknown): Record<string, string> {
  const out: Record<string, string> = {};
  if (error instanceof yup.ValidationError) {
    for (const item of error.inner)
      if (item.path && !(item.path in out)) out[item.path] = item.message;
  }
  return out;
}

export function payloadOf(values: EnquiryValues, props: EnquiryModalFormProps): EnquiryPayload {
  const service = props.services?.find((s) => String(s.id) === values.service_id);
  const payload: EnquiryPayload = {
    enquiryType: (service?.enquiryType ?? props.enquiryType ?? '') as EnquiryPayload['enquiryType'],
    form: 'modal',
    page: typeof window === 'undefined' ? undefined : window.location.pathname,
    first_name: values.first_name.trim(),
    mobile: values.mobile,
    city_id: Number(values.city_id),
    ...honeypotOf(values),
  };
  if (props.withPackage) payload.package_id = Number(values.package_id);
  if (service) payload.service_id = service.id;
  if (props.hospital) {
    payload.hospitalId = props.hospital.id;
    payload.hospitalName = props.hospital.name;
  }
  return payload;
}

function CityList({ idPrefix }: { idPrefix: string }): ReactNode {
  const t = useEnquiryTexts();
  const { values, setFieldValue, errors, touched } = useFormikContext<EnquiryValues>();
  const cities = useReferenceHospitalCitiesQuery();
  // Opened from a search: show the city's name once the list is here.
  useEffect(() => {
    if (values.city_id && !values.city_text && cities.data) {
      const city = cities.data.find((c) => String(c.cityRowId) === values.city_id);
      if (city) void setFieldValue('city_text', city.cityName);
    }
  }, [cities.data, values.city_id, values.city_text, setFieldValue]);
  return (
    <Typeahead<HospitalCity>
      id={`${idPrefix}-city`}
      name="city_text"
      label={t('City')}
      required
      placeholder={cities.isError ? t('Cities could not be loaded') : t('Type your city')}
      options={cities.data ?? []}
      filter={cityFilter}
      loading={cities.isLoading}
      inputValue={values.city_text}
      onInputChange={(text) => {
        void setFieldValue('city_text', text, false);
        if (values.city_id) void setFieldValue('city_id', '', false);
      }}
      onSelect={(city) => {
        void setFieldValue('city_text', city.cityName, false);
        void setFieldValue('city_id', String(city.cityRowId), false);
      }}
      getOptionLabel={(c) => c.cityName}
      getOptionKey={(c) => c.cityRowId}
      noOptionsText={t('We don’t list hospitals in that city yet')}
      error={touched.city_text || touched.city_id ? errors.city_id : undefined}
    />
  );
}

function PackageList({ idPrefix, label }: { idPrefix: string; label: string }): ReactNode {
  const t = useEnquiryTexts();
  const { values, setFieldValue, errors, touched } = useFormikContext<EnquiryValues>();
  const text = values.package_text.trim();
  const debounced = useDebouncedValue(text, 250);
  const searchable = debounced.length >= PACKAGE_SEARCH_MIN && values.package_id === '';
  const packages = useEnquiryPackageSearchQuery(debounced, { skip: !searchable });
  return (
    <Typeahead<ActivePackage>
      id={`${idPrefix}-package`}
      name="package_text"
      label={label}
      required
      placeholder={t('e.g. Knee replacement')}
      inputValue={values.package_text}
      onInputChange={(next) => {
        void setFieldValue('package_text', next, false);
        if (values.package_id) void setFieldValue('package_id', '', false);
      }}
      onSelect={(p) => {
        void setFieldValue('package_text', p.name, false);
        void setFieldValue('package_id', String(p.id), false);
      }}
      options={searchable && debounced === text ? (packages.data ?? []) : []}
      loading={packages.isFetching || (text.length >= PACKAGE_SEARCH_MIN && debounced !== text)}
      getOptionLabel={(p) => p.name}
      getOptionKey={(p) => p.id}
      noOptionsText={
        text.length < PACKAGE_SEARCH_MIN
          ? t('Type at least 2 letters')
          : packages.isError
            ? t('We couldn’t search treatments just now. Please try again.')
            : t('No treatment matches that name')
      }
      error={touched.package_text || touched.package_id ? errors.package_id : undefined}
    />
  );
}

/**
 * The modal enquiry forms (SPEC §2 modals, §5, §8): name, mobile, city and a treatment or a service, all
 * required ('All field is required' for 5 s; a mobile that is not 10 digits gets 'Invalid Mobile Number.').
 * Submitting disables the button; 200 shows SPEC's success message and clears the form; a failure keeps
 * what the person typed and says what went wrong (docs/deviations.md).
 */
export function EnquiryModalForm(props: EnquiryModalFormProps): ReactNode {
  const t = useEnquiryTexts();
  const { title, lead, hospital, services, idPrefix, submitLabel } = props;
  const [store] = useEnquiryStoreMutation();
  const problem = useTimedMessage<string>();
  const outcome = useEnquiryOutcome();
  const initialValues: EnquiryValues = { ...EMPTY, ...props.initial };

  const submit = async (
    values: EnquiryValues,
    helpers: FormikHelpers<EnquiryValues>,
  ): Promise<void> => {
    outcome.clear();
    try {
      schemaFor(props).validateSync(values, { abortEarly: false });
    } catch (error) {
      const errors = fieldErrors(error);
      helpers.setErrors(errors);
      const onlyMobile = Object.keys(errors).length === 1 && errors.mobile === M.invalidMobile;
      problem.show(onlyMobile ? M.invalidMobile : M.allFieldsRequired);
      return;
    }
    problem.clear();
    const result = await store(payloadOf(values, props));
    if ('error' in result) {
      outcome.failed(failureMessage(result.error));
      return;
    }
    helpers.resetForm(); // back to the opening values: empty, or the hospital’s package and city
    outcome.succeeded(result.data);
  };

  return (
    <>
      {/* The title stays outside the grid: the dialog's floating close button would narrow a grid beside it. */}
      <ModalTitle>{title}</ModalTitle>
      <Body>
        {hospital && (
          <FactList>
            <dt>{t('Hospital')}</dt>
            <dd>{hospital.name}</dd>
          </FactList>
        )}
        <p>{lead}</p>
        <Formik<EnquiryValues>
          initialValues={initialValues}
          onSubmit={submit}
          validateOnBlur={false}
          validateOnChange={false}
        >
          {({ isSubmitting }) => (
            <Fields noValidate aria-label={title}>
              <FormErrorSummary />
              <TextField
                id={`${idPrefix}-name`}
                name="first_name"
                label={t('Patient name')}
                autoComplete="name"
                required
              />
              <MobileField
                id={`${idPrefix}-mobile`}
                name="mobile"
                label={t('Mobile number')}
                required
              />
              <CityList idPrefix={idPrefix} />
              {props.withPackage && (
                <PackageList idPrefix={idPrefix} label={props.packageLabel ?? t('Procedure')} />
              )}
              {services && (
                <SelectField
                  id={`${idPrefix}-service`}
                  name="service_id"
                  label={props.serviceLabel ?? t('Service')}
                  required
                  placeholder={t('Choose a service')}
                  options={services.map((s) => ({
                    value: String(s.id),
                    label: translate(s.label),
                  }))}
                />
              )}
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
      </Body>
    </>
  );
}
