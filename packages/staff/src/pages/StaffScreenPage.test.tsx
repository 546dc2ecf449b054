import { screen } from '@testing-library/react';
import { clearUserInfo, createFakeFetch, writeUserInfo } from '@medibridge/api-client';
import { ME, STAFF_USER, meAnswer, renderRoute } from '../test/renderRoute';
import { StaffScreenPage } from './StaffScreenPage';

const route = { path: '/staff/:screen', element: <StaffScreenPage /> };

beforeEach(() => writeUserInfo(STAFF_USER));
afterEach(() => clearUserInfo());

describe('StaffScreenPage (/staff/:screen)', () => {
  // First: each screen is a chunk of its own, so the screen is still loading here.
  it("shows the screen's frame while its chunk loads, then the screen", async () => {
    const { container } = renderRoute(
      '/staff/audit-log',
      route,
      createFakeFetch({ [ME]: meAnswer(['coordinator']) }),
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Audit log' })).toBeInTheDocument();
    expect(container.querySelector('[data-skeleton]')).not.toBeNull();
    expect(await screen.findByRole('combobox', { name: 'Action' })).toBeInTheDocument();
  });

  it('tells a visitor the area is for staff without loading the screen or asking the server', async () => {
    clearUserInfo();
    const { fetch } = renderRoute('/staff/pharmacy', route);
    expect(
      screen.getByRole('heading', { name: 'This area is for MediBridge staff' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log in' })).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(fetch.calls).toEqual([]);
  });

  it.each([
    ['/staff/enquiries', 'Enquiries inbox'],
    ['/staff/appointments', 'Appointments board'],
    ['/staff/desk', 'Doctor’s desk'],
    ['/staff/pharmacy', 'Pharmacy desk'],
    ['/staff/audit-log', 'Audit log'],
    ['/staff/team', 'Staff and roles'],
  ])('%s opens the %s', async (path, title) => {
    renderRoute(path, route, createFakeFetch({ [ME]: meAnswer(['coordinator']) }));
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
  });

  it('answers an unknown screen with a way back to the console', async () => {
    renderRoute('/staff/nothing', route);
    expect(
      await screen.findByRole('heading', { name: 'There is no such staff screen.' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open the staff console' })).toHaveAttribute(
      'href',
      '/staff',
    );
  });
});
