import { DEPARTMENT_ADMIN_MESSAGES as M } from '@medibridge/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { routeContract } from '../../contractRoute';
import type { AuditActor } from '../../lib/audit';
import { staffAccessOf } from '../../plugins/staffAccess';
import { createClosure, previewClosure, removeClosure } from './closureService';
import { previewHours, saveHours } from './hoursService';
import {
  type DepartmentDeps,
  createDepartment,
  editDepartment,
  operatorDepartments,
} from './service';

/** The admin who makes the call, as the audit names them. */
function actorOf(request: FastifyRequest): AuditActor {
  const access = staffAccessOf(request);
  return { userId: access.userId, acting: access.acting };
}

/**
 * The operator's departments (issue 32 §2, docs/decisions/0057): list, create and edit; weekly hours that
 * generate the slots; closures. Admin only (the endpoint table's roles); every answer is live (no-store).
 */
export async function departmentAdminRoutes(app: FastifyInstance): Promise<void> {
  const deps: DepartmentDeps = {
    db: app.db,
    clock: () => app.clock(),
    payments: app.payments,
    notify: app.notify,
    log: app.log,
  };

  routeContract(app, 'staffDepartments', {
    handle: async ({ reply }) => {
      reply.header('cache-control', 'no-store');
      return { data: await operatorDepartments(app.db, app.clock()) };
    },
  });

  routeContract(app, 'staffDepartmentCreate', {
    handle: async ({ body, request, reply }) => {
      reply.header('cache-control', 'no-store');
      const data = await createDepartment(deps, actorOf(request), body);
      return { code: 200 as const, message: M.created, data };
    },
  });

  routeContract(app, 'staffDepartmentUpdate', {
    handle: async ({ params, body, request, reply }) => {
      reply.header('cache-control', 'no-store');
      const data = await editDepartment(deps, actorOf(request), params.department_id, body);
      return { code: 200 as const, message: M.saved, data };
    },
  });

  routeContract(app, 'staffDepartmentHoursPreview', {
    handle: async ({ params, body, reply }) => {
      reply.header('cache-control', 'no-store');
      return { data: { affected: await previewHours(deps, params.department_id, body) } };
    },
  });

  routeContract(app, 'staffDepartmentHours', {
    handle: async ({ params, body, request, reply }) => {
      reply.header('cache-control', 'no-store');
      const data = await saveHours(deps, actorOf(request), params.department_id, body);
      return { code: 200 as const, message: M.hoursSaved, data };
    },
  });

  routeContract(app, 'staffDepartmentClosurePreview', {
    handle: async ({ params, body, reply }) => {
      reply.header('cache-control', 'no-store');
      return { data: { affected: await previewClosure(deps, params.department_id, body) } };
    },
  });

  routeContract(app, 'staffDepartmentClosureCreate', {
    handle: async ({ params, body, request, reply }) => {
      reply.header('cache-control', 'no-store');
      const data = await createClosure(deps, actorOf(request), params.department_id, body);
      return { code: 200 as const, message: M.closureSaved, data };
    },
  });

  routeContract(app, 'staffDepartmentClosureDelete', {
    handle: async ({ params, request, reply }) => {
      reply.header('cache-control', 'no-store');
      const data = await removeClosure(
        deps,
        actorOf(request),
        params.department_id,
        params.closure_id,
      );
      return { code: 200 as const, message: M.closureRemoved, data };
    },
  });
}
