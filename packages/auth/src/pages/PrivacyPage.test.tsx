import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createFakeFetch } from '@medibridge/api-client';
import { PRIVACY_MESSAGES, PRIVACY_NOTICE_VERSION } from '@medibridge/contract';
import { renderRoute } from '../test/renderRoute';
import { PrivacyPage } from './PrivacyPage';

const route = { path: '/privacy', element: <PrivacyPage /> };

const consents = (granted: Record<string, boolean>) => ({
  body: {
    data: {
      notice_version: PRIVACY_NOTICE_VERSION,
      purposes: ['care', 'payments', 'reminders', 'offers'].map((purpose) => ({
        purpose,
        granted: granted[purpose] ?? false,
        at: granted[purpose] === undefined ? null : '2026-11-28T10:00:00.000Z',
        notice_version: granted[purpose] === undefined ? null : PRIVACY_NOTICE_VERSION,
      })),
    },
  },
});

describe('PrivacyPage (/privacy)', () => {
  it('shows each purpose switched as recorded; withdrawing reminders saves at once, with the version read', async () => {
    const fetch = createFakeFetch({
      'GET /api/privacy/consents': consents({ care: true, payments: true, reminders: true }),
      'POST /api/privacy/consents': consents({ care: true, payments: true, reminders: false }),
    });
    renderRoute('/privacy', route, fetch);
    const reminders = await screen.findByRole('checkbox', { name: /I agree: Reminders/ });
    expect(reminders).toBeChecked();
    expect(screen.getByRole('checkbox', { name: /I agree: Offers/ })).not.toBeChecked();
    await userEvent.setup().click(reminders);
    expect(await screen.findByText('Withdrawn. This takes effect at once.')).toBeInTheDocument();
    expect(fetch.calls.find((c) => c.method === 'POST')?.body).toEqual({
      notice_version: PRIVACY_NOTICE_VERSION,
      choices: [{ purpose: 'reminders', granted: false }],
    });
    expect(await screen.findByRole('checkbox', { name: /I agree: Reminders/ })).not.toBeChecked();
  });

  it('says what withdrawing care means', async () => {
    renderRoute(
      '/privacy',
      route,
      createFakeFetch({
        'GET /api/privacy/consents': consents({ care: true, payments: true }),
        'POST /api/privacy/consents': consents({ care: false, payments: true }),
      }),
    );
    await userEvent
      .setup()
      .click(await screen.findByRole('checkbox', { name: /I agree: Consultations and medicines/ }));
    expect(
      await screen.findByText(
        /You cannot book consultations or order medicines until you agree again/,
      ),
    ).toBeInTheDocument();
  });

  it('sent here by a refused booking: asks for consent, then offers the way back', async () => {
    const fetch = createFakeFetch({
      'GET /api/privacy/consents': consents({}),
      'POST /api/privacy/consents': consents({ care: true }),
    });
    renderRoute('/privacy?next=%2Fappointment%2Fstep-third', route, fetch);
    expect(await screen.findByText(PRIVACY_MESSAGES.consentRequired)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Continue where you left off' })).toBeNull();
    const user = userEvent.setup();
    // The notice above the form shows at once; the switches come with the consents read.
    await user.click(
      await screen.findByRole('checkbox', { name: /I agree: Consultations and medicines/ }),
    );
    await screen.findByText('Thank you. Your consent is recorded.');
    // Payments still missing: no way back yet.
    expect(screen.queryByRole('link', { name: 'Continue where you left off' })).toBeNull();
    fetch.on('POST /api/privacy/consents', consents({ care: true, payments: true }));
    await user.click(screen.getByRole('checkbox', { name: /I agree: Payments and refunds/ }));
    expect(
      await screen.findByRole('link', { name: 'Continue where you left off' }),
    ).toHaveAttribute('href', '/appointment/step-third');
  });

  it('links to my data and to the profile for corrections; never back to another site', async () => {
    renderRoute(
      '/privacy?next=%2F%2Fevil.example',
      route,
      createFakeFetch({ 'GET /api/privacy/consents': consents({ care: true, payments: true }) }),
    );
    expect(await screen.findByRole('link', { name: 'See and download my data' })).toHaveAttribute(
      'href',
      '/my-data',
    );
    expect(screen.getByRole('link', { name: 'Correct my details' })).toHaveAttribute(
      'href',
      '/manage-profile',
    );
    expect(screen.queryByRole('link', { name: 'Continue where you left off' })).toBeNull();
  });
});
