import { type ComponentPropsWithRef, type ReactNode } from 'react';
import styled from 'styled-components';
import {
  controlStyles,
  describedBy,
  FieldShell,
  useFieldIds,
  type FieldChromeProps,
} from './FieldShell';

const Area = styled.textarea<{ $invalid?: boolean }>`
  ${controlStyles}
  min-height: 112px;
  resize: vertical;
`;

export type TextAreaProps = FieldChromeProps &
  Omit<ComponentPropsWithRef<'textarea'>, 'id' | 'className'>;

/** A plain multi-line text input; inside formik use `TextAreaField`. */
export function TextArea({
  label,
  hint,
  error,
  required,
  id,
  className,
  rows = 4,
  ...area
}: TextAreaProps): ReactNode {
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
      <Area
        {...area}
        rows={rows}
        id={ids.inputId}
        required={required}
        $invalid={Boolean(error)}
        {...describedBy(ids, hint, error, area['aria-describedby'])}
      />
    </FieldShell>
  );
}
