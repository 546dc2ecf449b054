import { randomBytes } from 'node:crypto';

/** The file part of a `multipart` body. */
export interface MultipartFile {
  /** The form field (default 'profileImage', the profile photo's). */
  field?: string;
  /** The file name the client claims. */
  name: string;
  /** The Content-Type the client claims. */
  type: string;
  data: Buffer;
}

/**
 * A multipart/form-data request of flat text fields and files, as `app.inject` options: spread it into a
 * request (`{ method, url, ...multipart(fields, file) }`).
 */
export function multipart(
  fields: Record<string, unknown>,
  ...files: (MultipartFile | undefined)[]
): { payload: Buffer; headers: { 'content-type': string } } {
  const boundary = `----medibridge${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = Object.entries(fields).map(([name, value]) =>
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${String(value)}\r\n`,
    ),
  );
  for (const file of files)
    if (file)
      chunks.push(
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="${file.field ?? 'profileImage'}"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`,
        ),
        file.data,
        Buffer.from('\r\n'),
      );
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}
