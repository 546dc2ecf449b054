import { type ReactNode } from 'react';
import styled from 'styled-components';
import { buildPath, ROUTES, type Product } from '@medibridge/contract';
import { Link, Alert, Button, translate } from '@medibridge/ui-kit';
import { useProductsTexts } from '../i18n/products';
import { Price, RxBadge } from './parts';
import type { CartNotice } from './useAddToCart';

const Card = styled.article`
  display: grid;
  grid-template-columns: 88px minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.sm};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.divider};
  border-radius: ${({ theme }) => theme.radii.md};
  @media ${({ theme }) => theme.media.tablet} {
    grid-template-columns: minmax(0, 1fr);
    grid-template-rows: auto 1fr;
    padding: ${({ theme }) => theme.space.md};
  }
`;

/** The image's box is reserved by its width and height (no layout shift while it loads). */
export const ProductImage = styled.img`
  display: block;
  width: 100%;
  height: auto;
  aspect-ratio: 1 / 1;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  object-fit: contain;
`;

const Body = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xxs};
  align-content: start;
  min-width: 0;
  h2,
  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.md};
    line-height: ${({ theme }) => theme.lineHeights.tight};
    overflow-wrap: anywhere;
  }
  h2 a,
  h3 a {
    color: ${({ theme }) => theme.colors.text};
    text-decoration: none;
  }
  h2 a:hover,
  h3 a:hover {
    color: ${({ theme }) => theme.colors.primary};
    text-decoration: underline;
  }
  @media ${({ theme }) => theme.media.tablet} {
    display: flex;
    flex-direction: column;
    height: 100%;
  }
  .facts {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;

const Foot = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.xs};
  margin-top: auto;
  padding-top: ${({ theme }) => theme.space.xxs};
  .unavailable {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
`;

/** A product in a list: image, title, what is in it, price, MRP, Rx badge and its Add button. */
export function ProductCard({
  product,
  onAdd,
  adding,
  headingLevel = 'h3',
}: {
  product: Product;
  onAdd?: (productId: number) => void;
  adding?: boolean;
  headingLevel?: 'h2' | 'h3';
}): ReactNode {
  const t = useProductsTexts();
  const to = buildPath(ROUTES.productDetail, { slug: product.slug });
  const Heading = headingLevel;
  return (
    <Card aria-labelledby={`product-${product.id}`}>
      <Link to={to} tabIndex={-1} aria-hidden="true">
        <ProductImage
          src={product.main_image}
          alt=""
          width={400}
          height={400}
          loading="lazy"
          decoding="async"
        />
      </Link>
      <Body>
        <Heading id={`product-${product.id}`}>
          <Link to={to}>{product.title}</Link>
        </Heading>
        <p className="facts">
          {product.composition} · {product.pack_size} {product.rx_required ? <RxBadge /> : null}
        </p>
        <Foot>
          <Price sale={product.sale_price} mrp={product.mrp} />
          {onAdd && product.availability !== 'in_stock' ? (
            <span className="unavailable">
              {product.availability === 'discontinued'
                ? t('No longer sold')
                : product.availability === 'not_sold_online'
                  ? t('Not sold online')
                  : t('Out of stock')}
            </span>
          ) : onAdd ? (
            <Button
              type="button"
              size="sm"
              loading={adding}
              onClick={() => onAdd(product.id)}
              aria-label={t('Add {title} to cart', { title: product.title })}
            >
              {t('Add')}
            </Button>
          ) : null}
        </Foot>
      </Body>
    </Card>
  );
}

/** A grid of product cards: one column on phones, more as the screen widens. */
export const ProductGrid = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  @media ${({ theme }) => theme.media.tablet} {
    grid-template-columns: repeat(auto-fill, minmax(200px, 1fr));
    gap: ${({ theme }) => theme.space.md};
  }
`;

const Sticky = styled.div`
  position: sticky;
  /* Below the shell's sticky 64px header, so the message stays readable while the list scrolls. */
  top: calc(64px + ${({ theme }) => theme.space.xs});
  z-index: ${({ theme }) => theme.zIndices.sticky};
`;

/** The add button's message, kept in view while the list scrolls. */
export function CartNoticeBar({ notice }: { notice: CartNotice | null }): ReactNode {
  const t = useProductsTexts();
  if (!notice) return null;
  return (
    <Sticky>
      <Alert tone={notice.tone} autoDismissMs={null}>
        {translate(notice.text)}{' '}
        {notice.tone === 'success' ? <Link to={ROUTES.myCart}>{t('Go to cart')}</Link> : null}
      </Alert>
    </Sticky>
  );
}
