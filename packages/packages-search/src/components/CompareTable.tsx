import type { ReactNode } from 'react';
import styled from 'styled-components';
import type { HospitalPackageRow } from '@medibridge/contract';
import { Button, Money, VisuallyHidden } from '@medibridge/ui-kit';
import { usePackageTexts } from '../i18n';

const Scroller = styled.div`
  overflow-x: auto;
  max-width: 100%;
  -webkit-overflow-scrolling: touch;
`;

const Table = styled.table<{ $columns: number }>`
  border-collapse: collapse;
  width: 100%;
  table-layout: fixed;
  min-width: ${({ $columns }) => 120 + $columns * 170}px;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  th,
  td {
    text-align: left;
    vertical-align: top;
    padding: ${({ theme }) => theme.space.sm};
    border-bottom: 1px solid ${({ theme }) => theme.colors.divider};
    overflow-wrap: anywhere;
  }
  thead th {
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
  /* A fixed layout takes column widths from the first row: the header's empty corner sets the labels' width. */
  thead td:first-child,
  tbody th {
    width: 120px;
    /* Labels are single words ('Specialisation'): hyphenate rather than cut them anywhere. */
    overflow-wrap: normal;
    hyphens: auto;
  }
  tbody th {
    color: ${({ theme }) => theme.colors.textMuted};
    font-weight: ${({ theme }) => theme.fontWeights.medium};
  }
  ul {
    margin: 0;
    padding-left: 1.1em;
  }
`;

function List({ items }: { items: readonly string[] }): ReactNode {
  const t = usePackageTexts();
  if (items.length === 0) return <span>{t('Not listed')}</span>;
  return (
    <ul>
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}

export interface CompareTableProps {
  rows: readonly HospitalPackageRow[];
  onQuote: (row: HospitalPackageRow) => void;
}

/** Hospitals side by side: specialisation, the package's inclusions, amenities, facilities, location. */
export function CompareTable({ rows, onQuote }: CompareTableProps): ReactNode {
  const t = usePackageTexts();
  return (
    <Scroller tabIndex={0} aria-label={t('Comparison, scrolls sideways')}>
      <Table $columns={rows.length}>
        <caption>
          <VisuallyHidden>
            {t('Hospitals compared for {package}', { package: rows[0]?.package_name ?? '' })}
          </VisuallyHidden>
        </caption>
        <thead>
          <tr>
            <td />
            {rows.map((row) => (
              <th key={row.shop_slug} scope="col">
                {row.shop_name}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          <tr>
            <th scope="row">{t('Price')}</th>
            {rows.map((row) => (
              <td key={row.shop_slug}>
                <Money amount={row.price} />
              </td>
            ))}
          </tr>
          <tr>
            <th scope="row">{t('Specialisation')}</th>
            {rows.map((row) => (
              <td key={row.shop_slug}>{row.shop_specialization}</td>
            ))}
          </tr>
          <tr>
            <th scope="row">{t('Inclusions')}</th>
            {rows.map((row) => (
              <td key={row.shop_slug}>
                <List items={row.inclusions} />
              </td>
            ))}
          </tr>
          <tr>
            <th scope="row">{t('Amenities')}</th>
            {rows.map((row) => (
              <td key={row.shop_slug}>
                <List items={row.amenties} />
              </td>
            ))}
          </tr>
          <tr>
            <th scope="row">{t('Facilities')}</th>
            {rows.map((row) => (
              <td key={row.shop_slug}>
                <List items={row.facilities} />
              </td>
            ))}
          </tr>
          <tr>
            <th scope="row">{t('Accreditation')}</th>
            {rows.map((row) => (
              <td key={row.shop_slug}>
                {row.accreditation || t('Not stated')}
                {row.beds > 0 ? t(', {beds} beds', { beds: row.beds }) : ''}
              </td>
            ))}
          </tr>
          <tr>
            <th scope="row">{t('Location')}</th>
            {rows.map((row) => (
              <td key={row.shop_slug}>
                {row.shop_address}, {row.city_name}, {row.state_name} {row.pin_code}
              </td>
            ))}
          </tr>
          <tr>
            <td />
            {rows.map((row) => (
              <td key={row.shop_slug}>
                <Button
                  type="button"
                  size="sm"
                  onClick={() => onQuote(row)}
                  aria-label={t('Get Quote from {shop_name}', { shop_name: row.shop_name })}
                >
                  {t('Get Quote')}
                </Button>
              </td>
            ))}
          </tr>
        </tbody>
      </Table>
    </Scroller>
  );
}
