import { useField } from 'formik';
import { type ReactNode } from 'react';
import { TextInput, type TextInputProps } from '../TextInput';
import { asString, shownError, type Bound } from './bound';

export type TextFieldProps = Bound & Omit<TextInputProps, 'name' | 'value' | 'onChange' | 'onBlur' | 'error'>;

/** Text input bound to a formik field by `name` (must be inside `<Formik>`). */
export function TextField({ name, ...props }: TextFieldProps): ReactNode {
  const [field, meta] = useField<unknown>(name);
  return (
    <TextInput
      {...props}
      name={name}
      value={asString(field.value)}
      onChange={field.onChange}
      onBlur={field.onBlur}
      error={shownError(meta)}
    />
  );
}
