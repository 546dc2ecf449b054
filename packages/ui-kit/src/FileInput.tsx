import { useEffect, useRef, type ComponentPropsWithRef, type ReactNode } from 'react';
import styled from 'styled-components';
import { describedBy, FieldShell, useFieldIds, type FieldChromeProps } from './FieldShell';
import { useUiTexts } from './i18n';

const Row = styled.div<{ $invalid: boolean }>`
  position: relative;
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  min-height: ${({ theme }) => theme.controlHeight};
  padding: ${({ theme }) => `${theme.space.xxs} ${theme.space.xxs} ${theme.space.xxs} ${theme.space.md}`};
  border: 1px dashed
    ${({ theme, $invalid }) => ($invalid ? theme.colors.danger : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  &:focus-within {
    border-color: ${({ theme }) => theme.colors.primary};
    box-shadow: ${({ theme }) => theme.shadows.focus};
  }
`;

const Name = styled.span`
  flex: 1;
  min-width: 0;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** The real input covers the row, so a tap anywhere opens the picker and the label stays tied to it. */
const Input = styled.input`
  position: absolute;
  inset: 0;
  width: 100%;
  height: 100%;
  opacity: 0;
  cursor: pointer;
  &:disabled {
    cursor: not-allowed;
  }
`;

const Choose = styled.span`
  flex: none;
  display: inline-flex;
  align-items: center;
  min-height: 40px;
  padding: 0 ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.primarySoft};
  color: ${({ theme }) => theme.colors.primaryHover};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

export type FileInputProps = FieldChromeProps &
  Omit<
    ComponentPropsWithRef<'input'>,
    'id' | 'className' | 'type' | 'value' | 'onChange' | 'multiple' | 'ref'
  > & {
    /** The chosen file, or null. */
    file: File | null;
    /** Called with the picked file, or null when the picker was cancelled to empty. */
    onFileChange: (file: File | null) => void;
    /** Text when nothing is chosen. Default 'No file chosen'. */
    emptyText?: string;
    /** Button text. Default 'Choose file'. */
    chooseText?: string;
  };

/**
 * One file (prescription, report, photo) with a visible label and the chosen name. Checks such as the
 * 2 MB photo limit belong to the form's schema; pass its message as `error`.
 */
export function FileInput({
  label,
  hint,
  error,
  required,
  id,
  className,
  file,
  onFileChange,
  emptyText,
  chooseText,
  ...input
}: FileInputProps): ReactNode {
  const t = useUiTexts();
  const ids = useFieldIds(id);
  const ref = useRef<HTMLInputElement>(null);
  // When the form resets the value, empty the native input too, so picking the same file again fires change.
  useEffect(() => {
    if (!file && ref.current) ref.current.value = '';
  }, [file]);
  return (
    <FieldShell
      ids={ids}
      label={label}
      hint={hint}
      error={error}
      required={required}
      className={className}
    >
      <Row $invalid={Boolean(error)}>
        <Name aria-hidden="true">{file ? file.name : (emptyText ?? t('No file chosen'))}</Name>
        <Choose aria-hidden="true">{chooseText ?? t('Choose file')}</Choose>
        <Input
          {...input}
          ref={ref}
          id={ids.inputId}
          type="file"
          required={required}
          onChange={(event) => onFileChange(event.target.files?.[0] ?? null)}
          {...describedBy(ids, hint, error, input['aria-describedby'])}
        />
      </Row>
    </FieldShell>
  );
}
