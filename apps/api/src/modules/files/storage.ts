import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** Image types we accept and serve, by the extension of the stored name. */
export const IMAGE_TYPES = {
  jpg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
} as const;
export type ImageExtension = keyof typeof IMAGE_TYPES;

/** Every type we store and serve: the images and PDF documents. */
export const FILE_TYPES = {
  ...IMAGE_TYPES,
  pdf: 'application/pdf',
  zip: 'application/zip',
} as const;
export type FileExtension = keyof typeof FILE_TYPES;

/**
 * Folders files live in: profile photos, patients' documents (prescriptions, reports), the prepared downloads
 * of a patient's data (`exports`: served only by the privacy module's owner-checked call, never by the file
 * route), and the operator's catalogue pictures (public, served under /api/images/, docs/decisions/0062).
 */
export type StorageFolder = 'profile' | 'documents' | 'exports' | 'catalogue';

/** A stored file's key: `<folder>/<32 random base64url characters>.<ext>`; nothing a client chose. */
const KEY_PATTERN =
  /^(profile\/[A-Za-z0-9_-]{32}\.(jpg|png|gif)|documents\/[A-Za-z0-9_-]{32}\.(jpg|png|pdf)|exports\/[A-Za-z0-9_-]{32}\.zip|catalogue\/[A-Za-z0-9_-]{32}\.(jpg|png))$/;

/** True for a key this storage could have made (so a request path can never reach another file). */
export function isStorageKey(key: string): boolean {
  return KEY_PATTERN.test(key);
}

/** A fresh random key in a folder. */
export function newStorageKey(folder: StorageFolder, extension: FileExtension): string {
  return `${folder}/${randomBytes(24).toString('base64url')}.${extension}`;
}

/** The content type of a key, from its extension. */
export function contentTypeOf(key: string): string {
  const extension = key.slice(key.lastIndexOf('.') + 1) as FileExtension;
  return FILE_TYPES[extension];
}

/** Where uploaded files go: the local directory by default; an S3-compatible store can implement the same. */
export interface FileStorage {
  put(key: string, data: Buffer): Promise<void>;
  /** The file's bytes, or null when there is none. */
  get(key: string): Promise<Buffer | null>;
  delete(key: string): Promise<void>;
}

/** Files in a local directory (UPLOAD_DIR), one sub-folder per storage folder. */
export class LocalDirectoryStorage implements FileStorage {
  constructor(private readonly root: string) {}

  private file(key: string): string {
    if (!isStorageKey(key)) throw new Error(`Not a storage key: ${JSON.stringify(key)}`);
    return path.join(this.root, key);
  }

  async put(key: string, data: Buffer): Promise<void> {
    const file = this.file(key);
    await mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
    // `wx`: a random key never overwrites an existing file.
    await writeFile(file, data, { flag: 'wx', mode: 0o600 });
  }

  async get(key: string): Promise<Buffer | null> {
    try {
      return await readFile(this.file(key));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    await rm(this.file(key), { force: true });
  }
}
