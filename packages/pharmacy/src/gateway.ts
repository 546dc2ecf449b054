import { buildPath, ROUTES } from '@medibridge/contract';

/**
 * Sends the browser to the payment provider's page (a full navigation). Only an http(s) address or a path of
 * this site is followed. Its own module so tests can stand in.
 */
export function goToGateway(url: string): boolean {
  let target: URL;
  try {
    target = new URL(url, window.location.href);
  } catch {
    return false;
  }
  if (target.protocol !== 'https:' && target.protocol !== 'http:') return false;
  window.location.assign(target.href);
  return true;
}

/**
 * The in-app path of a placed order's `payment_response` ('/pharmacy/orders/ORD-…'); anything that is not a
 * path of this app becomes the order's page.
 */
export function orderPath(paymentResponse: string, orderNo: string): string {
  if (
    paymentResponse.startsWith('/') &&
    !paymentResponse.startsWith('//') &&
    !paymentResponse.startsWith('/\\')
  )
    return paymentResponse;
  return buildPath(ROUTES.orderDetail, { order_no: orderNo });
}
