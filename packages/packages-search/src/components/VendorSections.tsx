import type { ReactNode } from 'react';
import styled from 'styled-components';
import type { VendorDetail } from '@medibridge/contract';
import { Card, Tabs } from '@medibridge/ui-kit';
import { Tags } from './styles';
import { usePackageTexts } from '../i18n';

const Panel = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  padding-top: ${({ theme }) => theme.space.md};
  h3 {
    margin: 0 0 ${({ theme }) => theme.space.xs};
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
  p {
    margin: 0;
    overflow-wrap: anywhere;
  }
  address {
    font-style: normal;
  }
`;

type VendorInfo = Omit<VendorDetail, 'packages'>;

function TagList({ items, label }: { items: readonly string[]; label: string }): ReactNode {
  const t = usePackageTexts();
  if (items.length === 0) return <p>{t('Not listed yet.')}</p>;
  return (
    <Tags aria-label={label}>
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </Tags>
  );
}

/** Overview and Locations tabs of a vendor (SPEC §2): about, speciality, services, amenities, facilities, address. */
export function VendorTabs({ vendor }: { vendor: VendorInfo }): ReactNode {
  const t = usePackageTexts();
  return (
    <Tabs
      label={t('About {shop_name}', { shop_name: vendor.shop_name })}
      tabs={[
        {
          id: 'overview',
          label: t('Overview'),
          content: (
            <Panel>
              <section>
                <h3>{t('About')}</h3>
                <p>{vendor.about_shop}</p>
              </section>
              <section>
                <h3>{t('Speciality')}</h3>
                <p>{vendor.shop_specialization}</p>
              </section>
              <section>
                <h3>{t('Services')}</h3>
                <TagList items={vendor.shop_services} label={t('Services')} />
              </section>
              <section>
                <h3>{t('Amenities')}</h3>
                <TagList items={vendor.amenties} label={t('Amenities')} />
              </section>
              <section>
                <h3>{t('Facilities')}</h3>
                <TagList items={vendor.facilities} label={t('Facilities')} />
              </section>
            </Panel>
          ),
        },
        {
          id: 'locations',
          label: t('Locations'),
          content: (
            <Panel>
              <Card as="section">
                <h3>{t('Address')}</h3>
                <address>
                  {vendor.shop_name}
                  <br />
                  {vendor.shop_address}
                  <br />
                  {vendor.city_name}, {vendor.state_name}
                  <br />
                  {t('PIN code {pin}', { pin: vendor.pin_code })}
                </address>
              </Card>
              <Card as="section">
                <h3>{t('Contact')}</h3>
                <p>
                  {t('Phone:')}{' '}
                  <a href={`tel:${vendor.shop_mobile.replace(/[^\d+]/g, '')}`}>
                    {vendor.shop_mobile}
                  </a>
                </p>
                <p>
                  {t('Email:')} <a href={`mailto:${vendor.shop_email}`}>{vendor.shop_email}</a>
                </p>
              </Card>
            </Panel>
          ),
        },
      ]}
    />
  );
}
