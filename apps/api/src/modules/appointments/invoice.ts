import {
  SUPPORT_EMAIL,
  SUPPORT_PHONE,
  type AppointmentRecord,
  formatIndiaDate,
} from '@medibridge/contract';
import { PDFDocument, type PDFFont, type PDFPage, StandardFonts, rgb } from 'pdf-lib';

/**
 * The invoice of an appointment as a PDF (A4), drawn with pdf-lib's standard fonts. Those fonts cover
 * Windows-1252 only, so amounts read "Rs." instead of the rupee sign and any other character of a name or
 * symptom is shown as '?': the PDF never fails on a patient's text.
 */

const A4: [number, number] = [595.28, 841.89];
const MARGIN = 48;
const INK = rgb(0.12, 0.14, 0.19);
const MUTED = rgb(0.36, 0.4, 0.47);
const BRAND = rgb(0.0, 0.42, 0.45);

/** Text the standard fonts can draw: printable Windows-1252 Latin, everything else as '?'. */
export function pdfSafe(text: string): string {
  return text
    .normalize('NFC')
    .replace(/[‘’]/g, "'")
    .replace(/[“”]/g, '"')
    .replace(/[–—]/g, '-')
    .replace(/₹/g, 'Rs.')
    .replace(/[^\x20-\x7E\xA0-\xFF]/g, '?');
}

/** 'Rs. 1,23,456.00' from a wire amount ('123456.00'). */
export function pdfRupees(wire: string): string {
  const value = Number(wire);
  return `Rs. ${new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(value)}`;
}

/** Splits text into lines that fit `width` at `size` (standard-font safe). */
export function wrapPdfText(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  for (const paragraph of pdfSafe(text).split(/\r?\n/)) {
    let line = '';
    for (const word of paragraph.split(/\s+/)) {
      const candidate = line ? `${line} ${word}` : word;
      if (font.widthOfTextAtSize(candidate, size) <= width) line = candidate;
      else {
        if (line) lines.push(line);
        line = word;
        while (font.widthOfTextAtSize(line, size) > width && line.length > 1) {
          let cut = line.length - 1;
          while (cut > 1 && font.widthOfTextAtSize(line.slice(0, cut), size) > width) cut -= 1;
          lines.push(line.slice(0, cut));
          line = line.slice(cut);
        }
      }
    }
    lines.push(line);
  }
  return lines;
}

export async function invoicePdf(record: AppointmentRecord, issuedAt: Date): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(`MediBridge invoice ${record.appointment_no}`);
  pdf.setAuthor('MediBridge Health');
  pdf.setCreationDate(issuedAt);
  pdf.setModificationDate(issuedAt);
  const page = pdf.addPage(A4);
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const right = A4[0] - MARGIN;
  let y = A4[1] - MARGIN;

  const text = (p: PDFPage, value: string, x: number, size = 10, font = regular, color = INK) =>
    p.drawText(pdfSafe(value), { x, y, size, font, color });
  const textRight = (p: PDFPage, value: string, size = 10, font = regular) =>
    p.drawText(pdfSafe(value), {
      x: right - font.widthOfTextAtSize(pdfSafe(value), size),
      y,
      size,
      font,
      color: INK,
    });

  text(page, 'MediBridge Health', MARGIN, 20, bold, BRAND);
  textRight(page, 'INVOICE', 16, bold);
  y -= 18;
  text(page, `${SUPPORT_PHONE}  |  ${SUPPORT_EMAIL}`, MARGIN, 9, regular, MUTED);
  y -= 12;
  text(
    page,
    'GSTIN: to be issued (placeholder - not a tax invoice yet)',
    MARGIN,
    9,
    regular,
    MUTED,
  );
  y -= 30;

  const facts: [string, string][] = [
    ['Invoice / appointment no.', record.appointment_no],
    ['Issued', formatIndiaDate(issuedAt)],
    ['Booked', record.created_at],
    ['Patient', record.name],
    ['Mobile', record.mobile],
    ['Email', record.email || '-'],
    ['Department', record.department_name],
    ['Mode', record.appointment_mode === 'audio' ? 'Audio call' : 'Video call'],
    [
      'Appointment',
      record.appointment_date
        ? `${formatIndiaDate(record.appointment_date)} (${record.appointment_day ?? ''}), ${record.appointment_time ?? ''}`
        : 'Next free doctor (no fixed time)',
    ],
    ['Payment status', record.payment_status],
    ['Booking status', 'Success'],
    ['Payment reference', record.payment_reference ?? 'Paid from wallet'],
  ];
  for (const [label, value] of facts) {
    text(page, label, MARGIN, 10, regular, MUTED);
    text(page, value, MARGIN + 170, 10, bold);
    y -= 16;
  }
  y -= 14;

  page.drawLine({
    start: { x: MARGIN, y: y + 6 },
    end: { x: right, y: y + 6 },
    color: MUTED,
    thickness: 0.5,
  });
  y -= 10;
  text(page, 'Description', MARGIN, 10, bold);
  textRight(page, 'Amount', 10, bold);
  y -= 16;
  const description = wrapPdfText(record.symptoms, regular, 10, right - MARGIN - 120).slice(0, 8);
  text(page, `Consultation - ${record.department_name}`, MARGIN, 10, bold);
  textRight(page, pdfRupees(record.appt_fee));
  y -= 14;
  for (const line of description) {
    text(page, line, MARGIN + 10, 9, regular, MUTED);
    y -= 12;
  }
  y -= 8;
  page.drawLine({
    start: { x: MARGIN, y: y + 6 },
    end: { x: right, y: y + 6 },
    color: MUTED,
    thickness: 0.5,
  });
  y -= 10;
  const totals: [string, string][] = [
    ['Consultation fee', pdfRupees(record.appt_fee)],
    ['Discount on fee', `- ${pdfRupees(record.fee_discount)}`],
    ['Paid from wallet', `- ${pdfRupees(record.wallet_amount)}`],
    ['VAT', pdfRupees('0')],
    ['Subtotal', pdfRupees(record.amount)],
  ];
  for (const [label, value] of totals) {
    text(page, label, right - 260, 10, regular, MUTED);
    textRight(page, value);
    y -= 16;
  }
  text(page, 'Total paid online', right - 260, 12, bold);
  textRight(page, pdfRupees(record.amount), 12, bold);
  y -= 40;
  text(
    page,
    'Thank you for choosing MediBridge. This invoice was generated electronically and needs no signature.',
    MARGIN,
    8,
    regular,
    MUTED,
  );
  return pdf.save();
}
