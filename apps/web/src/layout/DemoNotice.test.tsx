import { screen } from '@testing-library/react';
import type { RouteObject } from 'react-router-dom';
import { createFakeFetch } from '@medibridge/api-client';
import { DEMO_SMS_NOTICE, SMS_DEMO_META } from '@medibridge/contract';
import { renderApp } from '../test/renderApp';

const fixtureRoutes: RouteObject[] = [
  { path: '/home', handle: { access: 'public' }, element: <h1>Home fixture</h1> },
  { path: '/login', handle: { access: 'guest' }, element: <h1>Login fixture</h1> },
];

afterEach(() => {
  document.head.querySelectorAll(`meta[name="${SMS_DEMO_META}"]`).forEach((m) => m.remove());
  localStorage.clear();
});

describe('demo notice', () => {
  it.each(['/home', '/login'])(
    'tells a visitor of %s on a demo server that texts are not really sent',
    async (path) => {
      const meta = document.createElement('meta');
      meta.name = SMS_DEMO_META;
      meta.content = 'outbox';
      document.head.append(meta);
      renderApp(path, { featureRoutes: [fixtureRoutes], fetchFn: createFakeFetch() });
      await screen.findByRole('heading', { name: /fixture/ });
      expect(screen.getByRole('note')).toHaveTextContent(DEMO_SMS_NOTICE);
    },
  );

  it('says nothing on a server that really sends texts', async () => {
    renderApp('/home', { featureRoutes: [fixtureRoutes], fetchFn: createFakeFetch() });
    await screen.findByRole('heading', { name: 'Home fixture' });
    expect(screen.queryByText(DEMO_SMS_NOTICE)).not.toBeInTheDocument();
  });
});
