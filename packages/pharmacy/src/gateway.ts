import { buildPath, ROUTES } from '@medibridge/contract';
import { appPathOr } from '@medibridge/ui-kit/gateway';

/**
 * The in-app path of a placed order's `payment_response` ('/pharmacy/orders/ORD-…'); anything that is not a
 * path of this app becomes the order's page.
 */
export function orderPath(paymentResponse: string, orderNo: string): string {
  return appPathOr(paymentResponse, buildPath(ROUTES.orderDetail, { order_no: orderNo }));
}
