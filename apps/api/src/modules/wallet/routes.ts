import { toWireAmount } from '@medibridge/contract';
import type { FastifyInstance } from 'fastify';
import { routeContract } from '../../contractRoute';
import { listLedger } from './repository';

/** 'YYYY-MM-DD HH:MM' India time. */
const indiaStamp = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Asia/Kolkata',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hour12: false,
});

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
            created_at: indiaStamp.format(row.createdAt).replace(',', ''),
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
