import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { clearUserInfo, createFakeFetch, writeUserInfo } from '@medibridge/api-client';
import type { Breach } from '@medibridge/contract';
import { changeLanguage, resetTextsForTests } from '@medibridge/ui-kit';
import { ME, STAFF_USER, meAnswer, renderRoute } from '../test/renderRoute';
import { SecurityLogPage } from './SecurityLogPage';

const route = { path: '/staff/security-log', element: <SecurityLogPage /> };
const LOG = 'GET /api/staff/security-log';
const BREACHES = 'GET /api/staff/breaches';
const event = {
  id: 1,
  kind: 'staff_read',
  user_id: 42,
  actor_id: 3,
  actor_name: 'Priya Nair',
  actor_role: 'pharmacist',
  subject: 'ORD-AB12CD34',
  detail: 'Pharmacy desk: the order.',
  ip: '10.0.0.7',
  created_at: '2026-11-28T05:30:00.000Z',
};
const breach: Breach = {
  reference: 'BR-20261128-4821',
  what: 'A laptop with an export was lost.',
  occurred_on: '2026-11-26',
  data_affected: 'name and mobile number',
  recorded_at: '2026-11-28T05:30:00.000Z',
  recorded_by: 'Admin A',
  patient_count: 2,
  notified_at: null,
  texted_count: 0,
  patients: [
    { user_id: 5, name: 'Meera Shah', mobile: '98••••••10' },
    { user_id: 6, name: 'Kiran Rao', mobile: '97••••••11' },
  ],
};
const logAnswer = {
  body: { data: [event], meta: { page: 1, per_page: 20, total: 1, retention_days: 400 } },
};

beforeEach(() => writeUserInfo(STAFF_USER));
afterEach(() => {
  clearUserInfo();
  resetTextsForTests();
});

describe('SecurityLogPage (/staff/security-log)', () => {
  it('shows who read which record, when and from where, and how long the log is kept', async () => {
    const fetch = createFakeFetch({
      [ME]: meAnswer(['admin']),
      [LOG]: logAnswer,
      [BREACHES]: { body: { data: [] } },
    });
    renderRoute('/staff/security-log', route, fetch);
    const list = await screen.findByRole('list', { name: 'Security events' });
    expect(within(list).getByText('staff_read · ORD-AB12CD34 · #42')).toBeInTheDocument();
    expect(
      within(list).getByText('Priya Nair (pharmacist) — Pharmacy desk: the order. — IP 10.0.0.7'),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Kept 400 days; nobody can change or delete an entry.'),
    ).toBeInTheDocument();
  });

  it('records a breach, lists the patients, and texts them once on confirm', async () => {
    const fetch = createFakeFetch({
      [ME]: meAnswer(['admin']),
      [LOG]: logAnswer,
      [BREACHES]: { body: { data: [] } },
      'POST /api/staff/breaches': { body: { data: breach } },
      [`POST /api/staff/breaches/${breach.reference}/notify`]: {
        body: {
          code: 200,
          message: 'The notice is on its way to 2 patients.',
          data: { ...breach, notified_at: '2026-11-28T05:31:00.000Z', texted_count: 2 },
        },
      },
    });
    renderRoute('/staff/security-log', route, fetch);
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/^What happened/), breach.what);
    await user.type(screen.getByLabelText(/^When it happened/), '2026-11-26');
    await user.type(screen.getByLabelText(/^Which data/), breach.data_affected);
    await user.type(screen.getByLabelText(/^Mobiles/), '9812345610, 9712345611');
    await user.click(screen.getByRole('button', { name: 'Record and list the patients' }));
    const patients = await screen.findByRole('list', { name: 'Affected patients' });
    expect(within(patients).getByText('Meera Shah')).toBeInTheDocument();
    expect(fetch.calls.find((c) => c.method === 'POST')?.body).toEqual({
      what: breach.what,
      occurred_on: '2026-11-26',
      data_affected: breach.data_affected,
      affected: { by: 'mobiles', mobiles: ['9812345610', '9712345611'] },
    });
    await user.click(screen.getByRole('button', { name: 'Text the notice to 2 patients' }));
    expect(await screen.findByText('The notice is on its way to 2 patients.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Text the notice/ })).not.toBeInTheDocument();
  });

  it('is for admins only, and reads in Hindi', async () => {
    await act(() => changeLanguage('hi'));
    const fetch = createFakeFetch({
      [ME]: meAnswer(['admin']),
      [LOG]: logAnswer,
      [BREACHES]: { body: { data: [] } },
    });
    renderRoute('/staff/security-log', route, fetch);
    expect(await screen.findByRole('heading', { name: 'डेटा उल्लंघन दर्ज करें' })).toBeInTheDocument();
    expect(await screen.findByRole('list', { name: 'सुरक्षा घटनाएँ' })).toBeInTheDocument();
  });
});
