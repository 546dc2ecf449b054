import { type ReactNode } from 'react';
import { SelectInput, type SelectInputProps } from '../SelectInput';
import { useEventBinding, type Bound } from './bound';

export type SelectFieldProps = Bound &
  Omit<SelectInputProps, 'name' | 'value' | 'onChange' | 'onBlur' | 'error'>;

/** Native select bound to formik; values are strings. */
export function SelectField({ name, ...props }: SelectFieldProps): ReactNode {
  return <SelectInput {...props} {...useEventBinding(name)} />;
}
