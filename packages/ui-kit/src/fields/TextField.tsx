import { type ReactNode } from 'react';
import { TextInput, type TextInputProps } from '../TextInput';
import { useEventBinding, type Bound } from './bound';

export type TextFieldProps = Bound &
  Omit<TextInputProps, 'name' | 'value' | 'onChange' | 'onBlur' | 'error'>;

/** Text input bound to a formik field by `name` (must be inside `<Formik>`). */
export function TextField({ name, ...props }: TextFieldProps): ReactNode {
  return <TextInput {...props} {...useEventBinding(name)} />;
}
