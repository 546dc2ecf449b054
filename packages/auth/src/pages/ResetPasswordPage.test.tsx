import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createFakeFetch } from '@medibridge/api-client';
import { renderRoute } from '../test/renderRoute';
import { ResetPasswordPage } from './ResetPasswordPage';

const route = { path: '/reset-password/:token', element: <ResetPasswordPage /> };
const valid = {
  body: {
    code: 200,
    response: {
      message: 'Please choose a new password.',
      data: { expires_at: '2030-01-01T00:00:00Z' },
    },
  },
};

describe('ResetPasswordPage (/reset-password/:token)', () => {
  it('sets a new password and goes to /login with the message', async () => {
    const fetch = createFakeFetch({
      'GET /api/reset-password/tok123': valid,
      'POST /api/reset-password': {
        body: {
          code: 200,
          response: {
            message: 'Your password has been changed. Please log in with your new password.',
            data: null,
          },
        },
      },
    });
    const view = renderRoute('/reset-password/tok123', route, fetch);
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/^New Password/), 'brand new pass');
    await user.type(screen.getByLabelText(/^Confirm Password/), 'brand new pass');
    await user.click(screen.getByRole('button', { name: 'Save New Password' }));
    await screen.findByText('Elsewhere');
    expect(view.where()).toBe('/login');
    expect(view.router.state.location.state).toEqual({
      notice: {
        tone: 'success',
        text: 'Your password has been changed. Please log in with your new password.',
      },
    });
    expect(fetch.calls.find((c) => c.method === 'POST')?.body).toEqual({
      token: 'tok123',
      password: 'brand new pass',
      confirm_password: 'brand new pass',
    });
  });

  it('greets a new staff member (?welcome=staff) and sends them to log in with their first password', async () => {
    const fetch = createFakeFetch({
      'GET /api/reset-password/tok123': valid,
      'POST /api/reset-password': {
        body: { code: 200, response: { message: 'Your password has been changed.', data: null } },
      },
    });
    const view = renderRoute('/reset-password/tok123?welcome=staff', route, fetch);
    const user = userEvent.setup();
    expect(
      await screen.findByRole('heading', { name: 'Welcome to the MediBridge staff' }),
    ).toBeInTheDocument();
    await user.type(await screen.findByLabelText(/^New Password/), 'first staff pass');
    await user.type(screen.getByLabelText(/^Confirm Password/), 'first staff pass');
    await user.click(screen.getByRole('button', { name: 'Save My Password' }));
    await screen.findByText('Elsewhere');
    expect(view.where()).toBe('/login');
    expect(view.router.state.location.state).toEqual({
      notice: {
        tone: 'success',
        text: 'Your password is set. Log in with your mobile number and this password.',
      },
    });
  });

  it('refuses a confirmation that does not match before sending', async () => {
    const fetch = createFakeFetch({ 'GET /api/reset-password/tok123': valid });
    renderRoute('/reset-password/tok123', route, fetch);
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/^New Password/), 'brand new pass');
    await user.type(screen.getByLabelText(/^Confirm Password/), 'another pass');
    await user.click(screen.getByRole('button', { name: 'Save New Password' }));
    expect(
      await screen.findByText('New password and confirm password do not match.'),
    ).toBeInTheDocument();
    expect(fetch.calls.filter((c) => c.method === 'POST')).toHaveLength(0);
  });

  it('explains an invalid or used link and offers a new one', async () => {
    const message =
      'This password reset link is invalid, has expired or has already been used. Please ask for a new one from Forgot Password.';
    const fetch = createFakeFetch({
      'GET /api/reset-password/old': {
        status: 400,
        body: { code: 400, response: { message, data: null } },
      },
    });
    renderRoute('/reset-password/old', route, fetch);
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.getByRole('link', { name: 'Ask for a new link' })).toHaveAttribute(
      'href',
      '/forget-password',
    );
    expect(screen.queryByLabelText(/^New Password/)).not.toBeInTheDocument();
  });
});
