import { type ReactNode } from 'react';
import styled from 'styled-components';
import { ErrorIcon } from './FieldShell';
import { translate, useLanguage } from './i18n';

const Box = styled.div`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.dangerSoft};
  color: ${({ theme }) => theme.colors.danger};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  svg {
    flex: none;
    margin-top: 2px;
  }
`;

export interface FormErrorProps {
  /** The message ('All field is required'); nothing renders when empty. */
  children?: ReactNode;
  id?: string;
  className?: string;
}

/** A form-level error (not tied to one field), announced at once (role=alert). */
export function FormError({ children, id, className }: FormErrorProps): ReactNode {
  useLanguage();
  if (children === undefined || children === null || children === false || children === '')
    return null;
  return (
    <Box role="alert" id={id} className={className}>
      <ErrorIcon />
      <span>{typeof children === 'string' ? translate(children) : children}</span>
    </Box>
  );
}
