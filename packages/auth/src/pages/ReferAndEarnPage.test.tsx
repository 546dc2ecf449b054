import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createFakeFetch } from '@medibridge/api-client';
import { renderRoute } from '../test/renderRoute';
import { ReferAndEarnPage } from './ReferAndEarnPage';

const route = { path: '/refer-and-earn', element: <ReferAndEarnPage /> };
const summary = {
  body: {
    data: {
      share_code: 'ASHA7K',
      share_url: '/mobile-verification?shareCode=ASHA7K',
      bonus_rupees: '100.00',
      referred_count: 2,
    },
  },
};

afterEach(() => {
  Reflect.deleteProperty(navigator, 'share');
});

describe('ReferAndEarnPage (/refer-and-earn)', () => {
  it('shows the share code, the link and what both people get', async () => {
    renderRoute(
      '/refer-and-earn',
      route,
      createFakeFetch({ 'GET /api/referral-summary': summary }),
    );
    expect(await screen.findByLabelText('Your share code ASHA7K')).toHaveTextContent('ASHA7K');
    expect(
      screen.getByText('http://localhost/mobile-verification?shareCode=ASHA7K'),
    ).toBeInTheDocument();
    expect(screen.getAllByText('₹100.00').length).toBeGreaterThan(0);
    expect(screen.getAllByText(/you both get/i)).toHaveLength(2);
    expect(screen.getByText('2')).toBeInTheDocument();
  });

  it('shares with the Web Share API where the browser has it', async () => {
    const share = jest.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'share', { value: share, configurable: true });
    renderRoute(
      '/refer-and-earn',
      route,
      createFakeFetch({ 'GET /api/referral-summary': summary }),
    );
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Share invite link' }));
    expect(share).toHaveBeenCalledWith(
      expect.objectContaining({
        url: 'http://localhost/mobile-verification?shareCode=ASHA7K',
        text: expect.stringContaining('ASHA7K'),
      }),
    );
  });

  it('copies the link otherwise', async () => {
    const user = userEvent.setup();
    renderRoute(
      '/refer-and-earn',
      route,
      createFakeFetch({ 'GET /api/referral-summary': summary }),
    );
    await user.click(await screen.findByRole('button', { name: 'Copy invite link' }));
    expect(
      await screen.findByText('Link copied. Paste it in a message to a friend.'),
    ).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe(
      'http://localhost/mobile-verification?shareCode=ASHA7K',
    );
  });
});
