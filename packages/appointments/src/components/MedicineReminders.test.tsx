import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { writeUserInfo } from '@medibridge/api-client';
import { USER, network, renderRoute } from '../test/renderRoute';
import { MedicineReminderStopPage } from '../pages/MedicineReminderStopPage';
import { MedicineReminders } from './MedicineReminders';

const LIST = 'GET /api/appointments/APT-AB12CD34/medicine-reminders';
const SET = 'PUT /api/appointments/APT-AB12CD34/medicine-reminders';

const item = (over: Record<string, unknown> = {}) => ({
  prescription_id: 4,
  medicine_index: 0,
  medicine: 'Paracetamol 500 mg',
  dose: '1 tablet',
  frequency: 'twice a day',
  duration: '3 days',
  times: ['09:00', '20:00'],
  days: 3,
  available: true,
  on: false,
  ...over,
});

const route = {
  path: '/appointment-details/:appt_no',
  element: <MedicineReminders appointmentNo="APT-AB12CD34" />,
};

beforeEach(() => writeUserInfo(USER));
afterEach(() => localStorage.clear());

describe('MedicineReminders (the appointment page’s medicines)', () => {
  it('lists each medicine with its dose times and turns its reminders on', async () => {
    const fetch = network()
      .on(LIST, {
        body: {
          data: [
            item(),
            item({ medicine_index: 1, medicine: 'Cough syrup', available: false, times: [] }),
          ],
        },
      })
      .on(SET, { body: { data: [item({ on: true })] } });
    renderRoute('/appointment-details/APT-AB12CD34', route, fetch);
    expect(await screen.findByRole('heading', { name: 'Medicine reminders' })).toBeInTheDocument();
    expect(screen.getByText('Dose times (India time): 09:00, 20:00')).toBeInTheDocument();
    expect(screen.getByText('Reminders are not available for this medicine.')).toBeInTheDocument();
    const remind = screen.getByRole('checkbox', { name: 'Remind me at each dose' });
    expect(remind).not.toBeChecked();
    await userEvent.setup().click(remind);
    // The switch is disabled while the PUT is on its way; it shows checked once the server said so.
    await waitFor(() =>
      expect(screen.getByRole('checkbox', { name: 'Remind me at each dose' })).toBeChecked(),
    );
    const put = fetch.calls.find((c) => c.method === 'PUT');
    expect(put?.body).toEqual({ prescription_id: 4, medicine_index: 0, on: true });
  });

  it('shows the server’s words when the reminders cannot be set', async () => {
    const message =
      'Reminders cannot be set for this medicine: its timing could not be read or its course has ended.';
    renderRoute(
      '/appointment-details/APT-AB12CD34',
      route,
      network()
        .on(LIST, { body: { data: [item()] } })
        .on(SET, { status: 422, body: { message } }),
    );
    await userEvent
      .setup()
      .click(await screen.findByRole('checkbox', { name: 'Remind me at each dose' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
  });

  it('shows nothing when the prescription has no medicines', async () => {
    const fetch = network().on(LIST, { body: { data: [] } });
    renderRoute('/appointment-details/APT-AB12CD34', route, fetch);
    await waitFor(() => {
      expect(fetch.calls.some((c) => c.url.endsWith('/medicine-reminders'))).toBe(true);
    });
    expect(screen.queryByRole('heading', { name: 'Medicine reminders' })).not.toBeInTheDocument();
  });
});

describe('MedicineReminderStopPage (/medicine-reminders/stop/{token})', () => {
  const TOKEN = 'Qm9vbXNoYWthbGFrYWxha2FsYWthbGFrYWxh';
  const stopRoute = {
    path: '/medicine-reminders/stop/:token',
    element: <MedicineReminderStopPage />,
  };

  it('stops only when the button is pressed, without a login', async () => {
    localStorage.clear();
    const fetch = network().on(`POST /api/medicine-reminders/stop/${TOKEN}`, {
      body: { data: { medicine: 'Paracetamol 500 mg', stopped: true } },
    });
    renderRoute(`/medicine-reminders/stop/${TOKEN}`, stopRoute, fetch);
    const button = await screen.findByRole('button', { name: 'Stop reminders' });
    expect(fetch.calls.some((c) => c.method === 'POST')).toBe(false);
    await userEvent.setup().click(button);
    expect(
      await screen.findByText('Reminders for Paracetamol 500 mg are stopped.'),
    ).toBeInTheDocument();
  });

  it('says when the link is not valid', async () => {
    const message =
      'This link is not valid. Turn reminders off from the appointment’s page instead.';
    renderRoute(
      `/medicine-reminders/stop/${TOKEN}`,
      stopRoute,
      network().on(`POST /api/medicine-reminders/stop/${TOKEN}`, {
        status: 404,
        body: { message },
      }),
    );
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Stop reminders' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
  });
});
