import { useId, type ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { translate, useLanguage } from './i18n';

/** Label, hint and error shared by every form control. */
export interface FieldChromeProps {
  /** Visible label, tied to the control. Required: every control has one. */
  label: ReactNode;
  /** Help text under the control, read after the label. */
  hint?: ReactNode;
  /** Error text; marks the control invalid and is read with it. */
  error?: ReactNode;
  /** Marks the field required (a star for sighted users; `required` on the control). */
  required?: boolean;
  /** The control's id; generated when absent. */
  id?: string;
  /** Class for the wrapper (styled(TextInput) support). */
  className?: string;
}

export interface FieldIds {
  inputId: string;
  hintId: string;
  errorId: string;
}

/** Stable ids for a control, its hint and its error. */
export function useFieldIds(id?: string): FieldIds {
  const generated = useId();
  const inputId = id ?? `field-${generated}`;
  return { inputId, hintId: `${inputId}-hint`, errorId: `${inputId}-error` };
}

/** aria-describedby and aria-invalid for a control, given which parts are shown. */
export function describedBy(
  ids: FieldIds,
  hint: ReactNode,
  error: ReactNode,
  extra?: string,
): {
  'aria-describedby'?: string;
  'aria-invalid'?: true;
} {
  const parts = [extra, hint ? ids.hintId : undefined, error ? ids.errorId : undefined].filter(
    Boolean,
  );
  return {
    ...(parts.length ? { 'aria-describedby': parts.join(' ') } : {}),
    ...(error ? { 'aria-invalid': true as const } : {}),
  };
}

export const FieldWrapper = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xxs};
  min-width: 0;
`;

export const Label = styled.label`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  color: ${({ theme }) => theme.colors.text};
`;

const Star = styled.span`
  color: ${({ theme }) => theme.colors.danger};
  margin-left: 2px;
`;

/** The red star after a required field's label (decorative: the control carries `required`). */
export function RequiredMark({ show }: { show?: boolean }): ReactNode {
  return show ? <Star aria-hidden="true">*</Star> : null;
}

export const Hint = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const ErrorText = styled.p`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.xxs};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  color: ${({ theme }) => theme.colors.danger};
  svg {
    flex: none;
    margin-top: 2px;
  }
`;

/** The small warning glyph used in errors. */
export function ErrorIcon(): ReactNode {
  return (
    <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
      <circle cx="8" cy="8" r="7" fill="none" stroke="currentColor" strokeWidth="1.6" />
      <path d="M8 4.5v4.2" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
      <circle cx="8" cy="11.3" r="1" fill="currentColor" />
    </svg>
  );
}

/** Field error line with an icon; renders nothing without content. */
export function FieldError({ id, children }: { id: string; children?: ReactNode }): ReactNode {
  // Form rules hand over English messages; they show in the chosen language.
  useLanguage();
  if (!children) return null;
  return (
    <ErrorText id={id}>
      <ErrorIcon />
      <span>{typeof children === 'string' ? translate(children) : children}</span>
    </ErrorText>
  );
}

/** Styles shared by input, select and textarea. */
export const controlStyles = css<{ $invalid?: boolean }>`
  width: 100%;
  min-height: ${({ theme }) => theme.controlHeight};
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border: 1px solid
    ${({ theme, $invalid }) => ($invalid ? theme.colors.danger : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSizes.md};
  line-height: ${({ theme }) => theme.lineHeights.normal};
  transition:
    border-color ${({ theme }) => theme.transitions.fast},
    box-shadow ${({ theme }) => theme.transitions.fast};
  &::placeholder {
    color: ${({ theme }) => theme.colors.textMuted};
    opacity: 1;
  }
  &:hover:not(:disabled):not([readonly]) {
    border-color: ${({ theme }) => theme.colors.text};
  }
  &:focus,
  &:focus-visible {
    outline: none;
    border-color: ${({ theme }) => theme.colors.primary};
    box-shadow: ${({ theme }) => theme.shadows.focus};
  }
  &:disabled {
    background: ${({ theme }) => theme.colors.surfaceMuted};
    cursor: not-allowed;
  }
  &[readonly] {
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }
`;

export interface FieldShellProps {
  ids: FieldIds;
  label: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
  required?: boolean;
  className?: string;
  children: ReactNode;
}

/** Label above, control, hint and error below. */
export function FieldShell({
  ids,
  label,
  hint,
  error,
  required,
  className,
  children,
}: FieldShellProps): ReactNode {
  return (
    <FieldWrapper className={className}>
      <Label htmlFor={ids.inputId}>
        {label}
        <RequiredMark show={required} />
      </Label>
      {children}
      {hint ? <Hint id={ids.hintId}>{hint}</Hint> : null}
      <FieldError id={ids.errorId}>{error}</FieldError>
    </FieldWrapper>
  );
}
