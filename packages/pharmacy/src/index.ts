/**
 * The pharmacy screens of SPEC §2 (medicine search, product list and page, cart, place order, order summary)
 * and ours (My Orders, an order's page), each with `handle.access`.
 */
export { pharmacyRoutes } from './routes';
