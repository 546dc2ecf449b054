import { useField } from 'formik';
import { type ReactNode } from 'react';
import { TextArea, type TextAreaProps } from '../TextArea';
import { asString, shownError, type Bound } from './bound';

export type TextAreaFieldProps = Bound & Omit<TextAreaProps, 'name' | 'value' | 'onChange' | 'onBlur' | 'error'>;

/** Multi-line text bound to formik. */
export function TextAreaField({ name, ...props }: TextAreaFieldProps): ReactNode {
  const [field, meta] = useField<unknown>(name);
  return (
    <TextArea
      {...props}
      name={name}
      value={asString(field.value)}
      onChange={field.onChange}
      onBlur={field.onBlur}
      error={shownError(meta)}
    />
  );
}
