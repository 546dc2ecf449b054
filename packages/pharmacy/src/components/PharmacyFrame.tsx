import { type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { useCurrentUser } from '@medibridge/api-client';
import { ROUTES } from '@medibridge/contract';
import { Link, Card, PageContainer } from '@medibridge/ui-kit';
import { useCartListQuery } from '../api';
import { usePharmacyTexts } from '../i18n';

const Box = styled.section<{ $narrow: boolean }>`
  max-width: ${({ $narrow }) => ($narrow ? '880px' : 'none')};
  margin: 0 auto;
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  h1 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.xl};
    line-height: ${({ theme }) => theme.lineHeights.tight};
  }
  @media ${({ theme }) => theme.media.tablet} {
    gap: ${({ theme }) => theme.space.lg};
    h1 {
      font-size: ${({ theme }) => theme.fontSizes.xxl};
    }
  }
`;

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
`;

const Lead = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

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

/** The white surface a block of a pharmacy screen sits on. */
export const Panel = styled(Card)`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  align-content: start;
  min-width: 0;
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
  @media ${({ theme }) => theme.media.tablet} {
    padding: ${({ theme }) => theme.space.lg};
  }
`;

/**
 * Previous / Next under a form or a summary: stacked full width on phones with the forward action on top,
 * side by side from tablets up with the forward action on the right.
 */
export const Actions = styled.div`
  display: flex;
  flex-direction: column-reverse;
  gap: ${({ theme }) => theme.space.sm};
  > * {
    width: 100%;
  }
  @media ${({ theme }) => theme.media.tablet} {
    flex-direction: row;
    justify-content: space-between;
    > * {
      width: auto;
      flex: 0 1 220px;
      white-space: nowrap;
    }
    > :only-child {
      margin-left: auto;
    }
  }
`;

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
    <PageContainer>
      <Box $narrow={narrow} aria-labelledby="pharmacy-title">
        <Head>
          <h1 id="pharmacy-title">{title}</h1>
          {user && links ? (
            <Links aria-label={t('Pharmacy')}>
              {pathname === ROUTES.myCart ? null : <CartLink userId={user.id} />}
              {pathname === ROUTES.myOrders ? null : (
                <Link to={ROUTES.myOrders}>{t('My Orders')}</Link>
              )}
            </Links>
          ) : null}
        </Head>
        {lead ? <Lead>{lead}</Lead> : null}
        {children}
      </Box>
    </PageContainer>
  );
}
