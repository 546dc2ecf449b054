import {
  PURPOSES_FOR_BOOKING,
  DOCUMENT_MAX_BYTES,
  MIN_ONLINE_PAISE,
  OPEN_ORDER_STATES,
  type Language,
  type OrderState,
  PHARMACY_MESSAGES as M,
  orderTotals,
  soldOnline,
  toWireAmount,
} from '@medibridge/contract';
import {
  type PlaceOrderFieldsParsed,
  type StaffOrderQuery,
  placeOrderFieldsSchema,
  staffOrderListQuerySchema,
} from '@medibridge/contract/schemas';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { contractRoute, routeContract } from '../../contractRoute';
import { HttpError } from '../../errors';
import { requireConsent } from '../privacy';
import { sessionUserOf } from '../../plugins/sessions';
import { staffAccessOf } from '../../plugins/staffAccess';
import { readFormFields } from '../../plugins/uploads';
import { validateWith } from '../../plugins/validation';
import { recordDeskRead } from './deskRead';
import { appointmentNoById } from '../appointments';
import { lockedBalancePaise } from '../wallet';
import { findMedicineById, slugsOf } from './catalogueRepository';
import { addOne, changeQuantity, listCart, removeLine } from './cartRepository';
import { cartLineOf } from './cartView';
import {
  type OrderRow,
  deleteAddress,
  findOrderById,
  findOrderByNo,
  findPatient,
  listAddresses,
  listOrderEvents,
  listOrderLines,
  listUserOrders,
  staffOrderPage,
} from './orderRepository';
import { addressOf } from './addressView';
import { orderDetailOf, orderSummaryOf } from './orderView';
import { Orders, orderPath } from './orders';
import { approvalPrescriber, orderHasH1 } from './h1Register';

/** SPEC's user id in a body or path: when sent, it must be the session's own (403 otherwise). */
function assertOwnUser(userId: string | number | undefined, own: number): void {
  if (userId === undefined || userId === '') return;
  if (String(userId).trim() !== String(own))
    throw new HttpError(403, 'You can see and change only your own cart and orders.');
}

const noStore = (reply: FastifyReply) => reply.header('cache-control', 'no-store');

/** The job that cancels orders left unpaid: every minute, once across replicas. */
export const CANCEL_UNPAID_JOB = 'pharmacy.cancel-unpaid';

export async function pharmacyOrderRoutes(
  app: FastifyInstance,
  gstin: string | null,
): Promise<void> {
  const db = app.db;
  const orders = new Orders({
    db,
    gstin,
    clock: () => app.clock(),
    payments: app.payments,
    files: app.files,
    notify: app.notify,
    log: app.log,
  });
  app.payments.register('pharmacy', orders.purpose);
  app.payments.addResultPage('pharmacy', async (payment) => {
    if (payment.pharmacyOrderId === null) return null;
    const row = await findOrderById(db, payment.pharmacyOrderId);
    return row ? orderPath(row.orderNo) : null;
  });
  // Orders left unpaid past their time are cancelled and their wallet money comes back (decision 0051).
  app.jobs.every(CANCEL_UNPAID_JOB, '* * * * *', async () => {
    const cancelled = await orders.cancelUnpaid();
    if (cancelled > 0) app.log.info({ cancelled }, 'pharmacy: cancelled unpaid orders');
  });

  async function detail(row: OrderRow, lang: Language, withPatient = false) {
    const [lines, events, payment] = await Promise.all([
      listOrderLines(db, row.id),
      listOrderEvents(db, row.id),
      app.payments.latestOfOrder(row.id),
    ]);
    const slugs = await slugsOf(
      db,
      lines.map((l) => l.medicineId),
    );
    const prescriptionAppointmentNo = row.prescriptionAppointmentId
      ? await appointmentNoById(db, row.prescriptionAppointmentId)
      : null;
    const patient = withPatient ? await findPatient(db, row.userId) : null;
    const h1Required = row.rxRequired ? await orderHasH1(db, row.id) : false;
    return orderDetailOf(row, {
      h1Required,
      lines,
      events,
      slugs,
      paymentReference: payment && payment.state !== 'failed' ? payment.merchantOrderId : null,
      prescriptionAppointmentNo,
      gstin,
      lang,
      ...(patient ? { patient } : {}),
    });
  }

  // --- The cart -------------------------------------------------------------------------------------
  routeContract(app, 'cartList', {
    handle: async ({ params, user, request, reply }) => {
      assertOwnUser(params.userId, user.id);
      noStore(reply);
      const lines = await listCart(db, user.id);
      const balance = await db.transaction(async (t) => lockedBalancePaise(t, user.id));
      const totals = orderTotals(
        lines.map((l) => ({ salePaise: l.salePaise, mrpPaise: l.mrpPaise, quantity: l.quantity })),
        0,
        MIN_ONLINE_PAISE,
      );
      return {
        data: lines.map((line) => cartLineOf(line, request.language)),
        summary: {
          items: totals.items,
          subtotal: toWireAmount(totals.subtotal),
          savings: toWireAmount(totals.savings),
          delivery: toWireAmount(totals.delivery),
          wallet_applied: toWireAmount(0),
          total: toWireAmount(totals.total),
          rx_required: lines.some((l) => l.schedule !== 'OTC'),
          wallet_balance: toWireAmount(balance),
        },
      };
    },
  });

  routeContract(app, 'cartAdd', {
    handle: async ({ body, user, reply }) => {
      assertOwnUser(body.user_id, user.id);
      noStore(reply);
      const product = await findMedicineById(db, body.product_id);
      if (!product) throw new HttpError(404, M.productUnknown);
      // Schedule X and NDPS medicines are never sold online (docs/decisions/0068).
      if (!soldOnline(product.schedule)) throw new HttpError(409, M.notSoldOnline);
      // Out of stock or discontinued: refused with words (docs/decisions/0058).
      if (product.discontinued) throw new HttpError(409, M.discontinued);
      if (product.stock <= 0) throw new HttpError(409, M.outOfStock);
      const outcome = await db.transaction(async (t) => addOne(t, user.id, product.id));
      if (outcome.kind === 'max') throw new HttpError(409, M.cartLineMax);
      if (outcome.kind === 'full') throw new HttpError(409, M.cartFull);
      return {
        status: 200 as const,
        message: outcome.kind === 'added' ? M.addedToCart : M.alreadyInCart,
        data: { session_cart_id: outcome.lineId, session_qty: outcome.quantity },
      };
    },
  });

  routeContract(app, 'cartQuantity', {
    handle: async ({ body, user, reply }) => {
      noStore(reply);
      const delta = body.type === 'add' ? 1 : -1;
      const outcome = await changeQuantity(db, user.id, body.session_cart_id, delta);
      if (outcome.kind === 'unknown') throw new HttpError(404, M.cartLineUnknown);
      if (outcome.kind === 'limit')
        throw new HttpError(409, delta > 0 ? M.cartLineMax : M.cartLineMin);
      return {
        status: 200 as const,
        message: M.quantityUpdated,
        data: { session_cart_id: outcome.lineId, session_qty: outcome.quantity },
      };
    },
  });

  routeContract(app, 'cartRemove', {
    handle: async ({ body, user, reply }) => {
      assertOwnUser(body.user_id, user.id);
      noStore(reply);
      if (!(await removeLine(db, user.id, body.session_cart_id)))
        throw new HttpError(404, M.cartLineUnknown);
      return { status: 200 as const, message: M.removedFromCart, data: null };
    },
  });

  // --- Checkout -------------------------------------------------------------------------------------
  routeContract(app, 'orderQuote', {
    handle: async ({ body, user, request, reply }) => {
      noStore(reply);
      return {
        data: await orders.quote(user, body.payment_method, body.use_wallet, request.language),
      };
    },
  });

  app.route({
    ...contractRoute('orderPlace'),
    // Multipart with an optional prescription file; JSON works too (no file).
    schema: {},
    handler: async (request, reply) => {
      const user = sessionUserOf(request);
      const { fields, file: upload } = await readFormFields(request, {
        unsupported: 'Send the order as multipart/form-data.',
        file: {
          field: 'prescription',
          maxBytes: DOCUMENT_MAX_BYTES,
          tooLarge: M.prescriptionTooLarge,
        },
      });
      assertOwnUser(fields.user_id, user.id);
      // Health data and money are collected only under the notice's consent (docs/decisions/0060).
      await requireConsent(app.db, user.id, PURPOSES_FOR_BOOKING);
      const parsed = validateWith(placeOrderFieldsSchema, 'body', fields);
      if ('error' in parsed) throw parsed.error;
      noStore(reply);
      return orders.place(user, parsed.value as PlaceOrderFieldsParsed, upload, request.language);
    },
  });

  routeContract(app, 'addressList', {
    handle: async ({ user, reply }) => {
      noStore(reply);
      return { data: (await listAddresses(db, user.id)).map(addressOf) };
    },
  });

  routeContract(app, 'addressDelete', {
    handle: async ({ body, user, reply }) => {
      noStore(reply);
      if (!(await deleteAddress(db, user.id, body.id)))
        throw new HttpError(404, 'This address is not in your address book.');
      return { data: (await listAddresses(db, user.id)).map(addressOf) };
    },
  });

  // --- My orders ------------------------------------------------------------------------------------
  routeContract(app, 'orderList', {
    handle: async ({ user, request, reply }) => {
      noStore(reply);
      const rows = await listUserOrders(db, user.id);
      return { data: rows.map((row) => orderSummaryOf(row, request.language)) };
    },
  });

  async function ownOrder(userId: number, orderNo: string): Promise<OrderRow> {
    const row = await findOrderByNo(db, orderNo, userId);
    if (!row) throw new HttpError(404, M.orderUnknown);
    return row;
  }

  routeContract(app, 'orderRow', {
    handle: async ({ params, user, request, reply }) => {
      noStore(reply);
      return { data: await detail(await ownOrder(user.id, params.order_no), request.language) };
    },
  });

  routeContract(app, 'orderCancel', {
    handle: async ({ params, user, request, reply }) => {
      noStore(reply);
      const row = await orders.cancelByPatient(user, params.order_no);
      const data = await detail(row, request.language);
      return { status: 200 as const, message: M.orderCancelled, data };
    },
  });

  routeContract(app, 'orderPaymentRetry', {
    handle: async ({ params, user, request, reply }) => {
      noStore(reply);
      return orders.retry(user, params.order_no, request.language);
    },
  });

  // --- The pharmacy desk (staff) ----------------------------------------------------------------------
  app.route({
    ...contractRoute('staffOrderList'),
    handler: async (request, reply) => {
      const parsed = validateWith(staffOrderListQuerySchema, 'query', request.query ?? {});
      if ('error' in parsed) throw parsed.error;
      const q = parsed.value as StaffOrderQuery;
      noStore(reply);
      const status = q.status;
      const { rows, total } = await staffOrderPage(db, {
        states: status === 'all' ? null : status ? [status] : OPEN_ORDER_STATES,
        search: q.q ?? '',
        // The queue oldest first; finished orders (and all of them) newest first.
        newestFirst: status === 'all' || status === 'delivered' || status === 'cancelled',
        page: q.page,
        perPage: q.per_page,
      });
      return {
        data: rows.map((row) => ({
          ...orderSummaryOf(row),
          patient: { name: row.patientName, mobile: row.patientMobile },
        })),
        meta: { page: q.page, per_page: q.per_page, total },
      };
    },
  });

  async function anyOrder(orderNo: string): Promise<OrderRow> {
    const row = await findOrderByNo(db, orderNo);
    if (!row) throw new HttpError(404, 'There is no order with this number.');
    return row;
  }

  routeContract(app, 'staffOrderRow', {
    handle: async ({ params, request, reply }) => {
      noStore(reply);
      const row = await anyOrder(params.order_no);
      await recordDeskRead(app, request, row);
      return { data: await detail(row, 'en', true) };
    },
  });

  routeContract(app, 'staffPrescriptionCheck', {
    handle: async ({ params, body, reply, request }) => {
      const by = {
        actor: staffAccessOf(request),
        action: `order.prescription_${body.decision}` as const,
      };
      noStore(reply);
      const row = await anyOrder(params.order_no);
      if (!row.rxRequired) throw new HttpError(409, 'This order has no prescription to check.');
      if (row.state !== 'placed') throw new HttpError(409, M.statusNotAllowed);
      const prescriber =
        body.decision === 'approve' ? await approvalPrescriber(db, row, body) : null;
      const next =
        body.decision === 'approve'
          ? await orders.advance(
              row,
              ['placed'],
              'prescription_checked',
              'Prescription approved',
              { prescriptionCheck: 'approved', ...prescriber },
              by,
            )
          : await orders.cancel(
              row,
              ['placed'],
              `Prescription not accepted: ${body.reason}`,
              { prescriptionCheck: 'rejected', prescriptionReason: body.reason },
              by,
            );
      return { data: await detail(next, 'en', true) };
    },
  });

  routeContract(app, 'staffOrderStatus', {
    handle: async ({ params, body, reply, request }) => {
      noStore(reply);
      const row = await anyOrder(params.order_no);
      const from: OrderState[] =
        body.status === 'packed'
          ? row.rxRequired
            ? ['prescription_checked']
            : ['placed']
          : body.status === 'dispatched'
            ? ['packed']
            : ['dispatched'];
      // Whatever the screen shows, an Rx order leaves only after its approval (decision 0068).
      if (row.rxRequired && row.prescriptionCheck !== 'approved' && row.state !== 'cancelled')
        throw new HttpError(409, M.rxNotApproved);
      const next = await orders.advance(
        row,
        from,
        body.status,
        body.note,
        {},
        {
          actor: staffAccessOf(request),
          action: `order.${body.status}`,
        },
      );
      return { data: await detail(next, 'en', true) };
    },
  });

  routeContract(app, 'staffOrderCancel', {
    handle: async ({ params, body, reply, request }) => {
      noStore(reply);
      const row = await anyOrder(params.order_no);
      if (row.state === 'cancelled') throw new HttpError(409, M.statusNotAllowed);
      const next = await orders.cancel(
        row,
        ['awaiting_payment', 'payment_failed', 'placed', 'prescription_checked', 'packed'],
        `Cancelled by the pharmacy: ${body.reason}`,
        {},
        { actor: staffAccessOf(request), action: 'order.cancel' },
      );
      return { data: await detail(next, 'en', true) };
    },
  });
}
