import { lazy, Suspense, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { ORDER_STATES, ORDER_STATE_LABELS, type OrderState } from '@medibridge/contract';
import { Alert, EmptyState, Money, SelectInput, Skeleton, translate } from '@medibridge/ui-kit';
import { useStaffOrderListQuery } from '../api';
import { Pager } from '../components/Pager';
import { StaffGate } from '../components/StaffGate';
import { CardList, FilterRow } from '../components/StaffFrame';
import { usePharmacyMessages, useStaffTexts } from '../i18n';
import { problemOf } from '../messages';

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
 * /staff/pharmacy (pharmacist): the orders of a status (the open ones by default, oldest first), paged; an
 * order's details with its prescription; approve or reject it with a reason; packed → dispatched →
 * delivered; cancel with a reason (what was paid goes back to the wallet).
 */
export function PharmacyDeskPage(): ReactNode {
  const t = useStaffTexts();
  usePharmacyMessages();
  return (
    <StaffGate role="pharmacist" title={t('Pharmacy desk')}>
      {() => <PharmacyDesk />}
    </StaffGate>
  );
}

/** The orders and the open one (asked for only once the user is known to be a pharmacist). */
function PharmacyDesk(): ReactNode {
  const t = useStaffTexts();
  const [status, setStatus] = useState<OrderState | ''>('');
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<string | null>(null);
  const list = useStaffOrderListQuery(status);
  const orders = list.data ?? [];
  const shown = orders.slice((page - 1) * PER_PAGE, page * PER_PAGE);
  return (
    <>
      <FilterRow onSubmit={(event) => event.preventDefault()}>
        <SelectInput
          label={t('Show orders')}
          placeholder={t('All open orders')}
          value={status}
          onChange={(event) => {
            setStatus(event.target.value as OrderState | '');
            setPage(1);
          }}
          options={ORDER_STATES.map((s) => ({
            value: s,
            label: translate(ORDER_STATE_LABELS[s]),
          }))}
        />
      </FilterRow>
      {list.isLoading ? (
        <Skeleton height={120} lines={3} />
      ) : list.isError ? (
        <Alert tone="error" autoDismissMs={null}>
          {translate(problemOf(list.error, 'The orders could not be loaded.').message)}
        </Alert>
      ) : shown.length === 0 ? (
        <EmptyState title={t('No orders here.')} />
      ) : (
        <>
          <CardList aria-label={t('Orders')}>
            {shown.map((o) => (
              <Row key={o.order_no}>
                <button
                  type="button"
                  aria-pressed={open === o.order_no}
                  onClick={() => setOpen(o.order_no)}
                >
                  <strong>{o.order_no}</strong>
                  <span>
                    {translate(o.status_label)}
                    {o.rx_required ? ` · ${t('Rx')}` : ''}
                  </span>
                  <span>
                    {o.first_title} · <Money amount={o.total} />
                  </span>
                </button>
              </Row>
            ))}
          </CardList>
          <Pager meta={{ page, per_page: PER_PAGE, total: orders.length }} onPage={setPage} />
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
