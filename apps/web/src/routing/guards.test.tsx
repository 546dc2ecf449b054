import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { writeUserInfo } from '@medibridge/api-client';
import { RedirectAfterLogin } from './guards';

function openLoginWhileLoggedIn(url: string): void {
  render(
    <MemoryRouter initialEntries={[url]}>
      <Routes>
        <Route path="/login" element={<RedirectAfterLogin />} />
        <Route path="/home" element={<p>patient home</p>} />
        <Route path="/staff" element={<p>staff console</p>} />
        <Route path="/my-wallet" element={<p>wallet</p>} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('RedirectAfterLogin (a guest screen opened while logged in)', () => {
  afterEach(() => localStorage.clear());

  it('sends a patient home and a staff account to the console, as the login screen does', () => {
    writeUserInfo({ id: 7, name: 'Priya', is_staff: false });
    openLoginWhileLoggedIn('/login');
    expect(screen.getByText('patient home')).toBeInTheDocument();
  });

  it('sends a staff account to the staff console', () => {
    writeUserInfo({ id: 8, name: 'Kiran', is_staff: true });
    openLoginWhileLoggedIn('/login');
    expect(screen.getByText('staff console')).toBeInTheDocument();
  });

  it('goes where next says, staff or not', () => {
    writeUserInfo({ id: 8, name: 'Kiran', is_staff: true });
    openLoginWhileLoggedIn('/login?next=%2Fmy-wallet');
    expect(screen.getByText('wallet')).toBeInTheDocument();
  });
});
