import { act, render, screen } from '@testing-library/react';
import { STORAGE_KEYS } from '@medibridge/contract';
import {
  afterLoginPath,
  clearUserInfo,
  isLoggedIn,
  loginPathFor,
  readUserInfo,
  useCurrentUser,
  writeUserInfo,
} from './session';

afterEach(() => localStorage.clear());

function Who() {
  const user = useCurrentUser();
  return <p>{user ? `Hello ${user.name}` : 'Visitor'}</p>;
}

describe('session helpers', () => {
  it('store the profile only, never a token', () => {
    writeUserInfo({ id: 1, name: 'Ravi', token: 'secret', access_token: 'x' } as never);
    const raw = localStorage.getItem(STORAGE_KEYS.userInfo)!;
    expect(JSON.parse(raw)).toEqual({ id: 1, name: 'Ravi' });
    expect(raw).not.toContain('secret');
    expect(isLoggedIn()).toBe(true);
  });

  it('read the legacy {token, user_info} shape without exposing the token', () => {
    localStorage.setItem(
      STORAGE_KEYS.userInfo,
      JSON.stringify({ token: 't', user_info: { id: 2, name: 'Meera' } }),
    );
    expect(readUserInfo()).toEqual({ id: 2, name: 'Meera' });
  });

  it('treat missing or unreadable storage as logged out', () => {
    expect(isLoggedIn()).toBe(false);
    localStorage.setItem(STORAGE_KEYS.userInfo, '{not json');
    expect(readUserInfo()).toBeNull();
    localStorage.setItem(STORAGE_KEYS.userInfo, JSON.stringify({ name: 'no id' }));
    expect(isLoggedIn()).toBe(false);
  });

  it('useCurrentUser re-renders on login and logout', () => {
    render(<Who />);
    expect(screen.getByText('Visitor')).toBeInTheDocument();
    act(() => writeUserInfo({ id: 3, name: 'Kiran' }));
    expect(screen.getByText('Hello Kiran')).toBeInTheDocument();
    act(() => clearUserInfo());
    expect(screen.getByText('Visitor')).toBeInTheDocument();
  });

  it('useCurrentUser follows another tab through the storage event', () => {
    render(<Who />);
    act(() => {
      localStorage.setItem(STORAGE_KEYS.userInfo, JSON.stringify({ id: 4, name: 'Anil' }));
      window.dispatchEvent(new StorageEvent('storage', { key: STORAGE_KEYS.userInfo }));
    });
    expect(screen.getByText('Hello Anil')).toBeInTheDocument();
  });
});

describe('login redirects', () => {
  it('send a visitor to the login and back', () => {
    expect(loginPathFor('/my-appointment?tab=2')).toBe('/login?next=%2Fmy-appointment%3Ftab%3D2');
    expect(loginPathFor('/')).toBe('/login');
    expect(loginPathFor('/login?next=%2Fx')).toBe('/login');
  });

  it('go on to next only when it stays inside the app', () => {
    expect(afterLoginPath('?next=%2Fmy-appointment%3Ftab%3D2')).toBe('/my-appointment?tab=2');
    expect(afterLoginPath('')).toBe('/home');
    expect(afterLoginPath('?next=%2F%2Fevil.example')).toBe('/home');
    expect(afterLoginPath('?next=https%3A%2F%2Fevil.example')).toBe('/home');
  });

  it('takes a staff account to the staff console unless the login was asked for a page', () => {
    expect(afterLoginPath('', { is_staff: true })).toBe('/staff');
    expect(afterLoginPath('', { is_staff: false })).toBe('/home');
    expect(afterLoginPath('?next=%2Fstaff%2Fpharmacy', { is_staff: true })).toBe('/staff/pharmacy');
    expect(afterLoginPath('?next=%2F%5Cevil.example')).toBe('/home');
  });
});
