import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { writeUserInfo } from '@medibridge/api-client';
import { MESSAGES } from '@medibridge/contract';
import { USER, network, record, renderRoute } from '../test/renderRoute';
import { MyTransactionsPage } from './MyTransactionsPage';

const route = { path: '/my-transactions', element: <MyTransactionsPage /> };
const LIST = 'POST /api/get_user_transaction_details_by_user_id';

const PAID = record({ appointment_no: 'APT-PAID0001', payment_reference: 'MB7K2Q9X1LPA' });
const FOLLOWED_UP = record({
  appointment_no: 'APT-FLUP0002',
  state: 'followed_up',
  status: 4,
  booking_status: 3,
  appointment_status: 'inactive',
  cancelation_status: 'inactive',
  follow_up_prescription: '/api/files/documents/f.pdf',
  payment_reference: null,
});
const REFUNDED = record({
  appointment_no: 'APT-BACK0003',
  state: 'cancelled',
  payment_status: 'Refunded',
  booking_status: 2,
  status: 2,
  appointment_status: 'inactive',
  cancelation_status: 'inactive',
});

const card = (no: string): HTMLElement => screen.getByText(no).closest('article')!;
const fact = (scope: HTMLElement, term: string) =>
  within(scope).getByText(term, { selector: 'dt' }).nextElementSibling?.textContent ?? null;
const buttons = (scope: HTMLElement) =>
  [...scope.querySelectorAll('a, button')].map((el) => el.textContent);

beforeEach(() => writeUserInfo(USER));
afterEach(() => localStorage.clear());

describe('MyTransactionsPage (/my-transactions)', () => {
  it("shows the paid appointments as cards with each payment's status and reference", async () => {
    const fetch = network().on(LIST, { body: { data: [PAID, REFUNDED] } });
    renderRoute('/my-transactions', route, fetch);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'My Transactions' }),
    ).toBeInTheDocument();
    await screen.findByText('APT-PAID0001');
    expect(
      fetch.calls.find((c) => c.url === '/api/get_user_transaction_details_by_user_id')?.body,
    ).toEqual({ userId: 7 });
    const paid = card('APT-PAID0001');
    expect(fact(paid, 'Payment status')).toBe('Success');
    expect(fact(paid, 'Payment reference')).toBe('MB7K2Q9X1LPA');
    expect(fact(paid, 'Amount')).toBe('₹409.15');
    expect(buttons(paid)).toEqual(['Call', 'View', 'Cancel']);
    const refunded = card('APT-BACK0003');
    expect(fact(refunded, 'Payment status')).toBe('Refunded');
    expect(buttons(refunded)).toEqual(['View']);
  });

  it('offers Follow Up whenever the consultation happened, follow-up prescription or not', async () => {
    renderRoute('/my-transactions', route, network().on(LIST, { body: { data: [FOLLOWED_UP] } }));
    await screen.findByText('APT-FLUP0002');
    const followedUp = card('APT-FLUP0002');
    expect(buttons(followedUp)).toEqual(['View', 'Follow Up']);
    expect(within(followedUp).queryByText('Payment reference')).not.toBeInTheDocument();
  });

  it('cancels from here too, with the same message', async () => {
    const fetch = network()
      .on(LIST, { body: { data: [PAID] } })
      .on('POST /api/cancelled_user_appointment', {
        body: { code: 200, message: MESSAGES.appointmentCancelled, data: null },
      });
    renderRoute('/my-transactions', route, fetch);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    await user.click(screen.getByRole('button', { name: 'Yes, cancel' }));
    expect(await screen.findByText(MESSAGES.appointmentCancelled)).toBeInTheDocument();
  });

  it('has a friendly card with the way to book when there is nothing yet', async () => {
    renderRoute('/my-transactions', route, network().on(LIST, { body: { data: [] } }));
    expect(await screen.findByRole('heading', { name: 'No transactions yet' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Book a consultation' })).toHaveAttribute(
      'href',
      '/appointment/step-first',
    );
  });
});
