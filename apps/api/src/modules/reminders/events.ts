import { ROUTES, buildPath, formatRupees } from '@medibridge/contract';
import { type AppointmentRow, findAppointmentByNo, slotStart } from '../appointments';
import type { Reminders } from './service';
import { varText } from './service';

const DAY = 86_400_000;

/** What an order notice needs of the pharmacy's order row. */
export interface OrderLike {
  id: number;
  orderNo: string;
  userId: number;
  mobile: string;
  state: string;
  totalPaise: number;
  prescriptionCheck: string | null;
  prescriptionReason: string;
}

/**
 * The one-off notices other modules' moments call for (docs/decisions/0050), each through `app.notify`
 * under a key of its event, so a retried or repeated hook sends it once. None throws: a notice that cannot
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

  /**
   * A refund is done: credited to the wallet, or (once the gateway says so) back on the payment method.
   * `event` names the refund (a refund id, or the cancelled appointment/order) for the key.
   */
  async refundDone(
    to: 'wallet' | 'source',
    refund: {
      userId: number;
      mobile: string | null;
      amountPaise: number;
      ref: string;
      event: string;
    },
  ): Promise<void> {
    if (refund.amountPaise <= 0) return;
    await this.reminders.sendTo(refund.userId, refund.mobile, {
      kind: to === 'wallet' ? 'refund_wallet' : 'refund_source',
      key: `refund:${refund.event}:${to}`,
      vars: { amount: formatRupees(refund.amountPaise / 100), ref: varText(refund.ref) },
    });
  }

  /**
   * A pharmacy order moved: placed (confirmed), its prescription approved or rejected (with the reason),
   * dispatched, delivered. Other moves send nothing of ours.
   */
  async orderMoved(order: OrderLike): Promise<void> {
    const base = { order: order.orderNo };
    const key = (what: string): string => `order:${String(order.id)}:${what}`;
    const send = (kind: Parameters<Reminders['sendTo']>[2]['kind'], vars: Record<string, string>) =>
      this.reminders.sendTo(order.userId, order.mobile, { kind, key: key(kind), vars });
    switch (order.state) {
      case 'placed':
        return send('order_confirmed', {
          ...base,
          amount: formatRupees(order.totalPaise / 100),
        });
      case 'prescription_checked':
        return send('order_rx_approved', base);
      case 'dispatched':
        return send('order_dispatched', base);
      case 'delivered':
        return send('order_delivered', base);
      case 'cancelled':
        if (order.prescriptionCheck === 'rejected')
          return send('order_rx_rejected', {
            ...base,
            reason: varText(order.prescriptionReason || 'not accepted'),
          });
        return;
      default:
        return;
    }
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
