import {
  type EnquiryStatus,
  type StaffEnquiry,
  type StaffEnquiryQuery,
} from '@medibridge/contract';
import { staffEnquiryQuerySchema } from '@medibridge/contract/schemas';
import { type SQL, and, count, desc, eq, gte, lt } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Database } from '../../db/client';
import { enquiries, users } from '../../db/schema';
import { contractRoute } from '../../contractRoute';
import { HttpError } from '../../errors';
import { hashPassword } from '../../lib/passwords';

/** Largest CSV export, newest first. */
export const CSV_MAX_ROWS = 10_000;

type Row = typeof enquiries.$inferSelect;

function toWire(row: Row): StaffEnquiry {
  return {
    reference: row.reference,
    enquiryType: row.enquiryType,
    form: row.form,
    status: row.status,
    first_name: row.firstName,
    last_name: row.lastName,
    mobile: row.mobile,
    email: row.email,
    problems: row.problems,
    city_id: row.cityId,
    package_id: row.packageId,
    hospitalId: row.hospitalId,
    hospitalName: row.hospitalName,
    passport_no: row.passportNo,
    age: row.age,
    gender: row.gender,
    nationality: row.nationality,
    messages: row.messages,
    service_id: row.serviceId,
    page: row.page,
    user_id: row.userId,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/** India-day bounds: `from` and `to` are inclusive calendar dates in India (UTC+05:30). */
function indiaDayStart(date: string): Date {
  return new Date(`${date}T00:00:00+05:30`);
}

function filters(q: StaffEnquiryQuery): SQL | undefined {
  const parts: SQL[] = [];
  if (q.type) parts.push(eq(enquiries.enquiryType, q.type));
  if (q.status) parts.push(eq(enquiries.status, q.status));
  if (q.from) parts.push(gte(enquiries.createdAt, indiaDayStart(q.from)));
  if (q.to)
    parts.push(lt(enquiries.createdAt, new Date(indiaDayStart(q.to).getTime() + 86_400_000)));
  return parts.length ? and(...parts) : undefined;
}

export async function listEnquiries(db: Database, q: StaffEnquiryQuery) {
  const where = filters(q);
  const [total] = await db.select({ n: count() }).from(enquiries).where(where);
  const rows = await db
    .select()
    .from(enquiries)
    .where(where)
    .orderBy(desc(enquiries.createdAt), desc(enquiries.id))
    .limit(q.per_page)
    .offset((q.page - 1) * q.per_page);
  return {
    data: rows.map(toWire),
    meta: { page: q.page, per_page: q.per_page, total: Number(total?.n ?? 0) },
  };
}

const CSV_COLUMNS: (keyof StaffEnquiry)[] = [
  'reference',
  'created_at',
  'enquiryType',
  'form',
  'status',
  'first_name',
  'last_name',
  'mobile',
  'email',
  'city_id',
  'package_id',
  'service_id',
  'hospitalId',
  'hospitalName',
  'passport_no',
  'age',
  'gender',
  'nationality',
  'problems',
  'messages',
  'page',
  'user_id',
];

/** One CSV cell (RFC 4180), neutralising spreadsheet formulas (a leading =, +, - or @ gets a quote). */
export function csvCell(value: unknown): string {
  if (value === null || value === undefined) return '';
  let s = String(value);
  if (/^[=+\-@\t\r]/.test(s)) s = `'${s}`;
  return /[",\r\n]/.test(s) ? `"${s.replaceAll('"', '""')}"` : s;
}

export async function enquiriesCsv(db: Database, q: StaffEnquiryQuery): Promise<string> {
  const rows = await db
    .select()
    .from(enquiries)
    .where(filters(q))
    .orderBy(desc(enquiries.createdAt), desc(enquiries.id))
    .limit(CSV_MAX_ROWS);
  const lines = [CSV_COLUMNS.join(',')];
  for (const row of rows.map(toWire)) lines.push(CSV_COLUMNS.map((c) => csvCell(row[c])).join(','));
  return `${lines.join('\r\n')}\r\n`;
}

export async function setEnquiryStatus(
  db: Database,
  reference: string,
  status: EnquiryStatus,
  now: Date,
): Promise<StaffEnquiry> {
  const [row] = await db
    .update(enquiries)
    .set({ status, updatedAt: now })
    .where(eq(enquiries.reference, reference))
    .returning();
  if (!row) throw new HttpError(404, 'There is no enquiry with this reference.');
  return toWire(row);
}

/**
 * Creates a staff user, or makes an existing user (by mobile) staff with the given password. Used by
 * `pnpm --filter @medibridge/api staff:create`.
 */
export async function createStaff(
  db: Database,
  input: { mobile: string; name: string; password: string },
): Promise<{ id: number; created: boolean }> {
  const passwordHash = await hashPassword(input.password);
  const [existing] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.mobile, input.mobile));
  if (existing) {
    await db
      .update(users)
      .set({ role: 'staff', name: input.name, passwordHash })
      .where(eq(users.id, existing.id));
    return { id: existing.id, created: false };
  }
  const [row] = await db
    .insert(users)
    .values({ mobile: input.mobile, name: input.name, passwordHash, role: 'staff' })
    .returning({ id: users.id });
  if (!row) throw new Error('The staff user was not created.');
  return { id: row.id, created: true };
}

/** Staff API: list (paged, filtered), CSV export, status update. 401 without a login, 403 for non-staff. */
export async function staffEnquiriesRoutes(app: FastifyInstance): Promise<void> {
  const requireStaff = async (request: FastifyRequest) => {
    if (!request.user) throw new HttpError(401, 'Please log in to continue.');
    if (request.user.role !== 'staff')
      throw new HttpError(403, 'Only MediBridge staff can see enquiries.');
  };

  app.route<{ Querystring: StaffEnquiryQuery }>({
    ...contractRoute('staffEnquiryList'),
    schema: { querystring: staffEnquiryQuerySchema },
    preHandler: requireStaff,
    handler: async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return listEnquiries(app.db, request.query);
    },
  });

  app.route<{ Querystring: StaffEnquiryQuery }>({
    ...contractRoute('staffEnquiryCsv'),
    schema: { querystring: staffEnquiryQuerySchema },
    preHandler: requireStaff,
    handler: async (request, reply) => {
      const csv = await enquiriesCsv(app.db, request.query);
      return reply
        .header('cache-control', 'no-store')
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="enquiries.csv"')
        .send(csv);
    },
  });

  app.route<{ Params: { reference: string }; Body: { status: EnquiryStatus } }>({
    ...contractRoute('staffEnquiryStatus'),
    preHandler: requireStaff,
    handler: async (request) => ({
      data: await setEnquiryStatus(
        app.db,
        request.params.reference,
        request.body.status,
        app.clock(),
      ),
    }),
  });
}
