import { act, fireEvent, screen, within } from '@testing-library/react';
import type { RouteObject } from 'react-router-dom';
import { createFakeFetch, reportReachable } from '@medibridge/api-client';
import { changeLanguage, resetTextsForTests } from '@medibridge/ui-kit';
import { renderApp } from '../test/renderApp';
import { resetUpdatesForTests, watchRegistration } from '../pwa/updates';

const fixtureRoutes: RouteObject[] = [
  { path: '/home', handle: { access: 'public' }, element: <h1>Home fixture</h1> },
];

function goOffline(offline: boolean): void {
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => !offline });
  window.dispatchEvent(new Event(offline ? 'offline' : 'online'));
}

afterEach(() => {
  goOffline(false);
  resetUpdatesForTests();
  resetTextsForTests();
});

describe('network notices', () => {
  it('says "You are offline" while the network is gone, and nothing once it is back', async () => {
    renderApp('/home', { featureRoutes: [fixtureRoutes], fetchFn: createFakeFetch() });
    await screen.findByRole('heading', { name: 'Home fixture' });
    expect(screen.queryByText('You are offline')).not.toBeInTheDocument();
    act(() => goOffline(true));
    expect(screen.getByText('You are offline')).toBeInTheDocument();
    act(() => goOffline(false));
    expect(screen.queryByText('You are offline')).not.toBeInTheDocument();
  });

  it('says it too when the browser claims to be online but the API cannot be reached (4G without data)', async () => {
    renderApp('/home', { featureRoutes: [fixtureRoutes], fetchFn: createFakeFetch() });
    await screen.findByRole('heading', { name: 'Home fixture' });
    act(() => reportReachable(false));
    expect(screen.getByText('You are offline')).toBeInTheDocument();
    act(() => reportReachable(true));
    expect(screen.queryByText('You are offline')).not.toBeInTheDocument();
  });

  it('says it in Hindi when Hindi is chosen', async () => {
    renderApp('/home', { featureRoutes: [fixtureRoutes], fetchFn: createFakeFetch() });
    await screen.findByRole('heading', { name: 'Home fixture' });
    await act(() => changeLanguage('hi'));
    act(() => goOffline(true));
    expect(screen.getByText('आप ऑफ़लाइन हैं')).toBeInTheDocument();
  });

  it('offers a waiting new version and hands over to it on Reload', async () => {
    renderApp('/home', { featureRoutes: [fixtureRoutes], fetchFn: createFakeFetch() });
    await screen.findByRole('heading', { name: 'Home fixture' });
    const messages: unknown[] = [];
    const waiting = { postMessage: (message: unknown) => messages.push(message) };
    act(() =>
      watchRegistration(
        Object.assign(new EventTarget(), {
          waiting,
          installing: null,
        }) as unknown as ServiceWorkerRegistration,
        { controller: {} } as unknown as ServiceWorkerContainer,
      ),
    );
    const notice = screen
      .getByText('A new version of MediBridge is ready.')
      .closest('[role="status"]') as HTMLElement;
    fireEvent.click(within(notice).getByRole('button', { name: 'Reload' }));
    expect(messages).toEqual([{ type: 'SKIP_WAITING' }]);
  });
});
