import { PUBLIC_ROUTE_NAMES, ROUTES, buildPath, isAppPath, routePatternToRegExp } from './routes';
import { STAFF_SCREENS } from './staffScreens';

describe('ROUTES', () => {
  it('keeps SPEC §2 spellings', () => {
    expect(ROUTES.otpVerification).toBe('/otp-varification');
    expect(ROUTES.phonePayLogin).toBe('/PhonePayLogin');
    expect(ROUTES.ambulanceForDeadBody).toBe('/ambulance-for-deadBody');
    expect(ROUTES.icuSetupAtHome).toBe('/icuSetup-at-home');
  });

  it('has no duplicate paths', () => {
    const paths = Object.values(ROUTES);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('public route names are real routes and exclude patient screens', () => {
    for (const name of PUBLIC_ROUTE_NAMES) expect(ROUTES[name]).toBeDefined();
    expect(PUBLIC_ROUTE_NAMES).not.toContain('manageProfile');
    expect(PUBLIC_ROUTE_NAMES).not.toContain('myAppointment');
  });
});

describe('buildPath', () => {
  it('fills and encodes parameters', () => {
    expect(
      buildPath(ROUTES.searchPackageResults, { citys_id: 4, package_id: 'knee replacement' }),
    ).toBe('/search-package-results/4/knee%20replacement');
    expect(buildPath(ROUTES.vendorDetail, { role_name: 'hospital', shop_slug: 'sahyadri' })).toBe(
      '/hospital-detail/sahyadri',
    );
  });

  it('throws on a missing parameter', () => {
    expect(() => buildPath(ROUTES.packageDetails)).toThrow('slug');
  });
});

describe('isAppPath (SPA fallback)', () => {
  it.each([
    ['/', true],
    ['/home', true],
    ['/home/', true],
    ['/dentistry', true],
    ['/package-details/knee-replacement', true],
    ['/hospital-package-detail/sahyadri/knee-replacement', true],
    ['/clinic-detail/smile-dental', true],
    ['/appointment/success-response/APT123', true],
    ['/no-such-page', false],
    ['/home/extra/segments', false],
    ['/api/get-states', false],
  ])('%s → %s', (path, expected) => {
    expect(isAppPath(path)).toBe(expected);
  });

  it('escapes regex characters in literal parts', () => {
    expect(routePatternToRegExp('/a.b').test('/axb')).toBe(false);
  });
});

describe('the staff console paths', () => {
  it('are each one of the staff screen route, which the server falls back to the app for', () => {
    for (const path of Object.values(STAFF_SCREENS)) {
      expect(routePatternToRegExp(ROUTES.staffScreen).test(path)).toBe(true);
      expect(isAppPath(path)).toBe(true);
    }
    expect(isAppPath(ROUTES.staff)).toBe(true);
  });
});
