import { useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { endpointPath, indiaDateTime, serverRoute } from '@medibridge/contract';
import { Alert, EmptyState, Skeleton, translate } from '@medibridge/ui-kit';
import { problemOf } from '@medibridge/api-client';
import { withQuery } from '../api';
import { DateRangeFields } from '../components/DateRangeFields';
import { Pager, usePageOf } from '../components/Pager';
import { StaffGate } from '../components/StaffGate';
import { FilterRow, RecordList } from '../components/StaffFrame';
import { type H1Filters, useStaffH1RegisterQuery } from '../h1Api';
import { useH1RegisterTexts } from '../i18n/h1Register';

const Entries = styled(RecordList)`
  @media ${({ theme }) => theme.media.desktop} {
    li {
      grid-template-columns: 170px minmax(0, 1fr) minmax(0, 1.4fr);
      gap: ${({ theme }) => theme.space.md};
      align-items: baseline;
    }
  }
`;

const Actions = styled.p`
  margin: 0;
`;

/**
 * /staff/h1-register (pharmacist and admin; docs/decisions/0068): the Schedule H1 register of the Drugs and
 * Cosmetics Rules 1945 r.65 — every H1 medicine supplied, with the prescriber, the patient, the medicine and
 * the quantity — by India date range, newest first, with its CSV for an inspector.
 */
export function H1RegisterPage(): ReactNode {
  const t = useH1RegisterTexts();
  return (
    <StaffGate role={['pharmacist', 'admin']} title={t('Schedule H1 register')}>
      {() => <Register />}
    </StaffGate>
  );
}

function Register(): ReactNode {
  const t = useH1RegisterTexts();
  const [range, setRange] = useState<{ from?: string; to?: string }>({});
  const asked = Object.fromEntries(Object.entries(range).filter(([, v]) => v)) as {
    from?: string;
    to?: string;
  };
  const [page, setPage] = usePageOf(asked);
  const filters: H1Filters = { page, ...asked };
  const list = useStaffH1RegisterQuery(filters);
  return (
    <>
      <p>
        {t(
          'Every Schedule H1 medicine supplied, written when its order was dispatched. Kept {years} years; nobody can change or delete an entry.',
          { years: list.data?.meta.retention_years ?? 3 },
        )}
      </p>
      <FilterRow role="search" onSubmit={(event) => event.preventDefault()}>
        <DateRangeFields
          from={range.from}
          to={range.to}
          onChange={(field, value) => setRange({ ...range, [field]: value })}
        />
      </FilterRow>
      <Actions>
        <a href={withQuery(serverRoute(endpointPath('staffH1RegisterCsv')), asked)} download>
          {t('Export as CSV')}
        </a>
      </Actions>
      {list.isLoading ? (
        <Skeleton height={120} lines={3} />
      ) : list.isError || !list.data ? (
        <Alert tone="error" autoDismissMs={null}>
          {translate(problemOf(list.error, 'The register could not be loaded.').message)}
        </Alert>
      ) : (
        <>
          {list.data.data.length === 0 ? (
            <EmptyState title={t('No Schedule H1 medicine was supplied in these dates.')} />
          ) : (
            <Entries aria-label={t('Register entries')}>
              {list.data.data.map((e) => (
                <li key={e.id}>
                  <span className="meta">{indiaDateTime(new Date(e.supplied_at))}</span>
                  <span className="what">
                    {`${e.medicine} · ${t('Quantity {quantity}', { quantity: e.quantity })} · ${t(
                      'Order {number}',
                      { number: e.order_no },
                    )}`}
                  </span>
                  <span>
                    {t('Prescriber: {name}, registration {number}', {
                      name: e.prescriber_name,
                      number: e.prescriber_reg_no,
                    })}
                    <br />
                    {t('Patient: {name}, {address}', {
                      name: e.patient_name,
                      address: e.patient_address,
                    })}
                  </span>
                </li>
              ))}
            </Entries>
          )}
          <Pager meta={list.data.meta} onPage={setPage} />
        </>
      )}
    </>
  );
}
