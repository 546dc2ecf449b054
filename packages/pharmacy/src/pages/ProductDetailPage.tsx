import { useDeferredValue, type ReactNode } from 'react';
import { useParams } from 'react-router-dom';
import styled from 'styled-components';
import { PHARMACY_MESSAGES as M, ROUTES } from '@medibridge/contract';
import {
  Link,
  Alert,
  Button,
  EmptyState,
  FactList,
  Skeleton,
  translate,
  Note,
} from '@medibridge/ui-kit';
import { problemOf } from '@medibridge/api-client';
import { useProductDetailQuery } from '../api';
import { Panel, PharmacyFrame } from '../components/PharmacyFrame';
import { Price, RxBadge } from '../components/parts';
import { CartNoticeBar, ProductCard, ProductGrid, ProductImage } from '../components/ProductCard';
import { useAddToCart } from '../components/useAddToCart';
import { useProductsTexts } from '../i18n/products';

const Layout = styled(Panel)`
  @media ${({ theme }) => theme.media.tablet} {
    grid-template-columns: minmax(220px, 2fr) minmax(0, 3fr);
    gap: ${({ theme }) => theme.space.xl};
  }
`;

const Picture = styled.div`
  max-width: 320px;
  width: 100%;
  justify-self: center;
`;

const Info = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  align-content: start;
  min-width: 0;
  h2 {
    font-size: ${({ theme }) => theme.fontSizes.xl};
    overflow-wrap: anywhere;
  }
  .maker {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
  }
  @media ${({ theme }) => theme.media.tablet} {
    .add {
      justify-self: start;
      min-width: 280px;
    }
  }
`;

const Facts = styled(FactList)`
  grid-template-columns: minmax(0, 2fr) minmax(0, 3fr);
`;

/**
 * /products/product-detail/{slug} (SPEC §2): image, title, sale price, composition, pack size, manufacturer,
 * how to store it, the prescription rule, Add to cart, and substitutes (same composition and strength,
 * cheapest first) each linking to its own page.
 */
export function ProductDetailPage(): ReactNode {
  const t = useProductsTexts();
  const { slug = '' } = useParams();
  // Deferred: drawn in slices, not in the store update's one task (decision 0036).
  const detail = useDeferredValue(useProductDetailQuery(slug, { skip: slug === '' }));
  const cart = useAddToCart();
  const product = detail.data;

  if (detail.isError) {
    const problem = problemOf(detail.error, 'This medicine could not be loaded.');
    return (
      <PharmacyFrame title={t('Medicine')}>
        {problem.status === 404 ? (
          <EmptyState
            title={translate(problem.message)}
            action={<Link to={ROUTES.pharmacy}>{t('Back to the pharmacy')}</Link>}
          />
        ) : (
          <Alert tone="error" autoDismissMs={null}>
            {translate(problem.message)}
          </Alert>
        )}
      </PharmacyFrame>
    );
  }

  const substitutes = product
    ? [...product.substitutes].sort((a, b) => Number(a.sale_price) - Number(b.sale_price))
    : [];

  return (
    <PharmacyFrame title={product?.title ?? t('Medicine')}>
      <CartNoticeBar notice={cart.notice} />
      {!product ? (
        <Layout aria-busy="true">
          <Skeleton height={280} />
          <Skeleton height={24} lines={6} />
        </Layout>
      ) : (
        <>
          <Layout>
            <Picture>
              <ProductImage src={product.main_image} alt={product.title} width={400} height={400} />
            </Picture>
            <Info>
              <h2>{product.composition}</h2>
              <p className="maker">{product.manufacturer}</p>
              <Price sale={product.sale_price} mrp={product.mrp} large />
              {product.availability === 'not_sold_online' ? (
                // Schedule X / NDPS: no Add button at all, and why (docs/decisions/0068).
                <Note id="availability" role="status">
                  <strong>{t('Not sold online')}</strong> {translate(M.notSoldOnline)}
                </Note>
              ) : (
                <Button
                  type="button"
                  size="lg"
                  className="add"
                  loading={cart.adding === product.id}
                  disabled={product.availability !== 'in_stock'}
                  aria-describedby={
                    product.availability !== 'in_stock' ? 'availability' : undefined
                  }
                  onClick={() => cart.add(product.id)}
                >
                  {t('Add to cart')}
                </Button>
              )}
              {product.availability === 'discontinued' ||
              product.availability === 'out_of_stock' ? (
                <Note id="availability" role="status">
                  {product.availability === 'discontinued'
                    ? t(
                        'This medicine is no longer sold. Look below for one with the same composition.',
                      )
                    : t(
                        'This medicine is out of stock just now. Look below for one with the same composition.',
                      )}
                </Note>
              ) : null}
              {product.rx_required ? (
                <Note>
                  <RxBadge />{' '}
                  {t(
                    'This medicine needs a doctor’s prescription. You can upload it, or choose one from your consultations, when you place the order.',
                  )}
                </Note>
              ) : null}
              <Facts>
                <dt>{t('Composition')}</dt>
                <dd>{product.composition}</dd>
                <dt>{t('Pack size')}</dt>
                <dd>{product.pack_size}</dd>
                <dt>{t('Form')}</dt>
                <dd>{product.form}</dd>
                <dt>{t('Manufacturer')}</dt>
                <dd>{product.manufacturer}</dd>
                <dt>{t('Storage')}</dt>
                <dd>{product.storage}</dd>
                <dt>{t('Prescription')}</dt>
                <dd>{product.rx_required ? t('Needed (Rx)') : t('Not needed')}</dd>
              </Facts>
            </Info>
          </Layout>
          <section aria-labelledby="substitutes-title">
            <Panel>
              <h2 id="substitutes-title">{t('Substitutes')}</h2>
              {substitutes.length > 0 ? (
                <>
                  <p>
                    {t(
                      'Same composition and strength, cheapest first. Ask your doctor before switching.',
                    )}
                  </p>
                  <ProductGrid>
                    {substitutes.map((item) => (
                      <ProductCard
                        key={item.id}
                        product={item}
                        onAdd={cart.add}
                        adding={cart.adding === item.id}
                      />
                    ))}
                  </ProductGrid>
                </>
              ) : (
                <p>{t('No substitute with the same composition is in our catalogue.')}</p>
              )}
            </Panel>
          </section>
        </>
      )}
    </PharmacyFrame>
  );
}
