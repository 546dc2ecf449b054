import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { z } from 'zod';
import type { Config } from '../../config';
import { HttpError } from '../../errors';
import { sessionUserOf } from '../../plugins/sessions';
import { recordStaffRead } from '../../lib/securityLog';
import { requireStaffRole } from '../../plugins/staffAccess';
import { isOwnFile, orderOfPrescriptionFile } from './repository';
import { type FileStorage, LocalDirectoryStorage, contentTypeOf, isStorageKey } from './storage';

declare module 'fastify' {
  interface FastifyInstance {
    /** Where uploaded files are kept. */
    files: FileStorage;
  }
}

/** The URL path a stored file is served at. */
export function fileUrl(key: string): string {
  return `/api/files/${key}`;
}

const fileParams = z.object({
  folder: z.enum(['profile', 'documents']),
  name: z.string().max(64),
});

/**
 * File storage (UPLOAD_DIR by default) and GET /api/files/{folder}/{name}. A profile photo is personal data:
 * only its owner's session gets it (404 for anyone else, so names cannot be probed). Served with its real
 * type, `nosniff`, a sandboxing CSP and private caching (names are random and never reused).
 */
async function filesPlugin(
  app: FastifyInstance,
  options: { config: Config; storage?: FileStorage },
): Promise<void> {
  app.decorate('files', options.storage ?? new LocalDirectoryStorage(options.config.uploadDir));

  app.get(
    '/api/files/:folder/:name',
    { schema: { params: fileParams }, preHandler: app.requireUser },
    async (request, reply) => {
      const user = sessionUserOf(request);
      const { folder, name } = request.params as z.infer<typeof fileParams>;
      const key = `${folder}/${name}`;
      const notFound = new HttpError(404, 'This file does not exist.');
      if (!isStorageKey(key)) throw notFound;
      // Staff read patients' documents (prescriptions, reports); everyone else only their own files.
      const staffDocument = user.role === 'staff' && folder === 'documents';
      if (!staffDocument && !(await isOwnFile(app.db, user.id, key))) throw notFound;
      const data = await app.files.get(key);
      if (!data) throw notFound;
      // A staff user opening a patient's document is a staff read for the security log (docs/decisions/0068).
      if (staffDocument) {
        const access = await requireStaffRole(request, undefined);
        const order = await orderOfPrescriptionFile(app.db, key);
        await recordStaffRead(app.db, access, {
          userId: order?.userId ?? null,
          subject: order?.orderNo ?? key,
          detail: order
            ? 'Opened the prescription file of a medicine order.'
            : 'Opened a patient’s document.',
          ip: request.ip,
          at: app.clock(),
        });
      }
      return reply
        .header('content-type', contentTypeOf(key))
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'; sandbox")
        .header('content-disposition', key.endsWith('.pdf') ? 'attachment' : 'inline')
        .header('cache-control', 'private, max-age=86400, immutable')
        .send(data);
    },
  );
}

export default fp(filesPlugin, {
  name: 'medibridge-files',
  fastify: '5.x',
  dependencies: ['medibridge-database', 'medibridge-sessions', 'medibridge-clock'],
});
