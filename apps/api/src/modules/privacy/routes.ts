import type { FastifyInstance } from 'fastify';
import { routeContract } from '../../contractRoute';
import { consentsOf, recordChoices } from './consents';
import type { DataExports } from './exports';
import { myDataSummary } from './myData';

/**
 * The privacy calls (docs/decisions/0060): the patient's consents (read, give or withdraw), the "my data"
 * summary, and the download of all of it (ask, list, fetch). Every answer is the patient's own: no-store.
 */
export function privacyRoutes(app: FastifyInstance, exports: DataExports): void {
  routeContract(app, 'privacyConsents', {
    handle: async ({ user, reply }) => {
      reply.header('cache-control', 'no-store');
      return { data: await consentsOf(app.db, user.id) };
    },
  });

  routeContract(app, 'privacyConsentsSave', {
    handle: async ({ user, body, request, reply }) => {
      reply.header('cache-control', 'no-store');
      return {
        data: await recordChoices(app.db, user.id, body, {
          language: request.language,
          at: app.clock(),
        }),
      };
    },
  });

  routeContract(app, 'myDataSummary', {
    handle: async ({ user, reply }) => {
      reply.header('cache-control', 'no-store');
      return { data: await myDataSummary(app.db, user.id) };
    },
  });

  routeContract(app, 'myDataExports', {
    handle: async ({ user, reply }) => {
      reply.header('cache-control', 'no-store');
      return { data: await exports.list(user.id) };
    },
  });

  routeContract(app, 'myDataExportRequest', {
    handle: async ({ user, reply }) => {
      reply.header('cache-control', 'no-store');
      return { data: await exports.request(user.id) };
    },
  });

  routeContract(app, 'myDataExportDownload', {
    handle: async ({ user, params, reply }) => {
      const { data, row } = await exports.download(user.id, params.export_id);
      const day = (row.readyAt ?? row.requestedAt).toISOString().slice(0, 10);
      return reply
        .header('cache-control', 'private, no-store')
        .header('content-disposition', `attachment; filename="MediBridge-my-data-${day}.zip"`)
        .header('x-content-type-options', 'nosniff')
        .type('application/zip')
        .send(data);
    },
  });
}
