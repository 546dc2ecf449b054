import type { FastifyInstance } from 'fastify';
import { routeContract } from '../../contractRoute';
import { staffAccessOf } from '../../plugins/staffAccess';
import {
  TEAM_MESSAGES,
  type TeamDeps,
  createMember,
  inviteMember,
  listTeam,
  setMemberDisabled,
  updateMember,
} from './team';

/**
 * The operator's staff screen (docs/decisions/0056): admins list, add, edit, disable, enable staff users and
 * text them a link to set their password. Nothing here is cached: a change shows at once.
 */
export async function staffTeamRoutes(app: FastifyInstance): Promise<void> {
  const deps = (): TeamDeps => ({
    db: app.db,
    clock: () => app.clock(),
    notify: app.notifications,
    log: app.log,
  });
  const actor = (request: Parameters<typeof staffAccessOf>[0]) => {
    const access = staffAccessOf(request);
    return { userId: access.userId, acting: access.acting };
  };

  routeContract(app, 'staffTeamList', {
    handle: async ({ reply }) => {
      reply.header('cache-control', 'no-store');
      return { data: await listTeam(app.db) };
    },
  });

  routeContract(app, 'staffTeamCreate', {
    handle: async ({ body, request, reply }) => {
      reply.header('cache-control', 'no-store');
      const { member, message } = await createMember(deps(), actor(request), body);
      return { code: 200 as const, message, data: member };
    },
  });

  routeContract(app, 'staffTeamUpdate', {
    handle: async ({ params, body, request, reply }) => {
      reply.header('cache-control', 'no-store');
      const member = await updateMember(deps(), actor(request), params.user_id, body);
      return { code: 200 as const, message: TEAM_MESSAGES.updated, data: member };
    },
  });

  routeContract(app, 'staffTeamDisable', {
    handle: async ({ params, request, reply }) => {
      reply.header('cache-control', 'no-store');
      const member = await setMemberDisabled(deps(), actor(request), params.user_id, true);
      return { code: 200 as const, message: TEAM_MESSAGES.disabled, data: member };
    },
  });

  routeContract(app, 'staffTeamEnable', {
    handle: async ({ params, request, reply }) => {
      reply.header('cache-control', 'no-store');
      const member = await setMemberDisabled(deps(), actor(request), params.user_id, false);
      return { code: 200 as const, message: TEAM_MESSAGES.enabled, data: member };
    },
  });

  routeContract(app, 'staffTeamInvite', {
    handle: async ({ params, request, reply }) => {
      reply.header('cache-control', 'no-store');
      const member = await inviteMember(deps(), actor(request), params.user_id);
      return { code: 200 as const, message: TEAM_MESSAGES.invited, data: member };
    },
  });
}
