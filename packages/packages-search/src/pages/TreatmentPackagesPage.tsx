import { useDeferredValue, useState, type ReactNode } from 'react';
import { useParams } from 'react-router-dom';
import styled from 'styled-components';
import { ROUTES, matchesSearch } from '@medibridge/contract';
import {
  Link,
  Button,
  EmptyState,
  TextInput,
  useDebouncedValue,
  useIncrementalList,
} from '@medibridge/ui-kit';
import {
  usePackageActiveListQuery,
  usePackageActiveSearchQuery,
  usePackageByMasterQuery,
} from '../api';
import { FIRST_SCREEN_CARDS, usePictureBases } from '../components/CatalogueImage';
import { PackageCard } from '../components/PackageCard';
import { PACKAGE_MASTERS_MENU_ID, PackageMastersMenu } from '../components/PackageMastersMenu';
import { ListSkeleton } from '../components/ListSkeleton';
import { QueryError } from '../components/QueryError';
import { Crumbs, Grid, Lead, Page, PageTitle } from '../components/styles';
import type { PackageCardItem } from '../components/PackageCard';
import { usePackageTexts } from '../i18n';

const SearchBox = styled.div`
  max-width: 520px;
  margin-bottom: ${({ theme }) => theme.space.md};
`;

/* Below the desktop breakpoint the specialities menu follows the list: jump to it. */
const MenuJump = styled.a`
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  margin: -${({ theme }) => theme.space.xs} 0 ${({ theme }) => theme.space.sm};
  color: ${({ theme }) => theme.colors.primary};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  @media ${({ theme }) => theme.media.desktop} {
    display: none;
  }
`;

const Layout = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  @media ${({ theme }) => theme.media.desktop} {
    grid-template-columns: 1fr 280px;
    align-items: start;
  }
`;

const ShowMore = styled.div`
  display: flex;
  justify-content: center;
  margin-top: ${({ theme }) => theme.space.lg};
`;

const SEARCH_MIN = 2;

/** Narrows the loaded list by name on the client, for the group view that has no server search. */
function matches(item: PackageCardItem, text: string): boolean {
  return matchesSearch(item.name, text);
}

/**
 * 'Treatment Packages' (SPEC §2): every active package, or one group's when the route carries
 * `masterPackageId`, with 'Search package By Name' and the groups menu beside it.
 */
export function TreatmentPackagesPage(): ReactNode {
  const t = usePackageTexts();
  usePictureBases(['package']);
  const { masterPackageId, slug } = useParams();
  const groupKey = masterPackageId ?? slug;
  const [text, setText] = useState('');
  const query = useDebouncedValue(text.trim(), 300);
  const searching = query.length >= SEARCH_MIN;
  const inGroup = groupKey !== undefined;
  const all = usePackageActiveListQuery(undefined, { skip: inGroup || searching });
  const found = usePackageActiveSearchQuery(query, { skip: inGroup || !searching });
  const group = usePackageByMasterQuery(groupKey ?? '', { skip: !inGroup });
  // Read deferred (docs/decisions/0036): the store's update when the list arrives re-renders with the old
  // value, and React draws the cards as a transition, in slices, instead of one long task.
  const current = useDeferredValue(inGroup ? group : searching ? found : all);
  const items: PackageCardItem[] = (current.data ?? []).filter(
    (item) => !inGroup || !searching || matches(item, query),
  );
  const list = useIncrementalList(items, 24, `${groupKey ?? ''}|${query}`);

  return (
    <Page>
      <title>{t('Treatment Packages — MediBridge')}</title>
      {inGroup && (
        <Crumbs aria-label={t('Breadcrumb')}>
          <Link to={ROUTES.treatmentPackage}>{t('All treatment packages')}</Link>
        </Crumbs>
      )}
      <PageTitle>{t('Treatment Packages')}</PageTitle>
      <Lead>
        {inGroup && group.data?.[0]
          ? t('{group}: fixed-price packages at partner hospitals.', {
              group: group.data[0].package_master_name,
            })
          : t(
              'Fixed-price treatment packages at partner hospitals. Open one to see what it includes.',
            )}
      </Lead>
      <Layout>
        <div>
          <SearchBox>
            <TextInput
              label={t('Search package By Name')}
              type="search"
              placeholder={t('Search package By Name')}
              value={text}
              onChange={(event) => setText(event.target.value)}
            />
          </SearchBox>
          <MenuJump href={`#${PACKAGE_MASTERS_MENU_ID}`}>{t('Browse by speciality ↓')}</MenuJump>
          {current.isLoading || (current.isFetching && !current.data) ? (
            <ListSkeleton label={t('Loading packages')} />
          ) : current.isError ? (
            <QueryError
              error={current.error}
              onRetry={() => void current.refetch()}
              title={t('We couldn’t load the packages')}
            />
          ) : items.length === 0 ? (
            <EmptyState
              title={
                searching ? t('No package matches “{query}”', { query }) : t('No packages here yet')
              }
              description={t(
                'Try another name, or call us and we will find the right hospital for you.',
              )}
              action={
                searching ? (
                  <Button type="button" variant="secondary" onClick={() => setText('')}>
                    {t('Clear search')}
                  </Button>
                ) : (
                  <Button as={Link} to={ROUTES.treatmentPackage} variant="secondary">
                    {t('See all packages')}
                  </Button>
                )
              }
            />
          ) : (
            <>
              <Grid aria-label={t('Packages')} aria-busy={current.isFetching}>
                {list.visible.map((item, index) => (
                  <li key={item.slug}>
                    <PackageCard item={item} priority={index < FIRST_SCREEN_CARDS} />
                  </li>
                ))}
              </Grid>
              {list.remaining > 0 && (
                <ShowMore ref={list.moreRef}>
                  <Button type="button" variant="secondary" onClick={list.showMore}>
                    {t('Show {count} more packages', { count: list.remaining })}
                  </Button>
                </ShowMore>
              )}
            </>
          )}
        </div>
        <PackageMastersMenu />
      </Layout>
    </Page>
  );
}
