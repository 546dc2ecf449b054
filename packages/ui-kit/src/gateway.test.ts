import { appPathOr } from './gateway';

describe('appPathOr', () => {
  it.each([
    ['/appointment/success-response/APT-1', '/appointment/success-response/APT-1'],
    ['/pharmacy/orders/ORD-1', '/pharmacy/orders/ORD-1'],
    ['https://evil.example/x', '/fallback'],
    ['//evil.example/x', '/fallback'],
    ['/\\evil.example/x', '/fallback'],
    ['', '/fallback'],
  ])('%s → %s', (path, expected) => {
    expect(appPathOr(path, '/fallback')).toBe(expected);
  });
});
