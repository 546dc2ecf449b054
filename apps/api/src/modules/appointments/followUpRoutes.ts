import { BOOKING_MESSAGES, DOCUMENT_FIELDS, DOCUMENT_MAX_BYTES } from '@medibridge/contract';
import {
  documentStoreSchema,
  followUpLookupSchema,
  followUpStoreSchema,
  staffCompleteParamsSchema,
} from '@medibridge/contract/schemas';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { contractRoute } from '../../contractRoute';
import { HttpError } from '../../errors';
import { sessionUserOf } from '../../plugins/sessions';
import { staffAccessOf } from '../../plugins/staffAccess';
import { MultipartLimitError, readMultipartFiles } from '../../plugins/uploads';
import { validateWith } from '../../plugins/validation';
import {
  type FollowUpDeps,
  documentsOfAppointment,
  followUpsOfAppointment,
  sendFollowUp,
  staffPrescriptionStep,
  storeReports,
} from './followUpService';

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

const listAnswer = (reply: FastifyReply, data: unknown[]) =>
  reply
    .header('cache-control', 'no-store')
    .code(data.length ? 200 : 404)
    .send({
      code: data.length ? 200 : 404,
      message: data.length ? 'OK' : BOOKING_MESSAGES.nothingFound,
      data,
    });

/**
 * The follow-up calls of SPEC §7 (a patient's own appointments only: another's number answers 404) and the
 * two staff calls that complete a consultation and answer its follow-up.
 */
export function followUpRoutes(app: FastifyInstance): void {
  const deps = (): FollowUpDeps => ({ db: app.db, files: app.files, clock: () => app.clock() });
  const lookup = async (request: FastifyRequest) =>
    parse(followUpLookupSchema, (await readForm(request, [])).fields);

  app.route({
    ...contractRoute('appointmentFollowUpStore'),
    schema: {},
    handler: async (request, reply) => {
      const form = await readForm(request, ['documentFirst']);
      const fields = parse(followUpStoreSchema, form.fields);
      const user = sessionUserOf(request);
      const data = await sendFollowUp(deps(), user.id, fields, form.files);
      return reply
        .header('cache-control', 'no-store')
        .send({ code: 200, message: BOOKING_MESSAGES.followUpSent, data });
    },
  });

  app.route({
    ...contractRoute('appointmentDocumentStore'),
    schema: {},
    handler: async (request, reply) => {
      const form = await readForm(request, DOCUMENT_FIELDS);
      const fields = parse(documentStoreSchema, form.fields);
      const user = sessionUserOf(request);
      const data = await storeReports(deps(), user.id, fields, form.files);
      return reply
        .header('cache-control', 'no-store')
        .send({ code: 200, message: BOOKING_MESSAGES.documentsSent, data });
    },
  });

  app.route({
    ...contractRoute('appointmentFollowUpDocuments'),
    schema: {},
    handler: async (request, reply) => {
      const fields = await lookup(request);
      const user = sessionUserOf(request);
      return listAnswer(reply, await documentsOfAppointment(app.db, user.id, fields));
    },
  });

  for (const name of ['appointmentLastFollowUp', 'appointmentAllFollowUps'] as const) {
    app.route({
      ...contractRoute(name),
      schema: {},
      handler: async (request, reply) => {
        const fields = await lookup(request);
        const user = sessionUserOf(request);
        const rows = await followUpsOfAppointment(app.db, user.id, fields);
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
        const actor = staffAccessOf(request);
        const step = { appointmentNo, from, to };
        const data = await staffPrescriptionStep(deps(), actor, step, form.files);
        if (to === 'followed_up') await app.reminders.events.followUpAnswered(appointmentNo);
        return reply.send({ data });
      },
    });
  staffStep('staffAppointmentComplete', 'confirmed', 'completed');
  staffStep('staffFollowUpAnswer', 'completed', 'followed_up');
}
