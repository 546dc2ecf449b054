import { randomInt } from 'node:crypto';
import type { Breach, BreachRecordRequest } from '@medibridge/contract';
import type { FastifyInstance } from 'fastify';
import { HttpError } from '../../errors';
import { recordAudit } from '../../lib/audit';
import { maskMobile, recordSecurityEvent } from '../../lib/securityLog';
import type { StaffAccess } from '../../plugins/staffAccess';
import { clip, dateVar, refVar } from '../notifications';
import {
  type AffectedPatient,
  type BreachRow,
  breachPatientsOf,
  claimNotice,
  findBreach,
  insertBreach,
  listBreaches,
  markTexted,
  patientsWithMobiles,
  patientsWithRecordsBetween,
  setTextedCount,
} from './breachRepository';

export const BREACH_MESSAGES = {
  unknown: 'There is no breach with this reference.',
  sentAlready: (at: string) =>
    `The notice for this breach was sent already (${at}); nobody is texted twice.`,
  sent: (n: number) => `The notice is on its way to ${String(n)} patient${n === 1 ? '' : 's'}.`,
  nobody: 'No patient matches: there is nobody to text. Check the dates or the mobiles.',
} as const;

const indiaMidnight = (day: string): Date => new Date(`${day}T00:00:00+05:30`);
/** An instant as the India date, YYYY-MM-DD. */
function indiaDay(at: Date): string {
  return new Date(at.getTime() + 330 * 60_000).toISOString().slice(0, 10);
}

function toWire(
  row: BreachRow,
  patients: (AffectedPatient & { textedAt?: Date | null })[],
): Breach {
  return {
    reference: row.reference,
    what: row.what,
    occurred_on: indiaDay(row.occurredAt),
    data_affected: row.dataAffected,
    recorded_at: row.recordedAt.toISOString(),
    recorded_by: row.recordedByName,
    patient_count: row.patientCount,
    notified_at: row.notifiedAt?.toISOString() ?? null,
    texted_count: row.textedCount,
    patients: patients.map((p) => ({
      user_id: p.userId,
      name: p.name,
      mobile: maskMobile(p.mobile),
    })),
  };
}

/** Breaches recorded, newest first (without their patient lists). */
export async function breachList(app: FastifyInstance): Promise<Breach[]> {
  return (await listBreaches(app.db)).map((row) => toWire(row, []));
}

/**
 * Records a breach (DPDP Rules 2025 r.7) and the patients it affects, chosen now by the filter, so the list
 * the admin checks is the list that is texted. Audited; written to the security log.
 */
export async function recordBreach(
  app: FastifyInstance,
  staff: StaffAccess,
  input: BreachRecordRequest,
  ip: string | null,
): Promise<Breach> {
  const { affected } = input;
  const patients =
    affected.by === 'mobiles'
      ? await patientsWithMobiles(app.db, affected.mobiles)
      : await patientsWithRecordsBetween(
          app.db,
          indiaMidnight(affected.from),
          new Date(indiaMidnight(affected.to).getTime() + 86_400_000),
        );
  if (patients.length === 0) throw new HttpError(422, BREACH_MESSAGES.nobody);
  const now = app.clock();
  const reference = `BR-${indiaDay(now).replaceAll('-', '')}-${String(randomInt(1000, 10000))}`;
  await app.db.transaction(async (tx) => {
    await insertBreach(
      tx,
      {
        reference,
        what: input.what.trim(),
        occurredAt: indiaMidnight(input.occurred_on),
        dataAffected: input.data_affected.trim(),
        filter:
          affected.by === 'mobiles'
            ? { by: 'mobiles', count: affected.mobiles.length }
            : { by: 'records_between', from: affected.from, to: affected.to },
        recordedBy: staff.userId,
        recordedAt: now,
        patientCount: patients.length,
      },
      patients.map((p) => p.userId),
    );
    await recordAudit(
      tx,
      { userId: staff.userId, acting: staff.acting },
      {
        action: 'breach.record',
        subjectType: 'breach',
        subject: reference,
        detail: `${String(patients.length)} patients affected; data: ${input.data_affected}`,
        at: now,
      },
    );
    await recordSecurityEvent(tx, {
      kind: 'breach_recorded',
      userId: null,
      actorId: staff.userId,
      actorRole: staff.acting,
      subject: reference,
      detail: `${String(patients.length)} patients affected.`,
      ip,
      at: now,
    });
  });
  const row = await findBreach(app.db, reference);
  if (!row) throw new Error(`breach ${reference} vanished`);
  return toWire(row, patients);
}

/**
 * Texts every affected patient the prepared notice, once: the first confirmation claims the breach by a
 * guarded update (a second, even at the same moment, is refused with 409), each patient is marked texted by
 * a guarded update, and the message's key is (breach, patient), so a retry queues nothing twice.
 */
export async function notifyBreach(
  app: FastifyInstance,
  staff: StaffAccess,
  reference: string,
  ip: string | null,
): Promise<{ breach: Breach; texted: number }> {
  const row = await findBreach(app.db, reference);
  if (!row) throw new HttpError(404, BREACH_MESSAGES.unknown);
  const now = app.clock();
  const claimed = await app.db.transaction(async (tx) => {
    if (!(await claimNotice(tx, row.id, staff.userId, now))) return false;
    await recordAudit(
      tx,
      { userId: staff.userId, acting: staff.acting },
      {
        action: 'breach.notify',
        subjectType: 'breach',
        subject: reference,
        detail: `Notice sent to the ${String(row.patientCount)} patients recorded.`,
        at: now,
      },
    );
    return true;
  });
  if (!claimed) {
    const again = await findBreach(app.db, reference);
    throw new HttpError(
      409,
      BREACH_MESSAGES.sentAlready(
        again?.notifiedAt?.toISOString().slice(0, 16).replace('T', ' ') ?? '',
      ),
    );
  }
  const patients = await breachPatientsOf(app.db, row.id);
  let texted = 0;
  for (const patient of patients) {
    if (patient.textedAt) continue;
    await app.notify.send({
      kind: 'breach_notice',
      to: { mobile: patient.mobile, patientId: patient.userId, language: patient.language },
      vars: {
        date: dateVar(indiaDay(row.occurredAt), patient.language),
        data: clip(row.dataAffected),
        ref: refVar(reference),
      },
      key: `breach_notice:${reference}:${String(patient.userId)}`,
      urgent: true,
    });
    if (await markTexted(app.db, row.id, patient.userId, now)) texted += 1;
  }
  await setTextedCount(app.db, row.id);
  await recordSecurityEvent(app.db, {
    kind: 'breach_notified',
    userId: null,
    actorId: staff.userId,
    actorRole: staff.acting,
    subject: reference,
    detail: `Notice texted to ${String(texted)} patients.`,
    ip,
    at: now,
  });
  const done = await findBreach(app.db, reference);
  if (!done) throw new Error(`breach ${reference} vanished`);
  return { breach: toWire(done, await breachPatientsOf(app.db, row.id)), texted };
}
