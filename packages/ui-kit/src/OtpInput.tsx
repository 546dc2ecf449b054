import { OTP_MAX_LENGTH, sanitizeOtp } from '@medibridge/contract';
import { type ComponentPropsWithRef, type ReactNode } from 'react';
import styled from 'styled-components';
import { controlStyles, describedBy, FieldShell, useFieldIds, type FieldChromeProps } from './FieldShell';

const Input = styled.input<{ $invalid?: boolean }>`
  ${controlStyles}
  font-size: ${({ theme }) => theme.fontSizes.lg};
  letter-spacing: 0.3em;
  font-variant-numeric: tabular-nums;
`;

export type OtpInputProps = FieldChromeProps &
  Omit<ComponentPropsWithRef<'input'>, 'id' | 'className' | 'value' | 'onChange' | 'type' | 'inputMode' | 'maxLength'> & {
    value: string;
    /** Called with digits only, at most 8. */
    onValueChange: (value: string) => void;
  };

/** One-time code: digits only, at most 8, numeric keypad, SMS autofill (autocomplete=one-time-code). */
export function OtpInput({ label, hint, error, required, id, className, value, onValueChange, ...input }: OtpInputProps): ReactNode {
  const ids = useFieldIds(id);
  return (
    <FieldShell ids={ids} label={label} hint={hint} error={error} required={required} className={className}>
      <Input
        {...input}
        id={ids.inputId}
        type="text"
        inputMode="numeric"
        pattern="[0-9]*"
        autoComplete="one-time-code"
        maxLength={OTP_MAX_LENGTH}
        required={required}
        value={value}
        onChange={(event) => onValueChange(sanitizeOtp(event.target.value))}
        $invalid={Boolean(error)}
        {...describedBy(ids, hint, error, input['aria-describedby'])}
      />
    </FieldShell>
  );
}
