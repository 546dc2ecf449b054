import { useField } from 'formik';
import { type ReactNode } from 'react';
import { OtpInput, type OtpInputProps } from '../OtpInput';
import { asString, shownError, type Bound } from './bound';

export type OtpFieldProps = Bound & Omit<OtpInputProps, 'name' | 'value' | 'onValueChange' | 'onBlur' | 'error'>;

/** One-time code bound to formik: digits only, at most 8, SMS autofill. */
export function OtpField({ name, ...props }: OtpFieldProps): ReactNode {
  const [field, meta, helpers] = useField<unknown>(name);
  return (
    <OtpInput
      {...props}
      name={name}
      value={asString(field.value)}
      onValueChange={(value) => {
        void helpers.setValue(value);
      }}
      onBlur={field.onBlur}
      error={shownError(meta)}
    />
  );
}
