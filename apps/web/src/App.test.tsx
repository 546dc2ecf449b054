import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link } from '@medibridge/ui-kit';
import { type RouteObject } from 'react-router-dom';
import { readUserInfo, writeUserInfo } from '@medibridge/api-client';
import { ROUTES, STORAGE_KEYS, SUPPORT_PHONE_HREF } from '@medibridge/contract';
import { renderApp, setViewportWidth } from './test/renderApp';
import { ACCOUNT_LINKS } from './layout/services';
import { isDeclared } from './routing/declared';

function LoginFixture() {
  return (
    <button
      type="button"
      onClick={() => writeUserInfo({ id: 9, name: 'Priya', mobile: '9876543210' })}
    >
      Log in as Priya
    </button>
  );
}

function HomeFixture() {
  return (
    <section aria-labelledby="fixture-services">
      <h2 id="fixture-services">Our Services</h2>
      <Link to={ROUTES.dentistry}>Dentistry</Link>
    </section>
  );
}

/** Stand-ins for feature screens: one of each access kind, and SPEC §2's / (login for visitors, home for patients). */
const fixtureRoutes: RouteObject[] = [
  { path: ROUTES.root, handle: { access: 'guest' }, element: <LoginFixture /> },
  { path: ROUTES.root, handle: { access: 'patient' }, element: <HomeFixture /> },
  { path: ROUTES.home, handle: { access: 'public' }, element: <HomeFixture /> },
  { path: ROUTES.login, handle: { access: 'guest' }, element: <LoginFixture /> },
  { path: ROUTES.myAppointment, handle: { access: 'patient' }, element: <h1>My appointments</h1> },
  { path: ROUTES.dentistry, handle: { access: 'public' }, element: <h1>Dentistry</h1> },
];

afterEach(() => {
  localStorage.clear();
  delete (window as { matchMedia?: unknown }).matchMedia;
});

describe('route sets chosen by stored user_info', () => {
  it('gives a visitor the public screens and the login, and the login at /', async () => {
    const { factory } = renderApp(ROUTES.dentistry, { featureRoutes: [fixtureRoutes] });
    expect(await screen.findByRole('heading', { name: 'Dentistry' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'MediBridge home' }));
    expect(await screen.findByRole('button', { name: 'Log in as Priya' })).toBeInTheDocument();
    expect(factory.current()).toBe('/');
    expect(screen.getByRole('link', { name: /login or register/i })).toHaveAttribute(
      'href',
      '/login',
    );
  });

  it('sends a visitor from a patient screen to /login?next=… and back there after logging in', async () => {
    const { factory } = renderApp('/my-appointment', { featureRoutes: [fixtureRoutes] });
    const login = await screen.findByRole('button', { name: 'Log in as Priya' });
    expect(factory.current()).toBe('/login?next=%2Fmy-appointment');
    expect(screen.queryByRole('heading', { name: 'My appointments' })).not.toBeInTheDocument();
    await userEvent.click(login);
    expect(await screen.findByRole('heading', { name: 'My appointments' })).toBeInTheDocument();
    expect(factory.current()).toBe('/my-appointment');
  });

  it('sends a logged-in patient away from guest screens to /home', async () => {
    writeUserInfo({ id: 9, name: 'Priya' });
    const { factory } = renderApp('/login', { featureRoutes: [fixtureRoutes] });
    expect(await screen.findByRole('heading', { name: 'Our Services' })).toBeInTheDocument();
    expect(factory.current()).toBe('/home');
    expect(screen.queryByRole('button', { name: 'Log in as Priya' })).not.toBeInTheDocument();
  });

  it('never follows a next= that leaves the app', async () => {
    writeUserInfo({ id: 9, name: 'Priya' });
    const { factory } = renderApp('/login?next=%2F%2Fevil.example', {
      featureRoutes: [fixtureRoutes],
    });
    await screen.findByRole('heading', { name: 'Our Services' });
    expect(factory.current()).toBe('/home');
  });

  it('switches to the visitor set when the login is cleared (e.g. by a 401 or another tab)', async () => {
    writeUserInfo({ id: 9, name: 'Priya' });
    const { factory } = renderApp('/my-appointment', { featureRoutes: [fixtureRoutes] });
    expect(await screen.findByRole('heading', { name: 'My appointments' })).toBeInTheDocument();
    act(() => {
      localStorage.removeItem(STORAGE_KEYS.userInfo);
      window.dispatchEvent(new StorageEvent('storage', { key: STORAGE_KEYS.userInfo }));
    });
    expect(await screen.findByRole('button', { name: 'Log in as Priya' })).toBeInTheDocument();
    expect(factory.current()).toBe('/login?next=%2Fmy-appointment');
  });
});

describe('header', () => {
  it('offers the services menu with every service page and a call link', async () => {
    renderApp('/');
    await userEvent.click(await screen.findByRole('button', { name: /open services menu/i }));
    const ambulance = screen.getByRole('navigation', { name: 'Ambulance' });
    expect(within(ambulance).getByRole('link', { name: /air ambulance/i })).toHaveAttribute(
      'href',
      '/air-ambulance',
    );
    const home = screen.getByRole('navigation', { name: 'Care at home' });
    expect(within(home).getByRole('link', { name: /ICU setup at home/i })).toHaveAttribute(
      'href',
      '/icuSetup-at-home',
    );
    expect(screen.getByRole('link', { name: /call medibridge support/i })).toHaveAttribute(
      'href',
      SUPPORT_PHONE_HREF,
    );
  });

  it('shows a patient the account menu of SPEC §2, and Log Out clears storage and goes to /login', async () => {
    writeUserInfo({ id: 9, name: 'Priya' });
    localStorage.setItem(STORAGE_KEYS.appointmentStepFirst, '{}');
    const { factory } = renderApp('/home', { featureRoutes: [fixtureRoutes] });
    await userEvent.click(await screen.findByRole('button', { name: /account menu/i }));
    // The opened menu's code is a chunk of its own: it arrives just after the click.
    await screen.findByRole('button', { name: 'Log Out' });
    const hrefs = screen.getAllByRole('link').map((a) => a.getAttribute('href'));
    // SPEC §2's menu, in order, then the pharmacy's My Orders and the patient's privacy screen (DPDP,
    // docs/decisions/0060); each entry shows once a feature declares its screen (the shell's rule).
    expect(ACCOUNT_LINKS.map((link) => [link.label, link.to])).toEqual([
      ['Manage Profile', '/manage-profile'],
      ['Change Password', '/change-password'],
      ['Make Payment', '/service/service-booking'],
      ['My Appointments', '/my-appointment'],
      ['My Transactions', '/my-transactions'],
      ['My History', '/my-history'],
      ['My Orders', '/pharmacy/my-orders'],
      ['Privacy and my data', '/privacy'],
      ['My grievances', '/grievances'],
    ]);
    for (const link of ACCOUNT_LINKS) {
      if (isDeclared(link.to)) expect(hrefs).toContain(link.to);
      else expect(hrefs).not.toContain(link.to);
    }
    expect(hrefs).toContain('/manage-profile');
    expect(hrefs).toContain('/change-password');
    await userEvent.click(screen.getByRole('button', { name: 'Log Out' }));
    expect(await screen.findByRole('button', { name: 'Log in as Priya' })).toBeInTheDocument();
    expect(factory.current()).toBe('/login');
    expect(readUserInfo()).toBeNull();
    expect(localStorage.length).toBe(0);
  });

  it('shows no wallet figure it does not have', async () => {
    writeUserInfo({ id: 9, name: 'Priya' });
    renderApp('/home');
    await screen.findByRole('heading', { name: 'Our Services' });
    expect(screen.queryByText(/₹/)).not.toBeInTheDocument();
  });
});

describe('404 page', () => {
  it('answers an unknown path kindly, with links onward', async () => {
    renderApp('/no-such-page');
    expect(
      await screen.findByRole('heading', { name: /couldn’t find that page/i }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to home' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'Treatment packages' })).toHaveAttribute(
      'href',
      '/treatment-package',
    );
    expect(screen.getByRole('link', { name: /call support/i })).toHaveAttribute(
      'href',
      SUPPORT_PHONE_HREF,
    );
    // The layout stays: header and footer around the message.
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  });
});

describe('bottom bar', () => {
  it('shows Home, Book Appointment, Refer & Earn, Call and Profile on a phone', async () => {
    setViewportWidth(360);
    renderApp('/home');
    const bar = await screen.findByRole('navigation', { name: 'Quick links' });
    const items = within(bar).getAllByRole('listitem');
    expect(items.map((li) => li.textContent)).toEqual([
      'Home',
      'Book Appointment',
      'Refer & Earn',
      'Call',
      'Profile',
    ]);
    expect(within(bar).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/home');
    // Doctor booking has shipped (the appointments feature declares step one): the bar links to it.
    expect(within(bar).getByRole('link', { name: 'Book Appointment' })).toHaveAttribute(
      'href',
      ROUTES.appointmentStepFirst,
    );
    expect(within(bar).getByRole('link', { name: 'Call' })).toHaveAttribute(
      'href',
      SUPPORT_PHONE_HREF,
    );
  });

  it('opens the patient login modal when a visitor taps Profile', async () => {
    setViewportWidth(360);
    renderApp('/home');
    const bar = await screen.findByRole('navigation', { name: 'Quick links' });
    await userEvent.click(within(bar).getByRole('button', { name: 'Profile' }));
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
    // The visitor stays on the page they were on, behind the dialog.
    expect(screen.getByRole('heading', { name: 'Our Services', hidden: true })).toBeInTheDocument();
  });

  it('is absent on a desktop screen', async () => {
    setViewportWidth(1280);
    renderApp('/home');
    await screen.findByRole('heading', { name: 'Our Services' });
    expect(screen.queryByRole('navigation', { name: 'Quick links' })).not.toBeInTheDocument();
  });

  it('is absent from 768 px up', async () => {
    setViewportWidth(768);
    renderApp('/home');
    await screen.findByRole('heading', { name: 'Our Services' });
    expect(screen.queryByRole('navigation', { name: 'Quick links' })).not.toBeInTheDocument();
  });
});

describe('scrolling', () => {
  it('scrolls to the top on every path change', async () => {
    const scrollTo = jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    renderApp('/home', { featureRoutes: [fixtureRoutes] });
    await screen.findByRole('heading', { name: 'Our Services' });
    scrollTo.mockClear();
    await userEvent.click(
      within(screen.getByRole('region', { name: 'Our Services' })).getByRole('link', {
        name: /dentistry/i,
      }),
    );
    expect(await screen.findByRole('heading', { name: 'Dentistry' })).toBeInTheDocument();
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
  });
});

describe('error boundary', () => {
  it('shows a friendly error with a retry that renders the screen again', async () => {
    const spy = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    let fail = true;
    function Flaky(): React.ReactNode {
      if (fail) throw new Error('boom');
      return <h1>Recovered</h1>;
    }
    renderApp('/dentistry', {
      featureRoutes: [
        [{ path: ROUTES.dentistry, handle: { access: 'public' }, element: <Flaky /> }],
      ],
    });
    expect(
      await screen.findByRole('heading', { name: 'Something went wrong' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('banner')).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Recovered' })).toBeInTheDocument();
    spy.mockRestore();
  });
});

describe('lazy feature routes', () => {
  it('load their screen on demand', async () => {
    const lazyRoute: RouteObject = {
      path: ROUTES.contactUs,
      handle: { access: 'public' },
      lazy: async () => ({ Component: () => <h1>Contact Us</h1> }),
    };
    renderApp('/contact-us', { featureRoutes: [[lazyRoute]] });
    expect(await screen.findByRole('heading', { name: 'Contact Us' })).toBeInTheDocument();
  });

  it('show the could-not-load screen inside the layout when the code fails to download', async () => {
    const spy = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const failing: RouteObject = {
      path: ROUTES.contactUs,
      handle: { access: 'public' },
      lazy: () =>
        Promise.reject(new TypeError('Failed to fetch dynamically imported module: /assets/x.js')),
    };
    renderApp('/contact-us', { featureRoutes: [[failing]] });
    expect(
      await screen.findByRole('heading', { name: 'We couldn’t load this screen' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('banner')).toBeInTheDocument();
    spy.mockRestore();
  });
});

it('logs in from one tab and the other follows', async () => {
  renderApp('/home');
  await screen.findByRole('heading', { name: 'Our Services' });
  act(() => {
    localStorage.setItem(STORAGE_KEYS.userInfo, JSON.stringify({ id: 1, name: 'Sunita' }));
    window.dispatchEvent(new StorageEvent('storage', { key: STORAGE_KEYS.userInfo }));
  });
  await waitFor(() =>
    expect(screen.getByRole('button', { name: /account menu/i })).toBeInTheDocument(),
  );
});

describe('modal host', () => {
  it('renders a registered modal inside the router, so it can link to screens', async () => {
    const { Link } = await import('react-router-dom');
    const { ModalTitle, openModal } = await import('@medibridge/ui-kit');
    const { modalRegistry } = await import('./modals');
    const registered = modalRegistry.pharmacyComingSoon;
    modalRegistry.pharmacyComingSoon = () => (
      <>
        <ModalTitle>Pharmacy is coming soon</ModalTitle>
        <Link to={ROUTES.labTests}>Book a lab test instead</Link>
      </>
    );
    try {
      const { store } = renderApp('/home');
      await screen.findByRole('heading', { name: 'Our Services' });
      act(() => {
        store.dispatch(openModal({ name: 'pharmacyComingSoon' }));
      });
      const dialog = await screen.findByRole('dialog', { name: 'Pharmacy is coming soon' });
      expect(within(dialog).getByRole('link', { name: 'Book a lab test instead' })).toHaveAttribute(
        'href',
        '/lab-tests',
      );
    } finally {
      modalRegistry.pharmacyComingSoon = registered;
    }
  });
});
