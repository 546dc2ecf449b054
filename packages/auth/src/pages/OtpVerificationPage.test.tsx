import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createFakeFetch } from '@medibridge/api-client';
import { SMS_DEMO_META } from '@medibridge/contract';
import { renderRoute } from '../test/renderRoute';
import { OtpVerificationPage } from './OtpVerificationPage';

const route = { path: '/otp-varification', element: <OtpVerificationPage /> };
const state = { mobile: '9876543210' };

beforeEach(() => {
  localStorage.clear();
  localStorage.setItem('otp_uid', 'u-1');
});
afterEach(() => jest.useRealTimers());

describe('OtpVerificationPage (/otp-varification)', () => {
  it('verifies the code, stores varified_mobile and goes to /user-registration', async () => {
    const fetch = createFakeFetch({
      'POST /api/verify-user-mobile-otp': {
        body: {
          response: {
            status: 200,
            message: 'Mobile number verified successfully.',
            data: { mobile: '9876543210' },
          },
        },
      },
    });
    const view = renderRoute('/otp-varification', route, fetch, state);
    expect(await screen.findByRole('heading', { name: 'Enter Your OTP' })).toBeInTheDocument();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/^OTP/), '12ab3456');
    await user.click(screen.getByRole('button', { name: 'Verify OTP' }));
    await screen.findByText('Elsewhere');
    expect(view.where()).toBe('/user-registration');
    expect(fetch.calls.find((c) => c.url.includes('verify'))?.body).toEqual({
      otpno: '123456',
      otp_uid: 'u-1',
    });
    expect(localStorage.getItem('varified_mobile')).toBe('9876543210');
  });

  it('shows a wrong code message for 5 seconds', async () => {
    jest.useFakeTimers();
    const message = 'The OTP you entered is incorrect. Please check it and try again.';
    const fetch = createFakeFetch({
      'POST /api/verify-user-mobile-otp': {
        status: 400,
        body: { response: { status: 400, message, data: null } },
      },
    });
    renderRoute('/otp-varification', route, fetch, state);
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    await user.type(await screen.findByLabelText(/^OTP/), '111111');
    await user.click(screen.getByRole('button', { name: 'Verify OTP' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    act(() => jest.advanceTimersByTime(5000));
    expect(screen.queryByText(message)).not.toBeInTheDocument();
    expect(localStorage.getItem('varified_mobile')).toBeNull();
  });

  it('hides Resend OTP after a successful resend and shows the success message for 5 seconds', async () => {
    jest.useFakeTimers();
    const fetch = createFakeFetch({
      'POST /api/resend-otp': {
        body: {
          response: { status: 200, message: 'A new OTP has been sent.', data: { uid: 'u-1' } },
        },
      },
    });
    renderRoute('/otp-varification', route, fetch, state);
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    await user.click(await screen.findByRole('button', { name: 'Resend OTP' }));
    expect(await screen.findByText('A new OTP has been sent.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Resend OTP' })).not.toBeInTheDocument();
    expect(fetch.calls.find((c) => c.url.includes('resend'))?.body).toEqual({ otp_uid: 'u-1' });
    act(() => jest.advanceTimersByTime(5000));
    expect(screen.queryByText('A new OTP has been sent.')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Resend OTP' })).not.toBeInTheDocument();
  });

  it('keeps Resend OTP after a failed resend and shows the error', async () => {
    const fetch = createFakeFetch({
      'POST /api/resend-otp': {
        status: 429,
        body: { response: { status: 429, message: 'Too many OTP requests.', data: null } },
      },
    });
    renderRoute('/otp-varification', route, fetch, state);
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Resend OTP' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many OTP requests.');
    expect(screen.getByRole('button', { name: 'Resend OTP' })).toBeInTheDocument();
  });

  describe('on a demo server (the page carries the sms-demo meta tag)', () => {
    let meta: HTMLMetaElement;
    beforeEach(() => {
      meta = document.createElement('meta');
      meta.name = SMS_DEMO_META;
      meta.content = 'outbox';
      document.head.append(meta);
    });
    afterEach(() => meta.remove());

    it('says where demo codes are while the SMS outbox answers this browser', async () => {
      const fetch = createFakeFetch({ 'GET /api/dev/sms-outbox': { body: { data: [] } } });
      renderRoute('/otp-varification', route, fetch, state);
      const link = await screen.findByRole('link', { name: /SMS outbox for 9876543210/ });
      expect(link).toHaveAttribute('href', '/api/dev/sms-outbox?mobile=9876543210');
    });

    it('hides the link when the outbox refuses this browser (another machine, or through a proxy: 404)', async () => {
      const fetch = createFakeFetch({
        'GET /api/dev/sms-outbox': { status: 404, body: { message: 'There is no API call' } },
      });
      renderRoute('/otp-varification', route, fetch, state);
      await screen.findByRole('heading', { name: 'Enter Your OTP' });
      await waitFor(() => expect(fetch.calls.some((c) => c.url.includes('sms-outbox'))).toBe(true));
      await act(async () => {
        await new Promise((r) => setTimeout(r, 50));
      });
      expect(screen.queryByText(/SMS outbox/)).not.toBeInTheDocument();
    });
  });

  it('neither asks for nor mentions an outbox on a server that really sends texts', async () => {
    const fetch = createFakeFetch({ 'GET /api/dev/sms-outbox': { body: { data: [] } } });
    renderRoute('/otp-varification', route, fetch, state);
    await screen.findByRole('heading', { name: 'Enter Your OTP' });
    await act(async () => {
      await new Promise((r) => setTimeout(r, 50));
    });
    expect(screen.queryByText(/SMS outbox/)).not.toBeInTheDocument();
    expect(fetch.calls.some((c) => c.url.includes('sms-outbox'))).toBe(false);
  });

  it('sends a visitor without an otp_uid back to /mobile-verification', async () => {
    localStorage.clear();
    const view = renderRoute('/otp-varification', route);
    await screen.findByText('Elsewhere');
    expect(view.where()).toBe('/mobile-verification');
  });
});
