import {
  SUPPORT_ADDRESS,
  SUPPORT_EMAIL,
  SUPPORT_PHONE,
  type AppointmentInvoice,
  type AppointmentRecord,
  type Language,
  bookingPaymentWord,
  bookingStateWord,
  formatIndiaDate,
  formatRupees,
  toWireAmount,
} from '@medibridge/contract';
import { PDFDocument, type PDFFont, type PDFPage, rgb } from 'pdf-lib';
import { embedPdfFonts, pdfSafe, wrapPdfText } from '../../lib/pdfText';
import type { AppointmentRefunds } from './invoiceRepository';
import { invoiceTexts } from './invoiceTexts';

/**
 * An appointment's invoice (docs/decisions/0043): what was sold (the consultation, SAC 9993), the GST as
 * Indian invoices show it (exempt; the operator's GSTIN, or "not registered for GST"), the booking's real
 * state and where its money went. No clinical text: the symptoms stay off it.
 */

/** SAC of health care services (exempt from GST: notification 12/2017-Central Tax (Rate), entry 74). */
export const CONSULTATION_SAC = '9993';

/** The invoice part of an appointment's answer. */
export function appointmentInvoice(
  gstin: string | null,
  state: string,
  refunds: AppointmentRefunds,
): AppointmentInvoice {
  const refunded = state === 'cancelled' && (refunds.walletPaise > 0 || refunds.source !== null);
  return {
    gstin,
    sac: CONSULTATION_SAC,
    gst: 'exempt',
    refund: refunded
      ? {
          wallet_amount: toWireAmount(refunds.walletPaise),
          source_amount: toWireAmount(refunds.source?.amountPaise ?? 0),
          source_state: refunds.source?.state ?? null,
        }
      : null,
  };
}

/** The invoice as data: what the PDF prints, in order (testable without reading the PDF). */
export interface InvoiceDocument {
  title: string;
  seller: string[];
  facts: [string, string][];
  columns: [string, string];
  items: { description: string; detail: string; amount: string }[];
  totals: [string, string][];
  total: [string, string];
  refunds: [string, string][];
  notes: string[];
}

/** '− ₹12.50' for an amount taken off. */
const less = (wire: string): string => `− ${formatRupees(Number(wire))}`;
const rupees = (wire: string): string => formatRupees(Number(wire));

export function invoiceDocument(
  record: AppointmentRecord,
  invoice: AppointmentInvoice,
  language: Language,
  issuedAt: Date,
): InvoiceDocument {
  const t = invoiceTexts(language);
  const feeLessDiscount = toWireAmount(
    Math.round(Number(record.appt_fee) * 100) - Math.round(Number(record.fee_discount) * 100),
  );
  const refunds: [string, string][] = [];
  if (invoice.refund) {
    if (Number(invoice.refund.wallet_amount) > 0)
      refunds.push([t('Refunded to your wallet'), rupees(invoice.refund.wallet_amount)]);
    if (Number(invoice.refund.source_amount) > 0)
      refunds.push([
        t(
          invoice.refund.source_state === 'completed'
            ? 'Refunded to your payment method'
            : invoice.refund.source_state === 'failed'
              ? 'Refund to your payment method failed; credited to your wallet'
              : 'Refund to your payment method (in progress)',
        ),
        rupees(invoice.refund.source_amount),
      ]);
  }
  return {
    title: t('Invoice'),
    seller: [
      'MediBridge Health',
      `${SUPPORT_PHONE}  |  ${SUPPORT_EMAIL}`,
      SUPPORT_ADDRESS,
      invoice.gstin ? t('GSTIN: {gstin}', { gstin: invoice.gstin }) : t('Not registered for GST'),
    ],
    facts: [
      [t('Invoice / appointment no.'), record.appointment_no],
      [t('Issued'), formatIndiaDate(issuedAt, language)],
      [t('Booked on'), record.created_at],
      [t('Patient'), record.name],
      [t('Mobile'), record.mobile],
      [t('Email'), record.email || '-'],
      [t('Department'), record.department_name],
      [t('Mode'), t(record.appointment_mode === 'audio' ? 'Audio call' : 'Video call')],
      [
        t('Appointment'),
        record.appointment_date
          ? `${formatIndiaDate(record.appointment_date, language)}, ${record.appointment_time ?? ''}`
          : t('Next free doctor (no fixed time)'),
      ],
      [t('Booking status'), bookingStateWord(record.state, language)],
      [
        t('Payment'),
        bookingPaymentWord(
          record.state,
          {
            refunded: invoice.refund !== null,
            paid: Number(record.amount) + Number(record.wallet_amount) > 0,
          },
          language,
        ),
      ],
      ...(record.payment_reference
        ? [[t('Payment reference'), record.payment_reference] as [string, string]]
        : []),
    ],
    columns: [t('Description'), t('Amount')],
    items: [
      {
        description: t('Consultation: {department}', { department: record.department_name }),
        detail: t('Health care service, SAC 9993'),
        amount: rupees(record.appt_fee),
      },
    ],
    totals: [
      [t('Consultation fee'), rupees(record.appt_fee)],
      [t('Discount on fee'), less(record.fee_discount)],
      ...(invoice.gstin
        ? [[t('GST (exempt: health care services)'), rupees('0')] as [string, string]]
        : []),
    ],
    total: [t('Total'), rupees(feeLessDiscount)],
    refunds: [
      [t('Paid from wallet'), rupees(record.wallet_amount)],
      [t('Paid online'), rupees(record.amount)],
      ...refunds,
    ],
    notes: [
      invoice.gstin
        ? t('Health care services are exempt from GST.')
        : t('No GST is charged: MediBridge is not registered for GST.'),
      t('This invoice was generated electronically and needs no signature.'),
    ],
  };
}

const A4: [number, number] = [595.28, 841.89];
const MARGIN = 48;
const INK = rgb(0.12, 0.14, 0.19);
const MUTED = rgb(0.36, 0.4, 0.47);
const BRAND = rgb(0.0, 0.42, 0.45);

/** The invoice as a PDF (A4), in Noto Sans Devanagari so Hindi and the rupee sign print as written. */
export async function invoicePdf(
  doc: InvoiceDocument,
  appointmentNo: string,
  issuedAt: Date,
): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(`MediBridge invoice ${appointmentNo}`);
  pdf.setAuthor('MediBridge Health');
  pdf.setCreationDate(issuedAt);
  pdf.setModificationDate(issuedAt);
  const page = pdf.addPage(A4);
  const { regular, bold } = await embedPdfFonts(pdf);
  const right = A4[0] - MARGIN;
  const valueX = MARGIN + 190;
  let y = A4[1] - MARGIN;

  const text = (p: PDFPage, value: string, x: number, size = 10, font = regular, color = INK) =>
    p.drawText(pdfSafe(value, font), { x, y, size, font, color });
  const textRight = (p: PDFPage, value: string, size = 10, font: PDFFont = regular, color = INK) =>
    p.drawText(pdfSafe(value, font), {
      x: right - font.widthOfTextAtSize(pdfSafe(value, font), size),
      y,
      size,
      font,
      color,
    });
  const rule = () => {
    page.drawLine({
      start: { x: MARGIN, y: y + 6 },
      end: { x: right, y: y + 6 },
      color: MUTED,
      thickness: 0.5,
    });
    y -= 12;
  };

  const [brand, ...sellerLines] = doc.seller;
  text(page, brand ?? '', MARGIN, 20, bold, BRAND);
  textRight(page, doc.title, 16, bold);
  y -= 20;
  for (const line of sellerLines) {
    text(page, line, MARGIN, 9, regular, MUTED);
    y -= 13;
  }
  y -= 18;

  for (const [label, value] of doc.facts) {
    text(page, label, MARGIN, 10, regular, MUTED);
    const lines = wrapPdfText(value, bold, 10, right - valueX);
    for (const line of lines) {
      text(page, line, valueX, 10, bold);
      y -= 16;
    }
  }
  y -= 10;
  rule();
  text(page, doc.columns[0], MARGIN, 10, bold, MUTED);
  textRight(page, doc.columns[1], 10, bold, MUTED);
  y -= 20;
  for (const item of doc.items) {
    text(page, item.description, MARGIN, 11, bold);
    textRight(page, item.amount, 11, bold);
    y -= 14;
    text(page, item.detail, MARGIN, 9, regular, MUTED);
    y -= 16;
  }
  rule();
  for (const [label, value] of doc.totals) {
    text(page, label, right - 300, 10, regular, MUTED);
    textRight(page, value);
    y -= 16;
  }
  text(page, doc.total[0], right - 300, 12, bold);
  textRight(page, doc.total[1], 12, bold);
  y -= 24;
  for (const [label, value] of doc.refunds) {
    textRight(page, value);
    for (const line of wrapPdfText(label, regular, 10, 220)) {
      text(page, line, right - 300, 10, regular, MUTED);
      y -= 14;
    }
    y -= 2;
  }
  y -= 24;
  for (const note of doc.notes) {
    for (const line of wrapPdfText(note, regular, 9, right - MARGIN)) {
      text(page, line, MARGIN, 9, regular, MUTED);
      y -= 13;
    }
  }
  return pdf.save();
}
