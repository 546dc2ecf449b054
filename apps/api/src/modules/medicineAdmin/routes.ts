import {
  MEDICINE_ADMIN_MESSAGES as M,
  MEDICINE_IMPORT_MAX_BYTES,
  type StaffMedicineQuery,
} from '@medibridge/contract';
import { staffMedicineQuerySchema } from '@medibridge/contract/schemas';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { contractRoute, routeContract } from '../../contractRoute';
import { staffAccessOf } from '../../plugins/staffAccess';
import { validateWith } from '../../plugins/validation';
import { applyImport, medicinesCsv, planImport } from './csvImport';
import { listMedicines } from './repository';
import { createMedicine, editMedicine, staffMedicineOf } from './service';

const noStore = (reply: FastifyReply) => reply.header('cache-control', 'no-store');
/** A CSV travels inside JSON: room for its escapes. */
const IMPORT_BODY_LIMIT = MEDICINE_IMPORT_MAX_BYTES * 2;

/**
 * The operator's medicine catalogue (issue 32 §4, docs/decisions/0058): the list, a product's create and
 * edit, and the CSV export, check and import. Admin only (the contract's roles); every write audited.
 */
export async function medicineAdminRoutes(app: FastifyInstance): Promise<void> {
  const db = app.db;
  const actorOf = (request: Parameters<typeof staffAccessOf>[0]) => {
    const access = staffAccessOf(request);
    return { userId: access.userId, acting: access.acting };
  };

  routeContract(app, 'staffMedicineList', {
    handle: async ({ request, reply }) => {
      noStore(reply);
      const parsed = validateWith(staffMedicineQuerySchema, 'query', request.query ?? {});
      if ('error' in parsed) throw parsed.error;
      const q = parsed.value as StaffMedicineQuery;
      const { rows, total } = await listMedicines(db, q);
      return {
        data: rows.map(staffMedicineOf),
        meta: { page: q.page, per_page: q.per_page, total },
      };
    },
  });

  routeContract(app, 'staffMedicineCreate', {
    handle: async ({ body, request, reply }) => {
      noStore(reply);
      const data = await createMedicine(db, actorOf(request), body, app.clock());
      return { code: 200 as const, message: M.medicineCreated, data };
    },
  });

  routeContract(app, 'staffMedicineUpdate', {
    handle: async ({ body, params, request, reply }) => {
      noStore(reply);
      const data = await editMedicine(db, actorOf(request), params.medicine_id, body, app.clock());
      return { code: 200 as const, message: M.medicineSaved, data };
    },
  });

  app.route({
    ...contractRoute('staffMedicineCsv'),
    handler: async (_request, reply) => {
      const csv = await medicinesCsv(db);
      return reply
        .header('cache-control', 'no-store')
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="medicines.csv"')
        .send(csv);
    },
  });

  app.route<{ Body: { csv: string } }>({
    ...contractRoute('staffMedicineImportCheck'),
    bodyLimit: IMPORT_BODY_LIMIT,
    handler: async (request, reply) => {
      noStore(reply);
      const { report } = await planImport(db, request.body.csv);
      return { message: M.csvChecked, data: { ...report, applied: false } };
    },
  });

  app.route<{ Body: { csv: string } }>({
    ...contractRoute('staffMedicineImport'),
    bodyLimit: IMPORT_BODY_LIMIT,
    handler: async (request, reply) => {
      noStore(reply);
      const data = await applyImport(db, actorOf(request), request.body.csv, app.clock());
      return { message: M.csvImported, data };
    },
  });
}
