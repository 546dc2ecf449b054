import { lazy, Suspense, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import {
  ORDER_STATES,
  ORDER_STATE_LABELS,
  STAFF_ORDER_SEARCH_MAX,
  type OrderState,
} from '@medibridge/contract';
import {
  Alert,
  EmptyState,
  Money,
  SelectInput,
  Skeleton,
  TextInput,
  translate,
  useDebouncedValue,
} from '@medibridge/ui-kit';
import { problemOf } from '@medibridge/api-client';
import { useStaffOrderListQuery } from '../api';
import { Pager, usePageOf } from '../components/Pager';
import { StaffGate } from '../components/StaffGate';
import { CardList, FilterRow, SEARCH_DEBOUNCE_MS } from '../components/StaffFrame';
import { usePharmacyDeskTexts } from '../i18n/pharmacyDesk';

/** The open order with its actions (formik and yup): a chunk of its own, loaded when an order is opened. */
const OrderDesk = lazy(() => import('./OrderDesk'));

const PER_PAGE = 10;
const Row = styled.li`
  button {
    width: 100%;
    display: grid;
    gap: ${({ theme }) => theme.space.xxs};
    text-align: left;
    padding: ${({ theme }) => theme.space.md};
    border: 1px solid ${({ theme }) => theme.colors.divider};
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.text};
    font: inherit;
    cursor: pointer;
  }
  button[aria-pressed='true'] {
    border-color: ${({ theme }) => theme.colors.primary};
    box-shadow: inset 0 0 0 1px ${({ theme }) => theme.colors.primary};
  }
  strong {
    color: ${({ theme }) => theme.colors.primary};
  }
  span {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
    overflow-wrap: anywhere;
  }
`;

/**
 * /staff/pharmacy (pharmacist): the orders of a status (the open ones by default, oldest first) or all of
 * them, paged and searched (order number, name or mobile) by the server; an order's details with its
 * prescription; approve or reject it with a reason; packed → dispatched → delivered; cancel with a reason
 * (what was paid goes back to the wallet).
 */
export function PharmacyDeskPage(): ReactNode {
  const t = usePharmacyDeskTexts();
  return (
    <StaffGate role="pharmacist" title={t('Pharmacy desk')}>
      {() => <PharmacyDesk />}
    </StaffGate>
  );
}

/** The orders and the open one (asked for only once the user is known to be a pharmacist). */
function PharmacyDesk(): ReactNode {
  const t = usePharmacyDeskTexts();
  const [status, setStatus] = useState<OrderState | 'all' | ''>('');
  const [search, setSearch] = useState('');
  const [open, setOpen] = useState<string | null>(null);
  // The server searches and pages: one request once the typing pauses, not one per key.
  const q = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const [page, setPage] = usePageOf({ status, q });
  const list = useStaffOrderListQuery({
    status: status === '' ? undefined : status,
    q,
    page,
    per_page: PER_PAGE,
  });
  const orders = list.data?.data ?? [];
  return (
    <>
      <FilterRow role="search" onSubmit={(event) => event.preventDefault()}>
        <SelectInput
          label={t('Show orders')}
          placeholder={t('All open orders')}
          value={status}
          onChange={(event) => setStatus(event.target.value as OrderState | 'all' | '')}
          options={[
            ...ORDER_STATES.map((s) => ({ value: s, label: translate(ORDER_STATE_LABELS[s]) })),
            { value: 'all', label: t('All orders') },
          ]}
        />
        <TextInput
          label={t('Search orders')}
          hint={t('Order number, patient’s name or mobile')}
          type="search"
          maxLength={STAFF_ORDER_SEARCH_MAX}
          value={search}
          onChange={(event) => setSearch(event.target.value)}
        />
      </FilterRow>
      {list.isLoading ? (
        <Skeleton height={120} lines={3} />
      ) : list.isError || !list.data ? (
        <Alert tone="error" autoDismissMs={null}>
          {translate(problemOf(list.error, 'The orders could not be loaded.').message)}
        </Alert>
      ) : orders.length === 0 ? (
        <EmptyState title={q === '' ? t('No orders here.') : t('No orders match your search.')} />
      ) : (
        <>
          <CardList aria-label={t('Orders')} aria-busy={list.isFetching}>
            {orders.map((o) => (
              <Row key={o.order_no}>
                <button
                  type="button"
                  aria-pressed={open === o.order_no}
                  onClick={() => setOpen(o.order_no)}
                >
                  <strong>{o.order_no}</strong>
                  <span>
                    {translate(o.status_label)}
                    {o.rx_required ? ` · ${t('Rx')}` : ''} · {o.created_at}
                  </span>
                  <span>
                    {o.patient.name} · {o.patient.mobile}
                  </span>
                  <span>
                    {o.first_title} · <Money amount={o.total} />
                  </span>
                </button>
              </Row>
            ))}
          </CardList>
          <Pager meta={list.data.meta} onPage={setPage} />
        </>
      )}
      {open ? (
        <Suspense fallback={<Skeleton height={160} lines={4} />}>
          <OrderDesk key={open} orderNo={open} />
        </Suspense>
      ) : null}
    </>
  );
}
