import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createFakeFetch } from '@medibridge/api-client';
import { renderRoute } from '../test/renderRoute';
import { ForgetPasswordPage } from './ForgetPasswordPage';

const route = { path: '/forget-password', element: <ForgetPasswordPage /> };
afterEach(() => jest.useRealTimers());

describe('ForgetPasswordPage (/forget-password)', () => {
  it("has 'Registered Mobile Number', 'Get Password' and a link to /login", async () => {
    renderRoute('/forget-password', route);
    expect(await screen.findByLabelText(/Registered Mobile Number/)).toHaveAttribute(
      'placeholder',
      'Enter 10 Digit Mobile Number',
    );
    expect(screen.getByRole('button', { name: 'Get Password' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Login/ })).toHaveAttribute('href', '/login');
  });

  it("strips non-digits, ignores input past 10 and shows 'Invalid Mobile Number.' for 5 seconds", async () => {
    jest.useFakeTimers();
    const fetch = createFakeFetch();
    renderRoute('/forget-password', route, fetch);
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const input = await screen.findByLabelText(/Registered Mobile Number/);
    await user.type(input, '+91 98765 43210');
    expect(input).toHaveValue('9198765432');
    await user.clear(input);
    await user.type(input, '123');
    await user.click(screen.getByRole('button', { name: 'Get Password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid Mobile Number.');
    expect(fetch.calls).toHaveLength(0);
    act(() => jest.advanceTimersByTime(4800));
    expect(screen.getByText('Invalid Mobile Number.')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(300));
    expect(screen.queryByText('Invalid Mobile Number.')).not.toBeInTheDocument();
  });

  it('shows the success message for 5 seconds', async () => {
    jest.useFakeTimers();
    const message =
      'We have sent a link to set a new password to your mobile number. It is valid for 30 minutes.';
    const fetch = createFakeFetch({
      'POST /api/forget-password': { body: { response: { status: 200, message, data: null } } },
    });
    renderRoute('/forget-password', route, fetch);
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    await user.type(await screen.findByLabelText(/Registered Mobile Number/), '9876543210');
    await user.click(screen.getByRole('button', { name: 'Get Password' }));
    expect(await screen.findByRole('status')).toHaveTextContent(message);
    expect(fetch.calls[0]?.body).toEqual({ mobile: '9876543210' });
    act(() => jest.advanceTimersByTime(5100));
    expect(screen.queryByText(message)).not.toBeInTheDocument();
  });

  it('shows a non-200 inner status as an error', async () => {
    const message =
      'This mobile number is not registered with us. Please check it or create an account.';
    const fetch = createFakeFetch({
      'POST /api/forget-password': {
        status: 404,
        body: { response: { status: 404, message, data: null } },
      },
    });
    renderRoute('/forget-password', route, fetch);
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/Registered Mobile Number/), '9876543210');
    await user.click(screen.getByRole('button', { name: 'Get Password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
  });
});
