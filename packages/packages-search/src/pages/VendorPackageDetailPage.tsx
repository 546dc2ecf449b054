import { useDeferredValue, type ReactNode } from 'react';
import { useParams } from 'react-router-dom';
import styled from 'styled-components';
import { ROUTES, SUPPORT_PHONE, SUPPORT_PHONE_HREF, buildPath } from '@medibridge/contract';
import { Link, Button, Card, Money, Skeleton } from '@medibridge/ui-kit';
import { useVendorSelectedPackageQuery } from '../api';
import { CatalogueImage, usePictureBases } from '../components/CatalogueImage';
import { NotFound } from '../components/NotFound';
import { QueryError } from '../components/QueryError';
import { Crumbs, Grid, Page, SectionTitle } from '../components/styles';
import { useQuoteModal } from '../components/useQuoteModal';
import { VendorHeader } from '../components/VendorHeader';
import { VendorTabs } from '../components/VendorSections';
import { packageName } from '../lib/truncate';
import {
  VENDOR_PACKAGE_PARAM,
  VENDOR_PACKAGE_SUFFIX,
  roleFromSegment,
  vendorDetailPath,
} from '../lib/vendorPaths';
import { usePackageTexts } from '../i18n';

const Offer = styled(Card)`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  margin-bottom: ${({ theme }) => theme.space.md};
  @media ${({ theme }) => theme.media.tablet} {
    grid-template-columns: 1fr auto;
    align-items: center;
  }
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.lg};
    overflow-wrap: anywhere;
  }
  p {
    margin: 0;
  }
`;

const OfferActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  > * {
    /* A label never breaks inside its button: when two do not fit side by side they stack, full width. */
    flex: 1 1 auto;
    white-space: nowrap;
  }
`;

const Service = styled(Card)`
  display: flex;
  gap: ${({ theme }) => theme.space.sm};
  align-items: flex-start;
  [data-catalogue-image] {
    width: 56px;
    height: 56px;
    flex: none;
    aspect-ratio: 1;
  }
  h3 {
    margin: 0 0 ${({ theme }) => theme.space.xxs};
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;

/** /{role_name}-package-detail/{vendorSlug}/{packageSlug}: a hospital and one of its packages (SPEC §2). */
export function VendorPackageDetailPage(): ReactNode {
  const t = usePackageTexts();
  const params = useParams();
  const role = roleFromSegment(params[VENDOR_PACKAGE_PARAM], VENDOR_PACKAGE_SUFFIX);
  usePictureBases(['vendor', 'packageService'], { skip: role === null });
  const vendorSlug = params.vendorSlug ?? '';
  const packageSlug = params.packageSlug ?? '';
  // Deferred: drawn in slices, not in the store update's one task (decision 0036).
  const detail = useDeferredValue(
    useVendorSelectedPackageQuery(
      { role_name: role ?? '', vendorSlug, packageSlug },
      { skip: role === null },
    ),
  );
  const { openQuote } = useQuoteModal();
  if (role === null) return <NotFound />;
  if (detail.isLoading) {
    return (
      <Page role="status" aria-label={t('Loading hospital')}>
        <Skeleton height={32} width="70%" />
        <div style={{ height: 16 }} />
        <Skeleton height={160} />
        <div style={{ height: 16 }} />
        <Skeleton lines={5} />
      </Page>
    );
  }
  if (detail.isError || !detail.data) {
    return (
      <Page>
        <title>{t('Hospital — MediBridge')}</title>
        <QueryError
          error={detail.error}
          onRetry={() => void detail.refetch()}
          title={t('We couldn’t open this hospital')}
        />
      </Page>
    );
  }
  const { vendor, package: pkg } = detail.data;
  const name = packageName(pkg.name);
  return (
    <Page>
      <title>
        {t('{package} at {hospital} — MediBridge', { package: name, hospital: vendor.shop_name })}
      </title>
      <Crumbs aria-label={t('Breadcrumb')}>
        <Link to={buildPath(ROUTES.packageDetails, { slug: pkg.slug })}>{name}</Link> ›{' '}
        <Link to={vendorDetailPath(vendor.role_name, vendor.shop_slug)}>{vendor.shop_name}</Link>
      </Crumbs>
      <VendorHeader vendor={vendor} />
      <Offer as="section" aria-label={t('Package price')}>
        <div>
          <h2>{name}</h2>
          <p>
            <Money amount={pkg.price} /> · {pkg.package_master_name}
          </p>
        </div>
        <OfferActions>
          <Button
            type="button"
            onClick={() =>
              openQuote({
                hospitalId: vendor.id,
                hospitalName: vendor.shop_name,
                package_id: String(pkg.id),
                packageName: pkg.name,
              })
            }
          >
            {t('Get Quote')}
          </Button>
          <Button
            as="a"
            href={SUPPORT_PHONE_HREF}
            variant="secondary"
            aria-label={t('Call us on {phone}', { phone: SUPPORT_PHONE })}
          >
            {t('Call us')}
          </Button>
        </OfferActions>
      </Offer>
      {pkg.package_service.length > 0 && (
        <>
          <SectionTitle>{t('Included in this package')}</SectionTitle>
          <Grid aria-label={t('Included services')}>
            {pkg.package_service.map((service) => (
              <li key={service.id}>
                <Service as="article">
                  <CatalogueImage file={service.service_img} kind="packageService" />
                  <div>
                    <h3>{service.service_name}</h3>
                    <p>{service.description}</p>
                  </div>
                </Service>
              </li>
            ))}
          </Grid>
        </>
      )}
      <SectionTitle>{t('About the hospital')}</SectionTitle>
      <VendorTabs vendor={vendor} />
    </Page>
  );
}
