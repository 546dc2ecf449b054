import { configureStore, type Reducer } from '@reduxjs/toolkit';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router-dom';
import { Link } from './Link';
import { routeRenderer } from './render-route';

const renderRoute = routeRenderer(
  ({ reducers }: { fetchFn: string; reducers: Record<string, Reducer> }) =>
    configureStore({ reducer: reducers }),
  () => 'the default network',
);

function Screen(): React.ReactNode {
  const { state } = useLocation() as { state: { from?: string } | null };
  return (
    <>
      <h1>Screen {state?.from ?? 'without state'}</h1>
      <Link to="/away?x=1">Away</Link>
    </>
  );
}

describe('routeRenderer', () => {
  it('mounts the route with a fresh store holding the modal slice, and shows where it navigated', async () => {
    const rendered = renderRoute('/here', { path: '/here', element: <Screen /> });
    expect(screen.getByRole('heading', { name: 'Screen without state' })).toBeInTheDocument();
    expect(rendered.fetch).toBe('the default network');
    expect(rendered.store.getState()).toHaveProperty('modal');
    await userEvent.click(screen.getByRole('link', { name: 'Away' }));
    expect(await screen.findByText('Elsewhere')).toBeInTheDocument();
    expect(rendered.where()).toBe('/away?x=1');
  });

  it('hands the history entry its state and keeps the query', () => {
    const rendered = renderRoute(
      '/here?step=2',
      { path: '/here', element: <Screen /> },
      'my network',
      { from: 'login' },
    );
    expect(screen.getByRole('heading', { name: 'Screen login' })).toBeInTheDocument();
    expect(rendered.fetch).toBe('my network');
    expect(rendered.where()).toBe('/here?step=2');
  });
});
