import { randomBytes } from 'node:crypto';
import { type DataExport, EXPORT_TTL_DAYS, PRIVACY_MESSAGES } from '@medibridge/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import { HttpError } from '../../errors';
import type { Jobs } from '../../plugins/jobs';
import { type FileStorage, newStorageKey } from '../files';
import { buildArchive } from './myData';
import {
  type ExportRow,
  expiredExports,
  findExport,
  insertExport,
  listExports,
  preparingCount,
  settleExport,
} from './repository';

/** The job that prepares one download. */
export const PREPARE_EXPORT_JOB = 'privacy.prepare-export';
/** The job that deletes downloads whose time is up (hourly). */
export const PURGE_EXPORTS_JOB = 'privacy.purge-exports';

const DAY = 86_400_000;

export interface ExportDeps {
  db: Database;
  files: FileStorage;
  jobs: Pick<Jobs, 'send'>;
  clock: () => Date;
  log: FastifyBaseLogger;
  invoicePdf: (userId: number, appointmentNo: string) => Promise<Uint8Array | null>;
}

function view(row: ExportRow): DataExport {
  return {
    id: row.id,
    state: row.state as DataExport['state'],
    requested_at: row.requestedAt.toISOString(),
    ready_at: row.readyAt?.toISOString() ?? null,
    expires_at: row.expiresAt?.toISOString() ?? null,
    bytes: row.bytes,
  };
}

/**
 * The download of a patient's data (docs/decisions/0060): asked for on the screen, prepared by a job into
 * file storage, served only to its owner until `EXPORT_TTL_DAYS` later, then deleted by the purge job.
 */
export class DataExports {
  constructor(private readonly deps: ExportDeps) {}

  async list(userId: number): Promise<DataExport[]> {
    return (await listExports(this.deps.db, userId)).map(view);
  }

  async request(userId: number): Promise<DataExport> {
    if ((await preparingCount(this.deps.db, userId)) > 0)
      throw new HttpError(409, PRIVACY_MESSAGES.exportPending);
    const id = randomBytes(18).toString('base64url');
    await insertExport(this.deps.db, {
      id,
      userId,
      state: 'preparing',
      requestedAt: this.deps.clock(),
    });
    await this.deps.jobs.send(PREPARE_EXPORT_JOB, { id }, { key: id });
    const row = await findExport(this.deps.db, id);
    if (!row) throw new Error('export not stored');
    return view(row);
  }

  /** The job's work: builds the archive and offers it; a failure is retried, then recorded. */
  async prepare(id: string): Promise<void> {
    const row = await findExport(this.deps.db, id);
    if (row?.state !== 'preparing') return;
    const now = this.deps.clock();
    const archive = await buildArchive(
      {
        db: this.deps.db,
        files: this.deps.files,
        invoicePdf: (appointmentNo) => this.deps.invoicePdf(row.userId, appointmentNo),
      },
      row.userId,
      now,
    );
    const key = newStorageKey('exports', 'zip');
    await this.deps.files.put(key, archive);
    const moved = await settleExport(this.deps.db, id, 'preparing', {
      state: 'ready',
      storageKey: key,
      bytes: archive.length,
      readyAt: now,
      expiresAt: new Date(now.getTime() + EXPORT_TTL_DAYS * DAY),
    });
    if (!moved) await this.deps.files.delete(key);
  }

  /** The prepared zip for its owner (404 for anyone else's, 409 while preparing, 410 once expired). */
  async download(userId: number, id: string): Promise<{ data: Buffer; row: ExportRow }> {
    const row = await findExport(this.deps.db, id);
    if (row?.userId !== userId) throw new HttpError(404, PRIVACY_MESSAGES.unknownExport);
    if (row.state === 'preparing') throw new HttpError(409, PRIVACY_MESSAGES.exportNotReady);
    const expired =
      row.state === 'expired' || (row.expiresAt !== null && row.expiresAt <= this.deps.clock());
    if (expired || !row.storageKey) throw new HttpError(410, PRIVACY_MESSAGES.exportExpired);
    const data = await this.deps.files.get(row.storageKey);
    if (!data) throw new HttpError(410, PRIVACY_MESSAGES.exportExpired);
    return { data, row };
  }

  /** Deletes the files of downloads whose time is up; answers how many. */
  async purge(): Promise<number> {
    const now = this.deps.clock();
    let purged = 0;
    for (const row of await expiredExports(this.deps.db, now)) {
      if (row.storageKey) await this.deps.files.delete(row.storageKey);
      if (
        await settleExport(this.deps.db, row.id, row.state, { state: 'expired', storageKey: null })
      )
        purged += 1;
    }
    return purged;
  }

  /** Marks a download whose preparation failed for good (the job ran out of retries). */
  async fail(id: string, error: unknown): Promise<void> {
    const now = this.deps.clock();
    await settleExport(this.deps.db, id, 'preparing', {
      state: 'failed',
      error: String((error as Error).message ?? error).slice(0, 500),
      expiresAt: new Date(now.getTime() + DAY),
    });
  }
}
