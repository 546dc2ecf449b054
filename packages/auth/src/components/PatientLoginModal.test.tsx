import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createFakeFetch, readUserInfo } from '@medibridge/api-client';
import { PROFILE, renderRoute } from '../test/renderRoute';
import { MODAL_USER_KEY, PatientLoginModal } from './PatientLoginModal';

afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  jest.useRealTimers();
});

async function login(user: ReturnType<typeof userEvent.setup>): Promise<void> {
  await user.type(await screen.findByLabelText(/Mobile Number/), '9876543210');
  await user.type(screen.getByLabelText(/^Password/), 'a password');
  await user.click(screen.getByRole('button', { name: 'Login' }));
}

describe('PatientLoginModal (patientLogin)', () => {
  it("alerts 'Login Successfully.', keeps the user in session storage and never the token", async () => {
    jest.useFakeTimers();
    const onClose = jest.fn();
    const fetch = createFakeFetch({
      'POST /api/login': { body: { user: PROFILE, access_token: 'secret-token' } },
    });
    renderRoute('/', { path: '/', element: <PatientLoginModal onClose={onClose} /> }, fetch);
    await login(userEvent.setup({ advanceTimers: jest.advanceTimersByTime }));
    expect(await screen.findByRole('status')).toHaveTextContent('Login Successfully.');
    expect(JSON.parse(sessionStorage.getItem(MODAL_USER_KEY) ?? '{}')).toMatchObject({
      id: 7,
      name: 'Asha',
    });
    act(() => jest.advanceTimersByTime(5100));
    expect(onClose).toHaveBeenCalled();
    expect(readUserInfo()?.id).toBe(7);
    const everything = JSON.stringify({ ...localStorage }) + JSON.stringify({ ...sessionStorage });
    expect(everything).not.toContain('secret-token');
  });

  it("shows 'Invalid Username or Password' for any non-200", async () => {
    const fetch = createFakeFetch({
      'POST /api/login': {
        status: 401,
        body: { statusCode: 401, error: 'Unauthorized', message: 'x' },
      },
    });
    renderRoute(
      '/',
      { path: '/', element: <PatientLoginModal onClose={() => undefined} /> },
      fetch,
    );
    await login(userEvent.setup());
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid Username or Password');
    expect(readUserInfo()).toBeNull();
    expect(sessionStorage.getItem(MODAL_USER_KEY)).toBeNull();
  });
});
