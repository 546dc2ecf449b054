import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { clearUserInfo, createFakeFetch, writeUserInfo } from '@medibridge/api-client';
import { ME, STAFF_USER, meAnswer, renderRoute } from '../test/renderRoute';
import { H1RegisterPage } from './H1RegisterPage';

const route = { path: '/staff/h1-register', element: <H1RegisterPage /> };
const LIST = 'GET /api/staff/pharmacy/h1-register';
const entry = {
  id: 1,
  supplied_at: '2026-11-26T06:00:00.000Z',
  date: '2026-11-26',
  order_no: 'ORD-AB12CD34',
  medicine: 'Cefixime 200 Tablet (10 tablets)',
  quantity: 2,
  prescriber_name: 'Dr Meera Rao',
  prescriber_reg_no: 'MMC-2011-12345',
  patient_name: 'Kiran Joshi',
  patient_address: 'Flat 12, Ganeshkhind Road, 411005',
};
const page = (data: unknown[]) => ({
  body: { data, meta: { page: 1, per_page: 20, total: data.length, retention_years: 3 } },
});

beforeEach(() => writeUserInfo(STAFF_USER));
afterEach(() => clearUserInfo());

describe('H1RegisterPage (/staff/h1-register)', () => {
  it('shows each supply with its prescriber and patient, filters by dates and links the CSV', async () => {
    const asked: string[] = [];
    const fetch = createFakeFetch({
      [ME]: meAnswer(['pharmacist']),
      [LIST]: (request) => {
        asked.push(request.url);
        return request.url.includes('from=2026-12-01') ? page([]) : page([entry]);
      },
    });
    renderRoute('/staff/h1-register', route, fetch);
    const list = await screen.findByRole('list', { name: 'Register entries' });
    expect(
      within(list).getByText('Cefixime 200 Tablet (10 tablets) · Quantity 2 · Order ORD-AB12CD34'),
    ).toBeInTheDocument();
    expect(
      within(list).getByText(/Prescriber: Dr Meera Rao, registration MMC-2011-12345/),
    ).toBeInTheDocument();
    expect(within(list).getByText(/Patient: Kiran Joshi, Flat 12/)).toBeInTheDocument();
    expect(screen.getByText(/Kept 3 years; nobody can change or delete an entry/)).toBeVisible();

    await userEvent.type(screen.getByLabelText('From'), '2026-12-01');
    expect(
      await screen.findByText('No Schedule H1 medicine was supplied in these dates.'),
    ).toBeVisible();
    await waitFor(() => expect(asked.some((u) => u.includes('from=2026-12-01'))).toBe(true));
    expect(screen.getByRole('link', { name: 'Export as CSV' })).toHaveAttribute(
      'href',
      '/api/staff/pharmacy/h1-register.csv?from=2026-12-01',
    );
  });

  it('tells a coordinator the screen needs another role', async () => {
    const fetch = createFakeFetch({ [ME]: meAnswer(['coordinator']), [LIST]: page([]) });
    renderRoute('/staff/h1-register', route, fetch);
    expect(
      await screen.findByText('Your staff account does not have the role this screen needs.'),
    ).toBeVisible();
  });
});
