import { settlementQuerySchema, staffPaymentQuerySchema } from '@medibridge/contract/schemas';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { z } from 'zod';
import { routeContract } from '../../contractRoute';
import { staffAccessOf } from '../../plugins/staffAccess';
import { validateWith } from '../../plugins/validation';
import { csvLine } from '../../lib/csv';
import { indiaStart, listPayments, settlementSums } from './repository';
import {
  MONEY_MESSAGES,
  type MoneyDeps,
  askGateway,
  paymentDetail,
  paymentOut,
  refundPayment,
  settlementRange,
} from './service';
import { settlementDays, settlementTotals } from './settlement';

const noStore = (reply: FastifyReply) => reply.header('cache-control', 'no-store');

function parseQuery<S extends z.ZodType>(schema: S, raw: unknown): z.output<S> {
  const parsed = validateWith(schema, 'query', raw ?? {});
  if ('error' in parsed) throw parsed.error;
  return parsed.value as z.output<S>;
}

/**
 * Money the operator sees (issue 32 §5, docs/decisions/0059): payments and their history, asking the gateway
 * again, an admin's refund, and the daily settlement with its CSV. Every call is the admin's (contract).
 */
export async function moneyRoutes(app: FastifyInstance): Promise<void> {
  const deps = (): MoneyDeps => ({
    db: app.db,
    payments: app.payments,
    notify: app.notify,
    clock: () => app.clock(),
    log: app.log,
  });

  routeContract(app, 'staffPaymentList', {
    handle: async ({ request, reply }) => {
      noStore(reply);
      const query = parseQuery(staffPaymentQuerySchema, request.query);
      const { rows, total } = await listPayments(app.db, query);
      return {
        data: rows.map(paymentOut),
        meta: { page: query.page, per_page: query.per_page, total },
      };
    },
  });

  routeContract(app, 'staffPaymentShow', {
    handle: async ({ params, reply }) => {
      noStore(reply);
      return { data: await paymentDetail(deps(), params.merchant_order_id) };
    },
  });

  routeContract(app, 'staffPaymentRecheck', {
    handle: async ({ params, request, reply }) => {
      noStore(reply);
      const access = staffAccessOf(request);
      const data = await askGateway(
        deps(),
        { userId: access.userId, acting: access.acting },
        params.merchant_order_id,
      );
      return { code: 200 as const, message: MONEY_MESSAGES.asked, data };
    },
  });

  routeContract(app, 'staffPaymentRefund', {
    handle: async ({ params, body, request, reply }) => {
      noStore(reply);
      const access = staffAccessOf(request);
      const made = await refundPayment(
        deps(),
        { userId: access.userId, acting: access.acting },
        params.merchant_order_id,
        body,
      );
      return { code: 200 as const, ...made };
    },
  });

  const settlement = async (query: { from?: string | undefined; to?: string | undefined }) => {
    const range = settlementRange(query, app.clock());
    const sums = await settlementSums(
      app.db,
      indiaStart(range.from),
      new Date(indiaStart(range.to).getTime() + 86_400_000),
    );
    const days = settlementDays(range, sums);
    return { range, days };
  };

  routeContract(app, 'staffSettlement', {
    handle: async ({ request, reply }) => {
      noStore(reply);
      const { range, days } = await settlement(parseQuery(settlementQuerySchema, request.query));
      return { data: days, meta: { ...range, totals: settlementTotals(days) } };
    },
  });

  routeContract(app, 'staffSettlementCsv', {
    handle: async ({ request, reply }) => {
      noStore(reply);
      const { range, days } = await settlement(parseQuery(settlementQuerySchema, request.query));
      const rupees = (paise: number) => (paise / 100).toFixed(2);
      const lines = [
        csvLine(['date', 'payments', 'paid_inr', 'refunded_inr', 'to_wallet_inr', 'net_inr']),
        ...days.map((d) =>
          csvLine([
            d.date,
            String(d.payments),
            rupees(d.paid_paise),
            rupees(d.refunded_paise),
            rupees(d.wallet_paise),
            rupees(d.net_paise),
          ]),
        ),
      ];
      reply
        .type('text/csv; charset=utf-8')
        .header(
          'content-disposition',
          `attachment; filename="settlement-${range.from}-to-${range.to}.csv"`,
        );
      return `${lines.join('\r\n')}\r\n`;
    },
  });
}
