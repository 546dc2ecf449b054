import { Suspense, lazy, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { useCurrentUser, problemOf, type Problem } from '@medibridge/api-client';
import { ROUTES, consentRefusal, privacyPath } from '@medibridge/contract';
import { Skeleton } from '@medibridge/ui-kit';
import { BookingFrame, Panel, goToGateway } from '../shared';
import { useServiceBookMutation } from '../records';
import type { ServiceBookingValues } from './ServiceBookingForm';
import { useServicesTexts } from '../i18n/services';

/** The form (formik and its fields) is its own chunk, started as this page's module runs. */
const loadForm = () => import('./ServiceBookingForm');
loadForm().catch(() => undefined);
const ServiceBookingForm = lazy(async () => ({ default: (await loadForm()).ServiceBookingForm }));

const FALLBACK = 'The payment could not be started just now. Please try again.';

/**
 * /service/service-booking (SPEC §2, menu 'Make Payment'): pay for a service agreed with our team. The form
 * is sent as SPEC's multipart `book_services` with the user id; the answer's gateway page takes over, and the
 * gateway sends the browser back to /service/payment-status/{reference}.
 */
export function ServiceBookingPage(): ReactNode {
  const t = useServicesTexts();
  const user = useCurrentUser();
  const [book] = useServiceBookMutation();
  const navigate = useNavigate();
  const [initial] = useState<ServiceBookingValues>(() => ({
    name: [user?.name, user?.last_name]
      .filter((part): part is string => typeof part === 'string' && part !== '')
      .join(' '),
    mobile: typeof user?.mobile === 'string' ? user.mobile : '',
    service: '',
    amount: '',
    remarks: '',
  }));

  const onSend = async (values: ServiceBookingValues): Promise<Problem | null> => {
    const form = new FormData();
    for (const [name, value] of Object.entries(values)) form.append(name, value);
    form.append('userId', String(user?.id ?? ''));
    const result = await book(form);
    if ('data' in result && result.data) {
      if (goToGateway(result.data.data.instrumentResponse.redirectInfo.url)) return null;
      return { status: 200, message: FALLBACK, fieldErrors: {} };
    }
    const problem = problemOf('error' in result ? result.error : null, FALLBACK);
    // No consent to payments yet (an account from before the notice): the notice, then back here.
    if (consentRefusal({ errors: problem.fieldErrors })) {
      void navigate(privacyPath(ROUTES.serviceBooking));
      return null;
    }
    return problem;
  };

  return (
    <BookingFrame title={t('Make Payment')} lead={t('Pay for a service agreed with our team.')}>
      <Panel>
        <Suspense fallback={<Skeleton height={48} lines={6} />}>
          <ServiceBookingForm initial={initial} onSend={onSend} />
        </Suspense>
      </Panel>
    </BookingFrame>
  );
}
