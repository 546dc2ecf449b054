/** My Orders and an order's page as one lazy chunk (docs/decisions/0024). */
export { MyOrdersPage } from './MyOrdersPage';
export { OrderDetailPage } from './OrderDetailPage';
