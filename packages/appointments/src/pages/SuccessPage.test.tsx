import { act, screen, waitFor } from '@testing-library/react';
import { writeUserInfo } from '@medibridge/api-client';
import { STORAGE_KEYS } from '@medibridge/contract';
import {
  STEP_FIRST,
  STEP_SECOND,
  USER,
  network,
  record,
  renderRoute,
  storeDrafts,
} from '../test/renderRoute';
import { SuccessPage } from './SuccessPage';

const route = { path: '/appointment/success-response/:appt_no', element: <SuccessPage /> };
const ROW = 'POST /api/get_appointment_row';

function fact(term: string): string | null {
  return screen.getByText(term, { selector: 'dt' }).nextElementSibling?.textContent ?? null;
}

beforeEach(() => writeUserInfo(USER));
afterEach(() => {
  localStorage.clear();
  jest.useRealTimers();
});

describe('SuccessPage (/appointment/success-response/{appt_no})', () => {
  it('shows the booked appointment, counts down 5 seconds, then goes to /my-appointment', async () => {
    jest.useFakeTimers();
    storeDrafts(STEP_FIRST, STEP_SECOND);
    const fetch = network().on(ROW, { body: { data: record() } });
    const { where } = renderRoute('/appointment/success-response/APT-AB12CD34', route, fetch);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Appointment booked Successfully!' }),
    ).toBeInTheDocument();
    expect(fetch.calls.find((c) => c.url === '/api/get_appointment_row')?.body).toEqual({
      appointment_no: 'APT-AB12CD34',
    });
    expect(fact('Appointment Number')).toBe('APT-AB12CD34');
    expect(fact('Date')).toBe('26 Nov 2026');
    expect(fact('Time')).toBe('10:15 am');
    expect(fact('Day')).toBe('Thursday');
    expect(fact('Department')).toBe('Dermatology');
    const timer = screen.getByRole('timer');
    expect(timer).toHaveTextContent('Taking you to My Appointments in 5 s');
    // The booking is made: the drafts are forgotten.
    expect(localStorage.getItem(STORAGE_KEYS.appointmentStepFirst)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.appointmentStepSecond)).toBeNull();
    act(() => jest.advanceTimersByTime(2000));
    expect(timer).toHaveTextContent('in 3 s');
    act(() => jest.advanceTimersByTime(2900));
    expect(where()).toBe('/appointment/success-response/APT-AB12CD34');
    act(() => jest.advanceTimersByTime(100));
    expect(where()).toBe('/my-appointment');
  });

  it('says a doctor calls back, instead of date and time, for the department without a schedule', async () => {
    const fetch = network().on(ROW, {
      body: {
        data: record({
          appointment_date: null,
          appointment_time: null,
          appointment_day: null,
          department_id: 12,
          department_name: 'Consult Now',
        }),
      },
    });
    renderRoute('/appointment/success-response/APT-AB12CD34', route, fetch);
    await screen.findByRole('heading', { name: 'Appointment booked Successfully!' });
    expect(screen.queryByText('Date', { selector: 'dt' })).not.toBeInTheDocument();
    expect(fact('When')).toBe('A doctor calls you back within minutes of your booking.');
  });

  it('sends a booking that is not confirmed to its payment status screen', async () => {
    const fetch = network().on(ROW, {
      body: { data: record({ state: 'pending_payment', payment_status: 'Pending' }) },
    });
    const { where } = renderRoute('/appointment/success-response/APT-AB12CD34', route, fetch);
    await waitFor(() => expect(where()).toBe('/appointment/payment-status/APT-AB12CD34'));
  });

  it("shows the server's words when the appointment is not the patient's", async () => {
    const fetch = network().on(ROW, {
      status: 404,
      body: { message: 'We could not find this appointment in your account.' },
    });
    renderRoute('/appointment/success-response/APT-ZZ99ZZ99', route, fetch);
    expect(
      await screen.findByRole('heading', { name: 'We could not open this appointment' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'We could not find this appointment in your account.',
    );
  });
});
