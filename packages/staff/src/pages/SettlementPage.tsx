import { useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { endpointPath, serverRoute } from '@medibridge/contract';
import { Alert, Skeleton, translate } from '@medibridge/ui-kit';
import { problemOf } from '@medibridge/api-client';
import { withQuery } from '../api';
import { DateRangeFields } from '../components/DateRangeFields';
import { StaffGate } from '../components/StaffGate';
import { FilterRow, RecordList } from '../components/StaffFrame';
import { useMoneyTexts } from '../i18n/money';
import { type SettlementDay, type SettlementFilters, useStaffSettlementQuery } from '../moneyApi';
import { rupees } from './PaymentsPage';

const Days = styled(RecordList)`
  .sums {
    display: grid;
    grid-template-columns: repeat(2, minmax(0, 1fr));
    gap: ${({ theme }) => theme.space.xxs} ${({ theme }) => theme.space.sm};
    margin: 0;
  }
  .sums div {
    display: flex;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space.xs};
  }
  dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 0;
    font-variant-numeric: tabular-nums;
  }
  .head {
    display: none;
  }
  @media ${({ theme }) => theme.media.desktop} {
    li {
      grid-template-columns: 140px minmax(0, 1fr);
      gap: ${({ theme }) => theme.space.md};
      align-items: center;
    }
    .sums {
      grid-template-columns: repeat(5, minmax(0, 1fr));
    }
    .sums div {
      display: block;
      text-align: right;
    }
    .sums dt {
      position: absolute;
      width: 1px;
      height: 1px;
      overflow: hidden;
      clip: rect(0 0 0 0);
    }
    .head {
      display: grid;
      color: ${({ theme }) => theme.colors.textMuted};
      font-size: ${({ theme }) => theme.fontSizes.sm};
    }
    .head .sums span {
      text-align: right;
    }
  }
`;

const Actions = styled.p`
  margin: 0;
`;

function Sums({ day }: { day: Omit<SettlementDay, 'date'> }): ReactNode {
  const t = useMoneyTexts();
  const cells: [string, string][] = [
    [t('Payments'), String(day.payments)],
    [t('Paid'), rupees(day.paid_paise)],
    [t('Refunded'), rupees(day.refunded_paise)],
    [t('To wallet'), rupees(day.wallet_paise)],
    [t('Net'), rupees(day.net_paise)],
  ];
  return (
    <dl className="sums">
      {cells.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * /staff/settlement (admin, docs/decisions/0059): per India date, what the gateway took, what went back to
 * payment methods and into wallets, and the net, newest first, with the range's totals and its CSV.
 */
export function SettlementPage(): ReactNode {
  const t = useMoneyTexts();
  return (
    <StaffGate role="admin" title={t('Daily settlement')}>
      {() => <Settlement />}
    </StaffGate>
  );
}

function Settlement(): ReactNode {
  const t = useMoneyTexts();
  const [filters, setFilters] = useState<SettlementFilters>({});
  const shown = useStaffSettlementQuery(filters);
  return (
    <>
      <p>
        {t(
          'Paid through the gateway, refunded to payment methods, credited to wallets, and the net, per India date.',
        )}
      </p>
      <FilterRow role="search" onSubmit={(event) => event.preventDefault()}>
        <DateRangeFields
          from={filters.from}
          to={filters.to}
          onChange={(field, value) => setFilters({ ...filters, [field]: value })}
        />
      </FilterRow>
      {shown.isLoading ? (
        <Skeleton height={160} lines={4} />
      ) : shown.isError || !shown.data ? (
        <Alert tone="error" autoDismissMs={null}>
          {translate(problemOf(shown.error, 'The settlement could not be loaded.').message)}
        </Alert>
      ) : (
        <>
          <Actions>
            <a href={withQuery(serverRoute(endpointPath('staffSettlementCsv')), filters)} download>
              {t('Export as CSV')}
            </a>
          </Actions>
          <Days aria-label={t('Settlement days')}>
            <li className="head" aria-hidden="true">
              <span>{t('Date')}</span>
              <div className="sums">
                <span>{t('Payments')}</span>
                <span>{t('Paid')}</span>
                <span>{t('Refunded')}</span>
                <span>{t('To wallet')}</span>
                <span>{t('Net')}</span>
              </div>
            </li>
            <li>
              <span className="what">{t('Total')}</span>
              <Sums day={shown.data.meta.totals} />
            </li>
            {shown.data.data.map((d) => (
              <li key={d.date}>
                <span className="what">{d.date}</span>
                <Sums day={d} />
              </li>
            ))}
          </Days>
        </>
      )}
    </>
  );
}
