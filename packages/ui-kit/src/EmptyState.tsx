import { type ReactNode } from 'react';
import styled from 'styled-components';

const Box = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => `${theme.space.xxl} ${theme.space.md}`};
  text-align: center;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Title = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes.lg};
  color: ${({ theme }) => theme.colors.text};
`;

const Art = styled.div`
  color: ${({ theme }) => theme.colors.primary};
  background: ${({ theme }) => theme.colors.primarySoft};
  border-radius: ${({ theme }) => theme.radii.pill};
  width: 64px;
  height: 64px;
  display: flex;
  align-items: center;
  justify-content: center;
`;

export interface EmptyStateProps {
  title: ReactNode;
  description?: ReactNode;
  /** A button or link, e.g. 'Book Appointment'. */
  action?: ReactNode;
  /** Replaces the default illustration; pass null for none. */
  icon?: ReactNode;
  /** Heading level of the title. Default h2. */
  headingLevel?: 'h2' | 'h3';
}

/** What a list shows when it has nothing: a title, a line of help and an action. */
export function EmptyState({
  title,
  description,
  action,
  icon,
  headingLevel = 'h2',
}: EmptyStateProps): ReactNode {
  return (
    <Box>
      {icon === null ? null : (
        <Art aria-hidden="true">
          {icon ?? (
            <svg width="30" height="30" viewBox="0 0 24 24" fill="none" focusable="false">
              <rect
                x="4"
                y="3"
                width="16"
                height="18"
                rx="2.5"
                stroke="currentColor"
                strokeWidth="1.8"
              />
              <path
                d="M8 8h8M8 12h8M8 16h5"
                stroke="currentColor"
                strokeWidth="1.8"
                strokeLinecap="round"
              />
            </svg>
          )}
        </Art>
      )}
      <Title as={headingLevel}>{title}</Title>
      {description ? <p>{description}</p> : null}
      {action}
    </Box>
  );
}
