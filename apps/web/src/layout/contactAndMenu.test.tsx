import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RouteObject } from 'react-router-dom';
import { createFakeFetch } from '@medibridge/api-client';
import {
  SUPPORT_ADDRESS,
  SUPPORT_EMAIL,
  SUPPORT_HOURS,
  SUPPORT_PHONE,
  SUPPORT_PHONE_HREF,
} from '@medibridge/contract';
import { renderApp } from '../test/renderApp';

const fixtureRoutes: RouteObject[] = [
  { path: '/home', handle: { access: 'public' }, element: <h1>Home fixture</h1> },
];
const pharmacyFixture: RouteObject[] = [
  { path: '/pharmacy', handle: { access: 'public' }, element: <h1>Pharmacy fixture</h1> },
];

afterEach(() => localStorage.clear());

describe('how to reach us, everywhere the same', () => {
  it('the footer gives contract’s support phone, email, address and hours (as /contact-us does)', async () => {
    renderApp('/home', { featureRoutes: [fixtureRoutes], fetchFn: createFakeFetch() });
    await screen.findByRole('heading', { name: 'Home fixture' });
    const footer = await screen.findByRole('contentinfo');
    expect(within(footer).getByRole('link', { name: `Call ${SUPPORT_PHONE}` })).toHaveAttribute(
      'href',
      SUPPORT_PHONE_HREF,
    );
    expect(within(footer).getByRole('link', { name: SUPPORT_EMAIL })).toBeInTheDocument();
    expect(footer).toHaveTextContent(SUPPORT_ADDRESS);
    expect(footer).toHaveTextContent(SUPPORT_HOURS);
  });
});

describe('services menu', () => {
  it('opens the pharmacy now that it has shipped (deviation 11), closing the menu', async () => {
    const user = userEvent.setup();
    renderApp('/home', {
      featureRoutes: [fixtureRoutes, pharmacyFixture],
      fetchFn: createFakeFetch(),
    });
    await user.click(await screen.findByRole('button', { name: /Open services menu/ }));
    const pharmacy = screen.getByRole('link', { name: 'Pharmacy' });
    expect(pharmacy).toHaveAttribute('href', '/pharmacy');
    expect(screen.queryByText(/coming soon/i)).not.toBeInTheDocument();
    await user.click(pharmacy);
    expect(await screen.findByRole('heading', { name: 'Pharmacy fixture' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Close services menu/ })).not.toBeInTheDocument();
  });
});
