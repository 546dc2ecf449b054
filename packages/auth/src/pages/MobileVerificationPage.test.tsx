import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createFakeFetch, readUserInfo, writeUserInfo } from '@medibridge/api-client';
import { PROFILE, renderRoute } from '../test/renderRoute';
import { MobileVerificationPage } from './MobileVerificationPage';

const route = { path: '/mobile-verification', element: <MobileVerificationPage /> };

beforeEach(() => localStorage.clear());
afterEach(() => jest.useRealTimers());

describe('MobileVerificationPage (/mobile-verification)', () => {
  it("shows SPEC's texts and links, and keeps the shareCode query parameter", async () => {
    renderRoute('/mobile-verification?shareCode=ASHA7K', route);
    expect(
      await screen.findByRole('heading', { name: 'Verify Your Phone Number' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send Code via SMS' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Forgot Password ?' })).toHaveAttribute(
      'href',
      '/forget-password',
    );
    expect(screen.getByRole('link', { name: /Login/ })).toHaveAttribute('href', '/login');
    expect(localStorage.getItem('shareCode')).toBe('ASHA7K');
  });

  it("strips non-digits, ignores input past 10 and shows 'Invalid Mobile Number.' for 5 seconds", async () => {
    jest.useFakeTimers();
    const fetch = createFakeFetch();
    renderRoute('/mobile-verification', route, fetch);
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const input = await screen.findByLabelText(/Mobile Number/);
    await user.type(input, '98a76-54 3210999');
    expect(input).toHaveValue('9876543210');
    await user.clear(input);
    await user.type(input, '98765');
    await user.click(screen.getByRole('button', { name: 'Send Code via SMS' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid Mobile Number.');
    expect(fetch.calls).toHaveLength(0);
    // findByRole waited up to 100 ms of fake time for the alert to appear.
    act(() => jest.advanceTimersByTime(4800));
    expect(screen.getByText('Invalid Mobile Number.')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(300));
    expect(screen.queryByText('Invalid Mobile Number.')).not.toBeInTheDocument();
  });

  it('sends the code, keeps the uid as otp_uid and goes to /otp-varification', async () => {
    const fetch = createFakeFetch({
      'POST /api/check-user-mobile-by-otp': {
        body: { response: { status: 200, message: 'Sent.', data: { uid: 'u-123' } } },
      },
    });
    const view = renderRoute('/mobile-verification', route, fetch);
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/Mobile Number/), '9876543210');
    await user.click(screen.getByRole('button', { name: 'Send Code via SMS' }));
    await screen.findByText('Elsewhere');
    expect(view.where()).toBe('/otp-varification');
    expect(fetch.calls[0]?.body).toEqual({ mobile: '9876543210' });
    expect(localStorage.getItem('otp_uid')).toBe('u-123');
  });

  it('shows the server message of a non-200 inner status as an error for 5 seconds', async () => {
    jest.useFakeTimers();
    const message = 'This mobile number is already registered. Please log in.';
    const fetch = createFakeFetch({
      'POST /api/check-user-mobile-by-otp': {
        status: 409,
        body: { response: { status: 409, message, data: null } },
      },
    });
    renderRoute('/mobile-verification', route, fetch);
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    await user.type(await screen.findByLabelText(/Mobile Number/), '9876543210');
    await user.click(screen.getByRole('button', { name: 'Send Code via SMS' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    act(() => jest.advanceTimersByTime(5000));
    expect(screen.queryByText(message)).not.toBeInTheDocument();
    expect(localStorage.getItem('otp_uid')).toBeNull();
  });

  it('sends a saved login the server confirms to /home', async () => {
    writeUserInfo(PROFILE);
    const fetch = createFakeFetch({ 'GET /api/user-data-with-token': { body: { id: 7 } } });
    const view = renderRoute('/mobile-verification', route, fetch);
    await screen.findByText('Elsewhere');
    expect(view.where()).toBe('/home');
    expect(readUserInfo()?.id).toBe(7);
  });

  it('forgets a saved login the server does not confirm and goes to /login', async () => {
    writeUserInfo(PROFILE);
    const fetch = createFakeFetch({ 'GET /api/user-data-with-token': { body: { id: 8 } } });
    const view = renderRoute('/mobile-verification', route, fetch);
    await screen.findByText('Elsewhere');
    expect(view.where()).toBe('/login');
    expect(readUserInfo()).toBeNull();
  });
});
