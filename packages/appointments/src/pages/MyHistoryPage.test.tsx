import { screen, within } from '@testing-library/react';
import { writeUserInfo } from '@medibridge/api-client';
import { USER, network, record, renderRoute } from '../test/renderRoute';
import { MyHistoryPage } from './MyHistoryPage';

const route = { path: '/my-history', element: <MyHistoryPage /> };
const LIST = 'POST /api/get_appointments_by_user_id';

const row = (no: string): HTMLElement => screen.getByText(no).closest('li')!;
const fact = (scope: HTMLElement, term: string) =>
  within(scope).getByText(term, { selector: 'dt' }).nextElementSibling?.textContent ?? null;

beforeEach(() => writeUserInfo(USER));
afterEach(() => localStorage.clear());

describe('MyHistoryPage (/my-history)', () => {
  it('lists number, date, department, mode and time, with Call only while the consultation is on', async () => {
    const fetch = network().on(LIST, {
      body: {
        data: [
          record({ appointment_no: 'APT-LIVE0001' }),
          record({
            appointment_no: 'APT-DONE0002',
            appointment_mode: 'audio',
            department_name: 'General Physician',
            state: 'completed',
            status: 3,
            booking_status: 3,
            appointment_status: 'inactive',
            cancelation_status: 'inactive',
          }),
          record({
            appointment_no: 'APT-NOWW0003',
            department_id: 12,
            department_name: 'Consult Now',
            appointment_date: null,
            appointment_time: null,
            appointment_day: null,
          }),
        ],
      },
    });
    renderRoute('/my-history', route, fetch);
    expect(await screen.findByRole('heading', { level: 1, name: 'My History' })).toBeVisible();
    await screen.findByText('APT-LIVE0001');
    expect(fetch.calls.find((c) => c.url === '/api/get_appointments_by_user_id')?.body).toEqual({
      userId: 7,
    });
    const live = row('APT-LIVE0001');
    expect(fact(live, 'Date')).toBe('26 Nov 2026');
    expect(fact(live, 'Time')).toBe('10:15 am');
    expect(fact(live, 'Department')).toBe('Dermatology');
    expect(fact(live, 'Appointment Mode')).toBe('Video');
    expect(within(live).getByRole('link', { name: 'Call for APT-LIVE0001' })).toHaveAttribute(
      'href',
      '/appointment/doctor-on-call/APT-LIVE0001',
    );
    const done = row('APT-DONE0002');
    expect(fact(done, 'Appointment Mode')).toBe('Audio');
    expect(within(done).queryByRole('link', { name: /^Call/ })).not.toBeInTheDocument();
    expect(fact(row('APT-NOWW0003'), 'Date')).toBe('Next free doctor');
  });

  it('has a friendly card with the way to book when there is nothing yet', async () => {
    renderRoute('/my-history', route, network().on(LIST, { body: { data: [] } }));
    expect(await screen.findByRole('link', { name: 'Book a consultation' })).toHaveAttribute(
      'href',
      '/appointment/step-first',
    );
  });
});
