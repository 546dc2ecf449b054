import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { writeUserInfo, type RecordedRequest } from '@medibridge/api-client';
import { BOOKING_MESSAGES, STORAGE_KEYS } from '@medibridge/contract';
import {
  STEP_FIRST,
  STEP_SECOND,
  USER,
  DAYS,
  network,
  openDays,
  renderRoute,
  slot,
  storeDrafts,
} from '../test/renderRoute';
import { StepSecondPage } from './StepSecondPage';

const route = { path: '/appointment/step-second', element: <StepSecondPage /> };
const SLOTS_CALL = 'POST /api/get_selected_appointment_day_schedule';

/** The network with slots per date: two on the 25th, one on the 26th, none on the 27th. */
function withSlots() {
  return network().on(SLOTS_CALL, (request) => {
    const { selected_date: date } = request.body as { selected_date: string };
    const byDate: Record<string, ReturnType<typeof slot>[]> = {
      '2026-11-25': [slot(40, date, '10:00 am - 10:15 am'), slot(41, date, '10:15 am - 10:30 am')],
      '2026-11-26': [slot(52, date, '05:00 pm - 05:15 pm')],
    };
    return { body: { data: byDate[date] ?? [] } };
  });
}

const slotCalls = (calls: RecordedRequest[]) =>
  calls.filter((c) => `${c.method} ${c.url}` === SLOTS_CALL).map((c) => c.body);

beforeEach(() => {
  writeUserInfo(USER);
  storeDrafts(STEP_FIRST, null);
});
afterEach(() => localStorage.clear());

async function chooseDepartment(id: string) {
  const select = await screen.findByLabelText(/^Department/);
  await waitFor(() => expect((select as HTMLSelectElement).options.length).toBeGreaterThan(1));
  await userEvent.setup().selectOptions(select, id);
}

describe('StepSecondPage (/appointment/step-second)', () => {
  it('sends a patient without step one to step one', async () => {
    localStorage.clear();
    writeUserInfo(USER);
    const { where } = renderRoute('/appointment/step-second', route, withSlots());
    await waitFor(() => expect(where()).toBe('/appointment/step-first'));
  });

  it("offers the departments after 'Select Department', Video or Audio, the next days and 'Select Schedule'", async () => {
    renderRoute('/appointment/step-second', route, withSlots());
    const department = await screen.findByLabelText(/^Department/);
    await waitFor(() =>
      expect([...(department as HTMLSelectElement).options].map((o) => o.text)).toEqual([
        'Select Department',
        'General Physician',
        'Dermatology',
        'Consult Now',
      ]),
    );
    expect(screen.getByLabelText(/^Describe Your Symptoms\?/)).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Video' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Video' })).toHaveAttribute('value', 'video');
    expect(screen.getByRole('radio', { name: 'Audio' })).toHaveAttribute('value', 'audio');
    const days = await screen.findByRole('group', { name: 'Select Date' });
    expect(within(days).getAllByRole('radio')).toHaveLength(3);
    // Today is chosen first; the times wait for a department.
    expect(within(days).getByRole('radio', { name: 'Wednesday, 25 Nov 2026' })).toBeChecked();
    const schedule = screen.getByLabelText(/^Schedule/);
    expect(schedule).toBeDisabled();
    expect((schedule as HTMLSelectElement).options[0]).toHaveTextContent('Select Schedule');
  });

  it('asks for the times of the chosen department and day, and again whenever the day changes', async () => {
    const { fetch } = renderRoute('/appointment/step-second', route, withSlots());
    await chooseDepartment('3');
    const schedule = screen.getByLabelText(/^Schedule/);
    await waitFor(() =>
      expect([...(schedule as HTMLSelectElement).options].map((o) => o.text)).toEqual([
        'Select Schedule',
        '10:00 am - 10:15 am',
        '10:15 am - 10:30 am',
      ]),
    );
    expect(slotCalls(fetch.calls)).toEqual([{ selected_date: '2026-11-25', department_id: 3 }]);
    const user = userEvent.setup();
    await user.selectOptions(schedule, '41');
    await user.click(screen.getByRole('radio', { name: 'Thursday, 26 Nov 2026' }));
    await waitFor(() =>
      expect([...(schedule as HTMLSelectElement).options].map((o) => o.text)).toEqual([
        'Select Schedule',
        '05:00 pm - 05:15 pm',
      ]),
    );
    expect(slotCalls(fetch.calls)).toContainEqual({
      selected_date: '2026-11-26',
      department_id: 3,
    });
    // The time chosen on the other day is not offered here: it is cleared.
    expect(schedule).toHaveValue('');
    // And again for another department.
    await chooseDepartment('1');
    await waitFor(() =>
      expect(slotCalls(fetch.calls)).toContainEqual({
        selected_date: '2026-11-26',
        department_id: 1,
      }),
    );
  });

  it('says plainly when a day has no times left', async () => {
    renderRoute('/appointment/step-second', route, withSlots());
    await chooseDepartment('3');
    await userEvent
      .setup()
      .click(await screen.findByRole('radio', { name: 'Friday, 27 Nov 2026' }));
    expect(
      await screen.findByText('No times are left on this day. Please pick another day.'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText(/^Schedule/)).toBeDisabled();
  });

  it('marks the days without free times unavailable and starts on the first day that has one', async () => {
    // Today (Wednesday) has no time left for Dermatology, nor has Friday.
    const fetch = withSlots().on(
      'GET /api/appointment-open-days/3',
      openDays(['2026-11-25', '2026-11-27']),
    );
    renderRoute('/appointment/step-second', route, fetch);
    await chooseDepartment('3');
    const today = await screen.findByRole('radio', {
      name: 'Wednesday, 25 Nov 2026, no times left',
    });
    expect(today).toBeDisabled();
    expect(
      screen.getByRole('radio', { name: 'Friday, 27 Nov 2026, no times left' }),
    ).toBeDisabled();
    const thursday = screen.getByRole('radio', { name: 'Thursday, 26 Nov 2026' });
    await waitFor(() => expect(thursday).toBeChecked());
    expect(thursday).toBeEnabled();
    const schedule = screen.getByLabelText(/^Schedule/);
    await waitFor(() =>
      expect([...(schedule as HTMLSelectElement).options].map((o) => o.text)).toEqual([
        'Select Schedule',
        '05:00 pm - 05:15 pm',
      ]),
    );
    expect(
      screen.queryByText('No times are left on this day. Please pick another day.'),
    ).not.toBeInTheDocument();
    // A closed day cannot be chosen.
    await userEvent.setup().click(today);
    expect(thursday).toBeChecked();
    expect(fetch.calls.map((c) => `${c.method} ${c.url}`)).toContain(
      'GET /api/appointment-open-days/3',
    );
  });

  it('moves a returning draft off a day that has closed since, and offers every day again for a department open on all', async () => {
    storeDrafts(null, STEP_SECOND);
    const fetch = withSlots().on('GET /api/appointment-open-days/3', openDays(['2026-11-26']));
    renderRoute('/appointment/step-second', route, fetch);
    await waitFor(() =>
      expect(screen.getByRole('radio', { name: 'Wednesday, 25 Nov 2026' })).toBeChecked(),
    );
    expect(
      screen.getByRole('radio', { name: 'Thursday, 26 Nov 2026, no times left' }),
    ).toBeDisabled();
    await chooseDepartment('1');
    await waitFor(() =>
      expect(screen.getByRole('radio', { name: 'Thursday, 26 Nov 2026' })).toBeEnabled(),
    );
  });

  it('says so when the department has no free time on any day', async () => {
    const fetch = withSlots().on(
      'GET /api/appointment-open-days/3',
      openDays(DAYS.map((d) => d.date)),
    );
    renderRoute('/appointment/step-second', route, fetch);
    await chooseDepartment('3');
    expect(
      await screen.findByText(
        'This department has no free times in the next seven days. Please pick another department.',
      ),
    ).toBeInTheDocument();
    for (const radio of screen.getAllByRole('radio', { name: /no times left$/ }))
      expect(radio).toBeDisabled();
  });

  it("asks for the department, the symptoms and then the schedule with contract's messages", async () => {
    const { where } = renderRoute('/appointment/step-second', route, withSlots());
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Next' }));
    expect(await screen.findByText(BOOKING_MESSAGES.departmentRequired)).toBeInTheDocument();
    expect(screen.getByText(BOOKING_MESSAGES.symptomsRequired)).toBeInTheDocument();
    await chooseDepartment('3');
    await user.type(screen.getByLabelText(/^Describe Your Symptoms\?/), 'Rash');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText(BOOKING_MESSAGES.slotRequired)).toBeInTheDocument();
    expect(where()).toBe('/appointment/step-second');
  });

  it('hides the day and the schedule for department 12 and does not ask for them', async () => {
    const { where, fetch } = renderRoute('/appointment/step-second', route, withSlots());
    await screen.findByRole('group', { name: 'Select Date' });
    await chooseDepartment('12');
    expect(screen.queryByRole('group', { name: 'Select Date' })).not.toBeInTheDocument();
    expect(screen.queryByLabelText(/^Schedule/)).not.toBeInTheDocument();
    expect(
      screen.getByText('No time to pick: a doctor calls you back within minutes of your booking.'),
    ).toBeInTheDocument();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/^Describe Your Symptoms\?/), 'Fever since last night');
    await user.click(screen.getByRole('radio', { name: 'Audio' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(where()).toBe('/appointment/step-third'));
    expect(screen.queryByText(BOOKING_MESSAGES.slotRequired)).not.toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.appointmentStepSecond)!)).toEqual({
      departmentId: '12',
      departmentName: 'Consult Now',
      symptoms: 'Fever since last night',
      appointmentMode: 'audio',
      appointmentDate: '',
      appointmentDay: '',
      appointmentSchedule: '',
      scheduleLabel: '',
    });
    expect(slotCalls(fetch.calls)).toEqual([]);
  });

  it('Next keeps the choices (slot id as text, and its label for the summary) and goes to the summary', async () => {
    const { where } = renderRoute('/appointment/step-second', route, withSlots());
    await chooseDepartment('3');
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/^Describe Your Symptoms\?/), 'Itchy rash on both arms');
    const schedule = screen.getByLabelText(/^Schedule/);
    await waitFor(() => expect(schedule).toBeEnabled());
    await user.selectOptions(schedule, '41');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(where()).toBe('/appointment/step-third'));
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.appointmentStepSecond)!)).toEqual({
      departmentId: '3',
      departmentName: 'Dermatology',
      symptoms: 'Itchy rash on both arms',
      appointmentMode: 'video',
      appointmentDate: '2026-11-25',
      appointmentDay: 'Wednesday',
      appointmentSchedule: '41',
      scheduleLabel: '10:15 am - 10:30 am',
    });
  });

  it('Previous goes back to step one, and the choices are there on return', async () => {
    storeDrafts(null, STEP_SECOND);
    const { where } = renderRoute('/appointment/step-second', route, withSlots());
    expect(await screen.findByLabelText(/^Describe Your Symptoms\?/)).toHaveValue(
      STEP_SECOND.symptoms,
    );
    await waitFor(() => expect(screen.getByLabelText(/^Department/)).toHaveValue('3'));
    expect(await screen.findByRole('radio', { name: 'Thursday, 26 Nov 2026' })).toBeChecked();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Previous' }));
    await waitFor(() => expect(where()).toBe('/appointment/step-first'));
  });
});
