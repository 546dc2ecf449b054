import { type H1Entry, PHARMACY_MESSAGES as M, indiaDate } from '@medibridge/contract';
import type { Database } from '../../db/client';
import { HttpError } from '../../errors';
import { H1_REGISTER_YEARS } from '../privacy';

export { H1_REGISTER_YEARS };
import type { OrderRow } from './orderRepository';
import { type H1Row, h1LinesOf, insertH1Entries } from './h1RegisterRepository';

/**
 * The Schedule H1 register (Drugs and Cosmetics Rules 1945 r.65, G.S.R. 588(E) of 30 August 2013: "recorded in
 * a separate register at the time of the supply", kept three years; docs/decisions/0068). An online order's
 * supply is its dispatch: the moment the medicine leaves the pharmacy for the patient.
 */

/** At most this many rows in one CSV (three years of a busy pharmacy fit). */
export const H1_CSV_MAX_ROWS = 50_000;

/** The words a pharmacist gets when an order with an H1 medicine reaches dispatch without a prescriber. */
export const H1_PRESCRIBER_MISSING =
  'This order has a Schedule H1 medicine but no prescriber was recorded at approval, so it cannot be dispatched.';

/**
 * In the dispatch's transaction: one register row per H1 line of the order, with the prescriber the
 * pharmacist recorded at approval and the patient's name and address as delivered. Refuses (409) an order
 * with H1 lines and no prescriber, so no H1 medicine leaves without its entry.
 */
export async function writeH1Entries(
  tx: Database,
  order: OrderRow,
  at: Date,
  pharmacistId: number | null,
): Promise<number> {
  const lines = await h1LinesOf(tx, order.id);
  if (lines.length === 0) return 0;
  if (!order.prescriberName || !order.prescriberRegNo)
    throw new HttpError(409, H1_PRESCRIBER_MISSING);
  return insertH1Entries(
    tx,
    lines.map((line) => ({
      suppliedAt: at,
      orderNo: order.orderNo,
      medicineId: line.medicineId,
      medicine: `${line.title} (${line.packSize})`,
      quantity: line.quantity,
      prescriberName: order.prescriberName,
      prescriberRegNo: order.prescriberRegNo,
      patientName: order.recipient,
      patientAddress: `${order.address}, ${order.pinCode}`,
      recordedBy: pharmacistId,
    })),
  );
}

/** Whether an order has a Schedule H1 line (the approval then asks for the prescriber). */
export async function orderHasH1(db: Database, orderId: number): Promise<boolean> {
  return (await h1LinesOf(db, orderId)).length > 0;
}

/** A register row as the wire has it. */
export function h1EntryOf(row: H1Row): H1Entry {
  return {
    id: row.id,
    supplied_at: row.suppliedAt.toISOString(),
    date: indiaDate(row.suppliedAt),
    order_no: row.orderNo,
    medicine: row.medicine,
    quantity: row.quantity,
    prescriber_name: row.prescriberName,
    prescriber_reg_no: row.prescriberRegNo,
    patient_name: row.patientName,
    patient_address: row.patientAddress,
  };
}

/**
 * The prescriber recorded at approval: what the pharmacist entered from the prescription they approved. An
 * order with an H1 line needs both (422 with the fields), since its register entry will carry them.
 */
export async function approvalPrescriber(
  db: Database,
  order: OrderRow,
  body: { prescriber_name: string; prescriber_reg_no: string },
): Promise<{ prescriberName: string; prescriberRegNo: string }> {
  const name = body.prescriber_name;
  const reg = body.prescriber_reg_no;
  if ((!name || !reg) && (await orderHasH1(db, order.id)))
    throw new HttpError(422, M.h1PrescriberRequired, {
      ...(name ? {} : { prescriber_name: M.h1PrescriberRequired }),
      ...(reg ? {} : { prescriber_reg_no: M.h1PrescriberRequired }),
    });
  return { prescriberName: name, prescriberRegNo: reg };
}
