import type { TpgList } from '@medibridge/contract';
import * as yup from 'yup';

/** A picked product's TPG 2020 list and this consultation's answer (docs/decisions/0067); shown, never sent. */
export interface TpgAnswer {
  list: TpgList;
  allowed: boolean;
  reason: string | null;
}

/** One medicine line as the doctor fills it in: a picked catalogue product or a typed generic name. */
export interface MedicineDraft {
  product_id: number | null;
  name: string;
  strength: string;
  dose: string;
  frequency: string;
  duration: string;
  instructions: string;
  /** The picked product's list and whether this consultation may prescribe it; null for a typed name. */
  tpg: TpgAnswer | null;
}

/** The e-prescription form's values (the server's `ePrescriptionFormSchema` is the authority). */
export interface PrescriptionDraft {
  diagnosis: string;
  provisional: boolean;
  medicines: MedicineDraft[];
  advice: string;
  follow_up_date: string;
}

export const EMPTY_MEDICINE: MedicineDraft = {
  product_id: null,
  name: '',
  strength: '',
  dose: '',
  frequency: '',
  duration: '',
  instructions: '',
  tpg: null,
};

/** For the person typing: the server's words for the same rules. */
export const prescriptionSchema = yup.object({
  diagnosis: yup
    .string()
    .trim()
    .min(2, 'Write the diagnosis or provisional diagnosis.')
    .required('Write the diagnosis or provisional diagnosis.')
    .max(500),
  medicines: yup
    .array(
      yup.object({
        name: yup
          .string()
          .trim()
          .min(2, 'Choose a medicine from the catalogue or type its generic name.')
          .required('Choose a medicine from the catalogue or type its generic name.'),
        strength: yup.string().trim().required('Give the strength (e.g. 500 mg).').max(60),
        dose: yup.string().trim().required('Give the dose (e.g. 1 tablet).').max(60),
        frequency: yup.string().trim().required('Give how often (e.g. twice a day).').max(60),
        duration: yup.string().trim().required('Give for how long (e.g. 5 days).').max(60),
        instructions: yup.string().trim().max(200),
      }),
    )
    .max(20, 'At most 20 medicines.'),
  advice: yup.string().trim().max(2000),
  follow_up_date: yup.string().matches(/^(\d{4}-\d{2}-\d{2})?$/, 'Use a date like 2026-03-05.'),
});

/**
 * The request body of the form: a catalogue line by its id, a typed one by its generic name; `kind` says
 * whether it completes the consultation or answers its follow-up.
 */
export function prescriptionBody(
  draft: PrescriptionDraft,
  kind: 'consultation' | 'follow_up' = 'consultation',
): Record<string, unknown> {
  return {
    kind,
    diagnosis: draft.diagnosis.trim(),
    provisional: draft.provisional,
    medicines: draft.medicines.map((m) => ({
      ...(m.product_id === null ? { generic_name: m.name.trim() } : { product_id: m.product_id }),
      strength: m.strength.trim(),
      dose: m.dose.trim(),
      frequency: m.frequency.trim(),
      duration: m.duration.trim(),
      ...(m.instructions.trim() === '' ? {} : { instructions: m.instructions.trim() }),
    })),
    advice: draft.advice.trim(),
    ...(draft.follow_up_date === '' ? {} : { follow_up_date: draft.follow_up_date }),
  };
}
