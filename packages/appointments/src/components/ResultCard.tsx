import { type ReactNode } from 'react';
import styled from 'styled-components';
import { PageContainer } from '@medibridge/ui-kit';

export type ResultTone = 'success' | 'waiting' | 'problem';

const Box = styled.section`
  max-width: 560px;
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.space.xl} ${theme.space.md}`};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.divider};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.sm};
  display: grid;
  justify-items: center;
  gap: ${({ theme }) => theme.space.md};
  text-align: center;
  h1 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.xl};
    line-height: ${({ theme }) => theme.lineHeights.tight};
  }
  > p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dl {
    text-align: left;
    padding: ${({ theme }) => theme.space.md};
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }
  @media ${({ theme }) => theme.media.tablet} {
    padding: ${({ theme }) => `${theme.space.xxl} ${theme.space.xl}`};
    h1 {
      font-size: ${({ theme }) => theme.fontSizes.xxl};
    }
  }
`;

const Badge = styled.div<{ $tone: ResultTone }>`
  width: 72px;
  height: 72px;
  border-radius: 50%;
  display: grid;
  place-items: center;
  color: ${({ theme, $tone }) =>
    $tone === 'success'
      ? theme.colors.success
      : $tone === 'waiting'
        ? theme.colors.warning
        : theme.colors.danger};
  background: ${({ theme, $tone }) =>
    $tone === 'success'
      ? theme.colors.successSoft
      : $tone === 'waiting'
        ? theme.colors.warningSoft
        : theme.colors.dangerSoft};
`;

/** Buttons under a result, side by side on wider screens. */
export const ResultActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${({ theme }) => theme.space.sm};
  width: 100%;
  > * {
    flex: 1 1 200px;
  }
  @media ${({ theme }) => theme.media.tablet} {
    > * {
      flex: 0 1 auto;
    }
  }
`;

function Icon({ tone }: { tone: ResultTone }): ReactNode {
  const path =
    tone === 'success'
      ? 'M9 16.5l4.5 4.5L23 11.5'
      : tone === 'waiting'
        ? 'M16 9v7l4.5 3'
        : 'M11 11l10 10M21 11L11 21';
  return (
    <svg
      width="36"
      height="36"
      viewBox="0 0 32 32"
      fill="none"
      aria-hidden="true"
      focusable="false"
    >
      <circle cx="16" cy="16" r="13" stroke="currentColor" strokeWidth="2.4" />
      <path
        d={path}
        stroke="currentColor"
        strokeWidth="2.6"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/** The frame of the booking's result screens: a badge, the heading and what follows, centred. */
export function ResultCard({
  tone,
  title,
  children,
}: {
  tone: ResultTone;
  title: string;
  children?: ReactNode;
}): ReactNode {
  return (
    <PageContainer>
      <Box aria-labelledby="result-title">
        <Badge $tone={tone}>
          <Icon tone={tone} />
        </Badge>
        <h1 id="result-title">{title}</h1>
        {children}
      </Box>
    </PageContainer>
  );
}
