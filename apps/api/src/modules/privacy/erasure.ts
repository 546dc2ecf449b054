import { formatRupees, paiseToRupees } from '@medibridge/contract';
import type { FastifyInstance } from 'fastify';
import { HttpError } from '../../errors';
import { verifyPassword } from '../../lib/passwords';
import { recordSecurityEvent } from '../../lib/securityLog';
import type { SessionUser } from '../../plugins/sessions';
import { cancelAppointment, slotStart } from '../appointments';
import { addWalletEntry, lockedBalancePaise } from '../wallet';
import {
  accountForClosing,
  confirmedAppointments,
  eraseAccount,
  orderOnItsWay,
  paymentInFlight,
} from './erasureRepository';

const rupees = (paise: number): string => formatRupees(paiseToRupees(paise));

/** What a person reads when closing is refused or done (the screen shows them as they are). */
export const CLOSE_MESSAGES = {
  wrongPassword: 'That password is not right. Enter the password you log in with.',
  staff: 'A staff account is closed by an admin in the staff console, not here.',
  paymentInFlight:
    'A payment of yours is still waiting for the bank’s answer. Close your account once it has finished (usually within 15 minutes).',
  orderOnItsWay: (orderNo: string) =>
    `Your medicine order ${orderNo} is being prepared or delivered. Close your account once it has been delivered, or cancel the order first.`,
  consultationDue: (appointmentNo: string) =>
    `Your consultation ${appointmentNo} is due now and can no longer be cancelled. Close your account after it.`,
  walletHoldsMoney: (paise: number) =>
    `Your wallet holds ${rupees(paise)}. Wallet money cannot be paid out: use it first, or tick that you give it up.`,
  closed:
    'Your account is closed. Your personal data has been erased; invoices and prescriptions are kept, without your contact details, only as long as the law asks. This mobile number can register again as a new patient.',
} as const;

/**
 * Closes the session's own account (DPDP Act 2023 s.12(3); docs/decisions/0061):
 * 1. the password again (a stolen unlocked phone cannot erase an account);
 * 2. refused while money is moving: a payment waiting for the gateway, an order on its way, a consultation due
 *    now;
 * 3. upcoming consultations are cancelled through the cancel path, refunded to the payment method (their
 *    wallet part goes back to the wallet);
 * 4. the wallet's balance cannot be paid out (it is referral credit and refunds the patient chose to keep
 *    there): refused unless the patient gives it up (`forfeitWallet`), then written off by one ledger entry;
 * 5. in one transaction every personal record is erased or anonymised (docs/privacy/erasure.md), the sessions
 *    end and the security log records the closing; the files go after it commits.
 */
export async function closeAccount(
  app: FastifyInstance,
  user: SessionUser,
  input: { password: string; forfeitWallet: boolean; ip: string | null },
): Promise<{ closedAt: Date; cancelled: string[]; forfeitedPaise: number }> {
  const account = await accountForClosing(app.db, user.id);
  if (!account || account.closedAt) throw new HttpError(401, 'Please log in again.');
  if (account.role !== 'patient') throw new HttpError(403, CLOSE_MESSAGES.staff);
  if (!(await verifyPassword(account.passwordHash, input.password)))
    throw new HttpError(400, CLOSE_MESSAGES.wrongPassword);

  if (await paymentInFlight(app.db, user.id))
    throw new HttpError(409, CLOSE_MESSAGES.paymentInFlight);
  const order = await orderOnItsWay(app.db, user.id);
  if (order) throw new HttpError(409, CLOSE_MESSAGES.orderOnItsWay(order));
  const now = app.clock();
  const confirmed = await confirmedAppointments(app.db, user.id);
  const due = confirmed.find((a) => {
    const starts = slotStart(a);
    return starts !== null && starts.getTime() <= now.getTime();
  });
  if (due) throw new HttpError(409, CLOSE_MESSAGES.consultationDue(due.appointmentNo));

  // The wallet after the cancellations: what it holds plus their wallet parts.
  const balance = await lockedBalancePaise(app.db, user.id);
  const expected = balance + confirmed.reduce((sum, a) => sum + a.walletPaise, 0);
  if (expected > 0 && !input.forfeitWallet)
    throw new HttpError(409, CLOSE_MESSAGES.walletHoldsMoney(expected));

  const deps = {
    db: app.db,
    clock: () => app.clock(),
    payments: app.payments,
    files: app.files,
    notify: app.notify,
    log: app.log,
    reminders: app.reminders,
  };
  const cancelled: string[] = [];
  for (const appointment of confirmed) {
    await cancelAppointment(deps, user, appointment.appointmentNo, 'source');
    cancelled.push(appointment.appointmentNo);
  }

  const result = await app.db.transaction(async (tx) => {
    const left = await lockedBalancePaise(tx, user.id);
    if (left > 0 && !input.forfeitWallet)
      throw new HttpError(409, CLOSE_MESSAGES.walletHoldsMoney(left));
    if (left > 0)
      await addWalletEntry(tx, {
        userId: user.id,
        amountPaise: -left,
        kind: 'account_closed',
        reference: `close:${String(user.id)}`,
        note: 'Given up when the account was closed',
      });
    const files = await eraseAccount(tx, { id: user.id, mobile: account.mobile }, now);
    await recordSecurityEvent(tx, {
      kind: 'account_closed',
      userId: user.id,
      actorId: user.id,
      actorRole: 'patient',
      detail: `Closed by the patient; ${String(cancelled.length)} consultation(s) cancelled first; wallet given up: ${rupees(Math.max(0, left))}.`,
      ip: input.ip,
      at: now,
    });
    return { files, forfeitedPaise: Math.max(0, left) };
  });

  for (const key of result.files) {
    try {
      await app.files.delete(key);
    } catch (error) {
      app.log.error({ err: error, key }, 'erasure: a file could not be deleted');
    }
  }
  return { closedAt: now, cancelled, forfeitedPaise: result.forfeitedPaise };
}
