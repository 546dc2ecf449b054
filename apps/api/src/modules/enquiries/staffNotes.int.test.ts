import { STAFF_ENQUIRY_MESSAGES, type StaffRole } from '@medibridge/contract';
import { ENDPOINTS } from '@medibridge/contract/schemas';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { auditLog, enquiries, enquiryNotes } from '../../db/schema';
import { DEMO_PATIENT } from '../../seed';
import { buildTestApp } from '../../test/buildTestApp';
import { apiUrl, bearer, loginWithPassword } from '../../test/patients';
import { createTestStaff } from '../../test/staff';
import { searchCondition } from './repository';

/** Notes, call-backs and the inbox search of the staff enquiries API (issue 13 §4). */

const HOUR = 3_600_000;
let app: FastifyInstance;
let now = new Date('2026-11-20T04:30:00Z'); // 10:00 India time
const tokens: Record<'coordinator' | 'doctor' | 'pharmacist' | 'patient', string> = {
  coordinator: '',
  doctor: '',
  pharmacist: '',
  patient: '',
};
let coordinatorId = 0;
/** References by the first name of who sent them. */
const ref: Record<string, string> = {};

const PEOPLE = [
  { enquiryType: 'Contact', first_name: 'Meena', last_name: 'Iyer', mobile: '8200000001' },
  {
    enquiryType: 'Dentistry',
    first_name: 'Ravi',
    last_name: 'Kumar',
    mobile: '8200000002',
    email: 'ravi.kumar@example.in',
  },
  { enquiryType: 'Contact', first_name: 'Anita', last_name: 'Desai', mobile: '9123450003' },
  { enquiryType: 'Contact', first_name: 'Meenakshi', last_name: 'Rao', mobile: '9123450004' },
  { enquiryType: 'Contact', first_name: 'Zoya', last_name: '50%_off', mobile: '9123450005' },
];

const NOTES = ENDPOINTS.staffEnquiryNotes.response;
const LIST = ENDPOINTS.staffEnquiryList.response;
const ONE = ENDPOINTS.staffEnquiryCallBack.response;

function as(role: keyof typeof tokens, options: InjectOptions): Promise<LightMyRequestResponse> {
  return app.inject({ ...options, headers: { ...bearer(tokens[role]), ...options.headers } });
}
const notesUrl = (reference: string, query = '') =>
  `${apiUrl('staffEnquiryNotes', { reference })}${query}`;
const callBackUrl = (reference: string) => apiUrl('staffEnquiryCallBack', { reference });
const addNote = (reference: string, note: unknown, role: keyof typeof tokens = 'coordinator') =>
  as(role, { method: 'POST', url: notesUrl(reference), payload: { note } });
const setCallBack = (reference: string, payload: Record<string, unknown>) =>
  as('coordinator', { method: 'PUT', url: callBackUrl(reference), payload });
async function list(query: string): Promise<string[]> {
  const res = await as('coordinator', {
    method: 'GET',
    url: `${apiUrl('staffEnquiryList')}?${query}`,
  });
  expect(res.statusCode).toBe(200);
  return LIST.parse(res.json()).data.map((e) => e.first_name ?? '');
}
/** The India wall-clock time `minutes` from now, as a datetime-local input gives it (no offset). */
function indiaLocal(fromNowMs: number): string {
  return new Date(now.getTime() + fromNowMs + 5.5 * HOUR).toISOString().slice(0, 16);
}

beforeAll(async () => {
  app = await buildTestApp({}, { clock: () => new Date(now.getTime()) });
  const staff: [keyof typeof tokens, StaffRole, string][] = [
    ['coordinator', 'coordinator', '9000000011'],
    ['doctor', 'doctor', '9000000012'],
    ['pharmacist', 'pharmacist', '9000000013'],
  ];
  for (const [key, role, mobile] of staff) {
    const { id } = await createTestStaff(
      app.db,
      { mobile, name: `Asha ${role}`, password: 'Staff@Pass123' },
      [role],
    );
    if (role === 'coordinator') coordinatorId = id;
    tokens[key] = await loginWithPassword(app, mobile, 'Staff@Pass123');
  }
  tokens.patient = await loginWithPassword(app, DEMO_PATIENT.mobile, DEMO_PATIENT.password);
  for (const body of PEOPLE) {
    const res = await app.inject({
      method: 'POST',
      url: '/api/store-contact-inquiry',
      payload: body,
      remoteAddress: '10.30.0.1',
    });
    expect(res.statusCode).toBe(200);
    ref[body.first_name] = (res.json() as { data: { reference: string } }).data.reference;
    now = new Date(now.getTime() + HOUR);
  }
});
afterAll(async () => {
  await app.close();
});

describe('who may use notes, call-backs and the search', () => {
  it('refuses a patient, a doctor and a pharmacist (403) and a visitor (401), and writes nothing', async () => {
    const reference = ref.Meena!;
    const calls: InjectOptions[] = [
      { method: 'GET', url: notesUrl(reference) },
      { method: 'POST', url: notesUrl(reference), payload: { note: 'Called.' } },
      { method: 'PUT', url: callBackUrl(reference), payload: { call_back_at: indiaLocal(HOUR) } },
      { method: 'GET', url: `${apiUrl('staffEnquiryList')}?q=meena` },
      { method: 'GET', url: `${apiUrl('staffEnquiryCsv')}?call_back=due` },
    ];
    for (const call of calls) {
      for (const role of ['patient', 'doctor', 'pharmacist'] as const) {
        const res = await as(role, call);
        expect([call.url, role, res.statusCode]).toEqual([call.url, role, 403]);
      }
      expect((await app.inject(call)).statusCode).toBe(401);
    }
    const doctor = await addNote(reference, 'Called.', 'doctor');
    expect((doctor.json() as { message: string }).message).toMatch(
      /^Only a coordinator can do this/,
    );
    expect(await app.db.select().from(enquiryNotes)).toEqual([]);
    const [row] = await app.db.select().from(enquiries).where(eq(enquiries.reference, reference));
    expect(row?.callBackAt).toBeNull();
  });
});

describe('notes on an enquiry', () => {
  it('refuses an empty, a blank, a missing and a too long note with a sentence (422)', async () => {
    const reference = ref.Anita!;
    const cases: [unknown, string][] = [
      ['', STAFF_ENQUIRY_MESSAGES.noteEmpty],
      ['   \n\t ', STAFF_ENQUIRY_MESSAGES.noteEmpty],
      [undefined, STAFF_ENQUIRY_MESSAGES.noteEmpty],
      [42, STAFF_ENQUIRY_MESSAGES.noteEmpty],
      ['x'.repeat(1001), STAFF_ENQUIRY_MESSAGES.noteTooLong],
    ];
    for (const [note, message] of cases) {
      const res = await addNote(reference, note);
      expect(res.statusCode).toBe(422);
      expect((res.json() as { errors: Record<string, string> }).errors.note).toBe(message);
    }
    expect(STAFF_ENQUIRY_MESSAGES.noteTooLong).toBe('A note can be at most 1,000 characters.');
    expect((await addNote('ENQ-20260101-ZZZZZZ', 'Hello')).statusCode).toBe(404);
    expect((await addNote('not-a-reference', 'Hello')).statusCode).toBe(422);
    expect(await app.db.select().from(enquiryNotes)).toEqual([]);
  });

  it('keeps a note trimmed, up to 1,000 characters, and lists them newest first with who and when', async () => {
    const reference = ref.Ravi!;
    const first = await addNote(reference, '  Called: no answer.  ');
    expect(first.statusCode).toBe(200);
    expect(ENDPOINTS.staffEnquiryNoteAdd.response.parse(first.json()).data).toMatchObject({
      note: 'Called: no answer.',
      author_id: coordinatorId,
      author_name: 'Asha coordinator',
      created_at: now.toISOString(),
    });
    now = new Date(now.getTime() + 60_000);
    expect((await addNote(reference, 'y'.repeat(1000))).statusCode).toBe(200);
    now = new Date(now.getTime() + 60_000);
    expect((await addNote(reference, 'Spoke to him; wants a quote.')).statusCode).toBe(200);

    const all = NOTES.parse(
      (await as('coordinator', { method: 'GET', url: notesUrl(reference) })).json(),
    );
    expect(all.meta).toEqual({ page: 1, per_page: 20, total: 3 });
    expect(all.data.map((n) => n.note.slice(0, 12))).toEqual([
      'Spoke to him',
      'y'.repeat(12),
      'Called: no a',
    ]);
    expect(
      new Date(all.data[0]!.created_at).getTime() - new Date(all.data[2]!.created_at).getTime(),
    ).toBe(120_000);
    const page2 = NOTES.parse(
      (
        await as('coordinator', { method: 'GET', url: notesUrl(reference, '?per_page=2&page=2') })
      ).json(),
    );
    expect(page2.data.map((n) => n.note)).toEqual(['Called: no answer.']);
    expect(
      (await as('coordinator', { method: 'GET', url: notesUrl(reference, '?per_page=500') }))
        .statusCode,
    ).toBe(422);
    expect(
      (await as('coordinator', { method: 'GET', url: notesUrl('ENQ-20260101-ZZZZZZ') })).statusCode,
    ).toBe(404);

    const rows = LIST.parse(
      (
        await as('coordinator', { method: 'GET', url: `${apiUrl('staffEnquiryList')}?q=ravi` })
      ).json(),
    ).data;
    expect(rows.map((e) => [e.reference, e.notes_count])).toEqual([[reference, 3]]);

    const audit = await app.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'enquiry.note'))
      .orderBy(auditLog.id);
    expect(audit).toHaveLength(3);
    expect(audit[0]).toMatchObject({
      userId: coordinatorId,
      role: 'coordinator',
      subjectType: 'enquiry',
      subject: reference,
      detail: 'Note added: Called: no answer.',
    });
    expect(audit[1]?.detail).toBe(`Note added: ${'y'.repeat(119)}…`);
  });
});

describe('call-backs', () => {
  it('refuses a time in the past, now, beyond 90 days or not a time, with a sentence (422)', async () => {
    const reference = ref.Meena!;
    const cases: [unknown, string][] = [
      [indiaLocal(-60_000), STAFF_ENQUIRY_MESSAGES.callBackPast],
      [now.toISOString(), STAFF_ENQUIRY_MESSAGES.callBackPast],
      [
        new Date(now.getTime() + 91 * 24 * HOUR).toISOString(),
        STAFF_ENQUIRY_MESSAGES.callBackTooFar,
      ],
      ['tomorrow', STAFF_ENQUIRY_MESSAGES.callBackRequired],
      ['2026-02-30T10:00', STAFF_ENQUIRY_MESSAGES.callBackRequired],
      ['2026-12-01T25:00', STAFF_ENQUIRY_MESSAGES.callBackRequired],
      [12345, STAFF_ENQUIRY_MESSAGES.callBackRequired],
      [undefined, STAFF_ENQUIRY_MESSAGES.callBackRequired],
    ];
    for (const [at, message] of cases) {
      const res = await setCallBack(reference, { call_back_at: at });
      expect([at, res.statusCode]).toEqual([at, 422]);
      expect((res.json() as { errors: Record<string, string> }).errors.call_back_at).toBe(message);
    }
    const long = await setCallBack(reference, {
      call_back_at: indiaLocal(HOUR),
      note: 'z'.repeat(1001),
    });
    expect(long.statusCode).toBe(422);
    expect(
      (await setCallBack('ENQ-20260101-ZZZZZZ', { call_back_at: indiaLocal(HOUR) })).statusCode,
    ).toBe(404);
    const [row] = await app.db.select().from(enquiries).where(eq(enquiries.reference, reference));
    expect(row?.callBackAt).toBeNull();
  });

  it('sets one in India time with a note, clears it, and records both with who and when', async () => {
    const reference = ref.Meena!;
    const local = indiaLocal(2 * HOUR); // e.g. 2026-11-20T17:00 India
    const res = await setCallBack(reference, {
      call_back_at: local,
      note: ' Wants a call after work. ',
    });
    expect(res.statusCode).toBe(200);
    const body = ONE.parse(res.json()).data;
    expect(body.call_back_at).toBe(new Date(now.getTime() + 2 * HOUR).toISOString());
    expect(body.call_back_at).toBe(new Date(`${local}:00+05:30`).toISOString());
    expect(body.notes_count).toBe(1);
    const notes = NOTES.parse(
      (await as('coordinator', { method: 'GET', url: notesUrl(reference) })).json(),
    );
    expect(notes.data.map((n) => n.note)).toEqual(['Wants a call after work.']);

    // A blank note is left out; an offset is taken as given.
    const utc = new Date(now.getTime() + 3 * HOUR).toISOString();
    const moved = ONE.parse(
      (await setCallBack(reference, { call_back_at: utc, note: '  ' })).json(),
    ).data;
    expect([moved.call_back_at, moved.notes_count]).toEqual([utc, 1]);

    const cleared = await setCallBack(reference, { call_back_at: null });
    expect(ONE.parse(cleared.json()).data.call_back_at).toBeNull();

    const audit = await app.db
      .select()
      .from(auditLog)
      .where(sql`${auditLog.subject} = ${reference} and ${auditLog.action} like 'enquiry.%'`)
      .orderBy(auditLog.id);
    expect(audit.map((a) => [a.action, a.detail, a.userId, a.createdAt.toISOString()])).toEqual([
      [
        'enquiry.call_back',
        `Call-back set for ${local.replace('T', ' ')} India time.`,
        coordinatorId,
        now.toISOString(),
      ],
      ['enquiry.note', 'Note added: Wants a call after work.', coordinatorId, now.toISOString()],
      [
        'enquiry.call_back',
        expect.stringMatching(/^Call-back set for /),
        coordinatorId,
        now.toISOString(),
      ],
      ['enquiry.call_back', 'Call-back cleared.', coordinatorId, now.toISOString()],
    ]);
  });

  it('will not set one on a closed enquiry (409); closing clears it', async () => {
    const reference = ref.Zoya!;
    expect((await setCallBack(reference, { call_back_at: indiaLocal(HOUR) })).statusCode).toBe(200);
    const close = await as('coordinator', {
      method: 'PATCH',
      url: apiUrl('staffEnquiryStatus', { reference }),
      payload: { status: 'closed' },
    });
    expect(close.statusCode).toBe(200);
    expect(ONE.parse(close.json()).data).toMatchObject({ status: 'closed', call_back_at: null });
    const refused = await setCallBack(reference, { call_back_at: indiaLocal(HOUR) });
    expect(refused.statusCode).toBe(409);
    expect((refused.json() as { message: string }).message).toBe(
      STAFF_ENQUIRY_MESSAGES.callBackClosed,
    );
    // Clearing (nothing to clear) is still allowed; a note on a closed enquiry too.
    expect((await setCallBack(reference, { call_back_at: null })).statusCode).toBe(200);
    expect((await addNote(reference, 'Closed: booked elsewhere.')).statusCode).toBe(200);
    const [entry] = await app.db
      .select()
      .from(auditLog)
      .where(sql`${auditLog.subject} = ${reference} and ${auditLog.action} = 'enquiry.status'`);
    expect(entry?.detail).toBe('Status set to closed; its call-back was cleared.');
    expect(
      (
        await as('coordinator', {
          method: 'PATCH',
          url: apiUrl('staffEnquiryStatus', { reference }),
          payload: { status: 'new' },
        })
      ).statusCode,
    ).toBe(200);
  });

  it('filters the call-backs due (due now or overdue) and scheduled, soonest first', async () => {
    // Meena: none (cleared above). Anita +1 h, Ravi +2 h, Meenakshi +3 days.
    expect((await setCallBack(ref.Ravi!, { call_back_at: indiaLocal(2 * HOUR) })).statusCode).toBe(
      200,
    );
    expect((await setCallBack(ref.Anita!, { call_back_at: indiaLocal(HOUR) })).statusCode).toBe(
      200,
    );
    expect(
      (await setCallBack(ref.Meenakshi!, { call_back_at: indiaLocal(72 * HOUR) })).statusCode,
    ).toBe(200);
    expect(await list('call_back=due')).toEqual([]);
    expect(await list('call_back=scheduled')).toEqual(['Anita', 'Ravi', 'Meenakshi']);
    now = new Date(now.getTime() + HOUR); // Anita's is due now
    expect(await list('call_back=due')).toEqual(['Anita']);
    now = new Date(now.getTime() + 90 * 60_000); // Anita's and Ravi's are overdue
    expect(await list('call_back=due')).toEqual(['Anita', 'Ravi']);
    expect(await list('call_back=due&type=Dentistry')).toEqual(['Ravi']);
    expect(await list('call_back=due&q=ravi')).toEqual(['Ravi']);
    expect(await list('call_back=due&per_page=1&page=2')).toEqual(['Ravi']);
    const rows = LIST.parse(
      (
        await as('coordinator', {
          method: 'GET',
          url: `${apiUrl('staffEnquiryList')}?call_back=due`,
        })
      ).json(),
    );
    expect(rows.meta.total).toBe(2);
    expect(rows.data.every((e) => e.call_back_at !== null && new Date(e.call_back_at) <= now)).toBe(
      true,
    );
    expect(
      (
        await as('coordinator', {
          method: 'GET',
          url: `${apiUrl('staffEnquiryList')}?call_back=today`,
        })
      ).statusCode,
    ).toBe(422);

    const csv = await as('coordinator', {
      method: 'GET',
      url: `${apiUrl('staffEnquiryCsv')}?call_back=due`,
    });
    const lines = csv.body.trimEnd().split('\r\n');
    expect(lines[0]).toMatch(/,call_back_at,notes_count$/);
    expect(lines.slice(1).map((l) => l.split(',')[0])).toEqual([ref.Anita, ref.Ravi]);
  });
});

describe('the inbox search', () => {
  it('matches name, mobile, email and reference, case-insensitively, with the other filters and paging', async () => {
    expect(await list('q=MEENA')).toEqual(['Meenakshi', 'Meena']);
    expect(await list('q=meena%20iyer')).toEqual(['Meena']);
    expect(await list('q=kumar')).toEqual(['Ravi']);
    expect(await list('q=RAVI.KUMAR%40EXAMPLE')).toEqual(['Ravi']);
    expect(await list('q=91234500')).toEqual(['Zoya', 'Meenakshi', 'Anita']);
    expect(await list(`q=${encodeURIComponent('+91 91234 50003')}`)).toEqual(['Anita']);
    expect(await list(`q=${encodeURIComponent('91234-50004')}`)).toEqual(['Meenakshi']);
    const reference = ref.Anita!;
    expect(await list(`q=${reference.slice(-6).toLowerCase()}`)).toEqual(['Anita']);
    expect(await list(`q=${reference}`)).toEqual(['Anita']);
    expect(await list('q=meena&type=Contact&per_page=1')).toEqual(['Meenakshi']);
    expect(await list('q=meena&type=Contact&per_page=1&page=2')).toEqual(['Meena']);
    expect(await list('q=meena&status=closed')).toEqual([]);
    expect(await list('q=nobody-here')).toEqual([]);
    // LIKE's wildcards are literal.
    expect(await list(`q=${encodeURIComponent('0%_')}`)).toEqual(['Zoya']);
    expect(await list(`q=${encodeURIComponent('%%')}`)).toEqual([]);
    expect(await list(`q=${encodeURIComponent('__')}`)).toEqual([]);
    // A blank search is no search.
    expect(await list('q=%20%20')).toHaveLength(PEOPLE.length);

    const total = LIST.parse(
      (
        await as('coordinator', {
          method: 'GET',
          url: `${apiUrl('staffEnquiryList')}?q=meena&per_page=1`,
        })
      ).json(),
    ).meta.total;
    expect(total).toBe(2);

    const csv = await as('coordinator', {
      method: 'GET',
      url: `${apiUrl('staffEnquiryCsv')}?q=meena&type=Contact`,
    });
    expect(csv.statusCode).toBe(200);
    expect(
      csv.body
        .trimEnd()
        .split('\r\n')
        .slice(1)
        .map((l) => l.split(',')[0]),
    ).toEqual([ref.Meenakshi, ref.Meena]);
  });

  it('refuses a search of one character or over 100 (422 with a sentence)', async () => {
    for (const [q, message] of [
      ['m', STAFF_ENQUIRY_MESSAGES.searchTooShort],
      [' m ', STAFF_ENQUIRY_MESSAGES.searchTooShort],
      ['m'.repeat(101), STAFF_ENQUIRY_MESSAGES.searchTooLong],
    ] as const) {
      for (const name of ['staffEnquiryList', 'staffEnquiryCsv'] as const) {
        const res = await as('coordinator', {
          method: 'GET',
          url: `${apiUrl(name)}?q=${encodeURIComponent(q)}`,
        });
        expect(res.statusCode).toBe(422);
        expect((res.json() as { errors: Record<string, string> }).errors.q).toBe(message);
      }
    }
  });

  it('is answered from the trigram index, not by reading every enquiry', async () => {
    const plan = await app.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      const result = await tx.execute(
        sql`explain ${tx.select({ id: enquiries.id }).from(enquiries).where(searchCondition('meena iyer'))}`,
      );
      return (result as unknown as { rows: Record<string, string>[] }).rows
        .map((r) => Object.values(r)[0])
        .join('\n');
    });
    expect(plan).toContain('enquiries_search_trgm_idx');
  });
});
