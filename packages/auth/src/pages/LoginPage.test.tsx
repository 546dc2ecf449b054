import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createFakeFetch, readUserInfo } from '@medibridge/api-client';
import { STORAGE_KEYS } from '@medibridge/contract';
import { PROFILE, renderRoute } from '../test/renderRoute';
import { LoginPage, PhonePayLoginPage } from './LoginPage';

beforeEach(() => localStorage.clear());
afterEach(() => jest.useRealTimers());

async function fill(
  user: ReturnType<typeof userEvent.setup>,
  mobile: string,
  password: string,
): Promise<void> {
  await user.type(screen.getByLabelText(/Mobile Number/), mobile);
  await user.type(screen.getByLabelText(/^Password/), password);
  await user.click(screen.getByRole('button', { name: 'Login' }));
}

describe('LoginPage (/login, /)', () => {
  it('links to /forget-password and /mobile-verification', async () => {
    renderRoute('/login', { path: '/login', element: <LoginPage /> });
    expect(await screen.findByRole('link', { name: 'Forgot Password ?' })).toHaveAttribute(
      'href',
      '/forget-password',
    );
    expect(screen.getByRole('link', { name: /Register/ })).toHaveAttribute(
      'href',
      '/mobile-verification',
    );
  });

  it('on code 200 stores the profile only as user_info and goes to `next`', async () => {
    const fetch = createFakeFetch({
      'POST /api/new-login': {
        body: {
          code: 200,
          response: { message: 'Login Successfully.', data: { ...PROFILE, token: 'secret-token' } },
        },
      },
    });
    const view = renderRoute(
      '/login?next=/my-appointment',
      { path: '/login', element: <LoginPage /> },
      fetch,
    );
    const user = userEvent.setup();
    await fill(user, '98765abc43210', 'my password');
    expect(await screen.findByText('Elsewhere')).toBeInTheDocument();
    expect(view.where()).toBe('/my-appointment');
    expect(fetch.calls[0]?.body).toEqual({ mobile: '9876543210', password: 'my password' });
    expect(readUserInfo()?.id).toBe(7);
    expect(localStorage.getItem(STORAGE_KEYS.userInfo)).not.toContain('secret-token');
  });

  it('goes to /home without a `next`', async () => {
    const fetch = createFakeFetch({
      'POST /api/new-login': { body: { code: 200, response: { message: 'ok', data: PROFILE } } },
    });
    const view = renderRoute('/login', { path: '/login', element: <LoginPage /> }, fetch);
    await fill(userEvent.setup(), '9876543210', 'pw');
    await screen.findByText('Elsewhere');
    expect(view.where()).toBe('/home');
  });

  it('on code 400 shows the response message for 5 seconds', async () => {
    jest.useFakeTimers();
    const fetch = createFakeFetch({
      'POST /api/new-login': {
        status: 400,
        body: {
          code: 400,
          response: { message: 'Invalid mobile number or password.', data: null },
        },
      },
    });
    renderRoute('/login', { path: '/login', element: <LoginPage /> }, fetch);
    await fill(userEvent.setup({ advanceTimers: jest.advanceTimersByTime }), '9876543210', 'wrong');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Invalid mobile number or password.',
    );
    act(() => jest.advanceTimersByTime(4900));
    expect(screen.getByText('Invalid mobile number or password.')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(200));
    expect(screen.queryByText('Invalid mobile number or password.')).not.toBeInTheDocument();
    expect(readUserInfo()).toBeNull();
  });

  it('on any other code goes to /login', async () => {
    const fetch = createFakeFetch({
      'POST /api/new-login': { status: 500, body: { message: 'boom' } },
    });
    const view = renderRoute('/', { path: '/', element: <LoginPage /> }, fetch);
    await fill(userEvent.setup(), '9876543210', 'pw');
    await screen.findByText('Elsewhere');
    expect(view.where()).toBe('/login');
  });

  it('shows a message handed over by another screen for 5 seconds', async () => {
    jest.useFakeTimers();
    renderRoute('/login', { path: '/login', element: <LoginPage /> }, undefined, {
      notice: { tone: 'success', text: 'Your password has been changed.' },
    });
    expect(await screen.findByText('Your password has been changed.')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(5000));
    expect(screen.queryByText('Your password has been changed.')).not.toBeInTheDocument();
  });
});

describe('PhonePayLoginPage (/PhonePayLogin)', () => {
  it('has mobile, password, a Forgot Password link and a Register link to /mobile-verification', async () => {
    renderRoute('/PhonePayLogin', { path: '/PhonePayLogin', element: <PhonePayLoginPage /> });
    expect(await screen.findByLabelText(/Mobile Number/)).toBeInTheDocument();
    expect(screen.getByLabelText(/^Password/)).toHaveAttribute('type', 'password');
    expect(screen.getByRole('link', { name: 'Forgot Password' })).toHaveAttribute(
      'href',
      '/forget-password',
    );
    expect(screen.getByRole('link', { name: 'Register' })).toHaveAttribute(
      'href',
      '/mobile-verification',
    );
  });
});
