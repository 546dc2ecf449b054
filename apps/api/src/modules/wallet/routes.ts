import { indiaDateTime, toWireAmount } from '@medibridge/contract';
import type { FastifyInstance } from 'fastify';
import { routeContract } from '../../contractRoute';
import { listLedger } from './repository';

/** The wallet screen's call: the balance and the ledger, newest first, with the balance after each row. */
export async function walletRoutes(app: FastifyInstance): Promise<void> {
  routeContract(app, 'walletLedger', {
    handle: async ({ user, reply }) => {
      reply.header('cache-control', 'no-store');
      const rows = await listLedger(app.db, user.id);
      return {
        data: {
          balance: toWireAmount(rows[0]?.balancePaise ?? 0),
          entries: rows.map((row) => ({
            id: row.id,
            created_at: indiaDateTime(row.createdAt),
            kind: row.kind,
            amount: toWireAmount(row.amountPaise),
            balance: toWireAmount(row.balancePaise),
            note: row.note ?? '',
            reference: row.reference,
          })),
        },
      };
    },
  });
}
