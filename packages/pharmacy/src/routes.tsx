import type { RouteObject } from 'react-router-dom';
import { ROUTES } from '@medibridge/contract';
import { lazyPage as page } from '@medibridge/ui-kit';

const productPages = () => import('./pages/productPages');
const orderPages = () => import('./pages/orderPages');

/**
 * The pharmacy (SPEC §2): the front page with the medicine search, the product list and the product page are
 * open to visitors (adding to the cart asks them to log in); the cart, the place-order form, the order
 * summary, My Orders and an order's page are a logged-in patient's.
 */
export const pharmacyRoutes: RouteObject[] = [
  page(
    ROUTES.pharmacy,
    'public',
    () => import('./pages/PharmacyPage'),
    (m) => m.PharmacyPage,
  ),
  page(ROUTES.searchProductList, 'public', productPages, (m) => m.ProductListPage),
  page(ROUTES.productDetail, 'public', productPages, (m) => m.ProductDetailPage),
  page(
    ROUTES.myCart,
    'patient',
    () => import('./pages/CartPage'),
    (m) => m.CartPage,
  ),
  page(
    ROUTES.placeOrder,
    'patient',
    () => import('./pages/PlaceOrderPage'),
    (m) => m.PlaceOrderPage,
  ),
  page(
    ROUTES.orderSummary,
    'patient',
    () => import('./pages/OrderSummaryPage'),
    (m) => m.OrderSummaryPage,
  ),
  page(ROUTES.myOrders, 'patient', orderPages, (m) => m.MyOrdersPage),
  page(ROUTES.orderDetail, 'patient', orderPages, (m) => m.OrderDetailPage),
];
