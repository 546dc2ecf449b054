import { type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { useCurrentUser } from '@medibridge/api-client';
import { ROUTES } from '@medibridge/contract';
import { Link, PageFrame } from '@medibridge/ui-kit';
import { useCartListQuery } from '../api';
import { usePharmacyTexts } from '../i18n';

const Links = styled.nav`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
  a {
    display: inline-flex;
    align-items: center;
    gap: 6px;
    min-height: ${({ theme }) => theme.touchTarget};
    padding: 0 ${({ theme }) => theme.space.sm};
    border: 1px solid ${({ theme }) => theme.colors.divider};
    border-radius: ${({ theme }) => theme.radii.pill};
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.primary};
    font-size: ${({ theme }) => theme.fontSizes.sm};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    text-decoration: none;
  }
  a:hover {
    background: ${({ theme }) => theme.colors.primarySoft};
  }
`;

const Count = styled.span`
  min-width: 22px;
  padding: 0 6px;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  line-height: 22px;
  text-align: center;
`;

/** The white surface a block of a pharmacy screen sits on, and Previous / Next under it (ui-kit's). */
export { Panel, ActionRow as Actions } from '@medibridge/ui-kit';

/** The cart's link with its count of items, for a logged-in patient. */
function CartLink({ userId }: { userId: number | string }): ReactNode {
  const t = usePharmacyTexts();
  const { data } = useCartListQuery(userId);
  const items = data?.summary.items ?? 0;
  return (
    <Link to={ROUTES.myCart}>
      {t('My Cart')}
      {items > 0 ? <Count aria-label={t('{count} items', { count: items })}>{items}</Count> : null}
    </Link>
  );
}

/**
 * The frame of every pharmacy screen: its heading, a line under it, and for a logged-in patient the links to
 * the cart (with its count) and to their orders.
 */
export function PharmacyFrame({
  title,
  lead,
  narrow = false,
  links = true,
  children,
}: {
  title: ReactNode;
  lead?: ReactNode;
  narrow?: boolean;
  links?: boolean;
  children: ReactNode;
}): ReactNode {
  const t = usePharmacyTexts();
  const user = useCurrentUser();
  const { pathname } = useLocation();
  return (
    <PageFrame
      id="pharmacy-title"
      title={title}
      maxWidth={narrow ? '880px' : 'none'}
      lead={lead}
      aside={
        user && links ? (
          <Links aria-label={t('Pharmacy')}>
            {pathname === ROUTES.myCart ? null : <CartLink userId={user.id} />}
            {pathname === ROUTES.myOrders ? null : (
              <Link to={ROUTES.myOrders}>{t('My Orders')}</Link>
            )}
          </Links>
        ) : null
      }
    >
      {children}
    </PageFrame>
  );
}
