import { createHash, randomInt } from 'node:crypto';
import {
  AMBULANCE_SERVICES,
  ENQUIRY_MESSAGES,
  HOME_CARE_SERVICES,
  indiaDate,
  type EnquiryRequestParsed,
} from '@medibridge/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import { HttpError } from '../../errors';
import { AttemptLimiter } from '../../lib/attemptLimiter';
import type { Notifier } from '../notifications';
import { firstName, refVar } from '../notifications/vars';
import {
  cityExists,
  deleteEnquiry,
  firstReferenceSince,
  insertEnquiry,
  packageExists,
} from './repository';

/** A double submit of the same payload within this window stores one row and answers the same reference. */
export const DUPLICATE_WINDOW_MS = 10_000;
/** Enquiries one mobile / one client IP may send per hour (a person sending a handful is never blocked). */
export const ENQUIRIES_PER_MOBILE_PER_HOUR = 10;
export const ENQUIRIES_PER_IP_PER_HOUR = 30;
const HOUR_MS = 60 * 60_000;

const REFERENCE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** `ENQ-<yyyymmdd in India>-<6 random characters>`. */
export function newReference(at: Date): string {
  let random = '';
  for (let i = 0; i < 6; i += 1) random += REFERENCE_ALPHABET[randomInt(REFERENCE_ALPHABET.length)];
  return `ENQ-${indiaDate(at).replaceAll('-', '')}-${random}`;
}

export interface EnquiryDeps {
  db: Database;
  notify: Notifier;
  clock: () => Date;
  log: FastifyBaseLogger;
}

export interface EnquiryContext {
  ip: string;
  /** The language the acknowledgement is written in (the request's). */
  language?: 'en' | 'hi';
  userId: number | null;
}

/** Every stored column of a validated payload (empty strings become null). */
function columns(body: EnquiryRequestParsed) {
  const t = (v: string | null | undefined) =>
    v === undefined || v === null || v === '' ? null : v;
  const n = (v: number | null | undefined) => (v === undefined ? null : v);
  return {
    enquiryType: body.enquiryType,
    form: body.form ?? 'page',
    firstName: t(body.first_name),
    lastName: t(body.last_name),
    mobile: body.mobile ?? '',
    email: t(body.email)?.toLowerCase() ?? null,
    problems: t(body.problems),
    cityId: n(body.city_id),
    packageId: n(body.package_id),
    hospitalId: n(body.hospitalId),
    hospitalName: t(body.hospitalName),
    passportNo: t(body.passport_no),
    age: n(body.age),
    gender: t(body.gender),
    nationality: t(body.nationality),
    messages: t(body.messages),
    serviceId: n(body.service_id),
    page: t(body.page),
  };
}

function serviceLabel(id: number | null): string | null {
  if (id === null) return null;
  return [...AMBULANCE_SERVICES, ...HOME_CARE_SERVICES].find((s) => s.id === id)?.label ?? null;
}

export class EnquiryService {
  private readonly limiter: AttemptLimiter;

  constructor(private readonly deps: EnquiryDeps) {
    this.limiter = new AttemptLimiter(deps.db, deps.clock);
  }

  /**
   * Stores an enquiry (validated by the contract schema) and acknowledges it by SMS. Answers the reference;
   * throws 422 for an unknown city or package and 429 past the limits.
   */
  async store(body: EnquiryRequestParsed, ctx: EnquiryContext): Promise<string> {
    const { db } = this.deps;
    const values = columns(body);
    const fingerprint = createHash('sha256')
      .update(JSON.stringify({ ...values, userId: ctx.userId }))
      .digest('hex');
    const now = this.deps.clock();
    const since = new Date(now.getTime() - DUPLICATE_WINDOW_MS);

    const earlier = await firstReferenceSince(db, fingerprint, since);
    if (earlier) return earlier;

    const errors: Record<string, string> = {};
    if (values.cityId !== null && !(await cityExists(db, values.cityId)))
      errors.city_id = ENQUIRY_MESSAGES.cityUnknown;
    if (values.packageId !== null && !(await packageExists(db, values.packageId)))
      errors.package_id = ENQUIRY_MESSAGES.packageUnknown;
    if (Object.keys(errors).length) throw new HttpError(422, ENQUIRY_MESSAGES.fieldErrors, errors);

    const perMobile = await this.limiter.consume(
      `enquiry:mobile:${values.mobile}`,
      ENQUIRIES_PER_MOBILE_PER_HOUR,
      HOUR_MS,
    );
    if (!perMobile.allowed) {
      throw new HttpError(
        429,
        ENQUIRY_MESSAGES.tooManyForMobile,
        undefined,
        perMobile.retryAfterMs / 1000,
      );
    }
    const perIp = await this.limiter.consume(
      `enquiry:ip:${ctx.ip}`,
      ENQUIRIES_PER_IP_PER_HOUR,
      HOUR_MS,
    );
    if (!perIp.allowed) {
      throw new HttpError(429, ENQUIRY_MESSAGES.tooManyForIp, undefined, perIp.retryAfterMs / 1000);
    }

    const reference = newReference(now);
    const id = await insertEnquiry(db, {
      ...values,
      reference,
      userId: ctx.userId,
      ip: ctx.ip,
      fingerprint,
      createdAt: now,
      updatedAt: now,
    });
    // Two identical requests racing past the first look: the earliest row wins, the later one goes.
    const winner = await firstReferenceSince(db, fingerprint, since);
    if (winner && winner !== reference) {
      if (id !== null) await deleteEnquiry(db, id);
      return winner;
    }

    await this.acknowledge(
      values.mobile,
      reference,
      values.firstName,
      ctx.language ?? 'en',
      ctx.userId,
    );
    return reference;
  }

  /** The acknowledgement SMS; a provider failure is logged and never loses the stored enquiry. */
  private async acknowledge(
    mobile: string,
    reference: string,
    name: string | null,
    language: 'en' | 'hi',
    patientId: number | null,
  ): Promise<void> {
    try {
      await this.deps.notify.send({
        kind: 'enquiry_ack',
        to: { mobile, patientId, language },
        vars: { name: firstName(name, language), ref: refVar(reference) },
        key: `enquiry_ack:${reference}`,
      });
    } catch (error) {
      this.deps.log.error(
        { err: error, sms: { mobile, kind: 'enquiry_ack' }, reference },
        'Enquiry acknowledgement SMS not sent',
      );
    }
  }
}
