import multipart, { type MultipartFile } from '@fastify/multipart';
import { PHOTO_MAX_BYTES } from '@medibridge/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError } from '../errors';

/** RFC 2046 §5.1.1: a boundary is 1 to 70 characters. */
const BOUNDARY = /;\s*boundary=(?:"([^"]{1,70})"|([^\s;"]{1,70}))\s*(?:;|$)/i;

/** What is wrong with a multipart request's Content-Type, in words, or null when its boundary is usable. */
export function multipartBoundaryProblem(contentType: string | undefined): string | null {
  if (contentType && BOUNDARY.test(contentType)) return null;
  return 'The form could not be read: its Content-Type multipart/form-data needs a boundary of 1 to 70 characters.';
}

/** A multipart limit was passed: too large a file, or too many files, fields or parts (413). */
export class MultipartLimitError extends HttpError {
  constructor(
    readonly kind: 'file-too-large' | 'too-many',
    message: string,
  ) {
    super(413, message);
    this.name = 'MultipartLimitError';
  }
}

const LIMIT_CODES = new Set(['FST_FILES_LIMIT', 'FST_PARTS_LIMIT', 'FST_FIELDS_LIMIT']);

/**
 * Every failure while reading a multipart body, as an error for the client: limits are 413, and anything
 * else the parser says (a truncated body, a boundary that never appears, a malformed part header, a
 * `__proto__` field) means the form was not well-formed: 400. Nothing here is the server's fault.
 */
export function multipartReadError(error: unknown): HttpError {
  if (error instanceof HttpError) return error;
  const code = (error as { code?: unknown } | null)?.code;
  if (code === 'FST_REQ_FILE_TOO_LARGE')
    return new MultipartLimitError('file-too-large', 'The file is too large.');
  if (typeof code === 'string' && LIMIT_CODES.has(code))
    return new MultipartLimitError('too-many', 'The form has too many fields or files.');
  if (code === 'FST_PROTO_VIOLATION')
    return new HttpError(400, 'The form could not be read: a field name is not allowed.');
  return new HttpError(
    400,
    'The form could not be read: the multipart/form-data body is incomplete or malformed. Please send it again.',
  );
}

/** A multipart form read whole: its text fields and the one file of `fileField`, if sent and not empty. */
export interface MultipartForm {
  fields: Record<string, string>;
  file: { fieldname: string; filename: string; mimetype: string; data: Buffer } | null;
}

/** A multipart form with several named files: its text fields and each non-empty file, in order. */
export interface MultipartFiles {
  fields: Record<string, string>;
  files: { fieldname: string; filename: string; mimetype: string; data: Buffer }[];
}

/**
 * Reads a multipart form within the plugin's limits (or the given ones), keeping the files of `fileFields`.
 * Files in other fields are drained and dropped. Throws only `HttpError`s (see `multipartReadError`), so a
 * malformed form is a 4xx wherever it is read.
 */
export async function readMultipartFiles(
  request: FastifyRequest,
  fileFields: readonly string[],
  limits?: { fileSize?: number; files?: number; parts?: number },
): Promise<MultipartFiles> {
  const problem = multipartBoundaryProblem(request.headers['content-type']);
  if (problem) throw new HttpError(400, problem);
  const form: MultipartFiles = { fields: {}, files: [] };
  try {
    for await (const part of request.parts(limits ? { limits } : undefined)) {
      if (part.type === 'file') {
        const file = part as MultipartFile;
        const data = await file.toBuffer();
        if (fileFields.includes(file.fieldname) && data.length > 0)
          form.files.push({
            fieldname: file.fieldname,
            filename: file.filename,
            mimetype: file.mimetype,
            data,
          });
      } else if (typeof part.value === 'string') {
        form.fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    throw multipartReadError(error);
  }
  return form;
}

/** Reads a multipart form with at most one file, of `fileField` (see `readMultipartFiles`). */
export async function readMultipartForm(
  request: FastifyRequest,
  fileField: string,
  limits?: { fileSize: number },
): Promise<MultipartForm> {
  const { fields, files } = await readMultipartFiles(request, [fileField], limits);
  return { fields, file: files[0] ?? null };
}

/**
 * The fields of a form a screen sends as multipart/form-data (SPEC), or as JSON from other clients: text
 * fields (JSON strings, numbers and booleans as text) and the one file of `file.field`, if any. A file over
 * `file.maxBytes` answers 413 with `file.tooLarge`; a body that is neither answers 415 with `unsupported`.
 */
export async function readFormFields(
  request: FastifyRequest,
  options: {
    unsupported: string;
    file?: { field: string; maxBytes: number; tooLarge: string };
  },
): Promise<{ fields: Record<string, string>; file: Buffer | null }> {
  const { file } = options;
  if (request.isMultipart()) {
    try {
      const form = await readMultipartForm(
        request,
        file?.field ?? '',
        file ? { fileSize: file.maxBytes } : undefined,
      );
      return { fields: form.fields, file: form.file?.data ?? null };
    } catch (error) {
      if (file && error instanceof MultipartLimitError && error.kind === 'file-too-large')
        throw new HttpError(413, file.tooLarge);
      throw error;
    }
  }
  if (!request.body || typeof request.body !== 'object')
    throw new HttpError(415, options.unsupported);
  const fields: Record<string, string> = {};
  for (const [key, value] of Object.entries(request.body as Record<string, unknown>))
    if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean')
      fields[key] = String(value);
  return { fields, file: null };
}

/**
 * Multipart uploads with explicit limits (the library's defaults allow 1 MiB files, 1,000 fields and
 * unlimited parts): one file of at most 2 MiB, few small fields. A route needing more (documents) passes its
 * own limits to `request.parts()`. Read forms with `readMultipartForm`.
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
