import { buildPath, ROUTES } from '@medibridge/contract';

/**
 * Sends the browser to the payment provider's page (SPEC §4: "it goes to the payment provider redirect
 * URL"). Only an http(s) address or a path of this site is followed. Its own module so tests can stand in.
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
 * The in-app path of a direct booking's `payment_response` ('/appointment/success-response/APT-…'); anything
 * that is not a path of this app becomes the success screen of the appointment number.
 */
export function inAppPath(paymentResponse: string, appointmentNo: string): string {
  if (
    paymentResponse.startsWith('/') &&
    !paymentResponse.startsWith('//') &&
    !paymentResponse.startsWith('/\\')
  )
    return paymentResponse;
  return buildPath(ROUTES.appointmentSuccess, { appt_no: appointmentNo });
}
