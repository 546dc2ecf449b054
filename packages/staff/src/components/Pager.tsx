import { useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { Button } from '@medibridge/ui-kit';
import { withQuery, type Filters } from '../api';
import { useStaffTexts } from '../i18n';

/** Phones: where in the list on top, the two buttons side by side under it; wider: one row. */
const Bar = styled.nav`
  display: grid;
  grid-template-columns: 1fr 1fr;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  p {
    grid-column: 1 / -1;
    grid-row: 1;
    margin: 0;
    text-align: center;
    color: ${({ theme }) => theme.colors.textMuted};
  }
  @media ${({ theme }) => theme.media.tablet} {
    grid-template-columns: auto 1fr auto;
    p {
      grid-column: 2;
    }
  }
`;

/** Previous / next under a paged list, with where in the list the page is. */
export function Pager({
  meta,
  onPage,
}: {
  meta: { page: number; per_page: number; total: number };
  onPage: (page: number) => void;
}): ReactNode {
  const t = useStaffTexts();
  const pages = Math.max(1, Math.ceil(meta.total / meta.per_page));
  return (
    <Bar aria-label={t('Pages')}>
      <Button variant="secondary" disabled={meta.page <= 1} onClick={() => onPage(meta.page - 1)}>
        {t('Previous')}
      </Button>
      <p>{t('Page {page} of {pages} ({total} in all)', { ...meta, pages })}</p>
      <Button
        variant="secondary"
        disabled={meta.page >= pages}
        onClick={() => onPage(meta.page + 1)}
      >
        {t('Next')}
      </Button>
    </Bar>
  );
}

/**
 * The page of a server-paged list, back on page one whenever what is asked (the search and the filters, empty
 * values ignored) changes: the one rule every console list follows. The page is derived while rendering, so a
 * new search never asks the server for a page of the old one.
 */
export function usePageOf(asked: Filters): [page: number, setPage: (page: number) => void] {
  const key = withQuery('', asked);
  const [paging, setPaging] = useState({ key, page: 1 });
  const page = paging.key === key ? paging.page : 1;
  return [page, (to) => setPaging({ key, page: to })];
}
