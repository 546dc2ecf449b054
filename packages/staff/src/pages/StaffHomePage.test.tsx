import { screen } from '@testing-library/react';
import { clearUserInfo, createFakeFetch, writeUserInfo } from '@medibridge/api-client';
import { ME, STAFF_USER, meAnswer, renderRoute } from '../test/renderRoute';
import { StaffHomePage } from './StaffHomePage';

const route = { path: '/staff', element: <StaffHomePage /> };

afterEach(() => clearUserInfo());

describe('StaffHomePage (/staff)', () => {
  it('tells a visitor the area is for staff, with a link to log in, and asks the server nothing', async () => {
    const fetch = createFakeFetch();
    renderRoute('/staff', route, fetch);
    expect(
      await screen.findByRole('heading', { name: 'This area is for MediBridge staff' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute(
      'href',
      '/login?next=%2Fstaff',
    );
    expect(fetch.calls).toEqual([]);
  });

  it("tells a patient the same, in the server's words", async () => {
    writeUserInfo({ id: 7, name: 'Ravi' });
    renderRoute(
      '/staff',
      route,
      createFakeFetch({
        [ME]: {
          status: 403,
          body: { statusCode: 403, message: 'Only MediBridge staff can do this.' },
        },
      }),
    );
    expect(
      await screen.findByRole('heading', { name: 'This area is for MediBridge staff' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Only MediBridge staff can do this.')).toBeInTheDocument();
  });

  it('shows a coordinator the inbox, the board, the messages and the audit log, and nothing else', async () => {
    writeUserInfo(STAFF_USER);
    renderRoute('/staff', route, createFakeFetch({ [ME]: meAnswer(['coordinator']) }));
    expect(await screen.findByRole('link', { name: /Enquiries inbox/ })).toHaveAttribute(
      'href',
      '/staff/enquiries',
    );
    expect(screen.getByRole('link', { name: /Appointments board/ })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Audit log/ })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Background jobs/ })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Messages/ })).toHaveAttribute(
      'href',
      '/staff/messages',
    );
    expect(screen.queryByRole('link', { name: /Pharmacy desk/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Doctor’s desk/ })).not.toBeInTheDocument();
    expect(screen.getByText(/Logged in as Asha Rao \(Coordinator\)/)).toBeInTheDocument();
    // The home has no link back to itself.
    expect(screen.queryByRole('link', { name: /Staff console/ })).not.toBeInTheDocument();
  });

  it('shows an admin the staff, the background jobs and the audit log, not the desks', async () => {
    writeUserInfo(STAFF_USER);
    renderRoute('/staff', route, createFakeFetch({ [ME]: meAnswer(['admin']) }));
    expect(await screen.findByRole('link', { name: /Background jobs/ })).toHaveAttribute(
      'href',
      '/staff/jobs',
    );
    expect(screen.getByRole('link', { name: /Audit log/ })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Staff and roles/ })).toHaveAttribute(
      'href',
      '/staff/team',
    );
    expect(screen.queryByRole('link', { name: /Enquiries inbox/ })).not.toBeInTheDocument();
    expect(screen.getByText(/Logged in as Asha Rao \(Admin\)/)).toBeInTheDocument();
  });

  it('shows a pharmacist only the pharmacy desk and a doctor only the desk', async () => {
    writeUserInfo(STAFF_USER);
    const first = renderRoute('/staff', route, createFakeFetch({ [ME]: meAnswer(['pharmacist']) }));
    expect(await screen.findByRole('link', { name: /Pharmacy desk/ })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Enquiries inbox/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Messages/ })).not.toBeInTheDocument();
    first.unmount();
    renderRoute('/staff', route, createFakeFetch({ [ME]: meAnswer(['doctor']) }));
    expect(await screen.findByRole('link', { name: /Doctor’s desk/ })).toHaveAttribute(
      'href',
      '/staff/desk',
    );
    expect(screen.queryByRole('link', { name: /Pharmacy desk/ })).not.toBeInTheDocument();
    expect(screen.getByText(/General Physician/)).toBeInTheDocument();
  });
});
