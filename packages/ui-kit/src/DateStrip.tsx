import { type DayOption } from '@medibridge/contract';
import { type ReactNode } from 'react';
import styled from 'styled-components';
import { FieldError, Hint, RequiredMark, useFieldIds } from './FieldShell';
import { VisuallyHidden } from './VisuallyHidden';

const Fieldset = styled.fieldset`
  margin: 0;
  padding: 0;
  border: 0;
  min-width: 0;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
`;

const Legend = styled.legend`
  padding: 0;
  margin-bottom: ${({ theme }) => theme.space.xs};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const Strip = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.xs};
  overflow-x: auto;
  padding: 4px 2px;
  scroll-snap-type: x proximity;
  scrollbar-width: thin;
`;

const Chip = styled.label`
  position: relative;
  flex: none;
  scroll-snap-align: start;
  display: flex;
  cursor: pointer;
  user-select: none;
  input {
    position: absolute;
    opacity: 0;
    inset: 0;
    width: 100%;
    height: 100%;
    margin: 0;
    cursor: inherit;
  }
  input:disabled {
    cursor: not-allowed;
  }
`;

/** The visible chip; a sibling of the radio so :checked and :focus-visible style it without :has(). */
const Face = styled.span`
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  min-width: 64px;
  min-height: 72px;
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.sm}`};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  line-height: 1.2;
  transition:
    background ${({ theme }) => theme.transitions.fast},
    border-color ${({ theme }) => theme.transitions.fast};
  input:checked + & {
    background: ${({ theme }) => theme.colors.primary};
    border-color: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.onPrimary};
  }
  input:focus-visible + & {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
  input:disabled + & {
    border-style: dashed;
    border-color: ${({ theme }) => theme.colors.divider};
    background: ${({ theme }) => theme.colors.surfaceMuted};
    color: ${({ theme }) => theme.colors.textMuted};
  }
  input:disabled + & .day-number {
    text-decoration: line-through;
  }
`;

const Weekday = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  text-transform: uppercase;
  letter-spacing: 0.04em;
`;

const DayNumber = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.xl};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

const Month = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.xs};
`;

export interface DateStripProps {
  /** The question, e.g. 'Select Date'. */
  label: ReactNode;
  /** Days as `nextDays()` gives them: { date: 'YYYY-MM-DD', day: 'Monday', label: '21 Nov 2026' }. */
  options: readonly DayOption[];
  /** The chosen date (YYYY-MM-DD), or empty for none. */
  value: string | undefined;
  /** Called with the chosen day (its date, weekday and label: the draft stores date and day). */
  onChange: (option: DayOption) => void;
  /** Radio group name (the form field). Default 'appointmentDate'. */
  name?: string;
  /** Dates that cannot be chosen: they look disabled and are skipped by taps and arrow keys. */
  isDisabled?: (option: DayOption) => boolean;
  /** Said after a disabled day's name, e.g. 'no times left' → 'Sunday, 29 Nov 2026, no times left'. */
  disabledLabel?: string;
  hint?: ReactNode;
  error?: ReactNode;
  required?: boolean;
  id?: string;
  className?: string;
}

/**
 * A horizontal strip of day chips with radio-group semantics (native radios: arrow keys move between
 * days, each chip reads as 'Monday, 23 Nov 2026'). Scrolls sideways on phones.
 */
export function DateStrip({
  label,
  options,
  value,
  onChange,
  name = 'appointmentDate',
  isDisabled,
  disabledLabel,
  hint,
  error,
  required,
  id,
  className,
}: DateStripProps): ReactNode {
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
    >
      <Legend>
        {label}
        <RequiredMark show={required} />
      </Legend>
      <Strip>
        {options.map((option) => {
          const [dayNumber = '', month = ''] = option.label.split(' ');
          const disabled = isDisabled?.(option) ?? false;
          const spoken = `${option.day}, ${option.label}`;
          return (
            <Chip key={option.date}>
              <input
                type="radio"
                name={name}
                value={option.date}
                checked={value === option.date}
                disabled={disabled}
                required={required}
                onChange={() => onChange(option)}
              />
              <Face>
                <VisuallyHidden>
                  {disabled && disabledLabel ? `${spoken}, ${disabledLabel}` : spoken}
                </VisuallyHidden>
                <Weekday aria-hidden="true">{option.day.slice(0, 3)}</Weekday>
                <DayNumber className="day-number" aria-hidden="true">
                  {dayNumber}
                </DayNumber>
                <Month aria-hidden="true">{month}</Month>
              </Face>
            </Chip>
          );
        })}
      </Strip>
      {hint ? <Hint id={ids.hintId}>{hint}</Hint> : null}
      <FieldError id={ids.errorId}>{error}</FieldError>
    </Fieldset>
  );
}
