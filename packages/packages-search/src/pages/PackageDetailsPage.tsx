import { useDeferredValue, type ReactNode } from 'react';
import { useParams } from 'react-router-dom';
import styled from 'styled-components';
import { ROUTES, SUPPORT_PHONE, SUPPORT_PHONE_HREF, buildPath } from '@medibridge/contract';
import { Link, Button, Card, FactList, Money, Skeleton } from '@medibridge/ui-kit';
import { usePackageDetailsQuery } from '../api';
import { CatalogueImage, usePictureBases } from '../components/CatalogueImage';
import { QueryError } from '../components/QueryError';
import { Crumbs, Grid, Lead, Page, PageTitle, SectionTitle } from '../components/styles';
import { useQuoteModal } from '../components/useQuoteModal';
import { packageName } from '../lib/truncate';
import { usePackageTexts } from '../i18n';

const Head = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  @media ${({ theme }) => theme.media.desktop} {
    grid-template-columns: 1.4fr 1fr;
    align-items: start;
  }
`;

const Facts = styled(Card)`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
`;

/** The package's facts (speciality, stay, prices) break between words only, as they always have. */
const GlanceList = styled(FactList)`
  dd {
    overflow-wrap: normal;
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

/** /package-details/{slug}: a package and its package_service cards (SPEC §2). */
export function PackageDetailsPage(): ReactNode {
  const t = usePackageTexts();
  usePictureBases(['package', 'packageService']);
  const { slug = '' } = useParams();
  // Deferred: drawn in slices, not in the store update's one task (decision 0036).
  const detail = useDeferredValue(usePackageDetailsQuery(slug));
  const { openConsultation } = useQuoteModal();
  if (detail.isLoading) {
    return (
      <Page role="status" aria-label={t('Loading package')}>
        <Skeleton height={32} width="60%" />
        <div style={{ height: 16 }} />
        <Skeleton height={180} />
        <div style={{ height: 16 }} />
        <Skeleton lines={4} />
      </Page>
    );
  }
  if (detail.isError || !detail.data) {
    return (
      <Page>
        <title>{t('Package — MediBridge')}</title>
        <QueryError
          error={detail.error}
          onRetry={() => void detail.refetch()}
          title={t('We couldn’t open this package')}
        />
      </Page>
    );
  }
  const pkg = detail.data;
  const name = packageName(pkg.name);
  return (
    <Page>
      <title>{`${name} — MediBridge`}</title>
      <Crumbs aria-label={t('Breadcrumb')}>
        <Link to={ROUTES.treatmentPackage}>{t('Treatment Packages')}</Link> ›{' '}
        <Link to={buildPath(ROUTES.groupTreatmentPackage, { slug: pkg.package_master_slug })}>
          {pkg.package_master_name}
        </Link>
      </Crumbs>
      <Head>
        <div>
          <PageTitle>{name}</PageTitle>
          <Lead>{pkg.short_description}</Lead>
          <CatalogueImage file={pkg.main_img} kind="package" priority />
        </div>
        <Facts as="aside" aria-label={t('At a glance')}>
          <GlanceList>
            <dt>{t('Speciality')}</dt>
            <dd>{pkg.package_master_name}</dd>
            <dt>{t('Typical stay')}</dt>
            <dd>
              {pkg.hospital_days === 0
                ? t('Day care')
                : pkg.hospital_days === 1
                  ? t('{count} day', { count: 1 })
                  : t('{count} days', { count: pkg.hospital_days })}
            </dd>
            {pkg.price_from !== null && (
              <>
                <dt>{t('Price')}</dt>
                <dd>
                  <Money amount={pkg.price_from} />
                  {pkg.price_to !== null && pkg.price_to !== pkg.price_from && (
                    <>
                      {' '}
                      {t('to')} <Money amount={pkg.price_to} />
                    </>
                  )}
                </dd>
              </>
            )}
          </GlanceList>
          <Button type="button" onClick={openConsultation}>
            {t('Book Free Appointment')}
          </Button>
          <Button as="a" href={SUPPORT_PHONE_HREF} variant="secondary">
            {t('Call {phone}', { phone: SUPPORT_PHONE })}
          </Button>
        </Facts>
      </Head>
      <SectionTitle>{t('What the package includes')}</SectionTitle>
      {pkg.package_service.length === 0 ? (
        <Lead>{t('The hospital confirms the inclusions with your quote.')}</Lead>
      ) : (
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
      )}
    </Page>
  );
}
