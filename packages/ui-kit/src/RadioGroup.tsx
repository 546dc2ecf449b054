import { type ReactNode } from 'react';
import styled from 'styled-components';
import { FieldError, RequiredMark, useFieldIds, Hint } from './FieldShell';
import { type SelectOption } from './SelectInput';

const Fieldset = styled.fieldset`
  margin: 0;
  padding: 0;
  border: 0;
  min-width: 0;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xxs};
`;

const Legend = styled.legend`
  padding: 0;
  margin-bottom: ${({ theme }) => theme.space.xxs};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  color: ${({ theme }) => theme.colors.text};
`;

const Options = styled.div<{ $row: boolean }>`
  display: flex;
  flex-direction: ${({ $row }) => ($row ? 'row' : 'column')};
  flex-wrap: wrap;
  gap: ${({ theme, $row }) => ($row ? `${theme.space.xxs} ${theme.space.lg}` : '0')};
`;

const Choice = styled.label`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  min-height: ${({ theme }) => theme.touchTarget};
  cursor: pointer;
  input {
    width: 22px;
    height: 22px;
    margin: 0;
    accent-color: ${({ theme }) => theme.colors.primary};
    cursor: inherit;
  }
  &:has(input:disabled) {
    cursor: not-allowed;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

export interface RadioGroupProps {
  /** The question, shown as the group's legend. */
  label: ReactNode;
  /** Shared `name` of the radios (the form field name). */
  name: string;
  options: readonly SelectOption[];
  /** The chosen value ('' or undefined for none). */
  value: string | undefined;
  onChange: (value: string) => void;
  onBlur?: () => void;
  hint?: ReactNode;
  error?: ReactNode;
  required?: boolean;
  /** Side by side (default) or stacked. */
  direction?: 'row' | 'column';
  disabled?: boolean;
  id?: string;
  className?: string;
}

/** Native radios in a fieldset: the phone's own semantics and arrow-key behaviour. */
export function RadioGroup({
  label,
  name,
  options,
  value,
  onChange,
  onBlur,
  hint,
  error,
  required,
  direction = 'row',
  disabled,
  id,
  className,
}: RadioGroupProps): ReactNode {
  const ids = useFieldIds(id);
  const described = [hint ? ids.hintId : undefined, error ? ids.errorId : undefined]
    .filter(Boolean)
    .join(' ');
  return (
    <Fieldset
      id={ids.inputId}
      className={className}
      aria-describedby={described || undefined}
      aria-invalid={error ? true : undefined}
      disabled={disabled}
    >
      <Legend>
        {label}
        <RequiredMark show={required} />
      </Legend>
      <Options $row={direction === 'row'}>
        {options.map((option) => (
          <Choice key={option.value}>
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={value === option.value}
              disabled={option.disabled}
              required={required}
              onChange={() => onChange(option.value)}
              onBlur={onBlur}
            />
            <span>{option.label}</span>
          </Choice>
        ))}
      </Options>
      {hint ? <Hint id={ids.hintId}>{hint}</Hint> : null}
      <FieldError id={ids.errorId}>{error}</FieldError>
    </Fieldset>
  );
}
