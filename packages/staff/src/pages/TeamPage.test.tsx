import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { clearUserInfo, createFakeFetch, writeUserInfo } from '@medibridge/api-client';
import { STAFF_TEAM_MESSAGES, type StaffMember } from '@medibridge/contract';
import { ME, STAFF_USER, meAnswer, renderRoute } from '../test/renderRoute';
import { SAID } from './TeamPage';
import { TeamPage } from './TeamPage';

const route = { path: '/staff/team', element: <TeamPage /> };
const LIST = 'GET /api/staff/team';
const CREATE = 'POST /api/staff/team';
const DEPARTMENTS = 'GET /api/get_active_departments';

const asha: StaffMember = {
  id: 31,
  name: 'Asha Rao',
  mobile: '9000000031',
  roles: ['admin'],
  doctor: null,
  state: 'active',
  password_set: true,
  created_at: '2026-11-01T05:30:00.000Z',
};
const meera: StaffMember = {
  id: 40,
  name: 'Dr Meera Iyer',
  mobile: '9876543210',
  roles: ['doctor'],
  doctor: {
    department_id: 3,
    department_name: 'Dermatology',
    registration_no: 'KMC 2011/07/0042',
    qualifications: 'MBBS, MD (Dermatology)',
  },
  state: 'active',
  password_set: false,
  created_at: '2026-11-28T05:30:00.000Z',
};
const departments = {
  body: {
    data: [
      {
        id: 3,
        name: 'Dermatology',
        fee: '500.00',
        fee_discount_percent: 0,
        description: '',
        has_schedule: true,
      },
      {
        id: 5,
        name: 'Cardiology',
        fee: '700.00',
        fee_discount_percent: 0,
        description: '',
        has_schedule: true,
      },
    ],
  },
};

beforeEach(() => writeUserInfo(STAFF_USER));
afterEach(() => clearUserInfo());

describe('TeamPage (/staff/team)', () => {
  it('keeps the server’s words letter for letter', () => {
    for (const [key, words] of Object.entries(SAID))
      expect(STAFF_TEAM_MESSAGES[key as keyof typeof STAFF_TEAM_MESSAGES]).toBe(words);
  });

  it('lists staff with roles, department and state, and adds a doctor who is texted a link', async () => {
    let people: StaffMember[] = [asha];
    const fetch = createFakeFetch({
      [ME]: meAnswer(['admin']),
      [LIST]: () => ({ body: { data: people } }),
      [DEPARTMENTS]: departments,
      [CREATE]: () => {
        people = [asha, meera];
        return { body: { code: 200, message: STAFF_TEAM_MESSAGES.created, data: meera } };
      },
    });
    renderRoute('/staff/team', route, fetch);
    const list = await screen.findByRole('list', { name: 'Staff members' });
    expect(within(list).getByText('Asha Rao')).toBeInTheDocument();
    expect(within(list).getByText('9000000031 · Admin')).toBeInTheDocument();
    expect(within(list).getByText('Active')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Add a staff member' }));
    const form = screen.getByRole('form', { name: 'Add a staff member' });
    await userEvent.type(within(form).getByLabelText(/Mobile number/), '9876543210');
    await userEvent.type(within(form).getByLabelText(/^Name/), 'Dr Meera Iyer');
    await userEvent.click(within(form).getByRole('checkbox', { name: 'Doctor' }));
    await userEvent.selectOptions(await within(form).findByLabelText(/Department/), 'Dermatology');
    await userEvent.type(within(form).getByLabelText(/Registration number/), 'KMC 2011/07/0042');
    await userEvent.type(within(form).getByLabelText(/Qualifications/), 'MBBS, MD (Dermatology)');
    await userEvent.click(within(form).getByRole('button', { name: 'Add and text the link' }));

    expect(await screen.findByText(STAFF_TEAM_MESSAGES.created)).toBeInTheDocument();
    const sent = fetch.calls.find((c) => c.method === 'POST');
    expect(sent?.body).toEqual({
      mobile: '9876543210',
      name: 'Dr Meera Iyer',
      roles: ['doctor'],
      department_id: 3,
      registration_no: 'KMC 2011/07/0042',
      qualifications: 'MBBS, MD (Dermatology)',
    });
    const row = (await screen.findByText('Dr Meera Iyer')).closest('li') as HTMLElement;
    expect(within(row).getByText('Waiting for their password')).toBeInTheDocument();
    expect(
      within(row).getByText('Dermatology · KMC 2011/07/0042 · MBBS, MD (Dermatology)'),
    ).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: 'Text a new link' })).toBeInTheDocument();
  }, 30_000);

  it('says what is missing before asking the server, and shows the server’s words under a field', async () => {
    const fetch = createFakeFetch({
      [ME]: meAnswer(['admin']),
      [LIST]: { body: { data: [asha] } },
      [DEPARTMENTS]: departments,
      [CREATE]: {
        status: 422,
        body: {
          message:
            'The registration number should be the medical council’s, 4–40 letters, digits, spaces, / . or -.',
          errors: {
            registration_no:
              'The registration number should be the medical council’s, 4–40 letters, digits, spaces, / . or -.',
          },
        },
      },
    });
    renderRoute('/staff/team', route, fetch);
    await userEvent.click(await screen.findByRole('button', { name: 'Add a staff member' }));
    const form = screen.getByRole('form', { name: 'Add a staff member' });
    await userEvent.click(within(form).getByRole('button', { name: 'Add and text the link' }));
    expect(within(form).getByText('Enter a 10-digit Indian mobile number.')).toBeInTheDocument();
    expect(within(form).getByText('Enter the name.')).toBeInTheDocument();
    expect(within(form).getByText('Choose at least one role.')).toBeInTheDocument();
    expect(fetch.calls.some((c) => c.method === 'POST')).toBe(false);

    await userEvent.type(within(form).getByLabelText(/Mobile number/), '9876543210');
    await userEvent.type(within(form).getByLabelText(/^Name/), 'Dr Meera Iyer');
    await userEvent.click(within(form).getByRole('checkbox', { name: 'Doctor' }));
    await userEvent.click(within(form).getByRole('button', { name: 'Add and text the link' }));
    expect(within(form).getByText('Choose the doctor’s department.')).toBeInTheDocument();
    await userEvent.selectOptions(await within(form).findByLabelText(/Department/), 'Cardiology');
    await userEvent.type(within(form).getByLabelText(/Registration number/), '#1');
    await userEvent.type(within(form).getByLabelText(/Qualifications/), 'MBBS');
    await userEvent.click(within(form).getByRole('button', { name: 'Add and text the link' }));
    await waitFor(() =>
      expect(within(form).getByLabelText(/Registration number/)).toHaveAccessibleDescription(
        /medical council’s, 4–40 letters/,
      ),
    );
  }, 30_000);

  it('asks before disabling, then shows the member disabled; the last admin’s refusal is in words', async () => {
    let people: StaffMember[] = [asha, { ...meera, password_set: true }];
    const fetch = createFakeFetch({
      [ME]: meAnswer(['admin']),
      [LIST]: () => ({ body: { data: people } }),
      [DEPARTMENTS]: departments,
      'POST /api/staff/team/40/disable': () => {
        people = [asha, { ...meera, password_set: true, state: 'disabled' }];
        return {
          body: { code: 200, message: STAFF_TEAM_MESSAGES.disabled, data: people[1] },
        };
      },
      'POST /api/staff/team/31/disable': {
        status: 409,
        body: { message: STAFF_TEAM_MESSAGES.lastAdmin },
      },
    });
    renderRoute('/staff/team', route, fetch);
    const meeraRow = (await screen.findByText('Dr Meera Iyer')).closest('li') as HTMLElement;
    await userEvent.click(within(meeraRow).getByRole('button', { name: 'Disable' }));
    expect(
      within(meeraRow).getByText(
        'Disable Dr Meera Iyer? They are logged out at once and cannot log in until enabled again.',
      ),
    ).toBeInTheDocument();
    expect(fetch.calls.some((c) => c.url.endsWith('/disable'))).toBe(false);
    await userEvent.click(within(meeraRow).getByRole('button', { name: 'Yes, disable' }));
    expect(await screen.findByText(STAFF_TEAM_MESSAGES.disabled)).toBeInTheDocument();
    await waitFor(() =>
      expect(
        within(screen.getByText('Dr Meera Iyer').closest('li') as HTMLElement).getByRole('button', {
          name: 'Enable',
        }),
      ).toBeInTheDocument(),
    );

    const ashaRow = screen.getByText('Asha Rao').closest('li') as HTMLElement;
    await userEvent.click(within(ashaRow).getByRole('button', { name: 'Disable' }));
    await userEvent.click(within(ashaRow).getByRole('button', { name: 'Yes, disable' }));
    expect(await within(ashaRow).findByText(STAFF_TEAM_MESSAGES.lastAdmin)).toBeInTheDocument();
  }, 30_000);

  it('tells a coordinator the screen is for admins and asks nothing else', async () => {
    const fetch = createFakeFetch({ [ME]: meAnswer(['coordinator']) });
    renderRoute('/staff/team', route, fetch);
    await screen.findByRole('heading', { name: 'Staff and roles' });
    expect(
      await screen.findByText('Your staff account does not have the role this screen needs.'),
    ).toBeInTheDocument();
    expect(fetch.calls.some((c) => c.url.includes('/staff/team'))).toBe(false);
  });
});
