import { screen, within } from '@testing-library/react';
import { writeUserInfo } from '@medibridge/api-client';
import type { WalletEntry } from '@medibridge/contract';
import { USER, network, renderRoute } from '../test/renderRoute';
import { MyWalletPage } from './MyWalletPage';

const route = { path: '/my-wallet', element: <MyWalletPage /> };
const LEDGER = 'GET /api/wallet-ledger';

const entry = (
  id: number,
  kind: string,
  amount: string,
  balance: string,
  reference: string,
): WalletEntry => ({
  id,
  created_at: '2026-11-25 16:05',
  kind,
  amount,
  balance,
  note: '',
  reference,
});

const ENTRIES = [
  entry(7, 'mystery_credit', '5.00', '1114.15', 'x:1'),
  entry(6, 'mystery_debit', '-1.00', '1109.15', 'x:2'),
  entry(5, 'late_payment_credit', '200.00', '1110.15', 'MBLATE00001AB'),
  entry(4, 'booking_refund', '509.15', '910.15', 'APT-AB12CD34'),
  entry(3, 'booking_wallet_release', '100.00', '401.00', 'APT-ZZ99ZZ99'),
  entry(2, 'booking_wallet', '-100.00', '301.00', 'APT-AB12CD34'),
  entry(1, 'referral_bonus', '100.00', '100.00', 'joined:3'),
];

/** The ledger row whose label is `label`. */
function row(label: string): HTMLElement {
  return screen.getByText(label).closest('li')!;
}

beforeEach(() => writeUserInfo(USER));
afterEach(() => localStorage.clear());

describe('MyWalletPage (/my-wallet)', () => {
  it('shows the balance large, then each entry with what it was, its sign and the balance after it', async () => {
    const fetch = network().on(LEDGER, {
      body: { data: { balance: '1114.15', entries: ENTRIES } },
    });
    renderRoute('/my-wallet', route, fetch);
    expect(await screen.findByRole('heading', { level: 1, name: 'My Wallet' })).toBeVisible();
    expect(await screen.findByText('₹1,114.15', { selector: '.amount span' })).toBeVisible();

    const refund = row('Refund: consultation cancelled');
    expect(refund).toHaveTextContent('+₹509.15');
    expect(refund).toHaveTextContent('Balance ₹910.15');
    expect(refund).toHaveTextContent('25 Nov 2026, 04:05 pm · APT-AB12CD34');
    expect(within(refund).getByText('+₹509.15', { exact: false })).toHaveClass('credit');

    const used = row('Used for consultation');
    expect(used).toHaveTextContent('−₹100.00');
    expect(used).toHaveTextContent('Balance ₹301.00');
    expect(within(used).getByText('−₹100.00', { exact: false })).not.toHaveClass('credit');

    expect(row('Referral bonus')).toHaveTextContent('+₹100.00');
    // An internal reference is not shown.
    expect(row('Referral bonus')).not.toHaveTextContent('joined:3');
    expect(row('Returned: booking not paid')).toHaveTextContent('+₹100.00');
    expect(row('Payment received after the booking expired')).toHaveTextContent('MBLATE00001AB');
    // Kinds it does not know read as a credit or a debit by their sign.
    expect(row('Wallet credit')).toHaveTextContent('+₹5.00');
    expect(row('Wallet debit')).toHaveTextContent('−₹1.00');
  });

  it('says when there is nothing in the wallet yet', async () => {
    renderRoute(
      '/my-wallet',
      route,
      network().on(LEDGER, { body: { data: { balance: '0.00', entries: [] } } }),
    );
    expect(await screen.findByText('No wallet activity yet.')).toBeInTheDocument();
    expect(screen.getByText('₹0.00', { selector: '.amount span' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Book a consultation' })).toHaveAttribute(
      'href',
      '/appointment/step-first',
    );
  });

  it('says when the wallet cannot be read', async () => {
    renderRoute('/my-wallet', route, network().on(LEDGER, { status: 503, body: {} }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Your records could not be loaded.');
  });
});
