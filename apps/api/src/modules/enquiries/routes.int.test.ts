import {
  AMBULANCE_ENQUIRY_TYPES,
  ENQUIRY_FORMS,
  ENQUIRY_MESSAGES,
  ENQUIRY_TYPES,
  HOME_CARE_ENQUIRY_TYPES,
  MESSAGES,
  enquiryFormKey,
  type EnquiryField,
  type EnquiryType,
} from '@medibridge/contract';
import { enquiryRequestSchema } from '@medibridge/contract/schemas';
import { asc, count, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import fc from 'fast-check';
import { cities, enquiries, packages, users } from '../../db/schema';
import type { TestBrowser } from '../../test/browser';
import { buildTestApp } from '../../test/buildTestApp';
import {
  bearer,
  freshBrowser,
  freshMobile,
  lastSms,
  loginWithPassword,
  smsTexts,
} from '../../test/patients';
import { DEMO_PATIENT } from '../../seed';
import {
  DUPLICATE_WINDOW_MS,
  ENQUIRIES_PER_IP_PER_HOUR,
  ENQUIRIES_PER_MOBILE_PER_HOUR,
} from './service';

let app: FastifyInstance;
let now = new Date('2026-03-05T06:00:00Z');
const advance = (ms: number) => {
  now = new Date(now.getTime() + ms);
};
let cityId = 0;
let packageId = 0;

beforeAll(async () => {
  // The global per-IP limiter is off: the limits under test are the enquiry service's own.
  app = await buildTestApp({ RATE_LIMIT_MAX: '0' }, { clock: () => new Date(now.getTime()) });
  const [city] = await app.db
    .select({ id: cities.id })
    .from(cities)
    .orderBy(asc(cities.id))
    .limit(1);
  const [pkg] = await app.db
    .select({ id: packages.id })
    .from(packages)
    .orderBy(asc(packages.id))
    .limit(1);
  cityId = city?.id ?? 0;
  packageId = pkg?.id ?? 0;
  expect(cityId).toBeGreaterThan(0);
  expect(packageId).toBeGreaterThan(0);
});
afterAll(async () => {
  await app.close();
});

/** A browser on its own IP (10.5.x.y), so one test's per-IP limit does not touch the next. */
const browser = (): TestBrowser => freshBrowser(app, '10.5');

const URL = '/api/store-contact-inquiry';
const rowCount = async () => Number((await app.db.select({ n: count() }).from(enquiries))[0]?.n);
type EnquiryRow = typeof enquiries.$inferSelect;
const COLUMNS: Record<EnquiryField, keyof EnquiryRow> = {
  first_name: 'firstName',
  last_name: 'lastName',
  mobile: 'mobile',
  email: 'email',
  problems: 'problems',
  city_id: 'cityId',
  package_id: 'packageId',
  hospitalId: 'hospitalId',
  hospitalName: 'hospitalName',
  passport_no: 'passportNo',
  age: 'age',
  gender: 'gender',
  nationality: 'nationality',
  messages: 'messages',
  service_id: 'serviceId',
};
const columnOf = (row: EnquiryRow, field: EnquiryField): unknown => row[COLUMNS[field]];
const errorsOf = (res: LightMyRequestResponse) =>
  (res.json() as { errors?: Record<string, string> }).errors ?? {};

/** A complete valid body for a type and form, as the web forms send it. */
function validBody(type: string, form: 'modal' | 'page' = 'page'): Record<string, unknown> {
  const mobile = freshMobile();
  const person = { first_name: 'Asha', last_name: 'Rao', mobile, page: '/somewhere' };
  if (type === 'Consultation' || type === 'Hospital_Package')
    return {
      ...person,
      enquiryType: type,
      city_id: cityId,
      package_id: String(packageId),
      hospitalId: 4,
      hospitalName: 'City Hospital',
    };
  const ambulance = (AMBULANCE_ENQUIRY_TYPES as readonly string[]).indexOf(type);
  const homeCare = (HOME_CARE_ENQUIRY_TYPES as readonly string[]).indexOf(type);
  if (form === 'modal' && ambulance >= 0)
    return { ...person, enquiryType: type, form, city_id: cityId, service_id: 5 + ambulance };
  if (form === 'modal' && homeCare >= 0)
    return {
      ...person,
      enquiryType: type,
      form,
      city_id: String(cityId),
      service_id: 11 + homeCare,
    };
  return {
    ...person,
    enquiryType: type,
    email: 'Asha@Example.com',
    gender: 'FeMale',
    messages: 'Please call after 5 pm.',
    problems: 'Tooth ache',
    passport_no: 'K1234567',
    age: '34',
    nationality: 'Kenyan',
    city_id: cityId,
  };
}

describe('POST /api/store-contact-inquiry', () => {
  it.each([
    ...ENQUIRY_TYPES.map((t) => [t, 'page'] as const),
    ...AMBULANCE_ENQUIRY_TYPES.map((t) => [t, 'modal'] as const),
    ...HOME_CARE_ENQUIRY_TYPES.map((t) => [t, 'modal'] as const),
  ])('stores a valid %s enquiry from its %s and acknowledges it by SMS', async (type, form) => {
    const body = validBody(type, form);
    const res = await browser().post(URL, body);
    expect(res.statusCode).toBe(200);
    const json = res.json() as { status: number; message: string; data: { reference: string } };
    expect(json.status).toBe(200);
    expect(json.message).toBe(MESSAGES.enquirySuccess);
    expect(json.data.reference).toMatch(/^ENQ-20260305-[A-Z0-9]{6}$/);
    const [row] = await app.db
      .select()
      .from(enquiries)
      .where(eq(enquiries.reference, json.data.reference));
    expect(row).toMatchObject({
      enquiryType: type,
      form,
      status: 'new',
      mobile: body.mobile,
      firstName: 'Asha',
      page: '/somewhere',
      userId: null,
    });
    if (body.email) expect(row?.email).toBe('asha@example.com');
    if (body.service_id) expect(row?.serviceId).toBe(body.service_id);
    expect(await lastSms(app, String(body.mobile))).toContain(json.data.reference);
  });

  it('keeps every field of the payload and the logged-in user', async () => {
    const token = await loginWithPassword(app, DEMO_PATIENT.mobile, DEMO_PATIENT.password);
    const [user] = await app.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.mobile, DEMO_PATIENT.mobile));
    const body = validBody('International Patient');
    const res = await app.inject({
      method: 'POST',
      url: URL,
      payload: body,
      headers: bearer(token),
      remoteAddress: '10.6.0.1',
    });
    expect(res.statusCode).toBe(200);
    const ref = (res.json() as { data: { reference: string } }).data.reference;
    const [row] = await app.db.select().from(enquiries).where(eq(enquiries.reference, ref));
    expect(row).toMatchObject({
      userId: user!.id,
      lastName: 'Rao',
      passportNo: 'K1234567',
      age: 34,
      gender: 'FeMale',
      nationality: 'Kenyan',
      messages: 'Please call after 5 pm.',
      problems: 'Tooth ache',
      cityId,
    });
  });

  describe('validation (422, per-field messages, nothing stored)', () => {
    const cases: [string, Record<string, unknown>, Record<string, string>][] = [
      [
        'consultation without city and procedure',
        { enquiryType: 'Consultation', first_name: 'A', mobile: '9812345678' },
        { city_id: ENQUIRY_MESSAGES.cityRequired, package_id: ENQUIRY_MESSAGES.packageRequired },
      ],
      [
        'quote without name and mobile',
        { enquiryType: 'Hospital_Package', city_id: 1, package_id: 1 },
        { first_name: ENQUIRY_MESSAGES.nameRequired, mobile: ENQUIRY_MESSAGES.mobileRequired },
      ],
      [
        'ambulance modal without service',
        {
          enquiryType: 'air Ambulance',
          form: 'modal',
          first_name: 'A',
          mobile: '9812345678',
          city_id: 1,
        },
        { service_id: ENQUIRY_MESSAGES.serviceRequired },
      ],
      [
        'ambulance modal with a home-care service',
        {
          enquiryType: 'icu Ambulance',
          form: 'modal',
          first_name: 'A',
          mobile: '9812345678',
          city_id: 1,
          service_id: 12,
        },
        { service_id: ENQUIRY_MESSAGES.serviceInvalid },
      ],
      [
        'home-care modal with an ambulance service',
        {
          enquiryType: 'nurse at home',
          form: 'modal',
          first_name: 'A',
          mobile: '9812345678',
          city_id: 1,
          service_id: 9,
        },
        { service_id: ENQUIRY_MESSAGES.serviceInvalid },
      ],
      [
        'ambulance page without email, gender and message',
        { enquiryType: 'deadBody Ambulance', first_name: 'A', mobile: '9812345678' },
        {
          email: ENQUIRY_MESSAGES.emailRequired,
          gender: ENQUIRY_MESSAGES.genderRequired,
          messages: ENQUIRY_MESSAGES.messageRequired,
        },
      ],
      [
        'dentistry without email',
        { enquiryType: 'Dentistry', first_name: 'A', mobile: '9812345678' },
        { email: ENQUIRY_MESSAGES.emailRequired },
      ],
      [
        'a 9-digit mobile and a bad email',
        { enquiryType: 'Contact', first_name: 'A', mobile: '981234567', email: 'a@b' },
        { mobile: MESSAGES.invalidMobile, email: ENQUIRY_MESSAGES.emailInvalid },
      ],
      [
        'an unknown type',
        { enquiryType: 'Spa', first_name: 'A', mobile: '9812345678' },
        { enquiryType: ENQUIRY_MESSAGES.typeInvalid },
      ],
      [
        'a gender outside SPEC’s values and a bad age',
        {
          enquiryType: 'Contact',
          first_name: 'A',
          mobile: '9812345678',
          gender: 'female',
          age: 400,
        },
        { gender: ENQUIRY_MESSAGES.genderInvalid, age: ENQUIRY_MESSAGES.ageInvalid },
      ],
      [
        'text past its cap',
        {
          enquiryType: 'Contact',
          first_name: 'A'.repeat(101),
          mobile: '9812345678',
          messages: 'x'.repeat(2001),
        },
        {
          first_name: ENQUIRY_MESSAGES.textTooLong(100),
          messages: ENQUIRY_MESSAGES.textTooLong(2000),
        },
      ],
      [
        'a city id that is not a number',
        {
          enquiryType: 'Transition Care Center',
          first_name: 'A',
          mobile: '9812345678',
          email: 'a@b.in',
          city_id: 'x',
        },
        { city_id: ENQUIRY_MESSAGES.cityUnknown },
      ],
    ];
    it.each(cases)('refuses %s', async (_name, body, expected) => {
      const before = await rowCount();
      const res = await browser().post(URL, body);
      expect(res.statusCode).toBe(422);
      expect(errorsOf(res)).toMatchObject(expected);
      expect(await rowCount()).toBe(before);
    });

    it('refuses a city or package that does not exist', async () => {
      const before = await rowCount();
      const res = await browser().post(URL, {
        ...validBody('Consultation'),
        city_id: 99_999_999,
        package_id: 99_999_999,
      });
      expect(res.statusCode).toBe(422);
      expect(errorsOf(res)).toEqual({
        city_id: ENQUIRY_MESSAGES.cityUnknown,
        package_id: ENQUIRY_MESSAGES.packageUnknown,
      });
      expect(await rowCount()).toBe(before);
    });

    it.each([
      ['null', 'null'],
      ['an array', '[1,2]'],
      ['a string', '"hi"'],
      ['broken JSON', '{"a":'],
    ])('answers 4xx, not 5xx, to %s', async (_name, payload) => {
      const res = await app.inject({
        method: 'POST',
        url: URL,
        payload,
        headers: { 'content-type': 'application/json' },
        remoteAddress: '10.7.0.1',
      });
      expect(res.statusCode).toBeGreaterThanOrEqual(400);
      expect(res.statusCode).toBeLessThan(500);
    });
  });

  it('stores a double submit within 10 seconds once, with the same reference', async () => {
    const body = validBody('Dentistry');
    const b = browser();
    const before = await rowCount();
    const [a, c] = await Promise.all([b.post(URL, body), b.post(URL, body)]);
    const again = await b.post(URL, body);
    const refs = [a, c, again].map(
      (r) => (r.json() as { data: { reference: string } }).data.reference,
    );
    expect(new Set(refs).size).toBe(1);
    expect(await rowCount()).toBe(before + 1);
    advance(DUPLICATE_WINDOW_MS + 1);
    const later = await b.post(URL, body);
    expect((later.json() as { data: { reference: string } }).data.reference).not.toBe(refs[0]);
    expect(await rowCount()).toBe(before + 2);
  });

  it('limits enquiries per mobile (429 with a message) and lets a handful through', async () => {
    const mobile = freshMobile();
    for (let i = 0; i < ENQUIRIES_PER_MOBILE_PER_HOUR; i += 1) {
      const res = await browser().post(URL, {
        ...validBody('Contact'),
        mobile,
        messages: `n${String(i)}`,
      });
      expect(res.statusCode).toBe(200);
    }
    const before = await rowCount();
    const res = await browser().post(URL, {
      ...validBody('Contact'),
      mobile,
      messages: 'one more',
    });
    expect(res.statusCode).toBe(429);
    expect((res.json() as { message: string }).message).toBe(ENQUIRY_MESSAGES.tooManyForMobile);
    // Says when to try again: within the hour, never zero.
    const retryAfter = Number(res.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(3600);
    expect(await rowCount()).toBe(before);
    advance(60 * 60_000 + 1);
    expect((await browser().post(URL, { ...validBody('Contact'), mobile })).statusCode).toBe(200);
  });

  it('limits enquiries per IP', async () => {
    const b = browser();
    for (let i = 0; i < ENQUIRIES_PER_IP_PER_HOUR; i += 1)
      expect((await b.post(URL, validBody('Contact'))).statusCode).toBe(200);
    const res = await b.post(URL, validBody('Contact'));
    expect(res.statusCode).toBe(429);
    expect((res.json() as { message: string }).message).toBe(ENQUIRY_MESSAGES.tooManyForIp);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('answers a filled honeypot like a success and stores nothing', async () => {
    const before = await rowCount();
    const body: Record<string, unknown> = {
      ...validBody('Contact'),
      website: 'http://spam.example',
    };
    const res = await browser().post(URL, body);
    expect(res.statusCode).toBe(200);
    expect((res.json() as { message: string }).message).toBe(MESSAGES.enquirySuccess);
    expect(await rowCount()).toBe(before);
    expect(await smsTexts(app, String(body.mobile))).toEqual([]);
  });

  it('never answers 5xx to 5,000 generated bodies and stores a row exactly for each valid one', async () => {
    // The oracle: the contract schema (the server's authority, tested on its own in contract) plus the
    // catalogue's real city and package ids. Known ids are read once; rows are counted once at the end.
    const cityIds = new Set((await app.db.select({ id: cities.id }).from(cities)).map((r) => r.id));
    const packageIds = new Set(
      (await app.db.select({ id: packages.id }).from(packages)).map((r) => r.id),
    );
    type Verdict = 'invalid' | 'honeypot' | 'valid';
    const verdictOf = (payload: Record<string, unknown>): Verdict => {
      // What the server receives: JSON drops undefined and turns NaN/Infinity into null.
      const wire: unknown = JSON.parse(JSON.stringify(payload));
      const parsed = enquiryRequestSchema.safeParse(wire);
      if (!parsed.success) return 'invalid';
      const { city_id: city, package_id: pkg, website } = parsed.data;
      if (website) return 'honeypot';
      if (city != null && !cityIds.has(city)) return 'invalid';
      if (pkg != null && !packageIds.has(pkg)) return 'invalid';
      return 'valid';
    };

    const anyValue = fc.oneof(
      fc.string({ maxLength: 40 }),
      fc.integer(),
      fc.double(),
      fc.boolean(),
      fc.constant(null),
      fc.constant(''),
      fc.array(fc.string({ maxLength: 3 }), { maxLength: 2 }),
      fc.dictionary(fc.string({ maxLength: 3 }), fc.string({ maxLength: 3 }), { maxKeys: 2 }),
      fc.string({ minLength: 2001, maxLength: 2100 }),
    );
    const field = (values: fc.Arbitrary<unknown>) =>
      fc.oneof({ arbitrary: values, weight: 6 }, { arbitrary: anyValue, weight: 1 });
    const body = fc.record(
      {
        enquiryType: field(fc.constantFrom(...ENQUIRY_TYPES)),
        form: field(fc.constantFrom('modal', 'page')),
        first_name: field(fc.constantFrom('Asha', 'Ravi Kumar')),
        // Unbiased: a biased generator repeats a few mobiles until their hourly limit answers 429.
        mobile: field(fc.noBias(fc.stringMatching(/^[6-9]\d{9}$/))),
        email: field(fc.constantFrom('a@b.in', 'x@y.com')),
        city_id: field(fc.constantFrom(cityId, 99_999_999, String(cityId))),
        package_id: field(fc.constantFrom(packageId, 99_999_999)),
        service_id: field(fc.integer({ min: 0, max: 15 })),
        gender: field(fc.constantFrom('Male', 'FeMale', 'Other')),
        messages: field(fc.constantFrom('Call me', '')),
        age: field(fc.integer({ min: 0, max: 120 })),
        hospitalId: field(fc.integer({ min: 1, max: 1000 })),
        website: fc.oneof(fc.constant(undefined), fc.constant(''), fc.string({ maxLength: 3 })),
      },
      { requiredKeys: ['enquiryType', 'first_name', 'mobile', 'email', 'gender', 'messages'] },
    );

    const before = await rowCount();
    /** Reference → the payload the server answered 200 for (honeypots excluded: they store nothing). */
    const accepted = new Map<string, Record<string, unknown>>();
    let n = 0;
    await fc.assert(
      fc.asyncProperty(body, async (payload: Record<string, unknown>) => {
        n += 1;
        advance(DUPLICATE_WINDOW_MS + 1);
        const res = await app.inject({
          method: 'POST',
          url: URL,
          payload,
          // One address per body keeps the per-IP limit out of the way (the global limiter is off here).
          remoteAddress: `10.9.${String(Math.floor(n / 250))}.${String(n % 250)}`,
        });
        expect(res.statusCode).toBeLessThan(500);
        const verdict = verdictOf(payload);
        if (verdict === 'invalid') {
          expect([400, 422]).toContain(res.statusCode);
          return;
        }
        // A valid body is stored unless its (random) mobile already sent its hourly share.
        if (res.statusCode === 429) {
          expect(verdict).toBe('valid');
          expect((res.json() as { message: string }).message).toBe(
            ENQUIRY_MESSAGES.tooManyForMobile,
          );
          return;
        }
        expect(res.statusCode).toBe(200);
        if (verdict === 'valid')
          accepted.set((res.json() as { data: { reference: string } }).data.reference, payload);
      }),
      { numRuns: 5_000 },
    );
    expect(n).toBe(5_000);
    // The generator reaches the storing path often, not only refusals.
    expect(accepted.size).toBeGreaterThan(40);

    // Nothing was stored for a refused body or a honeypot: exactly one row per accepted body, and each
    // stored row holds that body's type, form, mobile and every field its form requires.
    expect((await rowCount()) - before).toBe(accepted.size);
    const rows = await app.db
      .select()
      .from(enquiries)
      .where(inArray(enquiries.reference, [...accepted.keys()]));
    expect(rows).toHaveLength(accepted.size);
    for (const row of rows) {
      const payload = accepted.get(row.reference) ?? {};
      const form = row.form === 'modal' ? 'modal' : 'page';
      expect(row.enquiryType).toBe(payload.enquiryType);
      expect(form).toBe(payload.form ?? 'page');
      expect(row.mobile).toMatch(/^\d{10}$/);
      expect(row.mobile).toBe(String(payload.mobile).trim());
      const required = ENQUIRY_FORMS[enquiryFormKey(row.enquiryType as EnquiryType, form)].required;
      for (const key of required) expect(columnOf(row, key)).not.toBeNull();
      if (row.cityId !== null) expect(cityIds.has(row.cityId)).toBe(true);
      if (row.packageId !== null) expect(packageIds.has(row.packageId)).toBe(true);
    }
  }, 300_000);
});
