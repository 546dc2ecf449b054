import { PDFDocument, rgb } from 'pdf-lib';
import type { Language } from '@medibridge/contract';
import { embedPdfFonts, wrapPdfText } from '../../lib/pdfText';
import { prescriptionTexts, sexWord } from './prescriptionTexts';

/** Everything an e-prescription shows (Telemedicine Practice Guidelines 2020, Annexure: prescription format). */
export interface PrescriptionSheet {
  kind: 'consultation' | 'follow_up';
  appointmentNo: string;
  doctor: { name: string; qualifications: string; registrationNo: string; department: string };
  /** Age and sex as step one recorded them; null when not given. */
  patient: { name: string; age: string | null; sex: string | null };
  /** The adult who accompanied a patient under 18 (docs/decisions/0067); null for an adult. */
  companion?: { name: string; relationship: string } | null;
  /** The patient's language, recorded at booking: the labels and TPG lines are printed in it. */
  language: Language;
  /** India date in the sheet's language, e.g. 05 Mar 2026. */
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

/** The line that says how the prescription came about (TPG 2020 asks for it), in English. */
export const TELECONSULTATION_LINE =
  'This prescription was issued after a teleconsultation, under the Telemedicine Practice Guidelines 2020.';

/** One line of the sheet: its text and how it is set (testable as data; the PDF draws exactly these). */
export interface SheetLine {
  text: string;
  style: 'title' | 'heading' | 'body' | 'muted';
}

/**
 * The sheet's lines, in order, labelled in `sheet.language` (the patient's, recorded at booking:
 * docs/decisions/0046); what the doctor typed is printed as typed.
 */
export function prescriptionLines(sheet: PrescriptionSheet): SheetLine[] {
  const t = prescriptionTexts(sheet.language);
  const doctor = sheet.doctor.name;
  const lines: SheetLine[] = [
    {
      text: t(sheet.kind === 'consultation' ? 'E-Prescription' : 'Follow-up E-Prescription'),
      style: 'title',
    },
    {
      text: t('Dr {name}, {qualifications}', {
        name: doctor,
        qualifications: sheet.doctor.qualifications,
      }),
      style: 'heading',
    },
    {
      text: t('Registration no.: {number} | {department}', {
        number: sheet.doctor.registrationNo,
        department: sheet.doctor.department,
      }),
      style: 'body',
    },
    {
      text: t('Date: {date} | Consultation: {number}', {
        date: sheet.date,
        number: sheet.appointmentNo,
      }),
      style: 'body',
    },
    {
      text: t('Patient: {name} | Age: {age} | Sex: {sex}', {
        name: sheet.patient.name,
        age: sheet.patient.age ?? t('not given'),
        sex: sexWord(sheet.patient.sex, sheet.language),
      }),
      style: 'body',
    },
    ...(sheet.companion
      ? [
          {
            text: t('Accompanied by: {name} ({relationship})', {
              name: sheet.companion.name,
              relationship: sheet.companion.relationship,
            }),
            style: 'body' as const,
          },
        ]
      : []),
    { text: t(sheet.provisional ? 'Provisional diagnosis' : 'Diagnosis'), style: 'heading' },
    { text: sheet.diagnosis, style: 'body' },
    { text: t('Rx'), style: 'heading' },
  ];
  if (!sheet.medicines.length) lines.push({ text: t('No medicines prescribed.'), style: 'muted' });
  sheet.medicines.forEach((m, i) => {
    const name = m.name && m.name !== m.generic ? `${m.generic} (${m.name})` : m.generic;
    lines.push({ text: `${String(i + 1)}. ${name} ${m.strength}`, style: 'body' });
    const how = t('{dose}, {frequency}, for {duration}', {
      dose: m.dose,
      frequency: m.frequency,
      duration: m.duration,
    });
    lines.push({
      text: `    ${how}${m.instructions ? `; ${m.instructions}` : ''}`,
      style: 'body',
    });
  });
  lines.push({ text: t('Advice'), style: 'heading' });
  lines.push({ text: sheet.advice || t('None.'), style: 'body' });
  lines.push({
    text: t('Follow-up: {date}', { date: sheet.followUpDate ?? t('as needed') }),
    style: 'heading',
  });
  lines.push({ text: t(TELECONSULTATION_LINE), style: 'muted' });
  lines.push({
    text: t('Digitally issued by Dr {name} through MediBridge.', { name: doctor }),
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
  pdf.setAuthor(
    prescriptionTexts(sheet.language)('Dr {name}, {qualifications}', {
      name: sheet.doctor.name,
      qualifications: sheet.doctor.qualifications,
    }),
  );
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
