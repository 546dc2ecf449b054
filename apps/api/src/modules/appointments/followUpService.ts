import {
  type AppointmentDocument,
  BOOKING_MESSAGES,
  DOCUMENT_MAX_BYTES,
  type FollowUp,
  VIDEO_MESSAGES,
  indiaDateTime,
} from '@medibridge/contract';
import {
  documentStoreSchema,
  followUpLookupSchema,
  followUpStoreSchema,
  staffCompleteParamsSchema,
} from '@medibridge/contract/schemas';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { contractRoute } from '../../contractRoute';
import type { Database } from '../../db/client';
import { HttpError } from '../../errors';
import { type AuditActor, recordAudit } from '../../lib/audit';
import { sessionUserOf } from '../../plugins/sessions';
import { departmentScopeOf, staffAccessOf, type StaffAccess } from '../../plugins/staffAccess';
import { MultipartLimitError, readMultipartFiles } from '../../plugins/uploads';
import { validateWith } from '../../plugins/validation';
import { fileUrl, newStorageKey, sniffDocumentType } from '../files';
import {
  type AppointmentView,
  findAppointmentByNo,
  findUserAppointment,
} from './bookingRepository';
import {
  type DocumentRow,
  type FollowUpRow,
  insertDocuments,
  insertFollowUp,
  listDocuments,
  listFollowUps,
  lockedDocumentCount,
  setFollowUpAnswer,
  setPrescription,
} from './followUpRepository';
import { appointmentRecord } from './records';
import { claimServing } from './serving';

/** Whether a staff user may act on a consultation of this department (a doctor: only their own). */
export function inDepartmentScope(access: StaffAccess, departmentId: number): boolean {
  const scope = departmentScopeOf(access);
  return scope === null || scope === departmentId;
}

/**
 * Completes a confirmed consultation with the doctor's prescription (a storage key): the state machine's
 * confirmed → completed, guarded, inside the caller's transaction. False when it was not confirmed. The one
 * way a consultation is completed (an uploaded prescription or an issued e-prescription).
 */
export async function completeWithPrescription(
  tx: Database,
  appointmentId: number,
  prescriptionKey: string,
  now: Date,
): Promise<boolean> {
  return setPrescription(tx, appointmentId, 'confirmed', 'completed', {
    doctorPrescriptionKey: prescriptionKey,
    completedAt: now,
  });
}

/**
 * Answers the follow-up of a completed consultation with the doctor's follow-up prescription (completed →
 * followed_up), guarded, inside the caller's transaction; the same move as the staff upload's. False when
 * it is not completed or its patient has sent no follow-up (there is nothing to answer).
 */
export async function answerFollowUpWithPrescription(
  tx: Database,
  appointmentId: number,
  prescriptionKey: string,
): Promise<boolean> {
  return setFollowUpAnswer(tx, appointmentId, prescriptionKey);
}

/**
 * Marks a confirmed consultation whose slot has begun as a no-show (confirmed → no_show), guarded, with its
 * audit entry in the same transaction. False when it was not confirmed.
 */
export async function markNoShow(
  db: Database,
  appointmentId: number,
  actor: AuditActor,
  appointmentNo: string,
  now: Date,
): Promise<boolean> {
  return db.transaction(async (t) => {
    const tx = t as unknown as Database;
    const moved = await setPrescription(tx, appointmentId, 'confirmed', 'no_show', {});
    if (moved)
      await recordAudit(tx, actor, {
        action: 'appointment.no_show',
        subjectType: 'appointment',
        subject: appointmentNo,
        detail: 'The patient did not join.',
        at: now,
      });
    return moved;
  });
}

/** At most this many documents stay with one appointment. */
export const DOCUMENTS_PER_APPOINTMENT = 10;
const DOCUMENT_FIELDS = [
  'documentFirst',
  'documentSecond',
  'documentThird',
  'documentFourth',
  'documentFive',
] as const;

/** A stored upload: its storage key and type. */
interface Stored {
  key: string;
  type: 'jpg' | 'png' | 'pdf';
}

/** The form of a follow-up call: multipart (SPEC) or JSON without files; 413 with words for a large file. */
async function readForm(
  request: FastifyRequest,
  fileFields: readonly string[],
): Promise<{ fields: Record<string, string>; files: Buffer[] }> {
  if (!request.isMultipart()) {
    const fields: Record<string, string> = {};
    if (request.body && typeof request.body === 'object')
      for (const [key, value] of Object.entries(request.body as Record<string, unknown>))
        if (typeof value === 'string' || typeof value === 'number') fields[key] = String(value);
    return { fields, files: [] };
  }
  try {
    const form = await readMultipartFiles(request, fileFields, {
      fileSize: DOCUMENT_MAX_BYTES,
      files: fileFields.length,
    });
    return { fields: form.fields, files: form.files.map((f) => f.data) };
  } catch (error) {
    if (error instanceof MultipartLimitError && error.kind === 'file-too-large')
      throw new HttpError(413, BOOKING_MESSAGES.documentTooLarge);
    throw error;
  }
}

function parse<S extends z.ZodType>(schema: S, fields: Record<string, string>): z.output<S> {
  const parsed = validateWith(schema, 'body', fields);
  if ('error' in parsed) throw parsed.error;
  return parsed.value as z.output<S>;
}

function documentOut(row: DocumentRow, appointmentNo: string): AppointmentDocument {
  const type = row.documentKey.slice(row.documentKey.lastIndexOf('.') + 1);
  return {
    id: row.id,
    appt_no: appointmentNo,
    kind: row.kind === 'follow_up' ? 'follow_up' : 'report',
    url: fileUrl(row.documentKey),
    file_type: type === 'pdf' ? 'pdf' : type === 'png' ? 'png' : 'jpg',
    remarks: row.remarks,
    created_at: indiaDateTime(row.createdAt),
  };
}

function followUpOut(row: FollowUpRow, appointment: AppointmentView): FollowUp {
  return {
    id: row.id,
    appt_no: appointment.appointmentNo,
    message: row.message,
    document_url: fileUrl(row.documentKey),
    follow_up_prescription: appointment.followUpPrescriptionKey
      ? fileUrl(appointment.followUpPrescriptionKey)
      : null,
    created_at: indiaDateTime(row.createdAt),
  };
}

/**
 * The follow-up calls of SPEC §7 (a patient's own appointments only: another's number answers 404) and the
 * two staff calls that complete a consultation and answer its follow-up.
 */
export function followUpRoutes(app: FastifyInstance): void {
  /** Checks and stores uploads under random names; 415 for anything but JPEG, PNG or PDF. */
  const store = async (files: Buffer[]): Promise<Stored[]> => {
    const typed = files.map((data) => ({ data, type: sniffDocumentType(data) }));
    if (typed.some((f) => f.type === null))
      throw new HttpError(415, BOOKING_MESSAGES.documentWrongType);
    const stored: Stored[] = [];
    for (const file of typed) {
      const type = file.type as Stored['type'];
      const key = newStorageKey('documents', type);
      await app.files.put(key, file.data);
      stored.push({ key, type });
    }
    return stored;
  };
  const discard = async (stored: Stored[]) => {
    for (const file of stored) await app.files.delete(file.key).catch(() => undefined);
  };
  const ownAppointment = async (
    request: FastifyRequest,
    fields: { userId?: string | number; appt_no: string },
  ) => {
    const user = sessionUserOf(request);
    if (
      fields.userId !== undefined &&
      fields.userId !== '' &&
      String(fields.userId).trim() !== String(user.id)
    )
      throw new HttpError(403, 'You can see and change only your own appointments.');
    const appointment = await findUserAppointment(app.db, user.id, fields.appt_no);
    if (!appointment) throw new HttpError(404, BOOKING_MESSAGES.appointmentUnknown);
    return { user, appointment };
  };
  const listAnswer = (reply: FastifyReply, data: unknown[]) =>
    reply
      .header('cache-control', 'no-store')
      .code(data.length ? 200 : 404)
      .send({
        code: data.length ? 200 : 404,
        message: data.length ? 'OK' : BOOKING_MESSAGES.nothingFound,
        data,
      });

  app.route({
    ...contractRoute('appointmentFollowUpStore'),
    schema: {},
    handler: async (request, reply) => {
      const form = await readForm(request, ['documentFirst']);
      const fields = parse(followUpStoreSchema, form.fields);
      const { user, appointment } = await ownAppointment(request, fields);
      if (appointment.state !== 'completed')
        throw new HttpError(409, BOOKING_MESSAGES.followUpNotAllowed);
      if (!form.files.length)
        throw new HttpError(422, BOOKING_MESSAGES.followUpDocumentRequired, {
          documentFirst: BOOKING_MESSAGES.followUpDocumentRequired,
        });
      const stored = await store(form.files);
      const document = stored[0];
      if (!document) throw new HttpError(422, BOOKING_MESSAGES.followUpDocumentRequired);
      const saved = await app.db.transaction(async (t) => {
        const tx = t as unknown as Database;
        const row = await insertFollowUp(tx, {
          appointmentId: appointment.id,
          userId: user.id,
          message: fields.message,
          documentKey: document.key,
          createdAt: app.clock(),
        });
        if (!row) return null;
        await insertDocuments(tx, [
          {
            appointmentId: appointment.id,
            userId: user.id,
            kind: 'follow_up',
            documentKey: document.key,
            remarks: fields.message.slice(0, 1000),
            createdAt: app.clock(),
          },
        ]);
        return row;
      });
      if (!saved) {
        await discard(stored);
        throw new HttpError(409, BOOKING_MESSAGES.followUpNotAllowed);
      }
      return reply.header('cache-control', 'no-store').send({
        code: 200,
        message: BOOKING_MESSAGES.followUpSent,
        data: followUpOut(saved, appointment),
      });
    },
  });

  app.route({
    ...contractRoute('appointmentDocumentStore'),
    schema: {},
    handler: async (request, reply) => {
      const form = await readForm(request, DOCUMENT_FIELDS);
      const fields = parse(documentStoreSchema, form.fields);
      const { user, appointment } = await ownAppointment(request, fields);
      if (!['confirmed', 'completed', 'followed_up'].includes(appointment.state))
        throw new HttpError(409, BOOKING_MESSAGES.followUpNotAllowed);
      if (!form.files.length)
        throw new HttpError(422, BOOKING_MESSAGES.followUpDocumentRequired, {
          documentFirst: BOOKING_MESSAGES.followUpDocumentRequired,
        });
      const stored = await store(form.files);
      const rows = await app.db
        .transaction(async (t) => {
          const tx = t as unknown as Database;
          if (
            (await lockedDocumentCount(tx, appointment.id)) + stored.length >
            DOCUMENTS_PER_APPOINTMENT
          )
            throw new HttpError(409, BOOKING_MESSAGES.documentsTooMany);
          return insertDocuments(
            tx,
            stored.map((file) => ({
              appointmentId: appointment.id,
              userId: user.id,
              kind: 'report',
              documentKey: file.key,
              remarks: fields.remarks,
              createdAt: app.clock(),
            })),
          );
        })
        .catch(async (error: unknown) => {
          await discard(stored);
          throw error;
        });
      return reply.header('cache-control', 'no-store').send({
        code: 200,
        message: BOOKING_MESSAGES.documentsSent,
        data: rows.map((row) => documentOut(row, appointment.appointmentNo)),
      });
    },
  });

  app.route({
    ...contractRoute('appointmentFollowUpDocuments'),
    schema: {},
    handler: async (request, reply) => {
      const fields = parse(followUpLookupSchema, (await readForm(request, [])).fields);
      const { appointment } = await ownAppointment(request, fields);
      const rows = await listDocuments(app.db, appointment.id);
      return listAnswer(
        reply,
        rows.map((row) => documentOut(row, appointment.appointmentNo)),
      );
    },
  });

  for (const name of ['appointmentLastFollowUp', 'appointmentAllFollowUps'] as const) {
    app.route({
      ...contractRoute(name),
      schema: {},
      handler: async (request, reply) => {
        const fields = parse(followUpLookupSchema, (await readForm(request, [])).fields);
        const { appointment } = await ownAppointment(request, fields);
        const rows = (await listFollowUps(app.db, appointment.id)).map((row) =>
          followUpOut(row, appointment),
        );
        return listAnswer(reply, name === 'appointmentLastFollowUp' ? rows.slice(-1) : rows);
      },
    });
  }

  // Staff: completing a consultation and answering its follow-up, each with the doctor's document.
  const staffStep = (
    name: 'staffAppointmentComplete' | 'staffFollowUpAnswer',
    from: string,
    to: string,
  ) =>
    app.route({
      ...contractRoute(name),
      schema: { params: staffCompleteParamsSchema },
      handler: async (request, reply) => {
        const { appt_no: appointmentNo } = request.params as z.infer<
          typeof staffCompleteParamsSchema
        >;
        const form = await readForm(request, ['prescription']);
        if (!form.files.length)
          throw new HttpError(422, 'Attach the doctor’s prescription (JPG, PNG or PDF).', {
            prescription: 'Attach the doctor’s prescription (JPG, PNG or PDF).',
          });
        const actor = staffAccessOf(request);
        const appointment = await findAppointmentByNo(app.db, appointmentNo);
        // Another department's consultation reads as unknown to a doctor (numbers cannot be probed).
        if (!appointment || !inDepartmentScope(actor, appointment.departmentId))
          throw new HttpError(404, 'There is no such appointment.');
        const [stored] = await store(form.files);
        if (!stored)
          throw new HttpError(422, 'Attach the doctor’s prescription (JPG, PNG or PDF).');
        const now = app.clock();
        const step = app.db.transaction(async (t) => {
          const tx = t as unknown as Database;
          const done =
            to === 'completed'
              ? await completeWithPrescription(tx, appointment.id, stored.key, now)
              : await answerFollowUpWithPrescription(tx, appointment.id, stored.key);
          // A doctor who uploads the prescription serves the consultation, unless another doctor already
          // does (the throw rolls the move back). A coordinator uploads on the doctor's behalf.
          if (
            done &&
            actor.acting === 'doctor' &&
            (await claimServing(tx, appointment.id, actor.userId)) === 'taken'
          )
            throw new HttpError(403, VIDEO_MESSAGES.otherDoctor);
          if (done)
            await recordAudit(tx, actor, {
              action: to === 'completed' ? 'appointment.complete' : 'appointment.follow_up_answer',
              subjectType: 'appointment',
              subject: appointmentNo,
              detail: 'Prescription uploaded.',
              at: now,
            });
          return done;
        });
        const moved = await step.catch(async (error: unknown) => {
          await discard([stored]);
          throw error;
        });
        if (!moved) {
          await discard([stored]);
          throw new HttpError(
            409,
            `This appointment is not ${from === 'confirmed' ? 'confirmed' : 'waiting for a follow-up answer'}.`,
          );
        }
        const view = await findUserAppointment(app.db, appointment.userId, appointmentNo);
        if (!view) throw new HttpError(404, 'There is no such appointment.');
        return reply.send({ data: appointmentRecord(view, now) });
      },
    });
  staffStep('staffAppointmentComplete', 'confirmed', 'completed');
  staffStep('staffFollowUpAnswer', 'completed', 'followed_up');
}
