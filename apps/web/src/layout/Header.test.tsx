import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RouteObject } from 'react-router-dom';
import { createFakeFetch, readUserInfo, writeUserInfo } from '@medibridge/api-client';
import { declaredLinks, isDeclared } from '../routing/declared';
import { renderApp } from '../test/renderApp';
import { ACCOUNT_LINKS } from './services';

const fixtureRoutes: RouteObject[] = [
  { path: '/home', handle: { access: 'public' }, element: <h1>Home fixture</h1> },
  { path: '/login', handle: { access: 'guest' }, element: <h1>Login fixture</h1> },
  { path: '/change-password', handle: { access: 'patient' }, element: <h1>Patient fixture</h1> },
];

afterEach(() => localStorage.clear());

describe('header account pieces', () => {
  it('shows the wallet amount of get-patient-detail-by-id as ₹….00', async () => {
    writeUserInfo({ id: 9, name: 'Priya' });
    const fetchFn = createFakeFetch({
      'GET /api/get-patient-detail-by-id/9': { body: { data: { wallet_amount: '100.00' } } },
    });
    renderApp('/home', { featureRoutes: [fixtureRoutes], fetchFn });
    const wallet = await screen.findByRole('link', { name: /Wallet balance/ });
    expect(wallet).toHaveTextContent('₹100.00');
    // The appointments feature declares the wallet's ledger: the amount leads there.
    expect(wallet).toHaveAttribute('href', '/my-wallet');
  });

  it('shows no wallet to a visitor and asks nothing', async () => {
    const fetchFn = createFakeFetch();
    renderApp('/home', { featureRoutes: [fixtureRoutes], fetchFn });
    await screen.findByRole('heading', { name: 'Home fixture' });
    expect(screen.queryByRole('link', { name: /Wallet balance/ })).not.toBeInTheDocument();
    expect(fetchFn.calls.filter((c) => c.url.includes('patient-detail'))).toHaveLength(0);
  });

  it('Log Out revokes the session with POST /logout, clears storage and goes to /login', async () => {
    writeUserInfo({ id: 9, name: 'Priya' });
    localStorage.setItem('shareCode', 'X');
    const fetchFn = createFakeFetch({
      'GET /api/get-patient-detail-by-id/9': { body: { data: { wallet_amount: '0.00' } } },
      'POST /api/logout': {
        body: { code: 200, response: { message: 'You have been logged out.', data: null } },
      },
    });
    const { factory } = renderApp('/home', { featureRoutes: [fixtureRoutes], fetchFn });
    await userEvent.click(await screen.findByRole('button', { name: /account menu/i }));
    // The opened menu's code is a chunk of its own: it arrives just after the click.
    await userEvent.click(await screen.findByRole('button', { name: 'Log Out' }));
    expect(await screen.findByRole('heading', { name: 'Login fixture' })).toBeInTheDocument();
    expect(fetchFn.calls.some((c) => c.method === 'POST' && c.url === '/api/logout')).toBe(true);
    await waitFor(() => expect(factory.current()).toBe('/login'));
    expect(readUserInfo()).toBeNull();
    expect(localStorage.length).toBe(0);
  });

  it('Log Out on a patient screen lands on /login itself, with no way back to that screen', async () => {
    writeUserInfo({ id: 9, name: 'Priya' });
    const fetchFn = createFakeFetch({
      'GET /api/get-patient-detail-by-id/9': { body: { data: { wallet_amount: '0.00' } } },
      'POST /api/logout': {
        body: { code: 200, response: { message: 'You have been logged out.', data: null } },
      },
    });
    const { factory } = renderApp('/change-password', { featureRoutes: [fixtureRoutes], fetchFn });
    await screen.findByRole('heading', { name: 'Patient fixture' });
    await userEvent.click(await screen.findByRole('button', { name: /account menu/i }));
    // The opened menu's code is a chunk of its own: it arrives just after the click.
    await userEvent.click(await screen.findByRole('button', { name: 'Log Out' }));
    expect(await screen.findByRole('heading', { name: 'Login fixture' })).toBeInTheDocument();
    await waitFor(() => expect(factory.current()).toBe('/login'));
    expect(readUserInfo()).toBeNull();
  });

  it('the account menu lists only screens a feature declares: nothing there ends on the 404 page', async () => {
    writeUserInfo({ id: 9, name: 'Priya' });
    const fetchFn = createFakeFetch({
      'GET /api/get-patient-detail-by-id/9': { body: { data: { wallet_amount: '0.00' } } },
    });
    renderApp('/home', { featureRoutes: [fixtureRoutes], fetchFn });
    await userEvent.click(await screen.findByRole('button', { name: /account menu/i }));
    const shown = ACCOUNT_LINKS.filter((link) => screen.queryByRole('link', { name: link.label }));
    expect(shown.length).toBeGreaterThan(0);
    for (const link of ACCOUNT_LINKS) {
      const item = screen.queryByRole('link', { name: link.label });
      if (isDeclared(link.to)) expect(item).toHaveAttribute('href', link.to);
      else expect(item).not.toBeInTheDocument();
    }
    expect(screen.getByRole('link', { name: 'Manage Profile' })).toBeInTheDocument();
  });
});

describe('declaredLinks', () => {
  it('keeps links to declared routes and drops the others, in order', () => {
    const features: RouteObject[][] = [
      [{ path: '/a' }, { path: '/parent', children: [{ path: '/b' }] }],
    ];
    const links = [{ to: '/a' }, { to: '/missing' }, { to: '/b' }];
    expect(declaredLinks(links, features)).toEqual([{ to: '/a' }, { to: '/b' }]);
  });
});
