import { z } from 'zod';
import { appointmentNoParamsSchema } from './appointments';
import { dataEnvelope } from './envelopes';

/**
 * The patient's notification choices and medicine reminders (API module `reminders`, docs/decisions/0050).
 * Wire schemas; the screens import their types from `@medibridge/contract`.
 */

/** A patient's channels and consent to promotional texts ("offers"; off until they say yes). */
export const notificationPreferencesSchema = z.object({
  sms: z.boolean({ error: 'sms must be true or false.' }),
  whatsapp: z.boolean({ error: 'whatsapp must be true or false.' }),
  offers: z.boolean({ error: 'offers must be true or false.' }),
});
export type NotificationPreferences = z.infer<typeof notificationPreferencesSchema>;
export const notificationPreferencesResponseSchema = dataEnvelope(notificationPreferencesSchema);

/** One medicine of a consultation's e-prescription(s), and whether its patient is reminded of its doses. */
export const medicineReminderItemSchema = z.object({
  prescription_id: z.number().int(),
  medicine_index: z.number().int(),
  medicine: z.string(),
  dose: z.string(),
  frequency: z.string(),
  duration: z.string(),
  /** Dose times in India time ("08:00"); empty when the frequency or duration cannot be read. */
  times: z.array(z.string()),
  /** For how many days from the prescription's date. */
  days: z.number().int(),
  /** Whether reminders can be set (times read and some dose still ahead). */
  available: z.boolean(),
  on: z.boolean(),
});
export type MedicineReminderItem = z.infer<typeof medicineReminderItemSchema>;
export const medicineRemindersResponseSchema = dataEnvelope(z.array(medicineReminderItemSchema));

export const medicineReminderSetSchema = z.object({
  prescription_id: z.number({ error: 'Choose a prescription.' }).int().min(1).max(2_147_483_647),
  medicine_index: z.number({ error: 'Choose a medicine.' }).int().min(0).max(19),
  on: z.boolean({ error: 'on must be true or false.' }),
});
export const medicineReminderParamsSchema = appointmentNoParamsSchema;

export const medicineReminderStopParamsSchema = z.object({
  token: z.string().regex(/^[A-Za-z0-9_-]{20,64}$/, 'This link is not valid.'),
});
export const medicineReminderStopResponseSchema = dataEnvelope(
  z.object({ medicine: z.string(), stopped: z.boolean() }),
);
