import { MOBILE_LENGTH, MOBILE_PLACEHOLDER, sanitizeMobile } from '@medibridge/contract';
import { type ClipboardEvent, type ComponentPropsWithRef, type ReactNode } from 'react';
import styled from 'styled-components';
import {
  controlStyles,
  describedBy,
  FieldShell,
  useFieldIds,
  type FieldChromeProps,
} from './FieldShell';
import { translate, useLanguage } from './i18n';

const Group = styled.div`
  position: relative;
  display: flex;
  align-items: stretch;
`;

const Prefix = styled.span`
  position: absolute;
  left: ${({ theme }) => theme.space.md};
  top: 50%;
  transform: translateY(-50%);
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.md};
  pointer-events: none;
`;

const Input = styled.input<{ $invalid?: boolean }>`
  ${controlStyles}
  padding-left: 3.25rem;
  letter-spacing: 0.02em;
  font-variant-numeric: tabular-nums;
  /* SPEC's placeholder is long: at 16 px it is cut in a 360 px phone's card, so it is set a little smaller. */
  &::placeholder {
    letter-spacing: 0;
    font-size: 0.875rem;
    text-overflow: ellipsis;
  }
`;

/** Digits pasted as '+91 98765 43210' or '098765 43210' keep only the 10-digit number. */
function pastedDigits(text: string): string {
  const digits = text.replace(/\D+/g, '');
  if (digits.length === MOBILE_LENGTH + 2 && digits.startsWith('91')) return digits.slice(2);
  if (digits.length === MOBILE_LENGTH + 1 && digits.startsWith('0')) return digits.slice(1);
  return digits;
}

export type MobileInputProps = FieldChromeProps &
  Omit<
    ComponentPropsWithRef<'input'>,
    'id' | 'className' | 'value' | 'onChange' | 'type' | 'inputMode' | 'maxLength'
  > & {
    /** The digits, at most 10. */
    value: string;
    /** Called with the sanitized value: digits only, at most 10. */
    onValueChange: (value: string) => void;
  };

/**
 * Indian mobile number: digits only (non-digits stripped), at most 10, numeric keypad, the SPEC placeholder,
 * a '+91' hint in front. `readOnly` shows a locked value (registration, profile, service booking).
 */
export function MobileInput({
  label,
  hint,
  error,
  required,
  id,
  className,
  value,
  onValueChange,
  placeholder = MOBILE_PLACEHOLDER,
  readOnly,
  onPaste,
  ...input
}: MobileInputProps): ReactNode {
  useLanguage();
  const ids = useFieldIds(id);
  const handlePaste = (event: ClipboardEvent<HTMLInputElement>) => {
    onPaste?.(event);
    if (event.defaultPrevented || readOnly) return;
    const el = event.currentTarget;
    const start = el.selectionStart ?? value.length;
    const end = el.selectionEnd ?? value.length;
    event.preventDefault();
    onValueChange(
      sanitizeMobile(
        value.slice(0, start) +
          pastedDigits(event.clipboardData.getData('text')) +
          value.slice(end),
      ),
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
      <Group>
        <Prefix aria-hidden="true">+91</Prefix>
        <Input
          autoComplete="tel-national"
          {...input}
          id={ids.inputId}
          type="tel"
          inputMode="numeric"
          pattern="[0-9]*"
          maxLength={MOBILE_LENGTH}
          placeholder={translate(placeholder)}
          readOnly={readOnly}
          required={required}
          value={value}
          onChange={(event) => onValueChange(sanitizeMobile(event.target.value))}
          onPaste={handlePaste}
          $invalid={Boolean(error)}
          {...describedBy(ids, hint, error, input['aria-describedby'])}
        />
      </Group>
    </FieldShell>
  );
}
