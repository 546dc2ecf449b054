import { type ComponentPropsWithRef, type ReactNode } from 'react';
import styled from 'styled-components';
import {
  controlStyles,
  describedBy,
  FieldShell,
  useFieldIds,
  type FieldChromeProps,
} from './FieldShell';

/** One choice of a select or radio group. Values are strings, as the DOM gives them back. */
export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

const chevron =
  "url(\"data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' width='16' height='16' viewBox='0 0 16 16'%3E%3Cpath d='M4 6l4 4 4-4' fill='none' stroke='%234A5C66' stroke-width='2' stroke-linecap='round' stroke-linejoin='round'/%3E%3C/svg%3E\")";

const Select = styled.select<{ $invalid?: boolean }>`
  ${controlStyles}
  appearance: none;
  padding-right: 2.75rem;
  background-image: ${chevron};
  background-repeat: no-repeat;
  background-position: right 14px center;
  text-overflow: ellipsis;
`;

export type SelectInputProps = FieldChromeProps &
  Omit<ComponentPropsWithRef<'select'>, 'id' | 'className' | 'children' | 'multiple'> & {
    options: readonly SelectOption[];
    /** First option with an empty value, e.g. 'Select Department'. */
    placeholder?: string;
  };

/** A native select (the phone's own picker) with label, hint and error; inside formik use `SelectField`. */
export function SelectInput({
  label,
  hint,
  error,
  required,
  id,
  className,
  options,
  placeholder,
  ...select
}: SelectInputProps): ReactNode {
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
      <Select
        {...select}
        id={ids.inputId}
        required={required}
        $invalid={Boolean(error)}
        {...describedBy(ids, hint, error, select['aria-describedby'])}
      >
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map((option) => (
          <option key={option.value} value={option.value} disabled={option.disabled}>
            {option.label}
          </option>
        ))}
      </Select>
    </FieldShell>
  );
}
