import { useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { useCurrentUser, problemOf } from '@medibridge/api-client';
import {
  buildPath,
  CART_LINE_MAX_QTY,
  CART_LINE_MIN_QTY,
  CART_REMOVED_MS,
  MESSAGE_MS,
  PHARMACY_MESSAGES,
  ROUTES,
  type CartLine,
} from '@medibridge/contract';
import {
  Link,
  Alert,
  Button,
  EmptyState,
  Money,
  Skeleton,
  translate,
  useTimedMessage,
} from '@medibridge/ui-kit';
import { OrderFigures, RxBadge, useDeliveryRule } from '../components/parts';
import { useCartListQuery, useCartQuantityMutation, useCartRemoveMutation } from '../api';
import { Panel, PharmacyFrame } from '../components/PharmacyFrame';
import { type CartNotice } from '../components/useAddToCart';
import { useCartTexts } from '../i18n/cart';

const Layout = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  align-items: start;
  @media ${({ theme }) => theme.media.desktop} {
    grid-template-columns: minmax(0, 2fr) minmax(280px, 1fr);
    gap: ${({ theme }) => theme.space.lg};
  }
`;

const Lines = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
`;

const Line = styled.li`
  display: grid;
  grid-template-columns: 64px minmax(0, 1fr) auto;
  grid-template-areas:
    'img info remove'
    'qty qty total';
  gap: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.sm};
  align-items: center;
  padding: ${({ theme }) => theme.space.sm};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.divider};
  border-radius: ${({ theme }) => theme.radii.md};
  img {
    grid-area: img;
    display: block;
    width: 64px;
    height: 64px;
    border-radius: ${({ theme }) => theme.radii.sm};
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }
  .info {
    grid-area: info;
    min-width: 0;
    display: grid;
    gap: 2px;
  }
  .info a {
    color: ${({ theme }) => theme.colors.text};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    overflow-wrap: anywhere;
  }
  .info small {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
  .remove {
    grid-area: remove;
    align-self: start;
  }
  .qty {
    grid-area: qty;
    justify-self: start;
  }
  .total {
    grid-area: total;
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }
  @media ${({ theme }) => theme.media.tablet} {
    grid-template-columns: 72px minmax(0, 1fr) auto auto auto;
    grid-template-areas: 'img info qty total remove';
    gap: ${({ theme }) => theme.space.md};
    img {
      width: 72px;
      height: 72px;
    }
    .remove {
      align-self: center;
    }
  }
`;

const Stepper = styled.div`
  display: inline-flex;
  align-items: center;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.pill};
  button {
    width: ${({ theme }) => theme.touchTarget};
    height: ${({ theme }) => theme.touchTarget};
    border: 0;
    border-radius: ${({ theme }) => theme.radii.pill};
    background: none;
    color: ${({ theme }) => theme.colors.primary};
    font-size: 1.25rem;
    font-weight: ${({ theme }) => theme.fontWeights.bold};
    cursor: pointer;
  }
  button:hover:not(:disabled) {
    background: ${({ theme }) => theme.colors.primarySoft};
  }
  button:disabled {
    color: ${({ theme }) => theme.colors.border};
    cursor: not-allowed;
  }
  output {
    min-width: 2ch;
    text-align: center;
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    font-variant-numeric: tabular-nums;
  }
`;

const RemoveButton = styled.button`
  width: ${({ theme }) => theme.touchTarget};
  height: ${({ theme }) => theme.touchTarget};
  border: 0;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: none;
  color: ${({ theme }) => theme.colors.danger};
  font-size: 1.5rem;
  line-height: 1;
  cursor: pointer;
  &:hover {
    background: ${({ theme }) => theme.colors.dangerSoft};
  }
`;

const Note = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Count = styled.p`
  margin: 0;
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

/**
 * /pharmacy/my-cart (SPEC §2, §4): how many items are selected; each line with its remove X and − / +
 * (1 to 20); the server's figures; Place Order. Every change refreshes the cart through its cache tag
 * instead of reloading the page; a quantity change shows at once and goes back, with the reason, if the
 * server refuses it. The removal message shows for 3 s.
 */
export function CartPage(): ReactNode {
  const t = useCartTexts();
  const navigate = useNavigate();
  const user = useCurrentUser();
  const userId = user?.id ?? '';
  const cart = useCartListQuery(userId, { skip: !user });
  const [changeQuantity] = useCartQuantityMutation();
  const [removeLine] = useCartRemoveMutation();
  const notice = useTimedMessage<CartNotice>(MESSAGE_MS);
  const [removing, setRemoving] = useState<number | null>(null);
  const deliveryRule = useDeliveryRule();

  const onQuantity = async (line: CartLine, type: 'add' | 'remove'): Promise<void> => {
    try {
      await changeQuantity({ session_cart_id: line.session_cart_id, type, userId }).unwrap();
    } catch (error) {
      notice.show({
        tone: 'error',
        text: problemOf(
          error,
          type === 'add' ? PHARMACY_MESSAGES.cartLineMax : PHARMACY_MESSAGES.cartLineMin,
        ).message,
      });
    }
  };

  const onRemove = async (line: CartLine): Promise<void> => {
    setRemoving(line.session_cart_id);
    try {
      const answer = await removeLine({
        session_cart_id: line.session_cart_id,
        user_id: userId,
      }).unwrap();
      notice.show({ tone: 'success', text: answer.message }, { ms: CART_REMOVED_MS });
    } catch (error) {
      notice.show({
        tone: 'error',
        text: problemOf(error, PHARMACY_MESSAGES.cartLineUnknown).message,
      });
    } finally {
      setRemoving(null);
    }
  };

  const data = cart.data;
  const lines = data?.data ?? [];

  return (
    <PharmacyFrame title={t('My Cart')} links={false}>
      {notice.message ? (
        <Alert tone={notice.message.tone} autoDismissMs={null}>
          {translate(notice.message.text)}
        </Alert>
      ) : null}
      {cart.isLoading || !user ? (
        <Skeleton height={88} lines={3} />
      ) : cart.isError ? (
        <Alert tone="error" autoDismissMs={null}>
          {translate(problemOf(cart.error, 'Your cart could not be loaded.').message)}
        </Alert>
      ) : !data || lines.length === 0 ? (
        <Panel>
          <EmptyState
            title={translate(PHARMACY_MESSAGES.cartEmpty)}
            description={t('Search for a medicine and add it here.')}
            action={
              <Button as={Link} to={ROUTES.pharmacy}>
                {t('Order Medicines')}
              </Button>
            }
          />
        </Panel>
      ) : (
        <>
          <Count role="status">{t('Selected items: {count}', { count: data.summary.items })}</Count>
          <Layout>
            <Lines aria-label={t('Medicines in your cart')}>
              {lines.map((line) => {
                const to = buildPath(ROUTES.productDetail, { slug: line.slug });
                return (
                  <Line key={line.session_cart_id}>
                    <img src={line.main_image} alt="" width={64} height={64} loading="lazy" />
                    <div className="info">
                      <Link to={to}>{line.title}</Link>
                      <small>{line.pack_size}</small>
                      <small>
                        <Money amount={line.sale_price} /> {t('each')}{' '}
                        {line.rx_required ? <RxBadge /> : null}
                      </small>
                    </div>
                    <Stepper
                      className="qty"
                      role="group"
                      aria-label={t('Quantity of {title}', { title: line.title })}
                    >
                      <button
                        type="button"
                        aria-label={t('One fewer {title}', { title: line.title })}
                        disabled={line.session_qty <= CART_LINE_MIN_QTY}
                        onClick={() => void onQuantity(line, 'remove')}
                      >
                        −
                      </button>
                      <output aria-live="polite">{line.session_qty}</output>
                      <button
                        type="button"
                        aria-label={t('One more {title}', { title: line.title })}
                        disabled={line.session_qty >= CART_LINE_MAX_QTY}
                        onClick={() => void onQuantity(line, 'add')}
                      >
                        +
                      </button>
                    </Stepper>
                    <span className="total">
                      <Money amount={line.line_total} />
                    </span>
                    <RemoveButton
                      type="button"
                      className="remove"
                      aria-label={t('Remove {title}', { title: line.title })}
                      disabled={removing === line.session_cart_id}
                      onClick={() => void onRemove(line)}
                    >
                      ×
                    </RemoveButton>
                  </Line>
                );
              })}
            </Lines>
            <Panel as="section" aria-labelledby="cart-total-title">
              <h2 id="cart-total-title">{t('Order total')}</h2>
              <OrderFigures amounts={data.summary} />
              <Note>{deliveryRule}</Note>
              {data.summary.rx_required ? (
                <Note>
                  <RxBadge />{' '}
                  {t(
                    'Some medicines need a prescription: you can upload it or choose one from your consultations in the order summary.',
                  )}
                </Note>
              ) : null}
              <Button
                type="button"
                size="lg"
                fullWidth
                onClick={() => void navigate(ROUTES.placeOrder)}
              >
                {t('Place Order')}
              </Button>
            </Panel>
          </Layout>
        </>
      )}
    </PharmacyFrame>
  );
}
