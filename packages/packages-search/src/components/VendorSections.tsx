import type { ReactNode } from 'react';
import styled from 'styled-components';
import type { VendorDetail } from '@medibridge/contract';
import { Card, Tabs } from '@medibridge/ui-kit';
import { Tags } from './styles';

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
  if (items.length === 0) return <p>Not listed yet.</p>;
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
  return (
    <Tabs
      label={`About ${vendor.shop_name}`}
      tabs={[
        {
          id: 'overview',
          label: 'Overview',
          content: (
            <Panel>
              <section>
                <h3>About</h3>
                <p>{vendor.about_shop}</p>
              </section>
              <section>
                <h3>Speciality</h3>
                <p>{vendor.shop_specialization}</p>
              </section>
              <section>
                <h3>Services</h3>
                <TagList items={vendor.shop_services} label="Services" />
              </section>
              <section>
                <h3>Amenities</h3>
                <TagList items={vendor.amenties} label="Amenities" />
              </section>
              <section>
                <h3>Facilities</h3>
                <TagList items={vendor.facilities} label="Facilities" />
              </section>
            </Panel>
          ),
        },
        {
          id: 'locations',
          label: 'Locations',
          content: (
            <Panel>
              <Card as="section">
                <h3>Address</h3>
                <address>
                  {vendor.shop_name}
                  <br />
                  {vendor.shop_address}
                  <br />
                  {vendor.city_name}, {vendor.state_name}
                  <br />
                  PIN code {vendor.pin_code}
                </address>
              </Card>
              <Card as="section">
                <h3>Contact</h3>
                <p>
                  Phone: <a href={`tel:${vendor.shop_mobile.replace(/[^\d+]/g, '')}`}>{vendor.shop_mobile}</a>
                </p>
                <p>
                  Email: <a href={`mailto:${vendor.shop_email}`}>{vendor.shop_email}</a>
                </p>
              </Card>
            </Panel>
          ),
        },
      ]}
    />
  );
}
