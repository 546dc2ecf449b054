import { screen } from '@testing-library/react';
import { clearUserInfo, createFakeFetch, writeUserInfo } from '@medibridge/api-client';
import { ME, STAFF_USER, meAnswer, renderRoute } from '../test/renderRoute';
import { StaffScreenPage } from './StaffScreenPage';

const route = { path: '/staff/:screen', element: <StaffScreenPage /> };

beforeEach(() => writeUserInfo(STAFF_USER));
afterEach(() => clearUserInfo());

describe('StaffScreenPage (/staff/:screen)', () => {
  it.each([
    ['/staff/enquiries', 'Enquiries inbox'],
    ['/staff/appointments', 'Appointments board'],
    ['/staff/desk', 'Doctor’s desk'],
    ['/staff/pharmacy', 'Pharmacy desk'],
    ['/staff/audit-log', 'Audit log'],
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
