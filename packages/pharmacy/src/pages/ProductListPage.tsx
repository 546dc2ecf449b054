import { useDeferredValue, type ReactNode } from 'react';
import { useParams } from 'react-router-dom';
import styled from 'styled-components';
import { ROUTES } from '@medibridge/contract';
import { Link, Alert, EmptyState, Skeleton, translate } from '@medibridge/ui-kit';
import { problemOf } from '@medibridge/api-client';
import { useProductListQuery } from '../api';
import { SearchBox } from '../components/SearchBox';
import { PharmacyFrame } from '../components/PharmacyFrame';
import { CartNoticeBar, ProductCard, ProductGrid } from '../components/ProductCard';
import { useAddToCart } from '../components/useAddToCart';
import { useProductsTexts } from '../i18n/products';
import { textOfSlug } from '../search';

const Count = styled.p`
  margin: 0;
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

/**
 * /search-product-list/{slug} (SPEC §2): how many products, a search box, and each product's image, title,
 * sale price, MRP, Rx badge and Add button. A visitor's Add asks them to log in, then adds the product.
 */
export function ProductListPage(): ReactNode {
  const t = useProductsTexts();
  const { slug = '' } = useParams();
  // Deferred: drawn in slices, not in the store update's one task (decision 0036).
  const list = useDeferredValue(useProductListQuery(slug, { skip: slug === '' }));
  const cart = useAddToCart();
  const words = list.data?.product.original.data?.title ?? textOfSlug(slug);

  return (
    <PharmacyFrame title={t('Medicines')}>
      <SearchBox key={slug} initialText={textOfSlug(slug)} />
      <CartNoticeBar notice={cart.notice} />
      {list.isLoading ? (
        <ProductGrid aria-busy="true">
          {[0, 1, 2, 3].map((i) => (
            <Skeleton key={i} height={120} />
          ))}
        </ProductGrid>
      ) : list.isError ? (
        <Alert tone="error" autoDismissMs={null}>
          {translate(problemOf(list.error, 'The medicines could not be loaded.').message)}
        </Alert>
      ) : list.data && list.data.count > 0 ? (
        <>
          <Count role="status">
            {t('{count} products for “{text}”', { count: list.data.count, text: words })}
          </Count>
          <ProductGrid>
            {list.data.products.map((product) => (
              <ProductCard
                key={product.id}
                product={product}
                headingLevel="h2"
                onAdd={cart.add}
                adding={cart.adding === product.id}
              />
            ))}
          </ProductGrid>
        </>
      ) : (
        <EmptyState
          title={t('No medicines found for “{text}”', { text: words })}
          description={t('Check the spelling, or search by the salt name (e.g. Paracetamol).')}
          action={<Link to={ROUTES.pharmacy}>{t('Back to the pharmacy')}</Link>}
        />
      )}
    </PharmacyFrame>
  );
}
