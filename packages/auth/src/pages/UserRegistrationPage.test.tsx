import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createFakeFetch, readUserInfo } from '@medibridge/api-client';
import { PRIVACY_NOTICE_VERSION, REGISTRATION_SOURCE } from '@medibridge/contract';
import { PROFILE, renderRoute } from '../test/renderRoute';
import { UserRegistrationPage } from './UserRegistrationPage';

const route = { path: '/user-registration', element: <UserRegistrationPage /> };

// Each test now passes the notice step first: more clicks than the 5 s default allows on a busy machine.
jest.setTimeout(20_000);

beforeEach(() => {
  localStorage.clear();
  localStorage.setItem('varified_mobile', '9876543210');
  localStorage.setItem('otp_uid', 'u-1');
  localStorage.setItem('shareCode', 'RAVI42');
});
afterEach(() => jest.useRealTimers());

/** The notice step: ticks the purposes named (by their titles) and goes on to the form. */
async function agree(
  user: ReturnType<typeof userEvent.setup>,
  titles: string[] = ['Consultations and medicines', 'Payments and refunds'],
): Promise<void> {
  await screen.findByRole('heading', { name: 'Your data and your consent' });
  for (const title of titles)
    await user.click(screen.getByRole('checkbox', { name: new RegExp(`I agree: ${title}`) }));
  await user.click(screen.getByRole('button', { name: 'Continue with my choices' }));
}

async function submit(user: ReturnType<typeof userEvent.setup>): Promise<void> {
  await agree(user);
  await user.type(await screen.findByLabelText(/^Name/), 'Asha');
  await user.type(screen.getByLabelText(/^Email/), 'asha@example.in');
  await user.type(screen.getByLabelText(/^Password/), 'a long secret');
  await user.click(screen.getByRole('button', { name: 'Register' }));
}

describe('UserRegistrationPage (/user-registration)', () => {
  it('shows the itemised notice first, nothing ticked, every purpose with what, why, how long and who', async () => {
    renderRoute('/user-registration', route);
    await screen.findByRole('heading', { name: 'Your data and your consent' });
    const boxes = screen.getAllByRole('checkbox');
    expect(boxes).toHaveLength(4);
    for (const box of boxes) expect(box).not.toBeChecked();
    for (const title of [
      'Consultations and medicines',
      'Payments and refunds',
      'Reminders',
      'Offers and health tips',
    ])
      expect(screen.getByRole('heading', { name: title })).toBeInTheDocument();
    expect(screen.getAllByText('Who receives it')).toHaveLength(4);
    expect(screen.getByText('The payment gateway (PhonePe).')).toBeInTheDocument();
    expect(screen.queryByLabelText(/^Password/)).not.toBeInTheDocument();
  });

  it('shows the verified mobile read-only', async () => {
    renderRoute('/user-registration', route);
    await agree(userEvent.setup());
    const mobile = await screen.findByLabelText(/Mobile Number/);
    expect(mobile).toHaveValue('9876543210');
    expect(mobile).toHaveAttribute('readonly');
  });

  it('sends shareCode and source; 200 stores the login and goes to /home', async () => {
    const fetch = createFakeFetch({
      'POST /api/new-register': {
        body: { code: 200, response: { message: 'Registered Successfully.', data: PROFILE } },
      },
    });
    const view = renderRoute('/user-registration', route, fetch);
    await submit(userEvent.setup());
    await screen.findByText('Elsewhere');
    expect(view.where()).toBe('/home');
    expect(fetch.calls[0]?.body).toEqual({
      name: 'Asha',
      mobile: '9876543210',
      email: 'asha@example.in',
      password: 'a long secret',
      shareCode: 'RAVI42',
      source: REGISTRATION_SOURCE,
      consents: ['care', 'payments'],
      notice_version: PRIVACY_NOTICE_VERSION,
    });
    expect(readUserInfo()?.id).toBe(7);
    expect(localStorage.getItem('varified_mobile')).toBeNull();
  });

  it('422 shows the per-field messages for 5 seconds', async () => {
    jest.useFakeTimers();
    const fetch = createFakeFetch({
      'POST /api/new-register': {
        status: 422,
        body: {
          code: 422,
          response: {
            message: {
              password: 'This password is too common. Please choose one that is harder to guess.',
              email: 'Please enter a valid email address.',
            },
            data: null,
          },
        },
      },
    });
    renderRoute('/user-registration', route, fetch);
    await submit(userEvent.setup({ advanceTimers: jest.advanceTimersByTime }));
    expect(
      await screen.findByText(
        'This password is too common. Please choose one that is harder to guess.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid email address.')).toBeInTheDocument();
    // The server's refusal is a refused submit too: summary and focus on its first field.
    expect(screen.getByText('Please correct 2 fields: Email, Password')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText(/^Email/)).toHaveFocus());
    act(() => jest.advanceTimersByTime(4800));
    expect(screen.getByText('Please enter a valid email address.')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(300));
    expect(screen.queryByText('Please enter a valid email address.')).not.toBeInTheDocument();
    expect(readUserInfo()).toBeNull();
  });

  it('400 shows a general error', async () => {
    const message = 'This mobile number is already registered. Please log in.';
    const fetch = createFakeFetch({
      'POST /api/new-register': {
        status: 400,
        body: { code: 400, response: { message, data: null } },
      },
    });
    renderRoute('/user-registration', route, fetch);
    await submit(userEvent.setup());
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
  });

  it('any other code goes to /login', async () => {
    const fetch = createFakeFetch({
      'POST /api/new-register': { status: 500, body: { message: 'x' } },
    });
    const view = renderRoute('/user-registration', route, fetch);
    await submit(userEvent.setup());
    await screen.findByText('Elsewhere');
    expect(view.where()).toBe('/login');
  });

  it('checks name, email and password before sending', async () => {
    const fetch = createFakeFetch();
    renderRoute('/user-registration', route, fetch);
    const user = userEvent.setup();
    await agree(user, []);
    await user.click(await screen.findByRole('button', { name: 'Register' }));
    expect(await screen.findByText('Please enter your name.')).toBeInTheDocument();
    expect(screen.getByText('Please enter your email address.')).toBeInTheDocument();
    expect(screen.getByText('Please enter a password.')).toBeInTheDocument();
    expect(fetch.calls).toHaveLength(0);
    // Named in one announcement, the focus on the first (issue 30).
    expect(
      await screen.findByText('Please correct 3 fields: Name, Email, Password'),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText(/^Name/)).toHaveFocus());
  });

  it('sends a visitor without a verified mobile to /mobile-verification', async () => {
    localStorage.removeItem('varified_mobile');
    const view = renderRoute('/user-registration', route);
    await screen.findByText('Elsewhere');
    expect(view.where()).toBe('/mobile-verification');
  });
});
