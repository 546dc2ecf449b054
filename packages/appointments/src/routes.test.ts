import { checkFeatureRoutes } from '@medibridge/api-client';
import { ROUTES } from '@medibridge/contract';
import { appointmentsRoutes } from './index';

describe('appointmentsRoutes', () => {
  it('uses only SPEC §2 paths from contract ROUTES, each with handle.access', () => {
    expect(() => checkFeatureRoutes(appointmentsRoutes)).not.toThrow();
  });

  it('declares the booking, record and payment screens, each for a logged-in patient', () => {
    const access = Object.fromEntries(
      appointmentsRoutes.map((r) => [r.path, (r.handle as { access: string }).access]),
    );
    expect(access).toEqual({
      [ROUTES.appointmentStepFirst]: 'patient',
      [ROUTES.appointmentStepSecond]: 'patient',
      [ROUTES.appointmentStepThird]: 'patient',
      [ROUTES.appointmentSuccess]: 'patient',
      [ROUTES.appointmentPaymentStatus]: 'patient',
      [ROUTES.myAppointment]: 'patient',
      [ROUTES.myTransactions]: 'patient',
      [ROUTES.myHistory]: 'patient',
      [ROUTES.appointmentDetails]: 'patient',
      [ROUTES.appointmentFollowUp]: 'patient',
      [ROUTES.myWallet]: 'patient',
      [ROUTES.serviceBooking]: 'patient',
      [ROUTES.servicePaymentStatus]: 'patient',
      [ROUTES.doctorOnCall]: 'patient',
      [ROUTES.videoMeeting]: 'patient',
      [ROUTES.medicineReminderStop]: 'public',
    });
  });

  it('loads every screen lazily, each exporting a component', async () => {
    for (const route of appointmentsRoutes) {
      expect(route.element).toBeUndefined();
      const loaded = (await (route.lazy as () => Promise<{ Component: unknown }>)()).Component;
      expect(typeof loaded).toBe('function');
    }
  });
});
