import type { Database } from '../db/client';
import {
  countAttemptsSince,
  deleteAttempt,
  deleteAttemptsBefore,
  deleteBucket,
  insertAttempt,
  oldestAttemptSince,
} from './attemptRepository';

/** A limit's verdict; `retryAfterMs` says when the oldest counted attempt leaves the window. */
export interface LimitVerdict {
  allowed: boolean;
  retryAfterMs: number;
}

/**
 * Counts attempts in the database (one row each) over a sliding window: survives restarts, is shared by every
 * replica, and works the same on PGlite and PostgreSQL. Used for OTP and reset-link sends (per mobile and per
 * IP) and failed logins (per mobile).
 */
export class AttemptLimiter {
  constructor(
    private readonly db: Database,
    private readonly clock: () => Date,
  ) {}

  private since(windowMs: number): Date {
    return new Date(this.clock().getTime() - windowMs);
  }

  /** Attempts in the window. */
  async count(bucket: string, windowMs: number): Promise<number> {
    return countAttemptsSince(this.db, bucket, this.since(windowMs));
  }

  /** Whether fewer than `max` attempts are in the window (nothing recorded). */
  async check(bucket: string, max: number, windowMs: number): Promise<LimitVerdict> {
    const n = await this.count(bucket, windowMs);
    if (n < max) return { allowed: true, retryAfterMs: 0 };
    return { allowed: false, retryAfterMs: await this.retryAfter(bucket, windowMs) };
  }

  /** Records one attempt (and drops this bucket's rows that left the window). */
  async hit(bucket: string, windowMs: number): Promise<number> {
    await deleteAttemptsBefore(this.db, bucket, this.since(windowMs));
    return insertAttempt(this.db, bucket, this.clock());
  }

  /**
   * Records an attempt if it is within `max`, atomically enough for concurrent requests: the attempt is
   * written first and taken back when the count then exceeds `max`, so racing requests can only err towards
   * refusing.
   */
  async consume(bucket: string, max: number, windowMs: number): Promise<LimitVerdict> {
    const id = await this.hit(bucket, windowMs);
    const n = await this.count(bucket, windowMs);
    if (n <= max) return { allowed: true, retryAfterMs: 0 };
    await deleteAttempt(this.db, id);
    return { allowed: false, retryAfterMs: await this.retryAfter(bucket, windowMs) };
  }

  /** Forgets a bucket (a successful login clears its failures). */
  async clear(bucket: string): Promise<void> {
    await deleteBucket(this.db, bucket);
  }

  private async retryAfter(bucket: string, windowMs: number): Promise<number> {
    const oldest = await oldestAttemptSince(this.db, bucket, this.since(windowMs));
    if (!oldest) return 0;
    return Math.max(0, oldest.getTime() + windowMs - this.clock().getTime());
  }
}
