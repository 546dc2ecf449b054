import { Suspense, type ReactNode } from 'react';
import { render, screen } from '@testing-library/react';
import { MemoryRouter, useRoutes, type RouteObject } from 'react-router-dom';
import { preloadRoute, toElementRoutes } from './lazyRoutes';

function Page({ text }: { text: string }) {
  return <h1>{text}</h1>;
}

function Routes({ routes }: { routes: RouteObject[] }) {
  return useRoutes(routes);
}

function renderAt(routes: RouteObject[], path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Suspense fallback={<p>Loading the page</p>}>
        <Routes routes={routes} />
      </Suspense>
    </MemoryRouter>,
  );
}

describe('lazy feature routes', () => {
  it('loads a page the first time it renders, under the Suspense boundary', async () => {
    const routes = toElementRoutes([
      { path: '/one', lazy: async () => ({ Component: () => <Page text="One" /> }) },
    ]);
    renderAt(routes, '/one');
    expect(screen.getByText('Loading the page')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'One' })).toBeInTheDocument();
  });

  it('renders a preloaded page at once: the first commit holds the page, not the loading state', async () => {
    const load = jest.fn(async () => ({ Component: () => <Page text="Two" /> }));
    const other = jest.fn(async () => ({ Component: () => <Page text="Other" /> }));
    const routes = toElementRoutes([
      { path: '/two', lazy: load },
      { path: '/other', lazy: other },
    ]);
    await preloadRoute(routes, '/two');
    expect(load).toHaveBeenCalledTimes(1);
    expect(other).not.toHaveBeenCalled();
    renderAt(routes, '/two');
    expect(screen.getByRole('heading', { name: 'Two' })).toBeInTheDocument();
    expect(screen.queryByText('Loading the page')).not.toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('starts the page’s downloads in a task of its own, after the one that matched the route', async () => {
    const load = jest.fn(async () => ({ Component: () => <Page text="Five" /> }));
    const routes = toElementRoutes([{ path: '/five', lazy: load }]);
    const preloading = preloadRoute(routes, '/five');
    await Promise.resolve();
    expect(load).not.toHaveBeenCalled();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(load).toHaveBeenCalledTimes(1);
    await preloading;
  });

  it('never rejects: a page whose download failed is tried again when it renders', async () => {
    const load = jest
      .fn<Promise<{ Component: () => ReactNode }>, []>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue({ Component: () => <Page text="Three" /> });
    const routes = toElementRoutes([{ path: '/three', lazy: load }]);
    await expect(preloadRoute(routes, '/three')).resolves.toBeUndefined();
    renderAt(routes, '/three');
    expect(await screen.findByRole('heading', { name: 'Three' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('preloads nothing for a path no lazy route matches', async () => {
    const load = jest.fn(async () => ({ Component: () => <Page text="Four" /> }));
    await preloadRoute(toElementRoutes([{ path: '/four', lazy: load }]), '/elsewhere');
    expect(load).not.toHaveBeenCalled();
  });
});
