import multipart from '@fastify/multipart';
import { PHOTO_MAX_BYTES } from '@medibridge/contract';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Multipart uploads with explicit limits (the library's defaults allow 1 MiB files, 1,000 fields and
 * unlimited parts): one file of at most 2 MiB, few small fields. A route needing more (documents) passes its
 * own limits to `request.parts()`.
 */
async function uploadsPlugin(app: FastifyInstance): Promise<void> {
  await app.register(multipart, {
    limits: {
      fileSize: PHOTO_MAX_BYTES,
      files: 1,
      fields: 30,
      parts: 31,
      fieldNameSize: 100,
      fieldSize: 16 * 1024,
      headerPairs: 100,
    },
    throwFileSizeLimit: true,
  });
}

export default fp(uploadsPlugin, {
  name: 'medibridge-uploads',
  fastify: '5.x',
  dependencies: ['medibridge-error-handler'],
});
