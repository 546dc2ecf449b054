import { useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { formatRupees, indiaDateTime, type StaffPayment } from '@medibridge/contract';
import { Button, SelectInput, TextInput, useDebouncedValue } from '@medibridge/ui-kit';
import { usePageOf } from '../components/Pager';
import { PagedList } from '../components/PagedList';
import { DateRangeFields } from '../components/DateRangeFields';
import { StaffGate } from '../components/StaffGate';
import { FilterRow, RecordList, SEARCH_DEBOUNCE_MS } from '../components/StaffFrame';
import { type MoneyText, useMoneyTexts } from '../i18n/money';
import { type PaymentFilters, useStaffPaymentListQuery } from '../moneyApi';
import { PaymentDetail } from './PaymentDetail';

export const PAYMENT_STATES = ['pending', 'completed', 'failed', 'expired', 'refunded'] as const;
const GATEWAYS = ['sandbox', 'phonepe'] as const;

/** Rupees of a paise amount, the Indian way. */
export const rupees = (paise: number): string => formatRupees(paise / 100);

const Rows = styled(RecordList)`
  .amount {
    font-variant-numeric: tabular-nums;
  }
  .head {
    display: none;
  }
  @media ${({ theme }) => theme.media.desktop} {
    li {
      grid-template-columns: 150px minmax(0, 1.2fr) minmax(0, 1fr) 110px 120px auto;
      gap: ${({ theme }) => theme.space.md};
      align-items: center;
    }
    .head {
      display: grid;
      color: ${({ theme }) => theme.colors.textMuted};
      font-size: ${({ theme }) => theme.fontSizes.sm};
    }
    .amount {
      text-align: right;
    }
  }
`;

function Row({ payment, onOpen }: { payment: StaffPayment; onOpen: () => void }): ReactNode {
  const t = useMoneyTexts();
  return (
    <li>
      <span className="meta">{indiaDateTime(new Date(payment.created_at))}</span>
      <span className="what">{`${payment.number ?? payment.purpose} · ${payment.patient_name}`}</span>
      <span className="meta">{`${payment.patient_mobile} · ${payment.gateway} · ${payment.merchant_order_id}`}</span>
      <span className="amount">{rupees(payment.amount_paise)}</span>
      <span>{t(payment.state as MoneyText)}</span>
      <Button variant="secondary" size="sm" onClick={onOpen}>
        {t('Open')}
      </Button>
    </li>
  );
}

/**
 * /staff/payments (admin, docs/decisions/0059): payments found by state, gateway, India dates, patient mobile
 * or appointment/order number, newest first and paged; `?payment=MB…` opens one payment's page (its history,
 * refunds, "ask the gateway again" and the refund form). Cards on phones, a table's rows on a desktop.
 */
export function PaymentsPage(): ReactNode {
  const t = useMoneyTexts();
  const [params, setParams] = useSearchParams();
  const open = params.get('payment');
  return (
    <StaffGate role="admin" title={t('Payments and refunds')}>
      {() =>
        open ? (
          <PaymentDetail id={open} onBack={() => setParams({})} />
        ) : (
          <Payments onOpen={(id) => setParams({ payment: id })} />
        )
      }
    </StaffGate>
  );
}

function Payments({ onOpen }: { onOpen: (id: string) => void }): ReactNode {
  const t = useMoneyTexts();
  const [filters, setFilters] = useState<Omit<PaymentFilters, 'page' | 'mobile' | 'number'>>({});
  const [mobile, setMobile] = useState('');
  const [number, setNumber] = useState('');
  const typedMobile = useDebouncedValue(mobile.trim(), SEARCH_DEBOUNCE_MS);
  const typedNumber = useDebouncedValue(number.trim(), SEARCH_DEBOUNCE_MS);
  const asked = {
    ...filters,
    // A mobile is asked for once it has its ten digits; a number once it has a few letters.
    ...(/^\d{10}$/.test(typedMobile) ? { mobile: typedMobile } : {}),
    ...(typedNumber.length >= 3 ? { number: typedNumber } : {}),
  };
  const [page, setPage] = usePageOf(asked);
  const list = useStaffPaymentListQuery({ page, ...asked });
  return (
    <>
      <FilterRow role="search" onSubmit={(event) => event.preventDefault()}>
        <TextInput
          label={t('Patient mobile')}
          inputMode="numeric"
          value={mobile}
          onChange={(event) => setMobile(event.target.value)}
        />
        <TextInput
          label={t('Number')}
          hint={t('APT-…, ORD-… or MB…')}
          value={number}
          onChange={(event) => setNumber(event.target.value)}
        />
        <SelectInput
          label={t('State')}
          placeholder={t('Every state')}
          value={filters.state ?? ''}
          onChange={(event) => setFilters({ ...filters, state: event.target.value })}
          options={PAYMENT_STATES.map((s) => ({ value: s, label: t(s) }))}
        />
        <SelectInput
          label={t('Gateway')}
          placeholder={t('Every gateway')}
          value={filters.gateway ?? ''}
          onChange={(event) => setFilters({ ...filters, gateway: event.target.value })}
          options={GATEWAYS.map((g) => ({ value: g, label: g }))}
        />
        <DateRangeFields
          from={filters.from}
          to={filters.to}
          onChange={(field, value) => setFilters({ ...filters, [field]: value })}
        />
      </FilterRow>
      <PagedList
        result={list}
        failed="The payments could not be loaded."
        empty={t('No payment matches.')}
        onPage={setPage}
      >
        {(payments) => (
          <Rows aria-label={t('Payments')}>
            <li className="head" aria-hidden="true">
              <span>{t('Date')}</span>
              <span>{t('Number')}</span>
              <span>{t('Patient mobile')}</span>
              <span className="amount">{t('Paid')}</span>
              <span>{t('State')}</span>
              <span />
            </li>
            {payments.map((p) => (
              <Row
                key={p.merchant_order_id}
                payment={p}
                onOpen={() => onOpen(p.merchant_order_id)}
              />
            ))}
          </Rows>
        )}
      </PagedList>
    </>
  );
}
