import {
  type GstLineAmounts,
  type Language,
  ORDER_STATE_LABELS,
  type OrderGst,
  type OrderDetail,
  type OrderState,
  type OrderSummary,
  PATIENT_CANCELLABLE,
  type PharmacyPaymentMethod,
  gstIncluded,
  gstRateText,
  indiaDateTime,
  toWireAmount,
} from '@medibridge/contract';
import { fileUrl } from '../files';
import type { OrderEventRow, OrderLineRow, OrderRow } from './orderRepository';
import { medicineImagePath } from './view';

/**
 * The bill's GST (docs/decisions/0046): what the tax-inclusive lines include, per rate, and the operator's
 * GSTIN (null: not registered for GST).
 */
export function orderGstOf(lines: readonly GstLineAmounts[], gstin: string | null): OrderGst {
  return {
    gstin,
    rates: gstIncluded(lines).map((r) => ({
      rate: gstRateText(r.rateBp),
      value: toWireAmount(r.valuePaise),
      taxable: toWireAmount(r.taxablePaise),
      gst: toWireAmount(r.gstPaise),
    })),
  };
}

/** An order row as My orders lists it, its first line's title in `lang` where the line froze one. */
export function orderSummaryOf(
  row: OrderRow & { firstTitle: string; firstTitleHi?: string | null; lineCount: number },
  lang: Language = 'en',
): OrderSummary {
  const state = row.state as OrderState;
  return {
    order_no: row.orderNo,
    status: state,
    status_label: ORDER_STATE_LABELS[state],
    created_at: indiaDateTime(row.createdAt),
    payment_method: row.paymentMethod as PharmacyPaymentMethod,
    rx_required: row.rxRequired,
    first_title: (lang === 'hi' && row.firstTitleHi) || row.firstTitle,
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
  /** The operator's GSTIN (config `GSTIN`), null when not registered for GST. */
  gstin: string | null;
  /** The reader's language: a line's title and pack in Hindi where the line froze them. */
  lang: Language;
  /** Whether a line is a Schedule H1 medicine (the approval asks for the prescriber, decision 0068). */
  h1Required?: boolean;
}

/** An order's page: the summary with recipient, lines (prices as frozen), prescription and history. */
export function orderDetailOf(row: OrderRow, parts: OrderParts): OrderDetail {
  const hi = parts.lang === 'hi';
  const first = parts.lines[0];
  return {
    ...orderSummaryOf(
      {
        ...row,
        firstTitle: first?.title ?? '',
        firstTitleHi: first?.titleHi ?? null,
        lineCount: parts.lines.length,
      },
      parts.lang,
    ),
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
        title: (hi && line.titleHi) || line.title,
        main_image: slug ? medicineImagePath(slug) : '',
        composition: line.composition,
        pack_size: (hi && line.packSizeHi) || line.packSize,
        rx_required: line.rxRequired,
        quantity: line.quantity,
        sale_price: toWireAmount(line.salePaise),
        mrp: toWireAmount(line.mrpPaise),
        line_total: toWireAmount(line.salePaise * line.quantity),
        gst_rate: gstRateText(line.gstRateBp),
        hsn_code: line.hsnCode,
      };
    }),
    prescription: row.rxRequired
      ? {
          source: row.prescriptionSource ?? 'upload',
          appointment_no: parts.prescriptionAppointmentNo,
          url: row.prescriptionFile ? fileUrl(row.prescriptionFile) : null,
          check: (row.prescriptionCheck ?? 'pending') as 'pending' | 'approved' | 'rejected',
          reason: row.prescriptionReason,
          h1_required: parts.h1Required ?? false,
          prescriber_name: row.prescriberName,
          prescriber_reg_no: row.prescriberRegNo,
        }
      : null,
    payment_reference: parts.paymentReference,
    gst: orderGstOf(parts.lines, parts.gstin),
    events: parts.events.map((event) => ({
      status: event.state as OrderState,
      at: indiaDateTime(event.createdAt),
      note: event.note,
    })),
    ...(parts.patient ? { patient: parts.patient } : {}),
  };
}
