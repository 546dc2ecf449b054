import { type ReactNode } from 'react';
import { MobileInput, type MobileInputProps } from '../MobileInput';
import { useValueBinding, type Bound } from './bound';

export type MobileFieldProps = Bound &
  Omit<MobileInputProps, 'name' | 'value' | 'onValueChange' | 'onBlur' | 'error'>;

/** Mobile number bound to formik: digits only, at most 10, SPEC placeholder, `readOnly` supported. */
export function MobileField({ name, ...props }: MobileFieldProps): ReactNode {
  return <MobileInput {...props} {...useValueBinding(name)} />;
}
