import { type ReactNode } from 'react';
import styled from 'styled-components';
import { Alert, Card, PageContainer, type AlertTone } from '@medibridge/ui-kit';

/** ui-kit's card surface, centred and narrow, its form in a grid. */
const Box = styled(Card).attrs({ as: 'section' })<{ $wide: boolean }>`
  max-width: ${({ $wide }) => ($wide ? '720px' : '440px')};
  margin: 0 auto;
  padding: ${({ theme }) => theme.space.lg} ${({ theme }) => theme.space.md};
  display: grid;
  /* minmax(0, …): a field's unbreakable text (a file name, a hint) never widens the card past the screen. */
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.md};
  @media ${({ theme }) => theme.media.tablet} {
    padding: ${({ theme }) => theme.space.xl};
  }
  h1 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.xl};
    line-height: 1.25;
  }
  form {
    display: grid;
    grid-template-columns: minmax(0, 1fr);
    gap: ${({ theme }) => theme.space.md};
  }
`;

const Lead = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/** Links under a form ("Forgot Password ?", "Login"). */
export const CardLinks = styled.p`
  margin: 0;
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  a {
    display: inline-flex;
    align-items: center;
    min-height: ${({ theme }) => theme.touchTarget};
    font-weight: ${({ theme }) => theme.fontWeights.medium};
  }
`;

export interface Notice {
  tone: AlertTone;
  text: string;
}

/** A timed message as an Alert (the timer belongs to the page's useTimedMessage). */
export function NoticeAlert({ notice }: { notice: Notice | null }): ReactNode {
  if (!notice) return null;
  return (
    <Alert tone={notice.tone} autoDismissMs={null}>
      {notice.text}
    </Alert>
  );
}

/** The frame of every account screen: a centred card with the screen's heading. */
export function AuthCard({
  title,
  lead,
  wide = false,
  children,
}: {
  title: string;
  lead?: ReactNode;
  wide?: boolean;
  children: ReactNode;
}): ReactNode {
  return (
    <PageContainer>
      <Box $wide={wide} aria-labelledby="auth-title">
        <h1 id="auth-title">{title}</h1>
        {lead ? <Lead>{lead}</Lead> : null}
        {children}
      </Box>
    </PageContainer>
  );
}
