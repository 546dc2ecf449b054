import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createFakeFetch } from '@medibridge/api-client';
import { SUPPORT_PHONE_HREF } from '@medibridge/contract';
import { openModalOf, renderRoute } from '../test/renderRoute';
import { CITIES, activePackage } from '../test/fixtures';

function network() {
  return createFakeFetch({
    'GET /api/get-hospital-cities': { body: { data: CITIES } },
    'GET /api/search-active-packages/knee': {
      body: {
        data: [activePackage(7, 'Total Knee Replacement'), activePackage(8, 'Knee Arthroscopy')],
      },
    },
  });
}

afterEach(() => {
  jest.useRealTimers();
});

describe('home page', () => {
  it('states SPEC §1’s claims, the offers and links every service tile to its page', async () => {
    renderRoute('/home', network());
    expect(await screen.findByRole('heading', { name: 'Our Services' })).toBeInTheDocument();
    for (const claim of [
      '5% to 10% instant discount',
      'No-cost EMI',
      'Consumables waived',
      '50+ procedures',
    ]) {
      expect(screen.getAllByText(claim).length).toBeGreaterThan(0);
    }
    expect(screen.getByRole('link', { name: /up to 70% off on lab tests/i })).toHaveAttribute(
      'href',
      '/lab-tests',
    );
    expect(screen.getByRole('link', { name: /call us on/i })).toHaveAttribute(
      'href',
      SUPPORT_PHONE_HREF,
    );
    const tiles = within(screen.getByRole('region', { name: 'Our Services' }))
      .getAllByRole('link')
      .map((a) => a.getAttribute('href'));
    expect(tiles).toEqual(
      expect.arrayContaining([
        '/treatment-package',
        '/dentistry',
        '/transition-care-center',
        '/doctors-at-home',
        '/nurse-at-home',
        '/physiotherapist-at-home',
        '/icuSetup-at-home',
        '/air-ambulance',
        '/ambulance-with-icu',
        '/ambulance-with-doctor',
        '/ambulance-with-nurse',
        '/ambulance-for-deadBody',
        '/international-patient',
        '/contact-us',
        '/hospitalization',
        '/lab-tests',
      ]),
    );
    // The pharmacy and doctor booking have shipped: their tiles link to them (deviation 11 is over).
    expect(tiles).toContain('/pharmacy');
    expect(tiles).toContain('/appointment/step-first');
  });

  it('links the medicines offer and the Pharmacy tile to /pharmacy, and Doctor Consultation to booking', async () => {
    const { store } = renderRoute('/home', network());
    expect(
      await screen.findByRole('link', { name: /up to 20% off on medicines/i }),
    ).toHaveAttribute('href', '/pharmacy');
    const services = within(screen.getByRole('region', { name: 'Our Services' }));
    expect(services.getByRole('link', { name: 'Pharmacy' })).toHaveAttribute('href', '/pharmacy');
    expect(services.getByRole('link', { name: /Doctor Consul/ })).toHaveAttribute(
      'href',
      '/appointment/step-first',
    );
    expect(openModalOf(store)).toBeNull();
  });

  it('enables the search only when both a city and a package are chosen, then opens the results', async () => {
    const user = userEvent.setup();
    const { router, fetchFn } = renderRoute('/home', network());
    const search = await screen.findByRole('button', { name: 'Search' });
    expect(search).toBeDisabled();

    await user.type(screen.getByRole('combobox', { name: 'City' }), 'pu');
    await user.click(await screen.findByRole('option', { name: 'Pune' }));
    expect(search).toBeDisabled();

    await user.type(screen.getByRole('combobox', { name: 'Treatment or package' }), 'knee');
    await user.click(await screen.findByRole('option', { name: 'Total Knee Replacement' }));
    expect(search).toBeEnabled();
    expect(
      fetchFn.calls.filter((c) => c.url.includes('search-active-packages')).map((c) => c.url),
    ).toEqual(['/api/search-active-packages/knee']);

    // Editing the package text undoes the choice.
    await user.type(screen.getByRole('combobox', { name: 'Treatment or package' }), 'x');
    expect(search).toBeDisabled();
    await user.clear(screen.getByRole('combobox', { name: 'Treatment or package' }));
    await user.type(screen.getByRole('combobox', { name: 'Treatment or package' }), 'knee');
    await user.click(await screen.findByRole('option', { name: 'Total Knee Replacement' }));
    await user.click(search);
    expect(router.state.location.pathname).toBe('/search-package-results/1/7');
  });

  it('debounces the package typeahead and does not ask the server for one letter', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
    const { fetchFn } = renderRoute('/home', network());
    const box = await screen.findByRole('combobox', { name: 'Treatment or package' });
    await user.type(box, 'k');
    act(() => {
      jest.advanceTimersByTime(1000);
    });
    expect((await screen.findAllByText('Type at least 2 letters')).length).toBeGreaterThan(0);
    await user.type(box, 'nee');
    act(() => {
      jest.advanceTimersByTime(300);
    });
    expect(await screen.findByRole('option', { name: 'Knee Arthroscopy' })).toBeInTheDocument();
    const searches = fetchFn.calls
      .filter((c) => c.url.includes('search-active-packages'))
      .map((c) => c.url);
    expect(searches).toEqual(['/api/search-active-packages/knee']);
  });

  it('says when the package search fails', async () => {
    const user = userEvent.setup();
    const fetchFn = network().on('GET /api/search-active-packages/hip', {
      status: 500,
      body: { statusCode: 500, error: 'Internal Server Error', message: 'Something went wrong.' },
    });
    renderRoute('/home', fetchFn);
    await user.type(await screen.findByRole('combobox', { name: 'Treatment or package' }), 'hip');
    expect(
      (await screen.findAllByText('We couldn’t search packages just now. Please try again.'))
        .length,
    ).toBeGreaterThan(0);
  });

  it('opens the consultation modal by name from Book Free Appointment', async () => {
    const user = userEvent.setup();
    const { store } = renderRoute('/home', network());
    await user.click(await screen.findByRole('button', { name: 'Book Free Appointment' }));
    expect(await screen.findByRole('dialog', { name: 'Consultation modal' })).toBeInTheDocument();
    expect(openModalOf(store)?.name).toBe('consultation');
  });

  it('opens the ambulance and home-care modals by name from the quick requests', async () => {
    const user = userEvent.setup();
    const { store } = renderRoute('/home', network());
    const quick = within(await screen.findByRole('group', { name: 'Quick requests' }));
    await user.click(quick.getByRole('button', { name: /^Book an ambulance/ }));
    expect(await screen.findByRole('dialog', { name: 'Ambulance modal' })).toBeInTheDocument();
    expect(openModalOf(store)).toEqual({ name: 'ambulance', props: {} });
    await user.keyboard('{Escape}');
    await user.click(quick.getByRole('button', { name: /^Care at home/ }));
    expect(await screen.findByRole('dialog', { name: 'Home care modal' })).toBeInTheDocument();
    expect(openModalOf(store)).toEqual({ name: 'homeCare', props: {} });
  });
});
