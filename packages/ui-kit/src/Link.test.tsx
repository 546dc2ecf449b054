import { createRef } from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { Link, NavLink } from './Link';

/** Shows where the router is, with its history state and index. */
function Where() {
  const location = useLocation();
  return (
    <output aria-label="where">
      {`${location.pathname}${location.search} ${JSON.stringify(location.state ?? null)}`}
    </output>
  );
}

function app(at: string, links: React.ReactNode) {
  return render(
    <MemoryRouter initialEntries={[at]}>
      {links}
      <Routes>
        <Route path="*" element={<Where />} />
      </Routes>
    </MemoryRouter>,
  );
}

const where = () => screen.getByRole('status', { name: 'where' }).textContent;

describe('Link', () => {
  it('is a real link to the path and moves there on a plain click without reloading', () => {
    app('/home', <Link to="/lab-tests?city=pune">Lab Tests</Link>);
    const link = screen.getByRole('link', { name: 'Lab Tests' });
    expect(link).toHaveAttribute('href', '/lab-tests?city=pune');
    const click = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
    fireEvent(link, click);
    expect(click.defaultPrevented).toBe(true);
    expect(where()).toBe('/lab-tests?city=pune null');
  });

  it('hands history state to the next screen', () => {
    app(
      '/appointment/step-first',
      <Link to="/appointment/step-second" state={{ from: 'step-first' }}>
        Next
      </Link>,
    );
    expect(screen.getByRole('link', { name: 'Next' })).toHaveAttribute(
      'href',
      '/appointment/step-second',
    );
    fireEvent.click(screen.getByRole('link', { name: 'Next' }));
    expect(where()).toBe('/appointment/step-second {"from":"step-first"}');
  });

  it('leaves a modified click, a new-tab target and an outside address to the browser', () => {
    app(
      '/home',
      <>
        <Link to="/pharmacy">Pharmacy</Link>
        <Link to="/pharmacy" target="_blank">
          Pharmacy in a new tab
        </Link>
        <Link to="tel:+918047182200">Call</Link>
      </>,
    );
    const ctrl = new MouseEvent('click', { bubbles: true, cancelable: true, ctrlKey: true });
    fireEvent(screen.getByRole('link', { name: 'Pharmacy' }), ctrl);
    const blank = new MouseEvent('click', { bubbles: true, cancelable: true });
    fireEvent(screen.getByRole('link', { name: 'Pharmacy in a new tab' }), blank);
    const call = screen.getByRole('link', { name: 'Call' });
    expect(call).toHaveAttribute('href', 'tel:+918047182200');
    const tel = new MouseEvent('click', { bubbles: true, cancelable: true });
    fireEvent(call, tel);
    expect([ctrl.defaultPrevented, blank.defaultPrevented, tel.defaultPrevented]).toEqual([
      false,
      false,
      false,
    ]);
    expect(where()).toBe('/home null');
  });

  it('runs its own onClick first, which may keep the app where it is', () => {
    const onClick = jest.fn((event: React.MouseEvent) => event.preventDefault());
    app(
      '/home',
      <Link to="/pharmacy" onClick={onClick}>
        Pharmacy
      </Link>,
    );
    fireEvent.click(screen.getByRole('link', { name: 'Pharmacy' }));
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(where()).toBe('/home null');
  });

  it('hands its element to a ref', () => {
    const ref = createRef<HTMLAnchorElement>();
    app(
      '/home',
      <Link ref={ref} to="/home">
        Home
      </Link>,
    );
    expect(ref.current).toBe(screen.getByRole('link', { name: 'Home' }));
  });
});

describe('NavLink', () => {
  it('marks the open page and the pages below it as current, unless `end`', () => {
    app(
      '/Treatment-Package/orthopaedics',
      <>
        <NavLink to="/treatment-package">Treatment Packages</NavLink>
        <NavLink to="/treatment-package" end>
          Exactly packages
        </NavLink>
        <NavLink to="/treatment">Prefix only</NavLink>
        <NavLink to="/">Root</NavLink>
      </>,
    );
    expect(screen.getByRole('link', { name: 'Treatment Packages' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    for (const name of ['Exactly packages', 'Prefix only', 'Root'])
      expect(screen.getByRole('link', { name })).not.toHaveAttribute('aria-current');
  });

  it('marks an `end` link on its own path, and the root link at the root only', () => {
    app(
      '/',
      <>
        <NavLink to="/" end>
          Home
        </NavLink>
        <NavLink to="/lab-tests">Lab Tests</NavLink>
      </>,
    );
    expect(screen.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Lab Tests' })).not.toHaveAttribute('aria-current');
  });
});
