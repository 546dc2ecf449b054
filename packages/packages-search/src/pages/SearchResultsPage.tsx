import { useDeferredValue, useState, type ReactNode } from 'react';
import { useParams } from 'react-router-dom';
import styled from 'styled-components';
import { SUPPORT_PHONE_HREF, type HospitalPackageRow } from '@medibridge/contract';
import { useReferenceHospitalCitiesQuery } from '@medibridge/api-client';
import { Link, Alert, Button, Card, EmptyState, Modal, Money, useModal } from '@medibridge/ui-kit';
import { usePackageHospitalSearchQuery } from '../api';
import { CatalogueImage, FIRST_SCREEN_CARDS, usePictureBases } from '../components/CatalogueImage';
import { CompareTable } from '../components/CompareTable';
import { ListSkeleton } from '../components/ListSkeleton';
import { QueryError } from '../components/QueryError';
import { Grid, Lead, Muted, Page, PageTitle } from '../components/styles';
import { useQuoteModal } from '../components/useQuoteModal';
import {
  COMPARE_LIMIT_MESSAGE,
  COMPARE_LIMIT_TEXT,
  COMPARE_MAX,
  toggleCompare,
} from '../lib/compare';
import { packageName } from '../lib/truncate';
import { vendorPackagePath } from '../lib/vendorPaths';
import { usePackageTexts } from '../i18n';

const Row = styled(Card)`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  height: 100%;
  align-content: start;
  > [data-catalogue-image]:first-child {
    aspect-ratio: 3 / 1;
  }
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.lg};
    overflow-wrap: anywhere;
  }
  address {
    font-style: normal;
    color: ${({ theme }) => theme.colors.textMuted};
    overflow-wrap: anywhere;
  }
`;

const PackageLine = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.sm};
  align-items: center;
  [data-catalogue-image] {
    width: 64px;
    height: 48px;
    flex: none;
  }
  span {
    overflow-wrap: anywhere;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  align-items: center;
  > a,
  > button {
    flex: 1 1 120px;
    white-space: nowrap;
    padding-left: ${({ theme }) => theme.space.sm};
    padding-right: ${({ theme }) => theme.space.sm};
  }
`;

const CompareToggle = styled.label`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  min-height: 44px;
  cursor: pointer;
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  input {
    width: 22px;
    height: 22px;
    accent-color: ${({ theme }) => theme.colors.primary};
  }
`;

const Tray = styled.div`
  position: sticky;
  bottom: calc(${({ theme }) => theme.space.sm} + env(safe-area-inset-bottom, 0px));
  z-index: ${({ theme }) => theme.zIndices.sticky};
  margin-top: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  background: ${({ theme }) => theme.colors.accent};
  color: ${({ theme }) => theme.colors.onAccent};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.md};
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  align-items: center;
  justify-content: space-between;
  @media ${({ theme }) => theme.media.mobile} {
    bottom: calc(72px + env(safe-area-inset-bottom, 0px));
  }
`;

/** /search-package-results/{citys_id}/{package_id}: hospitals offering a package in a city, comparable. */
export function SearchResultsPage(): ReactNode {
  const t = usePackageTexts();
  usePictureBases(['vendor', 'package']);
  const { citys_id: city = '', package_id: pkg = '' } = useParams();
  // The list is drawn from the deferred result. An RTK Query answer reaches components through a store
  // subscription, which React renders at once, in one task: the hospitals' cards made that task 40–90 ms
  // on a 4× slower phone CPU. Deferred, React draws them in slices of a few milliseconds (decision 0036).
  const results = useDeferredValue(usePackageHospitalSearchQuery({ city, package: pkg }));
  const cities = useReferenceHospitalCitiesQuery();
  const modal = useModal();
  const { openQuote, openConsultation } = useQuoteModal();
  const [selected, setSelected] = useState<readonly string[]>([]);
  const [refusal, setRefusal] = useState<{ text: string; at: number } | null>(null);
  const [comparing, setComparing] = useState(false);

  const rows = results.data ?? [];
  const cityName =
    rows[0]?.city_name ??
    cities.data?.find((c) => String(c.cityRowId) === city || c.citySlug === city)?.cityName ??
    t('this city');
  const title = rows[0]
    ? t('{package} in {city}', { package: packageName(rows[0].package_name), city: cityName })
    : t('Hospitals in {city}', { city: cityName });
  const chosen = selected
    .map((slug) => rows.find((row) => row.shop_slug === slug))
    .filter((row): row is HospitalPackageRow => row !== undefined);

  const quote = (row: HospitalPackageRow): void => {
    setComparing(false);
    openQuote({
      hospitalId: row.vendor_pk_id,
      hospitalName: row.shop_name,
      package_id: String(row.package_id),
      city_id: city,
      packageName: row.package_name,
    });
  };

  const toggle = (slug: string): void => {
    const next = toggleCompare(selected, slug);
    setSelected(next.selected);
    setRefusal(next.refused ? { text: next.refused, at: Date.now() } : null);
  };

  return (
    <Page>
      <title>{`${title} — MediBridge`}</title>
      <PageTitle>{title}</PageTitle>
      {results.isLoading ? (
        <>
          <Lead>{t('Finding hospitals…')}</Lead>
          <ListSkeleton label={t('Loading hospitals')} count={4} />
        </>
      ) : results.isError ? (
        <QueryError
          error={results.error}
          onRetry={() => void results.refetch()}
          title={t('We couldn’t load the hospitals')}
        />
      ) : rows.length === 0 ? (
        <EmptyState
          title={t('No hospital offers this package in {cityName} yet', { cityName: cityName })}
          description={t(
            'Try a nearby city, or tell us what you need and our care team will find a hospital for you.',
          )}
          action={
            <>
              <Button type="button" onClick={() => modal.open('packageSearch')}>
                {t('Search another city')}
              </Button>{' '}
              <Button type="button" variant="secondary" onClick={openConsultation}>
                {t('Book Free Appointment')}
              </Button>{' '}
              <Button as="a" href={SUPPORT_PHONE_HREF} variant="ghost">
                {t('Call us')}
              </Button>
            </>
          }
        />
      ) : (
        <>
          <Lead>
            {rows.length === 1
              ? t(
                  '{count} hospital offer this package. Tick up to {max} to compare them side by side.',
                  { count: rows.length, max: COMPARE_MAX },
                )
              : t(
                  '{count} hospitals offer this package. Tick up to {max} to compare them side by side.',
                  { count: rows.length, max: COMPARE_MAX },
                )}
          </Lead>
          {refusal && (
            <Alert key={refusal.at} tone="error" onDismiss={() => setRefusal(null)}>
              {refusal.text === COMPARE_LIMIT_MESSAGE
                ? t(COMPARE_LIMIT_TEXT, { max: COMPARE_MAX })
                : refusal.text}
            </Alert>
          )}
          <Grid aria-label={t('Hospitals')}>
            {rows.map((row, index) => (
              <li key={row.shop_slug}>
                <Row as="article" aria-label={row.shop_name}>
                  <CatalogueImage
                    file={row.vendor_img}
                    kind="vendor"
                    priority={index < FIRST_SCREEN_CARDS}
                  />
                  <h2>{row.shop_name}</h2>
                  <address>
                    {row.shop_address}
                    <br />
                    {row.city_name}, {row.state_name}
                  </address>
                  <PackageLine>
                    <CatalogueImage file={row.main_img} kind="package" />
                    <span>
                      {packageName(row.package_name)}
                      <Muted as="span">
                        {' '}
                        · <Money amount={row.price} />
                      </Muted>
                    </span>
                  </PackageLine>
                  <CompareToggle>
                    <input
                      type="checkbox"
                      checked={selected.includes(row.shop_slug)}
                      onChange={() => toggle(row.shop_slug)}
                      aria-label={t('Compare {shop_name}', { shop_name: row.shop_name })}
                    />
                    {t('Compare')}
                  </CompareToggle>
                  <Actions>
                    <Button
                      as={Link}
                      to={vendorPackagePath(row.role_name, row.shop_slug, row.package_slug)}
                      variant="secondary"
                      aria-label={t('View Details of {shop_name}', { shop_name: row.shop_name })}
                    >
                      {t('View Details')}
                    </Button>
                    <Button
                      type="button"
                      onClick={() => quote(row)}
                      aria-label={t('Get Quote from {shop_name}', { shop_name: row.shop_name })}
                    >
                      {t('Get Quote')}
                    </Button>
                  </Actions>
                </Row>
              </li>
            ))}
          </Grid>
          {chosen.length > 0 && (
            <Tray role="region" aria-label={t('Compare hospitals')}>
              <span>
                {t('{count} of {max} selected', { count: chosen.length, max: COMPARE_MAX })}
                {chosen.length === 1 ? t(' — tick one more to compare') : ''}
              </span>
              <Button
                type="button"
                variant="secondary"
                size="sm"
                disabled={chosen.length < 2}
                onClick={() => setComparing(true)}
              >
                {t('Compare {count}', { count: chosen.length })}
              </Button>
            </Tray>
          )}
          <Modal
            open={comparing && chosen.length >= 2}
            onClose={() => setComparing(false)}
            title={t('Compare hospitals')}
            size="lg"
          >
            <CompareTable rows={chosen} onQuote={quote} />
          </Modal>
        </>
      )}
    </Page>
  );
}
