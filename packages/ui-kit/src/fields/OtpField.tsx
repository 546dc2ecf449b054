import { type ReactNode } from 'react';
import { OtpInput, type OtpInputProps } from '../OtpInput';
import { useValueBinding, type Bound } from './bound';

export type OtpFieldProps = Bound &
  Omit<OtpInputProps, 'name' | 'value' | 'onValueChange' | 'onBlur' | 'error'>;

/** One-time code bound to formik: digits only, at most 8, SMS autofill. */
export function OtpField({ name, ...props }: OtpFieldProps): ReactNode {
  return <OtpInput {...props} {...useValueBinding(name)} />;
}
