import { ROUTES, buildPath } from '@medibridge/contract';
import { type AppointmentRow, findAppointmentByNo, slotStart } from '../appointments';
import type { Reminders } from './service';

const DAY = 86_400_000;

/**
 * The notices of other modules' moments that `notifications` does not send itself (docs/decisions/0050):
 * the doctor joined the call, the follow-up was answered, and the reminders a confirmation schedules. Each
 * goes through `app.notify` under a key of its event, so a retried or repeated hook sends it once. None throws: a notice that cannot
 * be queued is logged and the caller's work goes on.
 */
export class ReminderEvents {
  constructor(private readonly reminders: Reminders) {}

  /** The doctor entered the consultation's call (video): "your doctor has joined", with the call link. */
  async doctorJoined(appointmentNo: string): Promise<void> {
    const row = await this.find(appointmentNo);
    if (!row) return;
    const link = await this.link(
      buildPath(ROUTES.doctorOnCall, { appt_no: row.appointmentNo }),
      (slotStart(row)?.getTime() ?? this.now()) + DAY,
    );
    if (link === null) return;
    await this.reminders.sendTo(row.userId, row.patientMobile, {
      kind: 'doctor_joined',
      key: `appt:${String(row.id)}:doctor-joined`,
      vars: { appt: row.appointmentNo, link },
      urgent: true,
    });
  }

  /** The doctor answered the patient's follow-up. */
  async followUpAnswered(appointmentNo: string): Promise<void> {
    const row = await this.find(appointmentNo);
    if (!row) return;
    const link = await this.link(
      buildPath(ROUTES.appointmentFollowUp, { appt_no: row.appointmentNo }),
      this.now() + 30 * DAY,
    );
    if (link === null) return;
    await this.reminders.sendTo(row.userId, row.patientMobile, {
      kind: 'follow_up_answered',
      key: `appt:${String(row.id)}:follow-up-answered`,
      vars: { appt: row.appointmentNo, link },
    });
  }

  /** At confirmation: the appointment's reminders (the rules are the service's). */
  async appointmentConfirmed(row: AppointmentRow): Promise<void> {
    await this.reminders.appointmentConfirmed(row);
  }

  private async find(appointmentNo: string): Promise<AppointmentRow | null> {
    try {
      return await findAppointmentByNo(this.reminders.deps.db, appointmentNo);
    } catch (error) {
      this.reminders.deps.log.error({ err: error, appointmentNo }, 'notice: appointment not read');
      return null;
    }
  }

  private now(): number {
    return this.reminders.deps.clock().getTime();
  }

  private async link(path: string, expiresAt: number): Promise<string | null> {
    try {
      return await this.reminders.deps.notify.shortLink(path, { expiresAt: new Date(expiresAt) });
    } catch (error) {
      this.reminders.deps.log.error({ err: error, path }, 'short link not made');
      return null;
    }
  }
}
