import { H1_CSV_COLUMNS, h1RegisterQuerySchema } from '@medibridge/contract/schemas';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { routeContract } from '../../contractRoute';
import { writeCsv } from '../../lib/csv';
import { validateWith } from '../../plugins/validation';
import { H1_CSV_MAX_ROWS, H1_REGISTER_YEARS, h1EntryOf } from './h1Register';
import { h1Page, h1Rows } from './h1RegisterRepository';

const indiaMidnight = (day: string): Date => new Date(`${day}T00:00:00+05:30`);

/** From–to India dates (both included) as instants; no date is no bound. */
function rangeOf(q: { from?: string | undefined; to?: string | undefined }) {
  return {
    from: q.from ? indiaMidnight(q.from) : null,
    toExclusive: q.to ? new Date(indiaMidnight(q.to).getTime() + 86_400_000) : null,
  };
}

function parse(query: unknown) {
  const parsed = validateWith(h1RegisterQuerySchema, 'query', query ?? {});
  if ('error' in parsed) throw parsed.error;
  return parsed.value as { page: number; per_page: number; from?: string; to?: string };
}

const noStore = (reply: FastifyReply) => reply.header('cache-control', 'no-store');

/** The Schedule H1 register for pharmacists and admins: a page, and the range as CSV (docs/decisions/0068). */
export async function h1RegisterRoutes(app: FastifyInstance): Promise<void> {
  routeContract(app, 'staffH1Register', {
    handle: async ({ request, reply }) => {
      noStore(reply);
      const q = parse(request.query);
      const { rows, total } = await h1Page(app.db, rangeOf(q), {
        page: q.page,
        perPage: q.per_page,
      });
      return {
        data: rows.map(h1EntryOf),
        meta: { page: q.page, per_page: q.per_page, total, retention_years: H1_REGISTER_YEARS },
      };
    },
  });

  routeContract(app, 'staffH1RegisterCsv', {
    handle: async ({ request, reply }) => {
      noStore(reply);
      const q = parse(request.query);
      const rows = (await h1Rows(app.db, rangeOf(q), H1_CSV_MAX_ROWS)).map(h1EntryOf);
      reply
        .type('text/csv; charset=utf-8')
        .header(
          'content-disposition',
          `attachment; filename="h1-register-${q.from ?? 'start'}-to-${q.to ?? 'today'}.csv"`,
        );
      return writeCsv([[...H1_CSV_COLUMNS], ...rows.map((r) => H1_CSV_COLUMNS.map((c) => r[c]))], {
        neutralise: true,
      });
    },
  });
}
