import { randomBytes } from 'node:crypto';
import { type MedicineReminderItem, indiaDate } from '@medibridge/contract';
import { HttpError } from '../../errors';
import { type EPrescriptionRow, ownEPrescriptions } from '../staff';
import { clockText, doseInstants, doseMinutes, durationDays } from './doses';
import {
  dropMedicineNotices,
  findMedicineReminderByToken,
  insertNotices,
  listMedicineReminders,
  startMedicineReminder,
  stopMedicineReminder,
} from './repository';
import { type Reminders, varText } from './service';

/** A medicine as the e-prescription keeps it (staff/prescriptionService.ts). */
interface StoredMedicine {
  name?: string;
  generic?: string;
  strength?: string;
  dose?: string;
  frequency?: string;
  duration?: string;
}

const NO_APPOINTMENT = 'There is no such appointment.';
export const NO_MEDICINE = 'This prescription has no such medicine.';
export const NOT_AVAILABLE =
  'Reminders cannot be set for this medicine: its timing could not be read or its course has ended.';
export const STOP_LINK_UNKNOWN =
  'This link is not valid. Turn reminders off from the appointment’s page instead.';

function medicinesOf(prescription: EPrescriptionRow): StoredMedicine[] {
  const list = (prescription.form as { medicines?: unknown }).medicines;
  return Array.isArray(list) ? (list as StoredMedicine[]) : [];
}

/** The medicine's name as the patient knows it: the product (or generic name) and strength. */
function medicineName(m: StoredMedicine): string {
  return [m.name || m.generic || 'Medicine', m.strength ?? ''].join(' ').trim();
}

interface Plan {
  item: Omit<MedicineReminderItem, 'on'>;
  instants: Date[];
}

/** A medicine's dose times and the doses still ahead of `now`. */
function planOf(prescription: EPrescriptionRow, index: number, m: StoredMedicine, now: Date): Plan {
  const minutes = doseMinutes(m.frequency ?? '');
  const days = durationDays(m.duration ?? '') ?? 0;
  const instants =
    minutes && days ? doseInstants(indiaDate(prescription.createdAt), minutes, days, now) : [];
  return {
    item: {
      prescription_id: prescription.id,
      medicine_index: index,
      medicine: medicineName(m),
      dose: m.dose ?? '',
      frequency: m.frequency ?? '',
      duration: m.duration ?? '',
      times: minutes && days ? minutes.map(clockText) : [],
      days,
      available: instants.length > 0,
    },
    instants,
  };
}

/**
 * Medicine reminders (docs/decisions/0050): the patient turns them on per medicine of an e-prescription;
 * each dose becomes a notice due at its India time; they stop from the screen or from the reminder's link.
 */
export class MedicineReminders {
  constructor(private readonly reminders: Reminders) {}

  private get db() {
    return this.reminders.deps.db;
  }

  /** The medicines of the patient's appointment's e-prescriptions, with whether each is reminded of. */
  async list(userId: number, appointmentNo: string): Promise<MedicineReminderItem[]> {
    const prescriptions = await ownEPrescriptions(this.db, userId, appointmentNo);
    if (!prescriptions) throw new HttpError(404, NO_APPOINTMENT);
    const now = this.reminders.deps.clock();
    const active = await listMedicineReminders(
      this.db,
      prescriptions.map((p) => p.id),
    );
    return prescriptions.flatMap((p) =>
      medicinesOf(p).map((m, i) => ({
        ...planOf(p, i, m, now).item,
        on: active.some(
          (r) => r.prescriptionId === p.id && r.medicineIndex === i && r.stoppedAt === null,
        ),
      })),
    );
  }

  /** Turns one medicine's reminders on or off; answers the list as it is afterwards. */
  async set(
    userId: number,
    appointmentNo: string,
    choice: { prescription_id: number; medicine_index: number; on: boolean },
  ): Promise<MedicineReminderItem[]> {
    const prescriptions = await ownEPrescriptions(this.db, userId, appointmentNo);
    if (!prescriptions) throw new HttpError(404, NO_APPOINTMENT);
    const prescription = prescriptions.find((p) => p.id === choice.prescription_id);
    const medicine = prescription && medicinesOf(prescription)[choice.medicine_index];
    if (!prescription || !medicine)
      throw new HttpError(422, NO_MEDICINE, { medicine_index: NO_MEDICINE });
    const now = this.reminders.deps.clock();
    const [current] = (await listMedicineReminders(this.db, [prescription.id])).filter(
      (r) => r.medicineIndex === choice.medicine_index,
    );
    if (!choice.on) {
      if (current && !current.stoppedAt) await this.stop(current.id, now);
      return this.list(userId, appointmentNo);
    }
    const plan = planOf(prescription, choice.medicine_index, medicine, now);
    if (!plan.item.available) throw new HttpError(422, NOT_AVAILABLE, { on: NOT_AVAILABLE });
    const started = await startMedicineReminder(this.db, {
      userId,
      prescriptionId: prescription.id,
      medicineIndex: choice.medicine_index,
      medicine: plan.item.medicine,
      dose: plan.item.dose,
      stopToken: randomBytes(24).toString('base64url'),
      createdAt: now,
    });
    if (started)
      await insertNotices(
        this.db,
        plan.instants.map((at) => ({
          // The reminder's row and its start: a course started again gets keys of its own.
          key: `med:${String(started.id)}:${String(started.createdAt.getTime())}:${at.toISOString()}`,
          kind: 'medicine_reminder',
          userId,
          medicineReminderId: started.id,
          dueAt: at,
          vars: {
            medicine: varText(plan.item.medicine),
            dose: varText(`${plan.item.dose} at ${clockText(istMinutes(at))}`),
          },
        })),
      );
    return this.list(userId, appointmentNo);
  }

  /** The reminder's own stop link: no login, the unguessable token is the proof. 404 for an unknown one. */
  async stopByToken(token: string): Promise<{ medicine: string; stopped: boolean }> {
    const found = await findMedicineReminderByToken(this.db, token);
    if (!found) throw new HttpError(404, STOP_LINK_UNKNOWN);
    if (!found.stoppedAt) await this.stop(found.id, this.reminders.deps.clock());
    return { medicine: found.medicine, stopped: true };
  }

  private async stop(id: number, at: Date): Promise<void> {
    await this.db.transaction(async (tx) => {
      await stopMedicineReminder(tx, id, at);
      await dropMedicineNotices(tx, id, at);
    });
  }
}

/** Minutes after midnight, India time, of an instant. */
function istMinutes(at: Date): number {
  const ist = new Date(at.getTime() + 330 * 60_000);
  return ist.getUTCHours() * 60 + ist.getUTCMinutes();
}
