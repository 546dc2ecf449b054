import {
  ENQUIRY_HONEYPOT_FIELD,
  MESSAGES,
  type EnquiryRequestParsed,
  type EnquiryResponse,
} from '@medibridge/contract';
import type { FastifyInstance } from 'fastify';
import { contractRoute } from '../../contractRoute';
import { EnquiryService, newReference } from './service';
import { staffEnquiriesRoutes } from './staff';

/**
 * `POST /api/store-contact-inquiry`: validated by the contract schema (422 with per-field messages), stored
 * once, acknowledged by SMS. A filled honeypot answers like a success (so bots learn nothing) and stores
 * nothing (docs/decisions: enquiries).
 */
export async function enquiriesRoutes(app: FastifyInstance): Promise<void> {
  const service = new EnquiryService({
    db: app.db,
    notify: app.notify,
    clock: () => app.clock(),
    log: app.log,
  });

  app.route<{ Body: EnquiryRequestParsed }>({
    ...contractRoute('enquiryStore'),
    handler: async (request): Promise<EnquiryResponse> => {
      const body = request.body;
      const trap = body[ENQUIRY_HONEYPOT_FIELD];
      const reference =
        trap !== undefined && trap !== null && trap !== ''
          ? newReference(app.clock())
          : await service.store(body, {
              ip: request.ip,
              userId: request.user?.id ?? null,
              language: request.language,
            });
      if (trap) request.log.info({ honeypot: true }, 'Enquiry honeypot filled: nothing stored');
      return { status: 200, message: MESSAGES.enquirySuccess, data: { reference } };
    },
  });

  await staffEnquiriesRoutes(app);
}
