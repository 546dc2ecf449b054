import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { clearUserInfo, createFakeFetch, writeUserInfo } from '@medibridge/api-client';
import type { StaffEnquiry } from '@medibridge/contract';
import { ME, STAFF_USER, meAnswer, renderRoute } from '../test/renderRoute';
import { EnquiriesInboxPage } from './EnquiriesInboxPage';

const route = { path: '/staff/enquiries', element: <EnquiriesInboxPage /> };
const LIST = 'GET /api/staff/enquiries';

function enquiry(overrides: Partial<StaffEnquiry> = {}): StaffEnquiry {
  return {
    reference: 'ENQ-20261126-AB12CD',
    enquiryType: 'Consultation',
    form: 'modal',
    status: 'new',
    first_name: 'Meena',
    last_name: 'Iyer',
    mobile: '9876543210',
    email: 'meena@example.com',
    problems: 'Knee pain for a month',
    city_id: null,
    package_id: null,
    hospitalId: null,
    hospitalName: null,
    passport_no: null,
    age: 54,
    gender: 'Female',
    nationality: null,
    messages: null,
    service_id: null,
    page: '/home',
    user_id: null,
    created_at: '2026-11-26T05:30:00.000Z',
    updated_at: '2026-11-26T05:30:00.000Z',
    ...overrides,
  };
}

const page = (data: StaffEnquiry[], total = data.length, pageNo = 1) => ({
  body: { data, meta: { page: pageNo, per_page: 20, total } },
});

beforeEach(() => writeUserInfo(STAFF_USER));
afterEach(() => clearUserInfo());

describe('EnquiriesInboxPage (/staff/enquiries)', () => {
  it('lists the enquiries with their status and details on demand', async () => {
    renderRoute(
      '/staff/enquiries',
      route,
      createFakeFetch({ [ME]: meAnswer(['coordinator']), [LIST]: page([enquiry()]) }),
    );
    const card = (await screen.findByRole('heading', { name: 'ENQ-20261126-AB12CD' })).closest(
      'article',
    )!;
    expect(within(card).getByText('New', { selector: 'span' })).toBeInTheDocument();
    expect(within(card).getByText('Meena Iyer')).toBeInTheDocument();
    expect(within(card).queryByText('Knee pain for a month')).not.toBeInTheDocument();
    await userEvent.click(within(card).getByRole('button', { name: 'Show details' }));
    expect(within(card).getByText('Knee pain for a month')).toBeInTheDocument();
  });

  it('sends the filters to the server, starts again at page 1, and pages', async () => {
    const fetch = createFakeFetch({
      [ME]: meAnswer(['coordinator']),
      [LIST]: page([enquiry()], 45),
    });
    renderRoute('/staff/enquiries', route, fetch);
    await screen.findByRole('heading', { name: 'ENQ-20261126-AB12CD' });
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(fetch.calls.at(-1)?.url).toMatch(/page=2/));
    await userEvent.selectOptions(screen.getByLabelText('Status'), 'contacted');
    await waitFor(() =>
      expect(fetch.calls.at(-1)?.url).toMatch(/\/api\/staff\/enquiries\?page=1&status=contacted$/),
    );
    await userEvent.selectOptions(screen.getByLabelText('Type'), 'Dentistry');
    await waitFor(() => expect(fetch.calls.at(-1)?.url).toMatch(/type=Dentistry/));
    expect(screen.getByRole('link', { name: 'Export as CSV' })).toHaveAttribute(
      'href',
      '/api/staff/enquiries.csv?status=contacted&type=Dentistry',
    );
  });

  it('searches the page by name, mobile or reference', async () => {
    renderRoute(
      '/staff/enquiries',
      route,
      createFakeFetch({
        [ME]: meAnswer(['coordinator']),
        [LIST]: page([
          enquiry(),
          enquiry({ reference: 'ENQ-20261126-ZZ99YY', first_name: 'Ravi', last_name: 'Kumar' }),
        ]),
      }),
    );
    await screen.findByRole('heading', { name: 'ENQ-20261126-ZZ99YY' });
    await userEvent.type(screen.getByLabelText(/Search this page/), 'ravi');
    expect(screen.queryByRole('heading', { name: 'ENQ-20261126-AB12CD' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'ENQ-20261126-ZZ99YY' })).toBeInTheDocument();
  });

  it('changes the status and reads the list again; a refusal shows the server words', async () => {
    let status: StaffEnquiry['status'] = 'new';
    const fetch = createFakeFetch({
      [ME]: meAnswer(['coordinator']),
      [LIST]: () => page([enquiry({ status })]),
      'PATCH /api/staff/enquiries/ENQ-20261126-AB12CD': (request) => {
        status = (request.body as { status: StaffEnquiry['status'] }).status;
        return { body: { data: enquiry({ status }) } };
      },
    });
    renderRoute('/staff/enquiries', route, fetch);
    await userEvent.selectOptions(
      await screen.findByLabelText('Status of ENQ-20261126-AB12CD'),
      'contacted',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Save status' }));
    const card = await waitFor(() => {
      const c = screen.getByRole('heading', { name: 'ENQ-20261126-AB12CD' }).closest('article')!;
      expect(within(c).getByText('Contacted', { selector: 'span' })).toBeInTheDocument();
      return c;
    });
    expect(card).toBeInTheDocument();
    expect(
      fetch.calls.filter((c) => c.method === 'GET' && c.url.includes('enquiries')),
    ).toHaveLength(2);

    fetch.on('PATCH /api/staff/enquiries/ENQ-20261126-AB12CD', {
      status: 403,
      body: {
        message:
          'Only a coordinator can do this. Ask a coordinator to add the role to your staff account if you need it.',
      },
    });
    await userEvent.selectOptions(screen.getByLabelText('Status of ENQ-20261126-AB12CD'), 'closed');
    await userEvent.click(screen.getByRole('button', { name: 'Save status' }));
    expect(await screen.findByText(/Only a coordinator can do this/)).toBeInTheDocument();
  });

  it('tells a pharmacist the screen is not for their role, and does not ask for the list', async () => {
    const fetch = createFakeFetch({ [ME]: meAnswer(['pharmacist']) });
    renderRoute('/staff/enquiries', route, fetch);
    expect(
      await screen.findByText('Your staff account does not have the role this screen needs.'),
    ).toBeInTheDocument();
    expect(fetch.calls.map((c) => c.url)).toEqual(['/api/staff/me']);
  });
});
