import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { clearUserInfo, createFakeFetch, writeUserInfo } from '@medibridge/api-client';
import { DEPARTMENT_ADMIN_MESSAGES as M, type OperatorDepartment } from '@medibridge/contract';
import { ME, STAFF_USER, meAnswer, renderRoute } from '../test/renderRoute';
import { DepartmentsPage } from './DepartmentsPage';

const route = { path: '/staff/departments', element: <DepartmentsPage /> };
const LIST = 'GET /api/staff/departments';
const UPDATE = 'PUT /api/staff/departments/3';
const HOURS_PREVIEW = 'POST /api/staff/departments/3/hours/preview';
const HOURS = 'PUT /api/staff/departments/3/hours';
const CLOSURE_PREVIEW = 'POST /api/staff/departments/3/closures/preview';
const CLOSE = 'POST /api/staff/departments/3/closures';

const dermatology: OperatorDepartment = {
  id: 3,
  name: 'Dermatology',
  name_hi: 'त्वचा रोग',
  description: 'Skin, hair and nails.',
  description_hi: '',
  fee: 599,
  fee_discount_percent: 15,
  active: true,
  sort_order: 3,
  has_schedule: true,
  hours: {
    slot_minutes: 15,
    capacity: 2,
    ranges: [{ days: [1, 2, 3, 4, 5, 6], start: '10:00', end: '14:00' }],
  },
  closures: [],
};

const affected = [
  {
    appointment_no: 'APT-AB12CD34',
    date: '2026-12-01',
    time: '10:00 am',
    patient_name: 'Ravi Kumar',
    paid: '509.15',
  },
];

jest.setTimeout(30_000);

beforeEach(() => writeUserInfo(STAFF_USER));
afterEach(() => clearUserInfo());

async function openDermatology(handlers: Parameters<typeof createFakeFetch>[0]) {
  const fetch = createFakeFetch({
    [ME]: meAnswer(['admin']),
    [LIST]: { body: { data: [dermatology] } },
    ...handlers,
  });
  renderRoute('/staff/departments', route, fetch);
  const picker = await screen.findByRole('navigation', { name: 'Departments' });
  expect(within(picker).getByText('₹599.00')).toBeInTheDocument();
  expect(within(picker).getByText('15% off')).toBeInTheDocument();
  await userEvent.click(within(picker).getByRole('button', { name: /Dermatology/ }));
  return fetch;
}

describe('DepartmentsPage (/staff/departments)', () => {
  it('edits a fee and discount and says it is saved', async () => {
    const fetch = await openDermatology({
      [UPDATE]: { body: { code: 200, message: M.saved, data: { ...dermatology, fee: 650 } } },
    });
    const fee = await screen.findByLabelText(/Fee/);
    await userEvent.clear(fee);
    await userEvent.type(fee, '650');
    await userEvent.click(screen.getByRole('button', { name: 'Save the department' }));
    expect(await screen.findByText(M.saved)).toBeInTheDocument();
    const put = fetch.calls.find((c) => c.method === 'PUT');
    expect(put?.body).toMatchObject({ fee: 650, fee_discount_percent: 15, name: 'Dermatology' });
  });

  it('refuses a discount over 100 in the server’s words, without a call', async () => {
    const fetch = await openDermatology({});
    const discount = screen.getByLabelText(/Discount/);
    await userEvent.clear(discount);
    await userEvent.type(discount, '120');
    await userEvent.click(screen.getByRole('button', { name: 'Save the department' }));
    expect((await screen.findAllByText(M.discountRange)).length).toBeGreaterThan(0);
    expect(fetch.calls.some((c) => c.method === 'PUT')).toBe(false);
  });

  it('names overlapping ranges and an end before its start in the hours editor', async () => {
    const fetch = await openDermatology({});
    await userEvent.click(screen.getByRole('button', { name: 'Add a time range' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save the weekly hours' }));
    expect(
      (await screen.findAllByText('Monday: 09:00–13:00 overlaps 10:00–14:00.')).length,
    ).toBeGreaterThan(0);
    const end = screen.getAllByLabelText(/^To/)[1] as HTMLInputElement;
    await userEvent.clear(end);
    await userEvent.type(end, '08:00');
    await userEvent.click(screen.getByRole('button', { name: 'Save the weekly hours' }));
    expect((await screen.findAllByText(M.endBeforeStart)).length).toBeGreaterThan(0);
    expect(fetch.calls.some((c) => c.url.includes('/hours'))).toBe(false);
  });

  it('shows the bookings shorter hours would cancel, and saves with confirm', async () => {
    const fetch = await openDermatology({
      [HOURS_PREVIEW]: { body: { data: { affected } } },
      [HOURS]: {
        body: {
          code: 200,
          message: M.hoursSaved,
          data: { department: dermatology, cancelled: affected },
        },
      },
    });
    const end = screen.getByLabelText(/^To/);
    await userEvent.clear(end);
    await userEvent.type(end, '12:00');
    await userEvent.click(screen.getByRole('button', { name: 'Save the weekly hours' }));
    const list = await screen.findByRole('list', { name: 'Bookings that will be cancelled' });
    expect(within(list).getByText('APT-AB12CD34 · Ravi Kumar')).toBeInTheDocument();
    expect(fetch.calls.some((c) => c.method === 'PUT' && c.url.endsWith('/hours'))).toBe(false);
    await userEvent.click(
      screen.getByRole('button', { name: 'Save the hours and cancel the bookings (1)' }),
    );
    expect(await screen.findByText(M.hoursSaved)).toBeInTheDocument();
    const put = fetch.calls.find((c) => c.method === 'PUT' && c.url.endsWith('/hours'));
    expect(put?.body).toMatchObject({
      confirm: true,
      ranges: [{ days: [1, 2, 3, 4, 5, 6], start: '10:00', end: '12:00' }],
    });
  });

  it('closes a day with a paid booking only after showing it', async () => {
    const fetch = await openDermatology({
      [CLOSURE_PREVIEW]: { body: { data: { affected } } },
      [CLOSE]: {
        body: {
          code: 200,
          message: M.closureSaved,
          data: { department: dermatology, cancelled: affected },
        },
      },
    });
    await userEvent.type(screen.getByLabelText(/First closed day/), '2026-12-01');
    await userEvent.type(screen.getByLabelText(/Last closed day/), '2026-12-01');
    await userEvent.type(screen.getByLabelText(/Reason/), 'Doctor on leave');
    await userEvent.click(screen.getByRole('button', { name: 'Close these dates' }));
    expect(await screen.findByText('APT-AB12CD34 · Ravi Kumar')).toBeInTheDocument();
    expect(screen.getByText(/Paid bookings here: 1\./)).toBeInTheDocument();
    await userEvent.click(
      screen.getByRole('button', { name: 'Close and cancel the bookings (1)' }),
    );
    expect(await screen.findByText(M.closureSaved)).toBeInTheDocument();
    await waitFor(() =>
      expect(
        fetch.calls.find((c) => c.method === 'POST' && c.url.endsWith('/closures'))?.body,
      ).toEqual({
        from: '2026-12-01',
        to: '2026-12-01',
        reason: 'Doctor on leave',
        confirm: true,
      }),
    );
  });

  it('tells a coordinator the screen needs another role, and asks for no department', async () => {
    const fetch = createFakeFetch({ [ME]: meAnswer(['coordinator']) });
    renderRoute('/staff/departments', route, fetch);
    expect(
      await screen.findByText('Your staff account does not have the role this screen needs.'),
    ).toBeInTheDocument();
    expect(fetch.calls.some((c) => c.url.endsWith('/staff/departments'))).toBe(false);
  });
});
