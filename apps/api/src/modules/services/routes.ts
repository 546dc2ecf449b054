import { ROUTES } from '@medibridge/contract';
import {
  type ServiceBookingFieldsParsed,
  serviceBookingFieldsSchema,
} from '@medibridge/contract/schemas';
import type { FastifyInstance } from 'fastify';
import { contractRoute, routeContract } from '../../contractRoute';
import { HttpError } from '../../errors';
import { requireConsent } from '../privacy';
import { sessionUserOf } from '../../plugins/sessions';
import { readFormFields } from '../../plugins/uploads';
import { validateWith } from '../../plugins/validation';
import { findServiceBooking, findUserServiceBooking } from './repository';
import { bookService, serviceRecord, servicePurpose } from './service';

/** Where the gateway's return lands for a service payment. */
export const serviceStatusPath = (reference: string): string =>
  ROUTES.servicePaymentStatus.replace(':reference', reference);

/** The paid services calls: book_services (SPEC) and one booking's state (ours). */
export async function serviceRoutes(app: FastifyInstance): Promise<void> {
  const deps = {
    db: app.db,
    clock: () => app.clock(),
    payments: app.payments,
    notify: app.notify,
    log: app.log,
  };
  app.payments.register('service', servicePurpose(deps));
  app.payments.addResultPage('service', async (payment) => {
    if (payment.serviceBookingId === null) return null;
    const row = await findServiceBooking(app.db, payment.serviceBookingId);
    return row ? serviceStatusPath(row.reference) : null;
  });

  app.route({
    ...contractRoute('serviceBook'),
    // SPEC sends multipart (no file); JSON works too.
    schema: {},
    handler: async (request, reply) => {
      const user = sessionUserOf(request);
      const { fields } = await readFormFields(request, {
        unsupported: 'Send the service booking as multipart/form-data.',
      });
      if (fields.userId && fields.userId.trim() !== String(user.id))
        throw new HttpError(403, 'This booking must be made from your own account.');
      // A paid service needs consent to payments (docs/decisions/0060).
      await requireConsent(app.db, user.id, ['payments']);
      const parsed = validateWith(serviceBookingFieldsSchema, 'body', fields);
      if ('error' in parsed) throw parsed.error;
      reply.header('cache-control', 'no-store');
      return bookService(deps, user, parsed.value as ServiceBookingFieldsParsed, request.language);
    },
  });

  routeContract(app, 'serviceBookingRow', {
    handle: async ({ body, user, reply }) => {
      const row = await findUserServiceBooking(app.db, user.id, body.reference);
      if (!row) throw new HttpError(404, 'We could not find this service booking in your account.');
      reply.header('cache-control', 'no-store');
      return { data: serviceRecord(row) };
    },
  });
}
