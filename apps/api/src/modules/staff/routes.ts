import {
  auditQuerySchema,
  deskQuerySchema,
  prescriptionMedicineQuerySchema,
} from '@medibridge/contract/schemas';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { z } from 'zod';
import { routeContract } from '../../contractRoute';
import { recordSecurityEvent } from '../../lib/securityLog';
import { staffAccessOf } from '../../plugins/staffAccess';
import { validateWith } from '../../plugins/validation';
import { staffJobRoutes } from './jobRoutes';
import { staffTeamRoutes } from './teamRoutes';
import { issueEPrescription } from './prescriptionService';
import { prescriptionMedicines } from './tpgCheck';
import {
  auditList,
  deskAppointments,
  markAppointmentNoShow,
  prescriptionToCart,
  staffProfile,
} from './service';

const noStore = (reply: FastifyReply) => reply.header('cache-control', 'no-store');

function query<S extends z.ZodType>(schema: S, raw: unknown): z.output<S> {
  const parsed = validateWith(schema, 'query', raw ?? {});
  if ('error' in parsed) throw parsed.error;
  return parsed.value as z.output<S>;
}

/**
 * The staff module's calls: the audit log and the failed background jobs (coordinators), the doctor's desk (the
 * department's queue, no-show, e-prescriptions) and the patient's step from an e-prescription to the pharmacy
 * cart.
 */
export async function staffDeskRoutes(app: FastifyInstance): Promise<void> {
  const db = app.db;

  routeContract(app, 'staffAuditList', {
    handle: async ({ request, reply }) => {
      noStore(reply);
      const q = query(auditQuerySchema, request.query);
      const { rows, total } = await auditList(db, q);
      return { data: rows, meta: { page: q.page, per_page: q.per_page, total } };
    },
  });

  routeContract(app, 'staffMe', {
    handle: async ({ request, reply }) => {
      noStore(reply);
      return { data: await staffProfile(db, staffAccessOf(request)) };
    },
  });

  routeContract(app, 'staffDeskAppointments', {
    handle: async ({ request, reply }) => {
      noStore(reply);
      const q = query(deskQuerySchema, request.query);
      const access = staffAccessOf(request);
      const { rows, total } = await deskAppointments(db, access, q, app.clock());
      // The board shows patients' names, mobiles and symptoms: a staff read (docs/decisions/0061).
      if (rows.length > 0)
        await recordSecurityEvent(db, {
          kind: 'staff_read',
          userId: null,
          actorId: access.userId,
          actorRole: access.acting,
          subject: `desk:${q.when}`,
          detail: `Listed ${rows.map((r) => r.appointment_no).join(', ')}`,
          ip: request.ip,
          at: app.clock(),
        });
      return { data: rows, meta: { page: q.page, per_page: q.per_page, total } };
    },
  });

  routeContract(app, 'staffAppointmentNoShow', {
    handle: async ({ params, request, reply }) => {
      noStore(reply);
      const access = staffAccessOf(request);
      return { data: await markAppointmentNoShow(db, access, params.appt_no, app.clock()) };
    },
  });

  routeContract(app, 'staffPrescriptionIssue', {
    handle: async ({ params, body, request, reply }) => {
      noStore(reply);
      const deps = { db, files: app.files, notify: app.notify, clock: () => app.clock() };
      const access = staffAccessOf(request);
      const data = await issueEPrescription(deps, access, params.appt_no, body, request.log);
      if (data.kind === 'follow_up')
        await app.reminders.events.followUpAnswered(data.appointment_no);
      return { data };
    },
  });

  routeContract(app, 'staffPrescriptionMedicines', {
    handle: async ({ params, request, reply }) => {
      noStore(reply);
      const q = query(prescriptionMedicineQuerySchema, request.query);
      return prescriptionMedicines(db, staffAccessOf(request), params.appt_no, q);
    },
  });

  routeContract(app, 'prescriptionToCart', {
    handle: async ({ params, user, reply }) => {
      noStore(reply);
      return prescriptionToCart(db, user.id, params.appt_no);
    },
  });

  await staffJobRoutes(app);
  await staffTeamRoutes(app);
}
