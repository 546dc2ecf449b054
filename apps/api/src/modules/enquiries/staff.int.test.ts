import { ENQUIRY_TYPES } from '@medibridge/contract';
import { staffEnquiryListSchema } from '@medibridge/contract/schemas';
import type { FastifyInstance } from 'fastify';
import { buildTestApp } from '../../test/buildTestApp';
import { bearer, bearerGet, loginWithPassword } from '../../test/patients';
import { DEMO_PATIENT } from '../../seed';
import { createTestStaff } from '../../test/staff';
import { csvCell } from './staff';

let app: FastifyInstance;
let now = new Date('2026-03-05T06:00:00Z');
let staffToken = '';
let patientToken = '';
const references: string[] = [];

beforeAll(async () => {
  app = await buildTestApp({}, { clock: () => new Date(now.getTime()) });
  await createTestStaff(app.db, {
    mobile: '9000000001',
    name: 'Staff One',
    password: 'Staff@Pass123',
  });
  staffToken = await loginWithPassword(app, '9000000001', 'Staff@Pass123');
  patientToken = await loginWithPassword(app, DEMO_PATIENT.mobile, DEMO_PATIENT.password);
  // One enquiry a day for three days: two Contact, one Dentistry.
  const bodies = [
    {
      enquiryType: 'Contact',
      first_name: '=HYPERLINK("x")',
      mobile: '8200000001',
      messages: 'a, "b"',
    },
    { enquiryType: 'Dentistry', first_name: 'Ravi', mobile: '8200000002', email: 'r@x.in' },
    { enquiryType: 'Contact', first_name: 'Meena', mobile: '8200000003' },
  ];
  for (const body of bodies) {
    const res = await app.inject({
      method: 'POST',
      url: '/api/store-contact-inquiry',
      payload: body,
      remoteAddress: '10.20.0.1',
    });
    expect(res.statusCode).toBe(200);
    references.push((res.json() as { data: { reference: string } }).data.reference);
    now = new Date(now.getTime() + 86_400_000);
  }
});
afterAll(async () => {
  await app.close();
});

describe('staff enquiries API', () => {
  it('lists enquiries newest first, paged, for staff', async () => {
    const res = await bearerGet(app, '/api/staff/enquiries?per_page=2', staffToken);
    expect(res.statusCode).toBe(200);
    const body = staffEnquiryListSchema.parse(res.json());
    expect(body.meta).toEqual({ page: 1, per_page: 2, total: 3 });
    expect(body.data.map((e) => e.reference)).toEqual([references[2], references[1]]);
    const page2 = staffEnquiryListSchema.parse(
      (await bearerGet(app, '/api/staff/enquiries?per_page=2&page=2', staffToken)).json(),
    );
    expect(page2.data.map((e) => e.reference)).toEqual([references[0]]);
  });

  it('filters by type, status and India date', async () => {
    const get = async (q: string) =>
      staffEnquiryListSchema
        .parse((await bearerGet(app, `/api/staff/enquiries?${q}`, staffToken)).json())
        .data.map((e) => e.reference);
    expect(await get('type=Dentistry')).toEqual([references[1]]);
    expect(await get(`type=${encodeURIComponent('Contact')}&from=2026-03-06`)).toEqual([
      references[2],
    ]);
    expect(await get('from=2026-03-05&to=2026-03-06')).toEqual([references[1], references[0]]);
    expect(await get('status=closed')).toEqual([]);
  });

  it('sets a status staff can filter by', async () => {
    const ref = references[0] as string;
    const res = await app.inject({
      method: 'PATCH',
      url: `/api/staff/enquiries/${ref}`,
      payload: { status: 'contacted' },
      headers: bearer(staffToken),
    });
    expect(res.statusCode).toBe(200);
    expect((res.json() as { data: { status: string } }).data.status).toBe('contacted');
    const list = await bearerGet(app, '/api/staff/enquiries?status=contacted', staffToken);
    expect(staffEnquiryListSchema.parse(list.json()).data.map((e) => e.reference)).toEqual([ref]);
    const bad = await app.inject({
      method: 'PATCH',
      url: `/api/staff/enquiries/${ref}`,
      payload: { status: 'done' },
      headers: bearer(staffToken),
    });
    expect(bad.statusCode).toBe(422);
    const missing = await app.inject({
      method: 'PATCH',
      url: '/api/staff/enquiries/ENQ-20260101-ZZZZZZ',
      payload: { status: 'closed' },
      headers: bearer(staffToken),
    });
    expect(missing.statusCode).toBe(404);
  });

  it('exports CSV with quoting and formula neutralising', async () => {
    const res = await bearerGet(app, '/api/staff/enquiries.csv?type=Contact', staffToken);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    const lines = res.body.trimEnd().split('\r\n');
    expect(lines[0]?.startsWith('reference,created_at,enquiryType')).toBe(true);
    expect(lines).toHaveLength(3);
    expect(res.body).toContain(`"'=HYPERLINK(""x"")"`);
    expect(res.body).toContain('"a, ""b"""');
    expect(csvCell(null)).toBe('');
  });

  it('refuses patients (403), visitors (401) and bad filters (422)', async () => {
    for (const url of ['/api/staff/enquiries', '/api/staff/enquiries.csv']) {
      expect(
        (await app.inject({ method: 'GET', url, headers: bearer(patientToken) })).statusCode,
      ).toBe(403);
      expect((await app.inject({ method: 'GET', url })).statusCode).toBe(401);
    }
    const patch = await app.inject({
      method: 'PATCH',
      url: `/api/staff/enquiries/${references[1] as string}`,
      payload: { status: 'closed' },
      headers: bearer(patientToken),
    });
    expect(patch.statusCode).toBe(403);
    for (const q of ['type=Spa', 'status=x', 'from=2026-13-45', 'per_page=1000', 'page=0'])
      expect((await bearerGet(app, `/api/staff/enquiries?${q}`, staffToken)).statusCode).toBe(422);
    expect(ENQUIRY_TYPES).toContain('Contact');
  });
});
