import { loginPathFor, markLoggedOut } from './session';

describe('Log Out and the login round trip', () => {
  afterEach(() => jest.useRealTimers());

  it('sends to plain /login right after Log Out, and round-trips again a second later', () => {
    jest.useFakeTimers();
    expect(loginPathFor('/change-password')).toBe('/login?next=%2Fchange-password');
    markLoggedOut();
    expect(loginPathFor('/change-password')).toBe('/login');
    jest.advanceTimersByTime(1000);
    expect(loginPathFor('/change-password')).toBe('/login?next=%2Fchange-password');
  });
});
