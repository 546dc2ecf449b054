import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createFakeFetch } from '@medibridge/api-client';
import { GRIEVANCE_MESSAGES } from '@medibridge/contract';
import { renderRoute } from '../test/renderRoute';
import { GrievanceNewPage } from './GrievanceNewPage';
import { GrievancesPage } from './GrievancesPage';

const OPEN = {
  reference: 'GRV-2026-000123',
  category: 'payment',
  appointment_no: null,
  order_no: 'ORD-1234ABCD',
  description: 'I was charged twice for my order.',
  state: 'open',
  filed_at: '2026-11-28T06:30:00.000Z',
  due_on: '2026-12-28',
  answer: null,
  answered_at: null,
  closed_at: null,
};
const ANSWERED = {
  ...OPEN,
  reference: 'GRV-2026-000100',
  category: 'privacy',
  order_no: null,
  description: 'Who saw my reports?',
  state: 'answered',
  answer: 'Only the doctor who consulted you.',
  answered_at: '2026-11-29T06:30:00.000Z',
};

describe('GrievancesPage (/grievances)', () => {
  it('lists each grievance with its state, the promised date or the answer', async () => {
    renderRoute(
      '/grievances',
      { path: '/grievances', element: <GrievancesPage /> },
      createFakeFetch({
        'GET /api/grievances': { body: { data: [OPEN, ANSWERED], meta: { answer_days: 30 } } },
      }),
    );
    expect(await screen.findByText('GRV-2026-000123')).toBeInTheDocument();
    expect(screen.getByText('Open')).toBeInTheDocument();
    expect(screen.getByText('We will answer by 28 Dec 2026.')).toBeInTheDocument();
    expect(screen.getByText('Answered')).toBeInTheDocument();
    expect(screen.getByText('Only the doctor who consulted you.')).toBeInTheDocument();
    expect(screen.getByText(/A payment or refund · ORD-1234ABCD/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'File a grievance' })).toHaveAttribute(
      'href',
      '/grievances/new',
    );
  });

  it('says when there is none', async () => {
    renderRoute(
      '/grievances',
      { path: '/grievances', element: <GrievancesPage /> },
      createFakeFetch({ 'GET /api/grievances': { body: { data: [], meta: { answer_days: 30 } } } }),
    );
    expect(await screen.findByText('You have not filed a grievance.')).toBeInTheDocument();
  });
});

describe('GrievanceNewPage (/grievances/new)', () => {
  const route = { path: '/grievances/new', element: <GrievanceNewPage /> };

  it('asks for a category and a description first, in words', async () => {
    renderRoute('/grievances/new', route, createFakeFetch({}));
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Send my grievance' }));
    expect(screen.getByText('Pick what your grievance is about.')).toBeInTheDocument();
    expect(
      screen.getByText('Write what went wrong in at least 10 characters.'),
    ).toBeInTheDocument();
  });

  it('files it with the order number and shows the reference and the answer date', async () => {
    const fetch = createFakeFetch({
      'POST /api/grievances': { body: { message: GRIEVANCE_MESSAGES.filed, data: OPEN } },
    });
    renderRoute('/grievances/new', route, fetch);
    const user = userEvent.setup();
    await user.selectOptions(
      await screen.findByLabelText(/What is it about/),
      'A payment or refund',
    );
    await user.type(
      screen.getByLabelText('Consultation or order number (optional)'),
      'ord-1234abcd',
    );
    await user.type(screen.getByLabelText(/What went wrong/), 'I was charged twice for my order.');
    await user.click(screen.getByRole('button', { name: 'Send my grievance' }));
    expect(await screen.findByTestId('grievance-reference')).toHaveTextContent('GRV-2026-000123');
    expect(
      screen.getByText('Our grievance officer will answer by 28 Dec 2026.'),
    ).toBeInTheDocument();
    expect(fetch.calls.at(-1)?.body).toEqual({
      category: 'payment',
      description: 'I was charged twice for my order.',
      order_no: 'ORD-1234ABCD',
    });
  });

  it('says so when the consultation is not the patient’s', async () => {
    renderRoute(
      '/grievances/new',
      route,
      createFakeFetch({
        'POST /api/grievances': {
          status: 422,
          body: {
            statusCode: 422,
            message: GRIEVANCE_MESSAGES.notYourAppointment,
            errors: { appointment_no: GRIEVANCE_MESSAGES.notYourAppointment },
          },
        },
      }),
    );
    const user = userEvent.setup();
    await user.selectOptions(await screen.findByLabelText(/What is it about/), 'A consultation');
    await user.type(
      screen.getByLabelText('Consultation or order number (optional)'),
      'APT-AAAA1111',
    );
    await user.type(screen.getByLabelText(/What went wrong/), 'The doctor never called me.');
    await user.click(screen.getByRole('button', { name: 'Send my grievance' }));
    expect(
      await screen.findByText(
        'This consultation is not one of yours. Pick one from your appointments.',
      ),
    ).toBeInTheDocument();
  });
});
