import { useState, type ReactNode } from 'react';
import { useLocation, useParams } from 'react-router-dom';
import styled from 'styled-components';
import {
  buildPath,
  ORDER_STATE_LABELS,
  ORDER_TRACK,
  ROUTES,
  type OrderDetail,
  type OrderState,
} from '@medibridge/contract';
import {
  Link,
  Alert,
  Button,
  FactList,
  Money,
  Skeleton,
  translate,
  useLanguage,
  useTimedMessage,
} from '@medibridge/ui-kit';
import { problemOf } from '@medibridge/api-client';
import { OrderFigures, OrderGstNote, OrderStatusBadge, RxBadge } from '../components/parts';
import { useOrderCancelMutation, useOrderPaymentRetryMutation, useOrderRowQuery } from '../api';
import { Panel, PharmacyFrame } from '../components/PharmacyFrame';
import { type CartNotice } from '../components/useAddToCart';
import { goToGateway } from '@medibridge/ui-kit/gateway';
import { useOrdersTexts } from '../i18n/orders';
import { showStamp } from '../stamps';

const Layout = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  align-items: start;
  @media ${({ theme }) => theme.media.desktop} {
    grid-template-columns: minmax(0, 3fr) minmax(0, 2fr);
    gap: ${({ theme }) => theme.space.lg};
  }
`;

const Track = styled.ol`
  margin: 0;
  padding: 0;
  list-style: none;
  display: grid;
  gap: 0;
  li {
    position: relative;
    display: grid;
    grid-template-columns: 28px minmax(0, 1fr);
    gap: ${({ theme }) => theme.space.sm};
    padding-bottom: ${({ theme }) => theme.space.md};
    color: ${({ theme }) => theme.colors.textMuted};
  }
  li::before {
    content: '';
    width: 20px;
    height: 20px;
    margin: 2px 4px;
    border-radius: 50%;
    border: 3px solid ${({ theme }) => theme.colors.divider};
    background: ${({ theme }) => theme.colors.surface};
    box-sizing: border-box;
  }
  li:not(:last-child)::after {
    content: '';
    position: absolute;
    left: 13px;
    top: 24px;
    bottom: 2px;
    width: 2px;
    background: ${({ theme }) => theme.colors.divider};
  }
  li.done,
  li[aria-current='step'] {
    color: ${({ theme }) => theme.colors.text};
  }
  li.done::before {
    border-color: ${({ theme }) => theme.colors.success};
    background: ${({ theme }) => theme.colors.success};
  }
  li.done::after {
    background: ${({ theme }) => theme.colors.success};
  }
  li[aria-current='step']::before {
    border-color: ${({ theme }) => theme.colors.primary};
  }
  li[aria-current='step'] {
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
  small {
    display: block;
    color: ${({ theme }) => theme.colors.textMuted};
    font-weight: ${({ theme }) => theme.fontWeights.regular};
  }
`;

const Facts = styled(FactList)`
  grid-template-columns: minmax(0, 2fr) minmax(0, 3fr);
`;

const Lines = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  li {
    display: grid;
    grid-template-columns: 48px minmax(0, 1fr) auto;
    gap: ${({ theme }) => theme.space.sm};
    align-items: center;
    padding-bottom: ${({ theme }) => theme.space.xs};
    border-bottom: 1px solid ${({ theme }) => theme.colors.divider};
  }
  img {
    display: block;
    width: 48px;
    height: 48px;
    border-radius: ${({ theme }) => theme.radii.sm};
  }
  small {
    display: block;
    color: ${({ theme }) => theme.colors.textMuted};
  }
  a {
    overflow-wrap: anywhere;
  }
`;

const Buttons = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
`;

/** The steps a patient follows; an order without a prescription skips the pharmacist's check. */
function trackOf(order: OrderDetail): OrderState[] {
  return ORDER_TRACK.filter((state) => state !== 'prescription_checked' || order.rx_required);
}

function Tracker({ order }: { order: OrderDetail }): ReactNode {
  const t = useOrdersTexts();
  const language = useLanguage();
  const steps = trackOf(order);
  const reached = new Map(order.events.map((event) => [event.status, event.at]));
  const currentIndex = steps.indexOf(order.status);
  return (
    <Track aria-label={t('Order progress')}>
      {steps.map((state, index) => {
        const at = reached.get(state);
        const done =
          currentIndex >= 0 ? index < currentIndex || order.status === 'delivered' : Boolean(at);
        const current = index === currentIndex && order.status !== 'delivered';
        return (
          <li
            key={state}
            className={done ? 'done' : undefined}
            aria-current={current ? 'step' : undefined}
          >
            <span>
              {translate(ORDER_STATE_LABELS[state])}
              {at ? <small>{showStamp(at, language, true)}</small> : null}
            </span>
          </li>
        );
      })}
    </Track>
  );
}

/**
 * /pharmacy/orders/{order_no}: where the order is (placed → prescription checked → packed → dispatched →
 * delivered, or cancelled), its lines and figures, how it is paid, Cancel while nothing has left the pharmacy,
 * and Pay again when the online payment failed.
 */
export function OrderDetailPage(): ReactNode {
  const t = useOrdersTexts();
  const language = useLanguage();
  const { order_no: orderNo = '' } = useParams();
  const row = useOrderRowQuery(orderNo, { skip: orderNo === '' });
  const [cancel, cancelling] = useOrderCancelMutation();
  const [retry, retrying] = useOrderPaymentRetryMutation();
  const [confirming, setConfirming] = useState(false);
  const notice = useTimedMessage<CartNotice>();
  const order = row.data;
  // Confirm's answer ('Your order has been placed.'), handed over by the order summary.
  const placed = (useLocation().state as { notice?: unknown } | null)?.notice;

  if (row.isError) {
    const problem = problemOf(row.error, 'This order could not be loaded.');
    return (
      <PharmacyFrame title={t('Order')}>
        <Panel as="section" aria-labelledby="order-problem">
          <h2 id="order-problem">{translate(problem.message)}</h2>
          <Link to={ROUTES.myOrders}>{t('My Orders')}</Link>
        </Panel>
      </PharmacyFrame>
    );
  }

  const onCancel = async (): Promise<void> => {
    try {
      const answer = await cancel(orderNo).unwrap();
      setConfirming(false);
      notice.show({ tone: 'success', text: answer.message });
    } catch (error) {
      setConfirming(false);
      notice.show({
        tone: 'error',
        text: problemOf(error, 'The order could not be cancelled just now.').message,
      });
    }
  };

  const onPay = async (): Promise<void> => {
    try {
      const answer = await retry(orderNo).unwrap();
      if (goToGateway(answer.data.instrumentResponse.redirectInfo.url)) return;
    } catch (error) {
      notice.show({
        tone: 'error',
        text: problemOf(error, 'The payment could not be started just now.').message,
      });
    }
  };

  return (
    <PharmacyFrame title={t('Order {number}', { number: orderNo })}>
      {notice.message ? (
        <Alert tone={notice.message.tone} autoDismissMs={null}>
          {translate(notice.message.text)}
        </Alert>
      ) : typeof placed === 'string' ? (
        <Alert tone="success">{translate(placed)}</Alert>
      ) : null}
      {!order ? (
        <Skeleton height={120} lines={3} />
      ) : (
        <Layout>
          <div style={{ display: 'grid', gap: 16, minWidth: 0 }}>
            <Panel as="section" aria-labelledby="status-title">
              <h2 id="status-title">
                {t('Status')} <OrderStatusBadge status={order.status} />
              </h2>
              {order.status === 'cancelled' ? (
                <p>{t('This order was cancelled. Anything you paid is back in your wallet.')}</p>
              ) : order.status === 'payment_failed' || order.status === 'awaiting_payment' ? (
                <p>
                  {order.status === 'payment_failed'
                    ? t('The online payment did not go through. Pay again, or cancel the order.')
                    : t('We are waiting for the payment to be confirmed.')}
                </p>
              ) : (
                <Tracker order={order} />
              )}
              {order.prescription ? (
                <p>
                  <RxBadge />{' '}
                  {order.prescription.check === 'approved'
                    ? t('A pharmacist has checked your prescription.')
                    : order.prescription.check === 'rejected'
                      ? t('Your prescription was not accepted: {reason}', {
                          reason: order.prescription.reason,
                        })
                      : t('A pharmacist will check your prescription before packing.')}{' '}
                  {order.prescription.url ? (
                    <a href={order.prescription.url} target="_blank" rel="noreferrer">
                      {t('View prescription')}
                    </a>
                  ) : null}
                </p>
              ) : null}
              {order.can_pay || order.can_cancel ? (
                <Buttons>
                  {order.can_pay ? (
                    <Button type="button" loading={retrying.isLoading} onClick={() => void onPay()}>
                      {t('Pay again')}
                    </Button>
                  ) : null}
                  {order.can_cancel && !confirming ? (
                    <Button type="button" variant="secondary" onClick={() => setConfirming(true)}>
                      {t('Cancel order')}
                    </Button>
                  ) : null}
                </Buttons>
              ) : null}
              {confirming ? (
                <Alert tone="info" autoDismissMs={null}>
                  {t('Cancel this order? Anything you paid goes back to your MediBridge wallet.')}
                  <Buttons style={{ marginTop: 8 }}>
                    <Button
                      type="button"
                      variant="danger"
                      size="sm"
                      loading={cancelling.isLoading}
                      onClick={() => void onCancel()}
                    >
                      {t('Yes, cancel')}
                    </Button>
                    <Button
                      type="button"
                      variant="secondary"
                      size="sm"
                      onClick={() => setConfirming(false)}
                    >
                      {t('Keep the order')}
                    </Button>
                  </Buttons>
                </Alert>
              ) : null}
            </Panel>
            <Panel as="section" aria-labelledby="lines-title">
              <h2 id="lines-title">{t('Items')}</h2>
              <Lines>
                {order.lines.map((line) => (
                  <li key={line.product_id}>
                    <img src={line.main_image} alt="" width={48} height={48} loading="lazy" />
                    <span>
                      <Link to={buildPath(ROUTES.productDetail, { slug: line.slug })}>
                        {line.title}
                      </Link>{' '}
                      {line.rx_required ? <RxBadge /> : null}
                      <small>
                        {t('Quantity: {count}', { count: line.quantity })} ·{' '}
                        <Money amount={line.sale_price} /> {t('each')}
                      </small>
                    </span>
                    <Money amount={line.line_total} />
                  </li>
                ))}
              </Lines>
            </Panel>
          </div>
          <div style={{ display: 'grid', gap: 16, minWidth: 0 }}>
            <Panel as="section" aria-labelledby="figures-title">
              <h2 id="figures-title">{t('Payment')}</h2>
              <OrderFigures
                amounts={order}
                totalLabel={order.payment_method === 'cod' ? t('To pay on delivery') : t('Total')}
              />
              <OrderGstNote gst={order.gst} />
              <Facts>
                <dt>{t('Method')}</dt>
                <dd>
                  {order.payment_method === 'cod' ? t('Cash on delivery') : t('Online payment')}
                </dd>
                {order.payment_reference ? (
                  <>
                    <dt>{t('Reference')}</dt>
                    <dd>{order.payment_reference}</dd>
                  </>
                ) : null}
                <dt>{t('Ordered on')}</dt>
                <dd>{showStamp(order.created_at, language, true)}</dd>
              </Facts>
            </Panel>
            <Panel as="section" aria-labelledby="address-title">
              <h2 id="address-title">{t('Deliver to')}</h2>
              <Facts>
                <dt>{t('Recipient')}</dt>
                <dd>{order.recipient}</dd>
                <dt>{t('Phone')}</dt>
                <dd>{order.mobile}</dd>
                <dt>{t('Address')}</dt>
                <dd>
                  {order.address} {order.pin_code}
                </dd>
              </Facts>
            </Panel>
          </div>
        </Layout>
      )}
    </PharmacyFrame>
  );
}
