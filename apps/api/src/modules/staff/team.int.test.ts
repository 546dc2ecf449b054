import { ACCOUNT_MESSAGES, STAFF_INVITE_TTL_HOURS } from '@medibridge/contract';
import { ENDPOINTS, type StaffMember } from '@medibridge/contract/schemas';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { auditLog } from '../../db/schema';
import { buildTestApp } from '../../test/buildTestApp';
import { apiUrl, bearer, freshMobile, loginWithPassword, smsTexts } from '../../test/patients';
import { createTestStaff, firstDepartmentId } from '../../test/staff';
import { TEAM_MESSAGES } from './team';

const PASSWORD = 'Staff@Pass123';
let app: FastifyInstance;
let admin: string;
let adminId: number;
let departmentId: number;

beforeAll(async () => {
  app = await buildTestApp();
  adminId = (
    await createTestStaff(
      app.db,
      { mobile: '9000000061', name: 'Asha Admin', password: PASSWORD },
      ['admin'],
    )
  ).id;
  admin = await loginWithPassword(app, '9000000061', PASSWORD);
  departmentId = await firstDepartmentId(app.db);
}, 120_000);
afterAll(async () => {
  await app.close();
});

const post = (token: string, url: string, payload?: object): Promise<LightMyRequestResponse> =>
  app.inject({ method: 'POST', url, headers: bearer(token), ...(payload ? { payload } : {}) });
const memberUrl = (
  name: 'staffTeamUpdate' | 'staffTeamDisable' | 'staffTeamEnable' | 'staffTeamInvite',
  id: number,
) => apiUrl(name, { user_id: id });

const doctorForm = (mobile: string) => ({
  mobile,
  name: 'Dr Meera Iyer',
  roles: ['doctor'],
  department_id: departmentId,
  registration_no: 'KMC 2011/07/0042',
  qualifications: 'MBBS, MD (Dermatology)',
});

/** Creates a staff user through the console; the created member. */
async function addMember(form: object): Promise<StaffMember> {
  const res = await post(admin, apiUrl('staffTeamCreate'), form);
  expect(res.statusCode).toBe(200);
  return ENDPOINTS.staffTeamCreate.response.parse(res.json()).data;
}

/** Follows the set-password short link in the newest SMS to `mobile` and sets `password` through it. */
async function setPasswordFromSms(mobile: string, password: string): Promise<void> {
  const text = (await smsTexts(app, mobile))[0] ?? '';
  expect(text).toContain('added to the MediBridge staff');
  const code = /\/s\/([A-Za-z0-9]+)/.exec(text)?.[1];
  const hop = await app.inject({ method: 'GET', url: `/s/${String(code)}` });
  const location = String(hop.headers.location);
  expect(location).toMatch(/\/reset-password\/[A-Za-z0-9_-]{43}\?welcome=staff$/);
  const token = /\/reset-password\/([A-Za-z0-9_-]{43})/.exec(location)?.[1];
  const res = await app.inject({
    method: 'POST',
    url: '/api/reset-password',
    payload: { token, password, confirm_password: password },
  });
  expect(res.statusCode).toBe(200);
  // The link works once.
  const again = await app.inject({
    method: 'POST',
    url: '/api/reset-password',
    payload: { token, password: 'Another-Pass-99', confirm_password: 'Another-Pass-99' },
  });
  expect(again.statusCode).toBe(400);
}

const login = (mobile: string, password: string) =>
  app.inject({ method: 'POST', url: apiUrl('accountModalLogin'), payload: { mobile, password } });

describe('the admin’s staff screen', () => {
  it('opens for an admin who holds no other role (the console asks staff/me first)', async () => {
    const me = await app.inject({ method: 'GET', url: apiUrl('staffMe'), headers: bearer(admin) });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ data: { roles: ['admin'] } });
    expect(TEAM_MESSAGES.created).toContain(`${String(STAFF_INVITE_TTL_HOURS)} hours`);
  });

  it('adds a doctor who gets a one-time link by SMS, sets a password and logs in to the desk', async () => {
    const mobile = freshMobile();
    const member = await addMember(doctorForm(mobile));
    expect(member).toMatchObject({
      name: 'Dr Meera Iyer',
      roles: ['doctor'],
      state: 'active',
      password_set: false,
      doctor: { department_id: departmentId, registration_no: 'KMC 2011/07/0042' },
    });
    // Nobody knows a password yet: not the admin, not the answer.
    expect(JSON.stringify(member)).not.toMatch(/password_hash|token/);
    expect((await login(mobile, PASSWORD)).statusCode).toBe(401);
    await setPasswordFromSms(mobile, 'Skin-Doctor-2026');
    const res = await login(mobile, 'Skin-Doctor-2026');
    expect(res.statusCode).toBe(200);
    const token = (res.json() as { access_token: string }).access_token;
    const desk = await app.inject({
      method: 'GET',
      url: apiUrl('staffDeskAppointments'),
      headers: bearer(token),
    });
    expect(desk.statusCode).toBe(200);
    const list = await app.inject({
      method: 'GET',
      url: apiUrl('staffTeamList'),
      headers: bearer(admin),
    });
    expect(list.headers['cache-control']).toBe('no-store');
    const listed = ENDPOINTS.staffTeamList.response
      .parse(list.json())
      .data.find((m) => m.id === member.id);
    expect(listed?.password_set).toBe(true);
    const [entry] = await app.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.subject, String(member.id)));
    expect(entry).toMatchObject({
      action: 'staff.create',
      subjectType: 'staffUser',
      role: 'admin',
    });
    expect(entry?.after).toMatchObject({ roles: ['doctor'], disabled: false });
  });

  it('refuses a form that breaks staff:create’s rules, each problem under its field', async () => {
    const noDetails = await post(admin, apiUrl('staffTeamCreate'), {
      mobile: freshMobile(),
      name: 'Dr Nobody',
      roles: ['doctor'],
    });
    expect(noDetails.statusCode).toBe(422);
    expect(noDetails.json()).toMatchObject({
      errors: { department_id: 'Choose the doctor’s department.' },
    });
    const badRegistration = await post(admin, apiUrl('staffTeamCreate'), {
      ...doctorForm(freshMobile()),
      registration_no: '#1',
      department_id: 999_999,
    });
    expect(badRegistration.statusCode).toBe(422);
    const body = badRegistration.json() as { errors: Record<string, string> };
    expect(body.errors.department_id).toContain('There is no department 999999');
    expect(body.errors.registration_no).toContain('medical council');
    const noRole = await post(admin, apiUrl('staffTeamCreate'), {
      mobile: freshMobile(),
      name: 'Ravi',
      roles: [],
    });
    expect(noRole.statusCode).toBe(422);
    expect(JSON.stringify(noRole.json())).toContain('Choose at least one role.');
    const mobile = freshMobile();
    await addMember({ mobile, name: 'Kiran', roles: ['coordinator'] });
    const twice = await post(admin, apiUrl('staffTeamCreate'), {
      mobile,
      name: 'Kiran again',
      roles: ['pharmacist'],
    });
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toMatchObject({ message: TEAM_MESSAGES.mobileIsStaff });
  });

  it('disabling ends the sessions at once and refuses the login; enabling lets the password in again', async () => {
    const mobile = freshMobile();
    const member = await addMember({ mobile, name: 'Pooja Pharma', roles: ['pharmacist'] });
    await setPasswordFromSms(mobile, 'Pill-Counter-77');
    const token = await loginWithPassword(app, mobile, 'Pill-Counter-77');
    const orders = () =>
      app.inject({ method: 'GET', url: apiUrl('staffOrderList'), headers: bearer(token) });
    expect((await orders()).statusCode).toBe(200);

    const off = await post(admin, memberUrl('staffTeamDisable', member.id));
    expect(off.statusCode).toBe(200);
    expect(ENDPOINTS.staffTeamDisable.response.parse(off.json()).data.state).toBe('disabled');
    expect((await orders()).statusCode).toBe(401);
    const refused = await login(mobile, 'Pill-Counter-77');
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ message: ACCOUNT_MESSAGES.accountDisabled });
    // A wrong password learns nothing about the account.
    expect((await login(mobile, 'Wrong-Password-1')).statusCode).toBe(401);
    expect((await post(admin, memberUrl('staffTeamDisable', member.id))).statusCode).toBe(409);

    const on = await post(admin, memberUrl('staffTeamEnable', member.id));
    expect(on.statusCode).toBe(200);
    expect((await login(mobile, 'Pill-Counter-77')).statusCode).toBe(200);
    const entries = await app.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.subject, String(member.id)));
    const disable = entries.find((e) => e.action === 'staff.disable');
    expect(disable).toMatchObject({ before: { disabled: false }, after: { disabled: true } });
    expect(entries.map((e) => e.action)).toContain('staff.enable');
  });

  it('edits roles and department, audited before → after', async () => {
    const mobile = freshMobile();
    const member = await addMember({ mobile, name: 'Sunil', roles: ['coordinator'] });
    const res = await post(admin, memberUrl('staffTeamUpdate', member.id), {
      name: 'Sunil Rao',
      roles: ['coordinator', 'doctor'],
      department_id: departmentId,
      registration_no: 'MMC 2019/01/0007',
      qualifications: 'MB',
    });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({
      errors: { qualifications: expect.stringContaining('4–120') },
    });
    const ok = await post(admin, memberUrl('staffTeamUpdate', member.id), {
      name: 'Sunil Rao',
      roles: ['coordinator', 'doctor'],
      department_id: departmentId,
      registration_no: 'MMC 2019/01/0007',
      qualifications: 'MBBS, MD (Medicine)',
    });
    expect(ok.statusCode).toBe(200);
    const updated = ENDPOINTS.staffTeamUpdate.response.parse(ok.json()).data;
    expect([...updated.roles].sort()).toEqual(['coordinator', 'doctor']);
    const [entry] = await app.db.select().from(auditLog).where(eq(auditLog.action, 'staff.update'));
    expect(entry?.before).toMatchObject({
      name: 'Sunil',
      roles: ['coordinator'],
      department: null,
    });
    expect(entry?.after).toMatchObject({
      name: 'Sunil Rao',
      qualifications: 'MBBS, MD (Medicine)',
    });
    expect(entry?.after).not.toHaveProperty('disabled');
  });

  it('a new link by SMS replaces the old one', async () => {
    const mobile = freshMobile();
    const member = await addMember({ mobile, name: 'Late Joiner', roles: ['coordinator'] });
    const first = (await smsTexts(app, mobile))[0];
    expect((await post(admin, memberUrl('staffTeamInvite', member.id))).statusCode).toBe(200);
    const texts = await smsTexts(app, mobile);
    expect(texts).toHaveLength(2);
    expect(texts[0]).not.toBe(first);
    await setPasswordFromSms(mobile, 'Joined-Late-2026');
  });
});

describe('the last active admin', () => {
  it('cannot be disabled or demoted, and an admin cannot disable themselves', async () => {
    // Other admins may exist from other tests of this file: leave exactly one active by disabling them.
    const self = await post(admin, memberUrl('staffTeamDisable', adminId));
    expect(self.statusCode).toBe(409);
    expect(self.json()).toMatchObject({ message: TEAM_MESSAGES.notYourself });
    const demote = await post(admin, memberUrl('staffTeamUpdate', adminId), {
      name: 'Asha Admin',
      roles: ['coordinator'],
    });
    expect(demote.statusCode).toBe(409);
    expect(demote.json()).toMatchObject({ message: TEAM_MESSAGES.lastAdmin });
  });

  it('survives two admins disabling each other at the same moment: one stays active', async () => {
    const mobiles = [freshMobile(), freshMobile()];
    const ids: number[] = [];
    for (const mobile of mobiles)
      ids.push(
        (
          await createTestStaff(app.db, { mobile, name: `Admin ${mobile}`, password: PASSWORD }, [
            'admin',
          ])
        ).id,
      );
    // Asha steps down first, so the two new admins are the only active ones.
    const twoTokens = await Promise.all(mobiles.map((m) => loginWithPassword(app, m, PASSWORD)));
    const [a, b] = twoTokens as [string, string];
    const [idA, idB] = ids as [number, number];
    expect((await post(a, memberUrl('staffTeamDisable', adminId))).statusCode).toBe(200);
    const answers = await Promise.all([
      post(a, memberUrl('staffTeamDisable', idB)),
      post(b, memberUrl('staffTeamDisable', idA)),
    ]);
    const codes = answers.map((r) => r.statusCode).sort();
    // The first wins; the second is refused: the last admin (409) or, if its turn came after its own
    // account was disabled, its session is gone (401).
    expect(codes[0]).toBe(200);
    expect([401, 409]).toContain(codes[1]);
    const list = await app.inject({
      method: 'GET',
      url: apiUrl('staffTeamList'),
      headers: bearer(answers[0]?.statusCode === 200 ? a : b),
    });
    const active = ENDPOINTS.staffTeamList.response
      .parse(list.json())
      .data.filter((m) => m.roles.includes('admin') && m.state === 'active');
    expect(active).toHaveLength(1);
  });
});
