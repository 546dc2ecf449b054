import styled from 'styled-components';
import { DOCUMENT_MAX_BYTES, DOCUMENT_TYPES } from '@medibridge/contract';
import { APPOINTMENT_MESSAGES } from '../messages';

export type Tone = 'success' | 'error' | 'info';

/**
 * What the screen or the server says (ui-kit's Alert would add its chunk to this route's first load, which is
 * at the budget): an error interrupts (role=alert), the rest is announced politely.
 */
export const Said = styled.p.attrs<{ $tone: Tone }>(({ $tone }) => ({
  role: $tone === 'error' ? 'alert' : 'status',
}))<{ $tone: Tone }>`
  margin: 0;
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border-left: 4px solid
    ${({ theme, $tone }) =>
      $tone === 'success'
        ? theme.colors.success
        : $tone === 'error'
          ? theme.colors.danger
          : theme.colors.primary};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme, $tone }) =>
    $tone === 'success'
      ? theme.colors.successSoft
      : $tone === 'error'
        ? theme.colors.dangerSoft
        : theme.colors.primarySoft};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/** A file the server accepts (contract: JPG, PNG or PDF, at most 5 MB), else why not. */
export function fileProblem(file: File): string | null {
  if (!(DOCUMENT_TYPES as readonly string[]).includes(file.type))
    return APPOINTMENT_MESSAGES.documentWrongType;
  if (file.size > DOCUMENT_MAX_BYTES) return APPOINTMENT_MESSAGES.documentTooLarge;
  return null;
}
