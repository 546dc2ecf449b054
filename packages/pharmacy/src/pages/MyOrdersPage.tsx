import { type ReactNode } from 'react';
import styled from 'styled-components';
import { buildPath, ROUTES } from '@medibridge/contract';
import {
  Link,
  Alert,
  Button,
  Money,
  Skeleton,
  VisuallyHidden,
  translate,
  useLanguage,
} from '@medibridge/ui-kit';
import { problemOf } from '@medibridge/api-client';
import { useOrderListQuery } from '../api';
import { Panel, PharmacyFrame } from '../components/PharmacyFrame';
import { OrderStatusBadge } from '../components/parts';
import { useOrdersTexts } from '../i18n/orders';
import { showStamp } from '../stamps';

const List = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  @media ${({ theme }) => theme.media.tablet} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
    gap: ${({ theme }) => theme.space.md};
  }
`;

const Card = styled.li`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => theme.space.md};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.divider};
  border-radius: ${({ theme }) => theme.radii.md};
  .top {
    display: flex;
    flex-wrap: wrap;
    justify-content: space-between;
    align-items: center;
    gap: ${({ theme }) => theme.space.xs};
  }
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
    overflow-wrap: anywhere;
  }
  .bottom {
    display: flex;
    flex-wrap: wrap;
    justify-content: space-between;
    align-items: center;
    gap: ${({ theme }) => theme.space.xs};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
`;

/** /pharmacy/my-orders: the patient's medicine orders, newest first, each with its state and total. */
export function MyOrdersPage(): ReactNode {
  const t = useOrdersTexts();
  const language = useLanguage();
  const orders = useOrderListQuery();
  return (
    <PharmacyFrame title={t('My Orders')}>
      {orders.isLoading ? (
        <Skeleton height={120} lines={2} />
      ) : orders.isError ? (
        <Alert tone="error" autoDismissMs={null}>
          {translate(problemOf(orders.error, 'Your orders could not be loaded.').message)}
        </Alert>
      ) : !orders.data || orders.data.length === 0 ? (
        <Panel as="section" aria-labelledby="no-orders">
          <h2 id="no-orders">{t('You have not ordered any medicines yet.')}</h2>
          <Button as={Link} to={ROUTES.pharmacy}>
            {t('Order Medicines')}
          </Button>
        </Panel>
      ) : (
        <List>
          {orders.data.map((order) => (
            <Card key={order.order_no} aria-labelledby={`order-${order.order_no}`}>
              <div className="top">
                <h2 id={`order-${order.order_no}`}>{order.order_no}</h2>
                <OrderStatusBadge status={order.status} />
              </div>
              <p>
                {order.line_count > 1
                  ? t('{title} and {count} more', {
                      title: order.first_title,
                      count: order.line_count - 1,
                    })
                  : order.first_title}
              </p>
              <p>
                {t('{count} items', { count: order.items })} ·{' '}
                {t('Ordered on {date}', { date: showStamp(order.created_at, language) })} ·{' '}
                {order.payment_method === 'cod' ? t('Cash on delivery') : t('Online payment')}
              </p>
              <div className="bottom">
                <Money amount={order.total} />
                <Link to={buildPath(ROUTES.orderDetail, { order_no: order.order_no })}>
                  {order.can_pay ? t('View and pay') : t('View order')}
                  <VisuallyHidden> {order.order_no}</VisuallyHidden>
                </Link>
              </div>
            </Card>
          ))}
        </List>
      )}
    </PharmacyFrame>
  );
}
