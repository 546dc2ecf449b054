import type { RouteObject } from 'react-router-dom';
import { ROUTES, type RouteAccess } from '@medibridge/contract';

const access = (value: RouteAccess) => ({ access: value });

/**
 * The booking screens (SPEC §2 "Appointment booking"), each page in its own lazy chunk and each for a
 * logged-in patient: the three steps, the success screen and our payment status screen (where the server
 * sends the browser back when a payment is not confirmed).
 */
export const appointmentsRoutes: RouteObject[] = [
  {
    path: ROUTES.appointmentStepFirst,
    handle: access('patient'),
    lazy: async () => ({ Component: (await import('./pages/StepFirstPage')).StepFirstPage }),
  },
  {
    path: ROUTES.appointmentStepSecond,
    handle: access('patient'),
    lazy: async () => ({ Component: (await import('./pages/StepSecondPage')).StepSecondPage }),
  },
  {
    path: ROUTES.appointmentStepThird,
    handle: access('patient'),
    lazy: async () => ({ Component: (await import('./pages/StepThirdPage')).StepThirdPage }),
  },
  {
    path: ROUTES.appointmentSuccess,
    handle: access('patient'),
    lazy: async () => ({ Component: (await import('./pages/SuccessPage')).SuccessPage }),
  },
  {
    path: ROUTES.appointmentPaymentStatus,
    handle: access('patient'),
    lazy: async () => ({
      Component: (await import('./pages/PaymentStatusPage')).PaymentStatusPage,
    }),
  },
];
