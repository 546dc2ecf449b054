import { createHash, randomInt } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import { AttemptLimiter } from '../../lib/attemptLimiter';
import type { Notification } from '../notifications';
import type { NotificationService } from '../notifications/service';

export const MINUTE = 60_000;
/** Every limit here counts over 15 minutes. */
export const LIMIT_WINDOW_MS = 15 * MINUTE;
/** SMS (OTP sends and resends; reset links) per mobile per 15 minutes. */
export const SENDS_PER_MOBILE = 3;
/** Failed logins (and wrong old passwords) per mobile per 15 minutes before 429. */
export const LOGIN_FAILURES_MAX = 10;

/** The gateway did not take the message. */
export const SMS_FAILED = 'We could not send the SMS just now. Please try again in a few minutes.';

/** What a call decided: the inner status (mirrored as the HTTP status), a message and data. */
export interface Outcome<T> {
  status: number;
  message: string | Record<string, string>;
  data: T | null;
}

export const ok = <T>(message: string, data: T): Outcome<T> => ({ status: 200, message, data });
export const fail = <T = never>(
  status: number,
  message: string | Record<string, string>,
): Outcome<T> => ({ status, message, data: null });

/** SHA-256, hex. Tokens, uids and codes are stored only like this. */
export function sha256(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

/** Characters of share codes: no 0/O or 1/I/L to misread when someone types a code from a message. */
const SHARE_CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

/** A random 8-character share code. */
export function newShareCode(): string {
  let code = '';
  for (let i = 0; i < 8; i += 1) code += SHARE_CODE_ALPHABET[randomInt(SHARE_CODE_ALPHABET.length)];
  return code;
}

export function minutesLeft(ms: number): string {
  const minutes = Math.max(1, Math.ceil(ms / MINUTE));
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
}

/** The limit messages with the wait added. */
export function tooMany(message: string, retryAfterMs: number): string {
  return message.replace('a few minutes', minutesLeft(retryAfterMs));
}

/** The failed-login counter of a mobile (login, a wrong old password; cleared by a reset). */
export function loginBucket(mobile: string): string {
  return `login-fail:mobile:${mobile}`;
}

export interface AccountsDeps {
  db: Database;
  /** Sends OTPs and reset links at once (not queued) and makes the reset link's short link. */
  notify: Pick<NotificationService, 'sendNow' | 'shortLink'>;
  clock: () => Date;
  log: FastifyBaseLogger;
  publicUrl: string;
  referralBonusPaise: number;
  otpSendsPerIp: number;
}

/**
 * What every concern of the accounts module shares: the database, the clock (tests move it instead of
 * sleeping), the attempt limiter, the SMS provider and the per-IP SMS budget.
 */
export class AccountsContext {
  readonly limiter: AttemptLimiter;

  constructor(readonly deps: AccountsDeps) {
    this.limiter = new AttemptLimiter(deps.db, deps.clock);
  }

  get db(): Database {
    return this.deps.db;
  }

  now(): Date {
    return this.deps.clock();
  }

  /** The per-IP SMS budget, spent by every call that may send an SMS (also when it then sends none). */
  async spendIpBudget(ip: string): Promise<Outcome<never> | null> {
    const verdict = await this.limiter.consume(
      `sms:ip:${ip}`,
      this.deps.otpSendsPerIp,
      LIMIT_WINDOW_MS,
    );
    if (verdict.allowed) return null;
    return fail(
      429,
      `Too many requests from your network. Please wait ${minutesLeft(verdict.retryAfterMs)} and try again.`,
    );
  }

  /** Sends a security message at once; false (logged) when the provider did not take it. */
  async deliver(notification: Notification): Promise<boolean> {
    try {
      await this.deps.notify.sendNow(notification);
      return true;
    } catch (error) {
      this.deps.log.error(
        { err: error, sms: { mobile: notification.to.mobile, kind: notification.kind } },
        'SMS not sent',
      );
      return false;
    }
  }
}
