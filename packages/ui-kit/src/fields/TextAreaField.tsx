import { type ReactNode } from 'react';
import { TextArea, type TextAreaProps } from '../TextArea';
import { useEventBinding, type Bound } from './bound';

export type TextAreaFieldProps = Bound &
  Omit<TextAreaProps, 'name' | 'value' | 'onChange' | 'onBlur' | 'error'>;

/** Multi-line text bound to formik. */
export function TextAreaField({ name, ...props }: TextAreaFieldProps): ReactNode {
  return <TextArea {...props} {...useEventBinding(name)} />;
}
