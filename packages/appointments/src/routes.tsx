import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router-dom';
import { ROUTES } from '@medibridge/contract';
import { lazyPage } from '@medibridge/ui-kit';

/** A logged-in patient's screen whose page is `pick` of the lazily loaded module. */
function patientPage<M>(
  path: string,
  load: () => Promise<M>,
  pick: (module: M) => ComponentType,
): RouteObject {
  return lazyPage(path, 'patient', load, pick);
}

const stepPages = () => import('./pages/stepPages');
const resultPages = () => import('./pages/resultPages');
const listPages = () => import('./pages/listPages');
const servicePages = () => import('./pages/servicePages');
const callPages = () => import('./call/callPages');

/**
 * The consultation and payment screens (SPEC §2), each page in its own lazy chunk and each for a logged-in
 * patient: the three booking steps, the success screen and our payment status screen (where the server sends
 * the browser back when a payment is not confirmed); the patient's appointments, transactions, history, an
 * appointment's invoice and its follow-up, and the wallet; Make Payment for a service and its payment status;
 * the consultation call (also the doctor's side of it) and the video meeting page.
 */
export const appointmentsRoutes: RouteObject[] = [
  patientPage(ROUTES.appointmentStepFirst, stepPages, (m) => m.StepFirstPage),
  patientPage(ROUTES.appointmentStepSecond, stepPages, (m) => m.StepSecondPage),
  patientPage(
    ROUTES.appointmentStepThird,
    () => import('./pages/StepThirdPage'),
    (m) => m.StepThirdPage,
  ),
  patientPage(ROUTES.appointmentSuccess, resultPages, (m) => m.SuccessPage),
  patientPage(ROUTES.appointmentPaymentStatus, resultPages, (m) => m.PaymentStatusPage),
  patientPage(ROUTES.myAppointment, listPages, (m) => m.MyAppointmentsPage),
  patientPage(ROUTES.myTransactions, listPages, (m) => m.MyTransactionsPage),
  patientPage(ROUTES.myHistory, listPages, (m) => m.MyHistoryPage),
  patientPage(
    ROUTES.appointmentDetails,
    () => import('./pages/AppointmentDetailsPage'),
    (m) => m.AppointmentDetailsPage,
  ),
  patientPage(
    ROUTES.appointmentFollowUp,
    () => import('./pages/FollowUpPage'),
    (m) => m.FollowUpPage,
  ),
  patientPage(
    ROUTES.myWallet,
    () => import('./pages/MyWalletPage'),
    (m) => m.MyWalletPage,
  ),
  patientPage(ROUTES.serviceBooking, servicePages, (m) => m.ServiceBookingPage),
  patientPage(ROUTES.servicePaymentStatus, servicePages, (m) => m.ServicePaymentStatusPage),
  patientPage(ROUTES.doctorOnCall, callPages, (m) => m.CallPage),
  patientPage(ROUTES.videoMeeting, callPages, (m) => m.VideoMeetingPage),
  // The reminder's own stop link: no login (its token is the proof).
  lazyPage(
    ROUTES.medicineReminderStop,
    'public',
    () => import('./pages/MedicineReminderStopPage'),
    (m) => m.MedicineReminderStopPage,
  ),
];
