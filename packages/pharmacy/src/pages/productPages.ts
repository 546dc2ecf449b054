/**
 * The product list and the product page as one lazy chunk: a visitor moves between them, and one entry in
 * the app's route table costs every path less than two (docs/decisions/0024). The pharmacy's front page is
 * its own chunk: it shows no products.
 */
export { ProductListPage } from './ProductListPage';
export { ProductDetailPage } from './ProductDetailPage';
