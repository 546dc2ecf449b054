import { OTP_MAX_LENGTH, sanitizeOtp } from '@medibridge/contract';
import { type ClipboardEvent, type ComponentPropsWithRef, type ReactNode } from 'react';
import styled from 'styled-components';
import {
  controlStyles,
  describedBy,
  FieldShell,
  useFieldIds,
  type FieldChromeProps,
} from './FieldShell';

const Input = styled.input<{ $invalid?: boolean }>`
  ${controlStyles}
  font-size: ${({ theme }) => theme.fontSizes.lg};
  letter-spacing: 0.3em;
  font-variant-numeric: tabular-nums;
`;

export type OtpInputProps = FieldChromeProps &
  Omit<
    ComponentPropsWithRef<'input'>,
    'id' | 'className' | 'value' | 'onChange' | 'type' | 'inputMode' | 'maxLength'
  > & {
    value: string;
    /** Called with digits only, at most 8. */
    onValueChange: (value: string) => void;
  };

/** One-time code: digits only, at most 8, numeric keypad, SMS autofill (autocomplete=one-time-code). */
export function OtpInput({
  label,
  hint,
  error,
  required,
  id,
  className,
  value,
  onValueChange,
  onPaste,
  readOnly,
  ...input
}: OtpInputProps): ReactNode {
  const ids = useFieldIds(id);
  // A pasted SMS ('Your OTP is 482913') is sanitized whole, before maxLength could cut it mid-text.
  const handlePaste = (event: ClipboardEvent<HTMLInputElement>) => {
    onPaste?.(event);
    if (event.defaultPrevented || readOnly) return;
    const el = event.currentTarget;
    const start = el.selectionStart ?? value.length;
    const end = el.selectionEnd ?? value.length;
    event.preventDefault();
    onValueChange(
      sanitizeOtp(value.slice(0, start) + event.clipboardData.getData('text') + value.slice(end)),
    );
  };
  return (
    <FieldShell
      ids={ids}
      label={label}
      hint={hint}
      error={error}
      required={required}
      className={className}
    >
      <Input
        {...input}
        id={ids.inputId}
        type="text"
        inputMode="numeric"
        pattern="[0-9]*"
        autoComplete="one-time-code"
        maxLength={OTP_MAX_LENGTH}
        readOnly={readOnly}
        required={required}
        value={value}
        onChange={(event) => onValueChange(sanitizeOtp(event.target.value))}
        onPaste={handlePaste}
        $invalid={Boolean(error)}
        {...describedBy(ids, hint, error, input['aria-describedby'])}
      />
    </FieldShell>
  );
}
