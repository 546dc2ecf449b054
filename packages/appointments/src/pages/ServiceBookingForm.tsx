import { type ReactNode } from 'react';
import { Form, Formik, type FormikHelpers } from 'formik';
import { SERVICE_BOOKING_OPTIONS } from '@medibridge/contract';
import {
  Alert,
  Button,
  MobileField,
  SelectField,
  TextAreaField,
  TextField,
  translate,
  type SelectOption,
  FieldGrid,
  FormErrorSummary,
} from '@medibridge/ui-kit';
import { type Problem } from '@medibridge/api-client';
import { Actions } from '../shared';
import { SERVICE_LABELS } from '../records';
import { preloadSchemas, schemaValidate } from '../forms/lazySchemas';
import { useServicesTexts } from '../i18n/services';

/** SPEC §3's service booking fields as the form holds them (the user id is added on sending). */
export interface ServiceBookingValues {
  name: string;
  mobile: string;
  service: string;
  amount: string;
  remarks: string;
}

/** One column on phones, two from tablets up (remarks across both). */
const Grid = FieldGrid;

const validate = schemaValidate<ServiceBookingValues>((s) => s.serviceBookingSchema);

export interface ServiceBookingFormProps {
  initial: ServiceBookingValues;
  /** Sends the booking; answers the problem to show, or null when the browser is on its way to pay. */
  onSend: (values: ServiceBookingValues) => Promise<Problem | null>;
}

/**
 * Make Payment's form (SPEC §2, §5): name, the account's mobile (read-only), service, amount in rupees and
 * remarks (required). The button is disabled while sending; a 422 puts the server's words under its fields.
 * Its own chunk with formik and the fields.
 */
export function ServiceBookingForm({ initial, onSend }: ServiceBookingFormProps): ReactNode {
  const t = useServicesTexts();
  const services: SelectOption[] = SERVICE_BOOKING_OPTIONS.map((value) => ({
    value,
    label: t(SERVICE_LABELS[value]),
  }));

  const submit = async (
    values: ServiceBookingValues,
    helpers: FormikHelpers<ServiceBookingValues>,
  ): Promise<void> => {
    helpers.setStatus(null);
    const problem = await onSend({
      ...values,
      name: values.name.trim(),
      amount: values.amount.trim(),
      remarks: values.remarks.trim(),
    });
    if (!problem) {
      // On the way to the payment page: the button stays disabled.
      helpers.setStatus({ leaving: true });
      return;
    }
    if (Object.keys(problem.fieldErrors).length > 0) helpers.setErrors(problem.fieldErrors);
    helpers.setStatus({ message: problem.message });
  };

  return (
    <Formik<ServiceBookingValues> initialValues={initial} validate={validate} onSubmit={submit}>
      {({ isSubmitting, status }) => {
        const state = status as { message?: string; leaving?: boolean } | null | undefined;
        const busy = isSubmitting || state?.leaving === true;
        return (
          <Form noValidate onFocus={preloadSchemas} aria-label={t('Make Payment')}>
            <FormErrorSummary />
            <Grid>
              <TextField
                name="name"
                label={t('Name')}
                required
                maxLength={100}
                autoComplete="name"
              />
              <MobileField
                name="mobile"
                label={t('Mobile Number')}
                readOnly
                required
                hint={t('The mobile number of your account.')}
              />
              <SelectField
                name="service"
                label={t('Service')}
                placeholder={t('Select Service')}
                options={services}
                required
              />
              <TextField
                name="amount"
                label={t('Amount')}
                inputMode="decimal"
                autoComplete="off"
                maxLength={9}
                required
              />
              <div className="wide">
                <TextAreaField
                  name="remarks"
                  label={t('Remarks')}
                  maxLength={1000}
                  rows={4}
                  required
                />
              </div>
            </Grid>
            {state?.message ? (
              <Alert tone="error" autoDismissMs={null}>
                {translate(state.message)}
              </Alert>
            ) : null}
            <Actions>
              <Button type="submit" size="lg" loading={busy} disabled={busy}>
                {t('Make Payment')}
              </Button>
            </Actions>
          </Form>
        );
      }}
    </Formik>
  );
}
