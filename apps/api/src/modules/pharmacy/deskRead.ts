import type { FastifyInstance, FastifyRequest } from 'fastify';
import { recordStaffRead } from '../../lib/securityLog';
import { staffAccessOf } from '../../plugins/staffAccess';
import type { OrderRow } from './orderRepository';

/** The pharmacy desk opened a patient's order: a staff read for the security log (docs/decisions/0061). */
export async function recordDeskRead(
  app: FastifyInstance,
  request: FastifyRequest,
  row: OrderRow,
): Promise<void> {
  await recordStaffRead(app.db, staffAccessOf(request), {
    userId: row.userId,
    subject: row.orderNo,
    detail: 'Pharmacy desk: the order with its recipient, address and prescription.',
    ip: request.ip,
    at: app.clock(),
  });
}
