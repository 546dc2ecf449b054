import type { RouteObject } from 'react-router-dom';
import { ROUTES } from '@medibridge/contract';
import { isDeclared } from './declared';

describe('isDeclared', () => {
  const routes: RouteObject[] = [
    { path: '/package-details/:slug', handle: { access: 'public' } },
    {
      handle: { access: 'patient' },
      children: [{ path: '/my-appointment', handle: { access: 'patient' } }],
    },
  ];

  it('finds a declared route pattern, nested children included', () => {
    expect(isDeclared('/package-details/:slug', [routes])).toBe(true);
    expect(isDeclared('/my-appointment', [routes])).toBe(true);
  });

  it('does not find a pattern no feature declares, even where a catch-all pattern would match it', () => {
    expect(isDeclared('/appointment/step-first', [routes])).toBe(false);
    expect(isDeclared('/package-details', [routes])).toBe(false);
  });

  it('reads the real feature routes by default', () => {
    expect(isDeclared(ROUTES.labTests)).toBe(true);
    expect(isDeclared(ROUTES.dentistry)).toBe(true);
  });
});
