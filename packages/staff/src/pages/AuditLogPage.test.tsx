import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { clearUserInfo, createFakeFetch, writeUserInfo } from '@medibridge/api-client';
import type { AuditEntry } from '@medibridge/contract';
import { ME, STAFF_USER, meAnswer, renderRoute } from '../test/renderRoute';
import { AuditLogPage } from './AuditLogPage';

const route = { path: '/staff/audit-log', element: <AuditLogPage /> };
const LIST = 'GET /api/staff/audit-log';

const entry: AuditEntry = {
  id: 1,
  user_id: 31,
  user_name: 'Asha Rao',
  role: 'pharmacist',
  action: 'order.dispatched',
  subject_type: 'order',
  subject: 'ORD-AB12CD34',
  detail: 'Courier: BlueDart',
  before: null,
  after: null,
  created_at: '2026-11-26T05:30:00.000Z',
};

beforeEach(() => writeUserInfo(STAFF_USER));
afterEach(() => clearUserInfo());

describe('AuditLogPage (/staff/audit-log)', () => {
  it('lists who did what to which record and when, filtered and paged by the server', async () => {
    const fetch = createFakeFetch({
      [ME]: meAnswer(['coordinator']),
      [LIST]: { body: { data: [entry], meta: { page: 1, per_page: 20, total: 41 } } },
    });
    renderRoute('/staff/audit-log', route, fetch);
    const list = await screen.findByRole('list', { name: 'Audit entries' });
    expect(within(list).getByText('order.dispatched · ORD-AB12CD34')).toBeInTheDocument();
    expect(
      within(list).getByText(/Asha Rao as pharmacist — Courier: BlueDart/),
    ).toBeInTheDocument();
    expect(within(list).getByText('2026-11-26 11:00')).toBeInTheDocument();
    expect(screen.getByText('Page 1 of 3 (41 in all)')).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByLabelText('Action'), 'order.cancel');
    await waitFor(() =>
      expect(fetch.calls.at(-1)?.url).toBe('/api/staff/audit-log?page=1&action=order.cancel'),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(fetch.calls.at(-1)?.url).toMatch(/page=2/));
  });

  it('shows an admin, and each field an edit changed as before → after', async () => {
    const edit: AuditEntry = {
      ...entry,
      id: 2,
      role: 'admin',
      action: 'department.update',
      subject_type: 'department',
      subject: '3',
      detail: 'Cardiology',
      before: { fee: '₹500.00', active: true },
      after: { fee: '₹600.00', active: false },
    };
    const fetch = createFakeFetch({
      [ME]: meAnswer(['admin']),
      [LIST]: { body: { data: [edit], meta: { page: 1, per_page: 20, total: 1 } } },
    });
    renderRoute('/staff/audit-log', route, fetch);
    const list = await screen.findByRole('list', { name: 'Audit entries' });
    expect(within(list).getByText('fee: ₹500.00 → ₹600.00')).toBeInTheDocument();
    expect(within(list).getByText('active: true → false')).toBeInTheDocument();
  });

  it('looks a record up once the typing pauses, from the first page', async () => {
    const fetch = createFakeFetch({
      [ME]: meAnswer(['coordinator']),
      [LIST]: { body: { data: [entry], meta: { page: 1, per_page: 20, total: 41 } } },
    });
    renderRoute('/staff/audit-log', route, fetch);
    await screen.findByRole('list', { name: 'Audit entries' });
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(fetch.calls.at(-1)?.url).toBe('/api/staff/audit-log?page=2'));
    const before = fetch.calls.length;
    await userEvent.type(screen.getByLabelText(/Record/), ' ORD-AB12CD34');
    await waitFor(() =>
      expect(fetch.calls.at(-1)?.url).toBe('/api/staff/audit-log?page=1&subject=ORD-AB12CD34'),
    );
    expect(fetch.calls.slice(before).map((c) => c.url)).toEqual([
      '/api/staff/audit-log?page=1&subject=ORD-AB12CD34',
    ]);
  });

  it('is for coordinators only: a doctor is told so and the log is not asked for', async () => {
    const fetch = createFakeFetch({ [ME]: meAnswer(['doctor']) });
    renderRoute('/staff/audit-log', route, fetch);
    expect(
      await screen.findByText('Your staff account does not have the role this screen needs.'),
    ).toBeInTheDocument();
    expect(fetch.calls.map((c) => c.url)).toEqual(['/api/staff/me']);
  });
});
