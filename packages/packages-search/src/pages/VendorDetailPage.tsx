import { useDeferredValue, useState, type ReactNode } from 'react';
import { useParams } from 'react-router-dom';
import styled from 'styled-components';
import { SUPPORT_PHONE, SUPPORT_PHONE_HREF } from '@medibridge/contract';
import { Link, Button, Card, Money, Skeleton } from '@medibridge/ui-kit';
import { useVendorDetailQuery } from '../api';
import { NotFound } from '../components/NotFound';
import { QueryError } from '../components/QueryError';
import { Grid, Muted, Page, SectionTitle } from '../components/styles';
import { useQuoteModal } from '../components/useQuoteModal';
import { VendorHeader } from '../components/VendorHeader';
import { VendorTabs } from '../components/VendorSections';
import { usePictureBases } from '../components/CatalogueImage';
import { packageName } from '../lib/truncate';
import {
  VENDOR_DETAIL_PARAM,
  VENDOR_DETAIL_SUFFIX,
  roleFromSegment,
  vendorPackagePath,
} from '../lib/vendorPaths';
import { usePackageTexts } from '../i18n';

const PackageItem = styled(Card)`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.md};
    overflow-wrap: anywhere;
  }
`;

/** Packages listed before 'Show all': a phone page stays short. */
const PACKAGES_SHOWN = 12;

/** /{role_name}-detail/{shop_slug}: a vendor's profile and the packages it offers. */
export function VendorDetailPage(): ReactNode {
  const t = usePackageTexts();
  usePictureBases(['vendor']);
  const params = useParams();
  const role = roleFromSegment(params[VENDOR_DETAIL_PARAM], VENDOR_DETAIL_SUFFIX);
  const vendorSlug = params.shop_slug ?? '';
  // Deferred: drawn in slices, not in the store update's one task (decision 0036).
  const detail = useDeferredValue(
    useVendorDetailQuery({ role_name: role ?? '', vendorSlug }, { skip: role === null }),
  );
  const { openConsultation } = useQuoteModal();
  const [showAll, setShowAll] = useState(false);
  if (role === null) return <NotFound />;
  if (detail.isLoading) {
    return (
      <Page role="status" aria-label={t('Loading hospital')}>
        <Skeleton height={32} width="70%" />
        <div style={{ height: 16 }} />
        <Skeleton lines={6} />
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
  const vendor = detail.data;
  return (
    <Page>
      <title>{`${vendor.shop_name} — MediBridge`}</title>
      <VendorHeader vendor={vendor} />
      <Button type="button" onClick={openConsultation}>
        {t('Book Free Appointment')}
      </Button>{' '}
      <Button
        as="a"
        href={SUPPORT_PHONE_HREF}
        variant="secondary"
        aria-label={t('Call us on {phone}', { phone: SUPPORT_PHONE })}
      >
        {t('Call us')}
      </Button>
      <SectionTitle>{t('About')}</SectionTitle>
      <VendorTabs vendor={vendor} />
      <SectionTitle>{t('Packages at {hospital}', { hospital: vendor.shop_name })}</SectionTitle>
      {vendor.packages.length === 0 ? (
        <Muted>{t('This hospital has not listed packages yet. Call us for a quote.')}</Muted>
      ) : (
        <Grid aria-label={t('Packages')}>
          {(showAll ? vendor.packages : vendor.packages.slice(0, PACKAGES_SHOWN)).map((pkg) => (
            <li key={pkg.slug}>
              <PackageItem as="article">
                <h3>{packageName(pkg.name)}</h3>
                <Muted>
                  {pkg.package_master_name} · <Money amount={pkg.price} />
                </Muted>
                <Link to={vendorPackagePath(vendor.role_name, vendor.shop_slug, pkg.slug)}>
                  {t('View Details')}
                </Link>
              </PackageItem>
            </li>
          ))}
        </Grid>
      )}
      {!showAll && vendor.packages.length > PACKAGES_SHOWN && (
        <p>
          <Button type="button" variant="secondary" onClick={() => setShowAll(true)}>
            {t('Show all {count} packages', { count: vendor.packages.length })}
          </Button>
        </p>
      )}
    </Page>
  );
}
