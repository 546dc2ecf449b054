import { type ReactNode } from 'react';
import styled from 'styled-components';
import { Alert } from './Alert';
import { Button } from './Button';
import { Card } from './Card';
import { PageContainer } from './layout';

const Section = styled.section<{ $maxWidth: string }>`
  max-width: ${({ $maxWidth }) => $maxWidth};
  min-width: 0;
  margin: 0 auto;
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  h1 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.xl};
    line-height: ${({ theme }) => theme.lineHeights.tight};
  }
  @media ${({ theme }) => theme.media.tablet} {
    gap: ${({ theme }) => theme.space.lg};
    h1 {
      font-size: ${({ theme }) => theme.fontSizes.xxl};
    }
  }
`;

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
`;

const Lead = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/**
 * The frame of a feature's screen: the page width, the screen's one heading (named by `id`, which labels the
 * section), and the slots a feature fills around it: `before` (a way back), `aside` (links beside the
 * heading, wrapping under it on phones), `below` (a step indicator), then a muted lead line and the screen.
 */
export function PageFrame({
  id,
  title,
  maxWidth = 'none',
  before,
  aside,
  below,
  lead,
  children,
}: {
  id: string;
  title: ReactNode;
  /** A CSS length: how wide the screen's column may grow (`none`: the page container's width). */
  maxWidth?: string;
  before?: ReactNode;
  aside?: ReactNode;
  below?: ReactNode;
  lead?: ReactNode;
  children: ReactNode;
}): ReactNode {
  const heading = <h1 id={id}>{title}</h1>;
  return (
    <PageContainer>
      <Section $maxWidth={maxWidth} aria-labelledby={id}>
        {before}
        {aside ? (
          <Head>
            {heading}
            {aside}
          </Head>
        ) : (
          heading
        )}
        {below}
        {lead ? <Lead>{lead}</Lead> : null}
        {children}
      </Section>
    </PageContainer>
  );
}

/** The white surface a block of a screen sits on: its parts in a column, a plain `h2` on top. */
export const Panel = styled(Card)`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  align-content: start;
  min-width: 0;
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
  @media ${({ theme }) => theme.media.tablet} {
    padding: ${({ theme }) => theme.space.lg};
  }
`;

/**
 * A form's fields: one column on phones, two from tablets up (`three` on the grid: three); a field with
 * class `wide` spans the row. minmax(0, …): unbreakable text (a file name, a hint) never widens a column past
 * the screen.
 */
export const FieldGrid = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.md};
  min-width: 0;
  @media ${({ theme }) => theme.media.tablet} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
    &.three {
      grid-template-columns: repeat(3, minmax(0, 1fr));
    }
    .wide {
      grid-column: 1 / -1;
    }
  }
`;

/** A checkbox and its words on one line, the whole line a touch target (use the wallet, agree to terms). */
export const CheckLabel = styled.label`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  min-height: ${({ theme }) => theme.touchTarget};
  cursor: pointer;
  input {
    flex: none;
    width: 20px;
    height: 20px;
    margin: 0;
    accent-color: ${({ theme }) => theme.colors.primary};
  }
  input:disabled {
    cursor: not-allowed;
  }
`;

/** A short notice inside a screen that asks for attention (no times left, a prescription is needed). */
export const Note = styled.p`
  margin: 0;
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.warningSoft};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/** A summary screen's two columns from desktops up (what is bought, then how it is paid); one on phones. */
export const SummaryColumns = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  align-items: start;
  @media ${({ theme }) => theme.media.desktop} {
    grid-template-columns: minmax(0, 1.25fr) minmax(0, 1fr);
    gap: ${({ theme }) => theme.space.lg};
  }
`;

/**
 * Previous / Next under a form or a summary: stacked full width on phones with the forward action on top,
 * side by side from tablets up with the forward action on the right.
 */
export const ActionRow = styled.div`
  display: flex;
  flex-direction: column-reverse;
  gap: ${({ theme }) => theme.space.sm};
  > * {
    width: 100%;
  }
  @media ${({ theme }) => theme.media.tablet} {
    flex-direction: row;
    justify-content: space-between;
    > * {
      width: auto;
      flex: 0 1 220px;
      white-space: nowrap;
    }
    > :only-child {
      margin-left: auto;
    }
  }
`;

const Progress = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  text-align: center;
`;

const Problems = styled.ul`
  margin: 0;
  padding-left: ${({ theme }) => theme.space.lg};
`;

/** What a refused submit said: its message and, per field, why (api-client's `Problem` has this shape). */
export interface SubmitProblemOf {
  message: string;
  fieldErrors: Readonly<Record<string, string>>;
}

/**
 * A refused pay or confirm, kept on screen until the next try: the server's message, each field's reason
 * unless it repeats the message, and `children` (a way out, e.g. to choose another time). Texts pass
 * through `translate` (the server answers in the page's language; SPEC's own texts are translated here).
 */
export function SubmitProblem({
  problem,
  translate,
  children,
}: {
  problem: SubmitProblemOf;
  translate: (text: string) => string;
  children?: ReactNode;
}): ReactNode {
  const reasons = Object.entries(problem.fieldErrors).filter(
    ([, text]) => text !== problem.message,
  );
  return (
    <Alert tone="error" autoDismissMs={null}>
      {translate(problem.message)}
      {reasons.length > 0 ? (
        <Problems>
          {reasons.map(([field, text]) => (
            <li key={field}>{translate(text)}</li>
          ))}
        </Problems>
      ) : null}
      {children}
    </Alert>
  );
}

/**
 * The last step's buttons: Previous, and the forward action (Pay Now, Confirm) that is disabled until `ready`
 * and from the first click (`busy`), with a line saying what is happening while it is.
 */
export function StepActions({
  previous,
  onPrevious,
  forward,
  onForward,
  ready,
  busy,
  busyText,
}: {
  previous: string;
  onPrevious: () => void;
  forward: string;
  onForward: () => void;
  ready: boolean;
  busy: boolean;
  busyText: string;
}): ReactNode {
  return (
    <>
      <ActionRow>
        <Button type="button" variant="secondary" size="lg" disabled={busy} onClick={onPrevious}>
          {previous}
        </Button>
        <Button
          type="button"
          size="lg"
          loading={busy}
          disabled={busy || !ready}
          onClick={onForward}
        >
          {forward}
        </Button>
      </ActionRow>
      {busy ? <Progress role="status">{busyText}</Progress> : null}
    </>
  );
}
