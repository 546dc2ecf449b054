import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createFakeFetch, readUserInfo, writeUserInfo } from '@medibridge/api-client';
import { changeLanguage, resetTextsForTests } from '@medibridge/ui-kit';
import { PROFILE, renderRoute } from '../test/renderRoute';
import { CloseAccountPage } from './CloseAccountPage';

const route = { path: '/close-account', element: <CloseAccountPage /> };
const WALLET = 'GET /api/get-patient-detail-by-id/7';
beforeEach(() => writeUserInfo(PROFILE));
afterEach(() => {
  localStorage.clear();
  resetTextsForTests();
});

const CLOSED =
  'Your personal data has been erased; invoices and prescriptions are kept, without your contact details, only as long as the law asks. This mobile number can register again as a new patient.';

describe('CloseAccountPage (/close-account)', () => {
  it('warns what is erased and kept, and sends nothing until the password and the tick are there', async () => {
    const fetch = createFakeFetch({ [WALLET]: { body: { data: { wallet_amount: '0.00' } } } });
    renderRoute('/close-account', route, fetch);
    expect(await screen.findByRole('heading', { name: 'Close my account' })).toBeInTheDocument();
    expect(screen.getByText(/Invoices and payment records for 8 years/)).toBeInTheDocument();
    expect(screen.getByText(/prescriptions for 3 years/)).toBeInTheDocument();
    // No wallet money: no forfeit box.
    expect(screen.queryByLabelText('I give up the money in my wallet.')).not.toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Close my account' }));
    expect(
      await screen.findByText('Enter your password to close your account.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Tick this to confirm.')).toBeInTheDocument();
    expect(fetch.calls.filter((c) => c.method === 'POST')).toHaveLength(0);
  });

  it('asks to give up the wallet when it holds money, closes, logs out and says so', async () => {
    const fetch = createFakeFetch({
      [WALLET]: { body: { data: { wallet_amount: '50.00' } } },
      'POST /api/account/close': {
        body: {
          code: 200,
          message: 'Your account is closed.',
          data: {
            closed_at: '2026-11-28T06:30:00Z',
            cancelled_appointments: [],
            forfeited_paise: 5000,
          },
        },
      },
      'POST /logout': { body: { code: 200, message: 'Logged out', data: null } },
    });
    const view = renderRoute('/close-account', route, fetch);
    const user = userEvent.setup();
    expect(await screen.findByText(/Your wallet holds ₹50\.00/)).toBeInTheDocument();
    await user.type(screen.getByLabelText(/^Your password/), 'my secret');
    await user.click(screen.getByLabelText(/I understand/));
    await user.click(screen.getByRole('button', { name: 'Close my account' }));
    expect(
      await screen.findByText('Tick that you give up your wallet money, or use it first.'),
    ).toBeInTheDocument();
    await user.click(screen.getByLabelText('I give up the money in my wallet.'));
    await user.click(screen.getByRole('button', { name: 'Close my account' }));
    expect(
      await screen.findByRole('heading', { name: 'Your account is closed' }),
    ).toBeInTheDocument();
    expect(screen.getByText(CLOSED)).toBeInTheDocument();
    expect(fetch.calls.find((c) => c.url.endsWith('/account/close'))?.body).toEqual({
      password: 'my secret',
      forfeit_wallet: true,
    });
    expect(readUserInfo()).toBeNull();
    expect(view.where()).toBe('/close-account');
    expect(screen.getByRole('link', { name: 'Register again' })).toHaveAttribute(
      'href',
      '/mobile-verification',
    );
  });

  it('shows a wrong password under the field, and a refusal in the server’s words', async () => {
    const fetch = createFakeFetch({
      [WALLET]: { body: { data: { wallet_amount: 0 } } },
      'POST /api/account/close': {
        status: 400,
        body: { message: 'That password is not right. Enter the password you log in with.' },
      },
    });
    renderRoute('/close-account', route, fetch);
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/^Your password/), 'wrong');
    await user.click(screen.getByLabelText(/I understand/));
    await user.click(screen.getByRole('button', { name: 'Close my account' }));
    expect(await screen.findByLabelText(/^Your password/)).toHaveAttribute('aria-invalid', 'true');
    expect(readUserInfo()).not.toBeNull();
  });

  it('reads in Hindi', async () => {
    await act(() => changeLanguage('hi'));
    const fetch = createFakeFetch({ [WALLET]: { body: { data: { wallet_amount: 0 } } } });
    renderRoute('/close-account', route, fetch);
    expect(await screen.findByRole('heading', { name: 'मेरा खाता बंद करें' })).toBeInTheDocument();
    expect(screen.getByText('कानून के अनुसार हमें क्या रखना होता है')).toBeInTheDocument();
  });
});
