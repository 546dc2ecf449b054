import { buildPath, ROUTES } from '@medibridge/contract';
import { appPathOr } from '@medibridge/ui-kit/gateway';

/**
 * The in-app path of a direct booking's `payment_response` ('/appointment/success-response/APT-…'); anything
 * that is not a path of this app becomes the success screen of the appointment number.
 */
export function inAppPath(paymentResponse: string, appointmentNo: string): string {
  return appPathOr(
    paymentResponse,
    buildPath(ROUTES.appointmentSuccess, { appt_no: appointmentNo }),
  );
}
