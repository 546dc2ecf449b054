import { type ReactNode } from 'react';
import styled from 'styled-components';
import { ROUTES } from '@medibridge/contract';
import { Link, PageFrame, Panel as KitPanel } from '@medibridge/ui-kit';
import { useStaffTexts } from '../i18n';

const Back = styled(Link)`
  justify-self: start;
  display: inline-flex;
  align-items: center;
  min-height: ${({ theme }) => theme.touchTarget};
  color: ${({ theme }) => theme.colors.primary};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

/** The white surface a block of a console screen sits on. */
export const Panel = styled(KitPanel)`
  gap: ${({ theme }) => theme.space.sm};
  h2,
  p {
    overflow-wrap: anywhere;
  }
  p {
    margin: 0;
  }
`;

/** How long a console search box waits for typing to stop before it asks the server. */
export const SEARCH_DEBOUNCE_MS = 300;

/** A row of filter fields: stacked on phones, side by side (tops aligned) from tablets up. */
export const FilterRow = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  align-items: start;
  @media ${({ theme }) => theme.media.tablet} {
    grid-template-columns: repeat(auto-fit, minmax(170px, 1fr));
  }
`;

/** A field and its button: stacked on phones, side by side (bottoms aligned) from tablets up. */
export const InlineForm = styled(FilterRow)`
  align-items: end;
`;

/** Buttons of an action: wrapping, each a full touch target. */
export const ButtonRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
  align-items: center;
`;

/**
 * A bordered list of records, one a row (audit entries, failed jobs): `.what` is the record's line in bold,
 * `.meta` its muted details.
 */
export const RecordList = styled.ol`
  margin: 0;
  padding: 0;
  list-style: none;
  display: grid;
  border: 1px solid ${({ theme }) => theme.colors.divider};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  li {
    display: grid;
    gap: ${({ theme }) => theme.space.xxs};
    padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
    overflow-wrap: anywhere;
  }
  li + li {
    border-top: 1px solid ${({ theme }) => theme.colors.divider};
  }
  .what {
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
  .meta {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;

/** A list of cards: one column on phones, two from desktops up. */
export const CardList = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  @media ${({ theme }) => theme.media.desktop} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

/** The frame of every console screen: back to the console (except on its home) and the heading. */
export function StaffFrame({
  title,
  home = false,
  children,
}: {
  title: ReactNode;
  home?: boolean;
  children: ReactNode;
}): ReactNode {
  const t = useStaffTexts();
  return (
    <PageFrame
      id="staff-title"
      title={title}
      before={home ? null : <Back to={ROUTES.staff}>{t('← Staff console')}</Back>}
    >
      {children}
    </PageFrame>
  );
}
