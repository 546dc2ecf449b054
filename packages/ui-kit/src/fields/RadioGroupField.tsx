import { useField } from 'formik';
import { type ReactNode } from 'react';
import { RadioGroup, type RadioGroupProps } from '../RadioGroup';
import { asString, shownError, type Bound } from './bound';

export type RadioGroupFieldProps = Bound &
  Omit<RadioGroupProps, 'name' | 'value' | 'onChange' | 'onBlur' | 'error'>;

/** Radio group bound to formik. */
export function RadioGroupField({ name, ...props }: RadioGroupFieldProps): ReactNode {
  const [field, meta, helpers] = useField<unknown>(name);
  return (
    <RadioGroup
      {...props}
      name={name}
      value={asString(field.value)}
      onChange={(value) => {
        void helpers.setValue(value);
      }}
      onBlur={() => {
        void helpers.setTouched(true);
      }}
      error={shownError(meta)}
    />
  );
}
