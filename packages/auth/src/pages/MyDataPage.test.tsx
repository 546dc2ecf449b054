import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createFakeFetch } from '@medibridge/api-client';
import { PRIVACY_MESSAGES } from '@medibridge/contract';
import { renderRoute } from '../test/renderRoute';
import { MyDataPage } from './MyDataPage';

const route = { path: '/my-data', element: <MyDataPage /> };

const SUMMARY = {
  body: {
    data: {
      counts: [
        { kind: 'profile', count: 1 },
        { kind: 'appointments', count: 3 },
        { kind: 'prescriptions', count: 2 },
        { kind: 'consents', count: 4 },
      ],
      shared_with: [
        { recipient: 'doctor', name: 'Dr Asha Rao', what: 'x', count: 2 },
        { recipient: 'payment_gateway', name: 'PhonePe', what: 'x', count: 3 },
      ],
    },
  },
};

const READY = {
  id: 'AbCdEfGhIjKlMnOpQrStUvWx',
  state: 'ready',
  requested_at: '2026-11-28T10:00:00.000Z',
  ready_at: '2026-11-28T10:00:05.000Z',
  expires_at: '2026-12-05T10:00:05.000Z',
  bytes: 2048,
};

describe('MyDataPage (/my-data)', () => {
  it('counts what is held per kind and names who received it', async () => {
    renderRoute(
      '/my-data',
      route,
      createFakeFetch({
        'GET /api/privacy/my-data': SUMMARY,
        'GET /api/privacy/exports': { body: { data: [] } },
      }),
    );
    const appointments = await screen.findByText('Appointments');
    expect(appointments.nextElementSibling).toHaveTextContent('3');
    expect(screen.getByText('Doctor: Dr Asha Rao')).toBeInTheDocument();
    expect(screen.getByText('Payment gateway: PhonePe')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Edit my profile' })).toHaveAttribute(
      'href',
      '/manage-profile',
    );
  });

  it('asks for the download, shows it being prepared, and links the ready zip to its owner-only call', async () => {
    const fetch = createFakeFetch({
      'GET /api/privacy/my-data': SUMMARY,
      'GET /api/privacy/exports': { body: { data: [] } },
      'POST /api/privacy/exports': {
        body: { data: { ...READY, state: 'preparing', ready_at: null, expires_at: null } },
      },
    });
    renderRoute('/my-data', route, fetch);
    fetch.on('GET /api/privacy/exports', {
      body: { data: [{ ...READY, state: 'preparing', ready_at: null, expires_at: null }] },
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Prepare my download' }));
    expect(await screen.findByText('Being prepared')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Prepare my download' })).toBeDisabled();
    fetch.on('GET /api/privacy/exports', { body: { data: [READY] } });
    const link = await screen.findByRole('link', { name: 'Download the zip' }, { timeout: 4000 });
    expect(link).toHaveAttribute('href', `/api/privacy/exports/${READY.id}/download`);
    expect(screen.getByText(/Available until/)).toBeInTheDocument();
  });

  it('says why a second request is refused', async () => {
    renderRoute(
      '/my-data',
      route,
      createFakeFetch({
        'GET /api/privacy/my-data': SUMMARY,
        'GET /api/privacy/exports': { body: { data: [] } },
        'POST /api/privacy/exports': {
          status: 409,
          body: { statusCode: 409, error: 'Conflict', message: PRIVACY_MESSAGES.exportPending },
        },
      }),
    );
    await userEvent
      .setup()
      .click(await screen.findByRole('button', { name: 'Prepare my download' }));
    expect(await screen.findByText(PRIVACY_MESSAGES.exportPending)).toBeInTheDocument();
  });
});
