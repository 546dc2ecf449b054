import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createFakeFetch, writeUserInfo } from '@medibridge/api-client';
import { PROFILE, renderRoute } from '../test/renderRoute';
import { ChangePasswordPage } from './ChangePasswordPage';

const route = { path: '/change-password', element: <ChangePasswordPage /> };
beforeEach(() => writeUserInfo(PROFILE));
afterEach(() => {
  localStorage.clear();
  jest.useRealTimers();
});

async function fill(
  user: ReturnType<typeof userEvent.setup>,
  oldPw: string,
  newPw: string,
  confirm: string,
): Promise<void> {
  await user.type(await screen.findByLabelText(/^Old Password/), oldPw);
  await user.type(screen.getByLabelText(/^New Password/), newPw);
  await user.type(screen.getByLabelText(/^Confirm Password/), confirm);
  await user.click(screen.getByRole('button', { name: 'Change Password' }));
}

describe('ChangePasswordPage (/change-password)', () => {
  it('checks that new and confirm match before sending (deviation 5)', async () => {
    const fetch = createFakeFetch();
    renderRoute('/change-password', route, fetch);
    await fill(userEvent.setup(), 'old secret', 'new secret 1', 'new secret 2');
    expect(
      await screen.findByText('New password and confirm password do not match.'),
    ).toBeInTheDocument();
    expect(fetch.calls).toHaveLength(0);
  });

  it("sends SPEC's payload and shows the server's message for 5 seconds", async () => {
    jest.useFakeTimers();
    const message = 'Password changed successfully. You have been logged out on all other devices.';
    const fetch = createFakeFetch({
      'POST /api/update-user-profile/me': {
        body: { code: 200, response: { message, data: null } },
      },
    });
    renderRoute('/change-password', route, fetch);
    await fill(
      userEvent.setup({ advanceTimers: jest.advanceTimersByTime }),
      'old secret',
      'new secret 1',
      'new secret 1',
    );
    expect(await screen.findByRole('status')).toHaveTextContent(message);
    expect(fetch.calls[0]?.body).toEqual({
      old_password: 'old secret',
      new_password: 'new secret 1',
      confirm_password: 'new secret 1',
      userID: '7',
    });
    expect(screen.getByLabelText(/^Old Password/)).toHaveValue('');
    act(() => jest.advanceTimersByTime(5100));
    expect(screen.queryByText(message)).not.toBeInTheDocument();
  });

  it("shows a wrong old password under the field and as the server's message", async () => {
    const fetch = createFakeFetch({
      'POST /api/update-user-profile/me': {
        status: 422,
        body: {
          code: 422,
          response: { message: { old_password: 'Your old password is incorrect.' }, data: null },
        },
      },
    });
    renderRoute('/change-password', route, fetch);
    await fill(userEvent.setup(), 'wrong one', 'new secret 1', 'new secret 1');
    expect(await screen.findByText('Your old password is incorrect.')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Old Password/)).toHaveAttribute('aria-invalid', 'true');
  });
});
