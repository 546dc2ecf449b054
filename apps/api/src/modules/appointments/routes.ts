import {
  PURPOSES_FOR_BOOKING,
  BOOKING_MESSAGES,
  DOCUMENT_MAX_BYTES,
  indiaDate,
  toWireAmount,
} from '@medibridge/contract';
import { type BookingFieldsParsed, bookingFieldsSchema } from '@medibridge/contract/schemas';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { contractRoute, routeContract } from '../../contractRoute';
import { HttpError } from '../../errors';
import { PUBLIC_READ } from '../../publicRead';
import { createMemo, leanRead, sendCacheable } from '../../lib/publicReads';
import { sessionUserOf } from '../../plugins/sessions';
import { readFormFields } from '../../plugins/uploads';
import { documentLanguage } from '../../plugins/language';
import { requireConsent } from '../privacy';
import { validateWith } from '../../plugins/validation';
import { Bookings, paymentStatusPath, successPath } from './booking';
import { CANCELLED, cancelAppointment } from './cancel';
import { findAppointment, findUserAppointment, listUserAppointments } from './bookingRepository';
import { followUpRoutes } from './followUpRoutes';
import { appointmentInvoice, invoiceDocument, invoicePdf } from './invoice';
import { appointmentRefunds } from './invoiceRepository';
import { appointmentRecord } from './records';
import {
  bookingDays,
  daySlots,
  departmentList,
  departmentRow,
  openDays,
  scheduleList,
} from './service';

/** What the appointments module is configured with. */
export interface AppointmentRoutesOptions {
  /** The operator's GSTIN for invoices (config GSTIN); null = not registered for GST. */
  gstin: string | null;
}

/**
 * The appointment reference calls of SPEC §7. Departments, schedules and the date strip are public reads on
 * the lean path (docs/decisions/0014); the slots of a day count seats, so they are computed per request.
 */
export async function appointmentRoutes(
  app: FastifyInstance,
  options: AppointmentRoutesOptions,
): Promise<void> {
  const db = app.db;
  const serve = createMemo({ localized: true });

  // Departments and their schedules change when an admin edits them (docs/decisions/0057): read per request
  // and revalidated by browsers every time (`no-cache` with an ETag: a 304 when nothing changed), so the next
  // booking screen shows a new fee on every replica at once.
  app.route({
    ...leanRead('appointmentDepartments'),
    handler: async (request, reply) =>
      sendLive(request, reply, { data: await departmentList(db, request.language) }),
  });

  app.route({
    ...leanRead('appointmentSchedules'),
    handler: async (request, reply) => sendLive(request, reply, { data: await scheduleList(db) }),
  });

  app.route({
    ...leanRead('appointmentNextDays'),
    handler: (request, reply) => {
      const now = app.clock();
      return serve(request, reply, 'appointmentNextDays', indiaDate(now), () =>
        Promise.resolve({ data: bookingDays(now) }),
      );
    },
  });

  routeContract(app, 'appointmentDaySchedule', {
    handle: async ({ body, reply }) => {
      reply.header('cache-control', 'no-store');
      return { data: await daySlots(db, app.clock(), body.selected_date, body.department_id) };
    },
  });

  // A live read (a day fills up with any booking), the same for everyone: no session, and no anti-forgery
  // cookie for a cookieless visitor, as the lean public reads (docs/decisions/0012).
  routeContract(app, 'appointmentOpenDays', {
    config: PUBLIC_READ,
    handle: async ({ params, reply }) => {
      reply.header('cache-control', 'no-store');
      return { data: await openDays(db, app.clock(), params.department_id) };
    },
  });

  routeContract(app, 'appointmentDepartmentRow', {
    handle: async ({ body, request }) => ({
      data: await departmentRow(db, body.department_id, request.language),
    }),
  });

  bookingRoutes(app, options.gstin);
  followUpRoutes(app);
}

/** Cache-Control of a read an admin's edit changes: kept, but asked again before every use. */
export const LIVE_READ_CACHE_CONTROL = 'no-cache';

/** Sends a department read in the request's language with an ETag, revalidated on every use. */
function sendLive(request: FastifyRequest, reply: FastifyReply, answer: unknown): FastifyReply {
  reply.header('content-language', request.language);
  return sendCacheable(
    request,
    reply,
    JSON.stringify(answer),
    'application/json; charset=utf-8',
    LIVE_READ_CACHE_CONTROL,
    undefined,
    'accept-encoding, accept-language',
  );
}

/** What /my-appointment lists: everything but bookings that expired unpaid. */
const LISTED_STATES = [
  'pending_payment',
  'payment_failed',
  'confirmed',
  'completed',
  'followed_up',
  'no_show',
  'cancelled',
] as const;
/** What /my-transactions lists: bookings money moved for. */
const PAID_STATES = ['confirmed', 'completed', 'followed_up', 'no_show', 'cancelled'] as const;

/** SPEC's userId in a body: when sent, it must be the session's own (403 otherwise). */
function assertOwnUser(userId: string | number | undefined, own: number): void {
  if (userId === undefined || userId === '') return;
  if (String(userId).trim() !== String(own))
    throw new HttpError(403, 'You can see and change only your own appointments.');
}

/** Booking and paying: make_payment/, the payment retry, one appointment, and the gateway's calls. */
/** The job that releases bookings whose payment hold ran out: every minute, once across replicas. */
export const EXPIRE_HOLDS_JOB = 'appointments.expire-holds';
const SWEEP_CRON = '* * * * *';

function bookingRoutes(app: FastifyInstance, gstin: string | null): void {
  const deps = {
    db: app.db,
    clock: () => app.clock(),
    payments: app.payments,
    files: app.files,
    notify: app.notify,
    log: app.log,
    reminders: app.reminders,
  };
  const bookings = new Bookings(deps);
  app.payments.register('appointment', bookings.purpose);
  // Seats and wallet money held by a booking left unpaid past its hold come back (docs/decisions/0051).
  app.jobs.every(EXPIRE_HOLDS_JOB, SWEEP_CRON, async () => {
    const expired = await bookings.expireHolds();
    if (expired > 0) app.log.info({ expired }, 'appointments: expired unpaid holds');
  });

  app.route({
    ...contractRoute('appointmentPay'),
    // Multipart is read below (the prescription travels with the fields); JSON without a file works too.
    schema: {},
    handler: async (request, reply) => {
      const user = sessionUserOf(request);
      const { fields, file: prescription } = await readFormFields(request, {
        unsupported: 'Send the booking as multipart/form-data.',
        file: {
          field: 'prescription',
          maxBytes: DOCUMENT_MAX_BYTES,
          tooLarge: BOOKING_MESSAGES.documentTooLarge,
        },
      });
      if (fields.userId && fields.userId.trim() !== String(user.id))
        throw new HttpError(403, 'This booking must be made from your own account.');
      // Health data and money are collected only under the notice's consent (docs/decisions/0060).
      await requireConsent(app.db, user.id, PURPOSES_FOR_BOOKING);
      const parsed = validateWith(bookingFieldsSchema, 'body', fields);
      if ('error' in parsed) throw parsed.error;
      reply.header('cache-control', 'no-store');
      return bookings.book(
        user,
        parsed.value as BookingFieldsParsed,
        prescription,
        request.language,
      );
    },
  });

  routeContract(app, 'appointmentPaymentRetry', {
    handle: async ({ body, user, request, reply }) => {
      reply.header('cache-control', 'no-store');
      return bookings.retry(user, body.appointment_no, request.language);
    },
  });

  routeContract(app, 'appointmentRow', {
    handle: async ({ body, user, request, reply }) => {
      const row = await findUserAppointment(app.db, user.id, body.appointment_no);
      if (!row) throw new HttpError(404, BOOKING_MESSAGES.appointmentUnknown);
      reply.header('cache-control', 'no-store');
      const invoice = appointmentInvoice(gstin, row.state, await appointmentRefunds(app.db, row));
      return { data: { ...appointmentRecord(row, app.clock(), request.language), invoice } };
    },
  });

  for (const [name, states] of [
    ['appointmentList', LISTED_STATES],
    ['appointmentTransactions', PAID_STATES],
  ] as const) {
    routeContract(app, name, {
      handle: async ({ body, user, request, reply }) => {
        assertOwnUser(body.userId, user.id);
        reply.header('cache-control', 'no-store');
        const now = app.clock();
        const rows = await listUserAppointments(app.db, user.id, states);
        return { data: rows.map((row) => appointmentRecord(row, now, request.language)) };
      },
    });
  }

  routeContract(app, 'appointmentCancel', {
    handle: async ({ body, user, request, reply }) => {
      assertOwnUser(body.userId, user.id);
      reply.header('cache-control', 'no-store');
      const { row, refund } = await cancelAppointment(
        deps,
        user,
        body.appointment_id,
        body.refund_to,
        request.language,
      );
      const view = await findUserAppointment(app.db, user.id, row.appointmentNo);
      return {
        code: 200,
        message: CANCELLED,
        data: view ? appointmentRecord(view, app.clock(), request.language) : null,
        refund: {
          asked: refund.asked,
          to: refund.to,
          wallet_amount: toWireAmount(refund.walletPaise),
          source_amount: toWireAmount(refund.sourcePaise),
          fell_back: refund.fellBack,
        },
      };
    },
  });

  routeContract(app, 'appointmentInvoice', {
    handle: async ({ params, user, request, reply }) => {
      const row = await findUserAppointment(app.db, user.id, params.appt_no);
      if (!row) throw new HttpError(404, BOOKING_MESSAGES.appointmentUnknown);
      const now = app.clock();
      const invoice = appointmentInvoice(gstin, row.state, await appointmentRefunds(app.db, row));
      const language = documentLanguage(request);
      const doc = invoiceDocument(appointmentRecord(row, now), invoice, language, now);
      const bytes = await invoicePdf(doc, row.appointmentNo, now);
      return reply
        .header('cache-control', 'private, no-store')
        .header('content-disposition', `attachment; filename="MediBridge-${row.appointmentNo}.pdf"`)
        .header('vary', 'Accept-Language')
        .header('content-language', language)
        .type('application/pdf')
        .send(Buffer.from(bytes));
    },
  });

  app.payments.addResultPage('appointment', async (payment) => {
    const row = payment.appointmentId ? await findAppointment(app.db, payment.appointmentId) : null;
    if (!row) return null;
    return row.state === 'confirmed'
      ? successPath(row.appointmentNo)
      : paymentStatusPath(row.appointmentNo);
  });
}
