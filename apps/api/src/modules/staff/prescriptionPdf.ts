import { PDFDocument, rgb } from 'pdf-lib';
import { embedPdfFonts, wrapPdfText } from '../../lib/pdfText';

/** Everything an e-prescription shows (Telemedicine Practice Guidelines 2020, Annexure: prescription format). */
export interface PrescriptionSheet {
  kind: 'consultation' | 'follow_up';
  appointmentNo: string;
  doctor: { name: string; qualifications: string; registrationNo: string; department: string };
  patient: { name: string; age: string; sex: string };
  /** India date, e.g. 05 Mar 2026. */
  date: string;
  diagnosis: string;
  provisional: boolean;
  medicines: {
    name: string;
    generic: string;
    strength: string;
    dose: string;
    frequency: string;
    duration: string;
    instructions: string;
  }[];
  advice: string;
  followUpDate: string | null;
}

/** The line that says how the prescription came about (TPG 2020 asks for it). */
export const TELECONSULTATION_LINE =
  'This prescription was issued after a teleconsultation, under the Telemedicine Practice Guidelines 2020.';

/** One line of the sheet: its text and how it is set (testable as data; the PDF draws exactly these). */
export interface SheetLine {
  text: string;
  style: 'title' | 'heading' | 'body' | 'muted';
}

/** The sheet's lines, in order. */
export function prescriptionLines(sheet: PrescriptionSheet): SheetLine[] {
  const lines: SheetLine[] = [
    {
      text: sheet.kind === 'consultation' ? 'E-Prescription' : 'Follow-up E-Prescription',
      style: 'title',
    },
    { text: `Dr ${sheet.doctor.name}, ${sheet.doctor.qualifications}`, style: 'heading' },
    {
      text: `Registration no.: ${sheet.doctor.registrationNo} | ${sheet.doctor.department}`,
      style: 'body',
    },
    { text: `Date: ${sheet.date} | Consultation: ${sheet.appointmentNo}`, style: 'body' },
    {
      text: `Patient: ${sheet.patient.name} | Age: ${sheet.patient.age} | Sex: ${sheet.patient.sex}`,
      style: 'body',
    },
    { text: sheet.provisional ? 'Provisional diagnosis' : 'Diagnosis', style: 'heading' },
    { text: sheet.diagnosis, style: 'body' },
    { text: 'Rx', style: 'heading' },
  ];
  if (!sheet.medicines.length) lines.push({ text: 'No medicines prescribed.', style: 'muted' });
  sheet.medicines.forEach((m, i) => {
    const name = m.name && m.name !== m.generic ? `${m.generic} (${m.name})` : m.generic;
    lines.push({ text: `${String(i + 1)}. ${name} ${m.strength}`, style: 'body' });
    lines.push({
      text: `    ${m.dose}, ${m.frequency}, for ${m.duration}${m.instructions ? `; ${m.instructions}` : ''}`,
      style: 'body',
    });
  });
  lines.push({ text: 'Advice', style: 'heading' });
  lines.push({ text: sheet.advice || 'None.', style: 'body' });
  lines.push({
    text: `Follow-up: ${sheet.followUpDate ?? 'as needed'}`,
    style: 'heading',
  });
  lines.push({ text: TELECONSULTATION_LINE, style: 'muted' });
  lines.push({
    text: `Digitally issued by Dr ${sheet.doctor.name} through MediBridge.`,
    style: 'muted',
  });
  return lines;
}

const A4: [number, number] = [595.28, 841.89];
const MARGIN = 48;

/** The e-prescription as a PDF (A4, Noto Sans Devanagari; new pages as the lines need). */
export async function prescriptionPdf(
  sheet: PrescriptionSheet,
  issuedAt: Date,
): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(`MediBridge e-prescription ${sheet.appointmentNo}`);
  pdf.setAuthor(`Dr ${sheet.doctor.name}`);
  pdf.setCreationDate(issuedAt);
  pdf.setModificationDate(issuedAt);
  const { regular, bold } = await embedPdfFonts(pdf);
  const width = A4[0] - 2 * MARGIN;
  let page = pdf.addPage(A4);
  let y = A4[1] - MARGIN;
  for (const line of prescriptionLines(sheet)) {
    const size = line.style === 'title' ? 16 : line.style === 'muted' ? 9 : 11;
    const font = line.style === 'title' || line.style === 'heading' ? bold : regular;
    const color = line.style === 'muted' ? rgb(0.36, 0.4, 0.47) : rgb(0.12, 0.14, 0.19);
    if (line.style === 'heading') y -= 6;
    for (const piece of wrapPdfText(line.text, font, size, width)) {
      if (y < MARGIN + size) {
        page = pdf.addPage(A4);
        y = A4[1] - MARGIN;
      }
      page.drawText(piece, { x: MARGIN, y, size, font, color });
      y -= size + 5;
    }
  }
  return pdf.save();
}
