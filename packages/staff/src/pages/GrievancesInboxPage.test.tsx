import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { clearUserInfo, createFakeFetch, writeUserInfo } from '@medibridge/api-client';
import { GRIEVANCE_MESSAGES } from '@medibridge/contract';
import { resetTextsForTests } from '@medibridge/ui-kit';
import { ME, STAFF_USER, meAnswer, renderRoute } from '../test/renderRoute';
import { GrievancesInboxPage } from './GrievancesInboxPage';

const route = { path: '/staff/grievances', element: <GrievancesInboxPage /> };
const ROW = {
  reference: 'GRV-2026-000123',
  category: 'payment',
  state: 'open',
  filed_at: '2026-10-01T06:30:00.000Z',
  due_on: '2026-10-31',
  overdue: true,
  escalated_at: '2026-11-01T00:00:00.000Z',
};
const FULL = {
  ...ROW,
  user_id: 42,
  patient_name: 'Meera Shah',
  mobile: '9876543210',
  appointment_no: null,
  order_no: null,
  description: 'I was charged twice.',
  answer: null,
  answered_at: null,
  answered_by: null,
  closed_at: null,
};

// The console's chunks load in the test too: slow on a busy machine.
jest.setTimeout(30_000);

beforeEach(() => writeUserInfo(STAFF_USER));
afterEach(() => {
  clearUserInfo();
  resetTextsForTests();
});

describe('GrievancesInboxPage (/staff/grievances)', () => {
  it('lists open grievances with overdue and escalated marked, opens one and answers it', async () => {
    const fetch = createFakeFetch({
      [ME]: meAnswer(['coordinator']),
      'GET /api/staff/grievances': { body: { data: [ROW] } },
      'GET /api/staff/grievances/GRV-2026-000123': { body: { data: FULL } },
      'POST /api/staff/grievances/GRV-2026-000123/answer': {
        body: {
          message: GRIEVANCE_MESSAGES.answered,
          data: { ...FULL, state: 'answered', answer: 'Refunded today.' },
        },
      },
    });
    renderRoute('/staff/grievances', route, fetch);
    const list = await screen.findByRole('list', { name: 'Grievances' });
    expect(within(list).getByText('GRV-2026-000123 · A payment or refund')).toBeInTheDocument();
    expect(within(list).getByText('Overdue')).toBeInTheDocument();
    expect(within(list).getByText('Escalated')).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Open GRV-2026-000123' }));
    expect(await screen.findByText('I was charged twice.')).toBeInTheDocument();
    expect(screen.getByText('Meera Shah')).toBeInTheDocument();
    await user.type(
      screen.getByLabelText('Your answer to the patient'),
      'Refunded today to your card.',
    );
    await user.click(screen.getByRole('button', { name: 'Send the answer' }));
    expect(
      await screen.findByText('The answer has been saved and texted to the patient.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Close the grievance' })).toBeInTheDocument();
    expect(fetch.calls.find((c) => c.method === 'POST')?.body).toEqual({
      answer: 'Refunded today to your card.',
    });
  });

  it('is not for a pharmacist', async () => {
    renderRoute('/staff/grievances', route, createFakeFetch({ [ME]: meAnswer(['pharmacist']) }));
    expect(
      await screen.findByText('Your staff account does not have the role this screen needs.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Grievances' })).toBeNull();
  });
});
