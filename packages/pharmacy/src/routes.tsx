import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router-dom';
import { ROUTES, type RouteAccess } from '@medibridge/contract';

/**
 * A screen whose page is `pick` of the lazily loaded module. One helper for every route: the route table is
 * part of the app's first load on every path, so each route is written as few bytes as it can be
 * (docs/decisions/0011).
 */
function page<M>(
  path: string,
  access: RouteAccess,
  load: () => Promise<M>,
  pick: (module: M) => ComponentType,
): RouteObject {
  return { path, handle: { access }, lazy: async () => ({ Component: pick(await load()) }) };
}

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
