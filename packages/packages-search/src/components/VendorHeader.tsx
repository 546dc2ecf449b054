import type { ReactNode } from 'react';
import styled from 'styled-components';
import type { VendorDetail } from '@medibridge/contract';
import { CatalogueImage } from './CatalogueImage';
import { Muted, PageTitle, Tags } from './styles';
import { usePackageTexts } from '../i18n';

const Head = styled.header`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  margin-bottom: ${({ theme }) => theme.space.md};
  grid-template-columns: minmax(0, 1fr);
  > [data-catalogue-image] {
    aspect-ratio: 3 / 1;
  }
  @media ${({ theme }) => theme.media.tablet} {
    grid-template-columns: 240px minmax(0, 1fr);
    > [data-catalogue-image] {
      aspect-ratio: 16 / 9;
    }
    align-items: start;
  }
`;

const Speciality = styled.p`
  margin: ${({ theme }) => theme.space.xs} 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** Vendor info at the top of the vendor pages: picture, name, place, accreditation and service tags. */
export function VendorHeader({ vendor }: { vendor: Omit<VendorDetail, 'packages'> }): ReactNode {
  const t = usePackageTexts();
  return (
    <Head>
      <CatalogueImage file={vendor.vendor_img} kind="vendor" priority />
      <div>
        <PageTitle>{vendor.shop_name}</PageTitle>
        <Muted>
          {vendor.city_name}, {vendor.state_name}
          {vendor.accreditation ? ` · ${vendor.accreditation}` : ''}
          {vendor.beds > 0 ? t(' · {beds} beds', { beds: vendor.beds }) : ''}
          {vendor.established_year > 0
            ? t(' · since {year}', { year: vendor.established_year })
            : ''}
        </Muted>
        <Speciality>{vendor.shop_specialization}</Speciality>
        <Tags aria-label={t('Services')}>
          {vendor.shop_services.slice(0, 8).map((service) => (
            <li key={service}>{service}</li>
          ))}
        </Tags>
      </div>
    </Head>
  );
}
