import { useField } from 'formik';
import { type ReactNode } from 'react';
import { MobileInput, type MobileInputProps } from '../MobileInput';
import { asString, shownError, type Bound } from './bound';

export type MobileFieldProps = Bound & Omit<MobileInputProps, 'name' | 'value' | 'onValueChange' | 'onBlur' | 'error'>;

/** Mobile number bound to formik: digits only, at most 10, SPEC placeholder, `readOnly` supported. */
export function MobileField({ name, ...props }: MobileFieldProps): ReactNode {
  const [field, meta, helpers] = useField<unknown>(name);
  return (
    <MobileInput
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
