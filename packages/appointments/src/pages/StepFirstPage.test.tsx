import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { writeUserInfo } from '@medibridge/api-client';
import { BOOKING_MESSAGES, HEIGHTS, STORAGE_KEYS } from '@medibridge/contract';
import { STEP_FIRST, USER, network, renderRoute, storeDrafts } from '../test/renderRoute';
import { StepFirstPage } from './StepFirstPage';

const route = { path: '/appointment/step-first', element: <StepFirstPage /> };

beforeEach(() => writeUserInfo(USER));
afterEach(() => localStorage.clear());

describe('StepFirstPage (/appointment/step-first)', () => {
  it("prefills the patient from the stored user with SPEC's defaults: Male, 4ft 7in, every answer No", async () => {
    renderRoute('/appointment/step-first', route, network());
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Make Appointment' }),
    ).toBeVisible();
    expect(await screen.findByLabelText(/^First Name/)).toHaveValue('Asha');
    expect(screen.getByLabelText(/^Last Name/)).toHaveValue('Rao');
    expect(screen.getByLabelText(/^Email/)).toHaveValue('asha@example.in');
    const mobile = screen.getByLabelText(/^Mobile Number/);
    expect(mobile).toHaveValue('9876543210');
    expect(mobile).toHaveAttribute('readonly');
    expect(screen.getByRole('radio', { name: 'Male' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Female' })).not.toBeChecked();
    const height = screen.getByLabelText(/^Height/);
    expect(height).toHaveValue('4ft 7in');
    expect((height as HTMLSelectElement).options).toHaveLength(HEIGHTS.length);
    for (const question of [
      'Diabetic?',
      'Blood pressure?',
      'Do you smoke?',
      'Do you drink alcohol?',
    ])
      expect(
        within(screen.getByRole('group', { name: question })).getByRole('radio', { name: 'No' }),
      ).toBeChecked();
    expect(
      within(screen.getByRole('group', { name: 'Do you smoke?' })).getByRole('radio', {
        name: 'Occasionally',
      }),
    ).toBeInTheDocument();
    expect(
      within(screen.getByRole('group', { name: 'Diabetic?' })).queryByRole('radio', {
        name: 'Occasionally',
      }),
    ).not.toBeInTheDocument();
    // Age and weight come from the reference lists.
    await waitFor(() =>
      expect((screen.getByLabelText(/^Age/) as HTMLSelectElement).options.length).toBe(101),
    );
    expect((screen.getByLabelText(/^Weight/) as HTMLSelectElement).options[0]).toHaveTextContent(
      'Select Weight',
    );
  });

  it('asks for the age and the weight (SPEC §5) and stays on the step', async () => {
    const { where } = renderRoute('/appointment/step-first', route, network());
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Confirm and Next' }));
    expect(await screen.findByText('Please choose the age.')).toBeInTheDocument();
    expect(screen.getByText('Please choose the weight.')).toBeInTheDocument();
    expect(where()).toBe('/appointment/step-first');
    expect(localStorage.getItem(STORAGE_KEYS.appointmentStepFirst)).toBeNull();
  });

  it('on a refused Confirm and Next, announces what is missing and takes the focus to Age, scrolled into view (issue 30)', async () => {
    const scrolled = jest.fn();
    Element.prototype.scrollIntoView = scrolled;
    try {
      renderRoute('/appointment/step-first', route, network());
      const user = userEvent.setup();
      await user.click(await screen.findByRole('button', { name: 'Confirm and Next' }));
      expect(await screen.findByRole('alert')).toHaveTextContent(
        'Please correct 2 fields: Age (years), Weight (Kg)',
      );
      const age = screen.getByRole('combobox', { name: /^Age/ });
      await waitFor(() => expect(age).toHaveFocus());
      expect(scrolled.mock.contexts.at(-1)).toBe(age);
      // SPEC's messages stay under their fields.
      expect(screen.getByText('Please choose the age.')).toBeInTheDocument();
      expect(screen.getByText('Please choose the weight.')).toBeInTheDocument();
    } finally {
      delete (Element.prototype as Partial<Element>).scrollIntoView;
    }
  });

  it('asks for the name when it is emptied', async () => {
    renderRoute('/appointment/step-first', route, network());
    const user = userEvent.setup();
    await user.clear(await screen.findByLabelText(/^First Name/));
    await user.click(screen.getByRole('button', { name: 'Confirm and Next' }));
    expect(await screen.findByText('Please enter the patient’s name.')).toBeInTheDocument();
  });

  it("'Confirm and Next' keeps the draft under appointment_step_first with SPEC's field names and goes to step two", async () => {
    const { where } = renderRoute('/appointment/step-first', route, network());
    const user = userEvent.setup();
    await waitFor(() =>
      expect((screen.getByLabelText(/^Age/) as HTMLSelectElement).options.length).toBe(101),
    );
    await user.selectOptions(screen.getByLabelText(/^Age/), '34');
    await user.selectOptions(screen.getByLabelText(/^Height/), '5ft 4in');
    await user.selectOptions(screen.getByLabelText(/^Weight/), '62');
    await user.click(screen.getByRole('radio', { name: 'Female' }));
    await user.click(
      within(screen.getByRole('group', { name: 'Blood pressure?' })).getByRole('radio', {
        name: 'Yes',
      }),
    );
    await user.click(
      within(screen.getByRole('group', { name: 'Do you drink alcohol?' })).getByRole('radio', {
        name: 'Occasionally',
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Confirm and Next' }));
    await waitFor(() => expect(where()).toBe('/appointment/step-second'));
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.appointmentStepFirst)!)).toEqual(
      STEP_FIRST,
    );
  });

  it('asks for the accompanying adult when the patient is under 18, and keeps them in the draft (deviation 23)', async () => {
    const { where } = renderRoute('/appointment/step-first', route, network());
    const user = userEvent.setup();
    await waitFor(() =>
      expect((screen.getByLabelText(/^Age/) as HTMLSelectElement).options.length).toBe(101),
    );
    expect(screen.queryByLabelText(/^Accompanying adult/)).toBeNull();
    await user.selectOptions(screen.getByLabelText(/^Age/), '12');
    await user.selectOptions(screen.getByLabelText(/^Weight/), '40');
    await user.click(screen.getByRole('button', { name: 'Confirm and Next' }));
    expect(await screen.findAllByText(BOOKING_MESSAGES.companionNameRequired)).not.toHaveLength(0);
    expect(where()).toBe('/appointment/step-first');
    await user.type(screen.getByLabelText(/^Accompanying adult/), 'Ravi Kumar');
    await user.type(screen.getByLabelText(/^Relationship to the patient/), 'Father');
    await user.click(screen.getByRole('button', { name: 'Confirm and Next' }));
    await waitFor(() => expect(where()).toBe('/appointment/step-second'));
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.appointmentStepFirst)!)).toMatchObject({
      age: '12',
      companion_name: 'Ravi Kumar',
      companion_relationship: 'Father',
    });
  });

  it("shows SPEC's 4ft 7in but keeps no height the patient did not choose, and one they chose (deviation 19)", async () => {
    const { where } = renderRoute('/appointment/step-first', route, network());
    const user = userEvent.setup();
    await waitFor(() =>
      expect((screen.getByLabelText(/^Age/) as HTMLSelectElement).options.length).toBe(101),
    );
    expect(screen.getByLabelText(/^Height/)).toHaveValue('4ft 7in');
    expect(screen.getByText('Optional: sent only if you choose it.')).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText(/^Age/), '34');
    await user.selectOptions(screen.getByLabelText(/^Weight/), '62');
    await user.click(screen.getByRole('button', { name: 'Confirm and Next' }));
    await waitFor(() => expect(where()).toBe('/appointment/step-second'));
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.appointmentStepFirst)!)).toMatchObject({
      height: '',
      heightWeight: '',
      weight: '62',
    });
  });

  it('a height chosen and then put back to 4ft 7in counts as chosen; a kept draft without one shows the default', async () => {
    storeDrafts({ ...STEP_FIRST, height: '', heightWeight: '' }, null);
    const { where } = renderRoute('/appointment/step-first', route, network());
    const user = userEvent.setup();
    const height = await screen.findByLabelText(/^Height/);
    await waitFor(() => expect(screen.getByLabelText(/^Age/)).toHaveValue('34'));
    expect(height).toHaveValue('4ft 7in');
    await user.selectOptions(height, '5ft 0in');
    await user.selectOptions(height, '4ft 7in');
    expect(screen.queryByText('Optional: sent only if you choose it.')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Confirm and Next' }));
    await waitFor(() => expect(where()).toBe('/appointment/step-second'));
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.appointmentStepFirst)!)).toMatchObject({
      height: '4ft 7in',
      heightWeight: '4ft 7in / 62 Kg',
    });
  });

  it('starts from the kept draft when the patient comes back to step one', async () => {
    storeDrafts({ ...STEP_FIRST, firstName: 'Ravi', age: '41' }, null);
    renderRoute('/appointment/step-first', route, network());
    expect(await screen.findByLabelText(/^First Name/)).toHaveValue('Ravi');
    await waitFor(() => expect(screen.getByLabelText(/^Age/)).toHaveValue('41'));
    expect(screen.getByRole('radio', { name: 'Female' })).toBeChecked();
  });
});
