import { useField } from 'formik';
import { type ReactNode } from 'react';
import { SelectInput, type SelectInputProps } from '../SelectInput';
import { asString, shownError, type Bound } from './bound';

export type SelectFieldProps = Bound & Omit<SelectInputProps, 'name' | 'value' | 'onChange' | 'onBlur' | 'error'>;

/** Native select bound to formik; values are strings. */
export function SelectField({ name, ...props }: SelectFieldProps): ReactNode {
  const [field, meta] = useField<unknown>(name);
  return (
    <SelectInput
      {...props}
      name={name}
      value={asString(field.value)}
      onChange={field.onChange}
      onBlur={field.onBlur}
      error={shownError(meta)}
    />
  );
}
