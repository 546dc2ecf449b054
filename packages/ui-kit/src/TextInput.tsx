import { type ComponentPropsWithRef, type ReactNode } from 'react';
import styled from 'styled-components';
import {
  controlStyles,
  describedBy,
  FieldShell,
  useFieldIds,
  type FieldChromeProps,
} from './FieldShell';

export const StyledInput = styled.input<{ $invalid?: boolean }>`
  ${controlStyles}
`;

/** A plain, controlled text input with its label, hint and error. */
export type TextInputProps = FieldChromeProps &
  Omit<ComponentPropsWithRef<'input'>, 'id' | 'className'>;

/** Plain text input (value/onChange as on `<input>`); inside formik forms use `TextField`. */
export function TextInput({
  label,
  hint,
  error,
  required,
  id,
  className,
  ...input
}: TextInputProps): ReactNode {
  const ids = useFieldIds(id);
  return (
    <FieldShell
      ids={ids}
      label={label}
      hint={hint}
      error={error}
      required={required}
      className={className}
    >
      <StyledInput
        {...input}
        id={ids.inputId}
        required={required}
        $invalid={Boolean(error)}
        {...describedBy(ids, hint, error, input['aria-describedby'])}
      />
    </FieldShell>
  );
}
