import {
  ORDER_STATE_LABELS,
  type OrderDetail,
  type OrderState,
  type OrderSummary,
  PATIENT_CANCELLABLE,
  type PharmacyPaymentMethod,
  indiaDateTime,
  toWireAmount,
} from '@medibridge/contract';
import { fileUrl } from '../files';
import type { OrderEventRow, OrderLineRow, OrderRow } from './orderRepository';
import { medicineImagePath } from './view';

/** An order row as My orders lists it. */
export function orderSummaryOf(
  row: OrderRow & { firstTitle: string; lineCount: number },
): OrderSummary {
  const state = row.state as OrderState;
  return {
    order_no: row.orderNo,
    status: state,
    status_label: ORDER_STATE_LABELS[state],
    created_at: indiaDateTime(row.createdAt),
    payment_method: row.paymentMethod as PharmacyPaymentMethod,
    rx_required: row.rxRequired,
    first_title: row.firstTitle,
    line_count: row.lineCount,
    items: row.items,
    subtotal: toWireAmount(row.subtotalPaise),
    savings: toWireAmount(row.savingsPaise),
    delivery: toWireAmount(row.deliveryPaise),
    wallet_applied: toWireAmount(row.walletPaise),
    total: toWireAmount(row.totalPaise),
    can_cancel: PATIENT_CANCELLABLE.includes(state),
    can_pay:
      row.paymentMethod === 'online' &&
      row.totalPaise > 0 &&
      (state === 'awaiting_payment' || state === 'payment_failed'),
  };
}

export interface OrderParts {
  lines: OrderLineRow[];
  events: OrderEventRow[];
  slugs: Map<number, string>;
  paymentReference: string | null;
  prescriptionAppointmentNo: string | null;
  patient?: { id: number; name: string; mobile: string };
}

/** An order's page: the summary with recipient, lines (prices as frozen), prescription and history. */
export function orderDetailOf(row: OrderRow, parts: OrderParts): OrderDetail {
  const first = parts.lines[0]?.title ?? '';
  return {
    ...orderSummaryOf({ ...row, firstTitle: first, lineCount: parts.lines.length }),
    recipient: row.recipient,
    mobile: row.mobile,
    email: row.email,
    address: row.address,
    pin_code: row.pinCode,
    lines: parts.lines.map((line) => {
      const slug = parts.slugs.get(line.medicineId) ?? '';
      return {
        product_id: line.medicineId,
        slug,
        title: line.title,
        main_image: slug ? medicineImagePath(slug) : '',
        composition: line.composition,
        pack_size: line.packSize,
        rx_required: line.rxRequired,
        quantity: line.quantity,
        sale_price: toWireAmount(line.salePaise),
        mrp: toWireAmount(line.mrpPaise),
        line_total: toWireAmount(line.salePaise * line.quantity),
      };
    }),
    prescription: row.rxRequired
      ? {
          source: row.prescriptionSource ?? 'upload',
          appointment_no: parts.prescriptionAppointmentNo,
          url: row.prescriptionFile ? fileUrl(row.prescriptionFile) : null,
          check: (row.prescriptionCheck ?? 'pending') as 'pending' | 'approved' | 'rejected',
          reason: row.prescriptionReason,
        }
      : null,
    payment_reference: parts.paymentReference,
    events: parts.events.map((event) => ({
      status: event.state as OrderState,
      at: indiaDateTime(event.createdAt),
      note: event.note,
    })),
    ...(parts.patient ? { patient: parts.patient } : {}),
  };
}
