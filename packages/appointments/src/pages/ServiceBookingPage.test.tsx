import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { writeUserInfo, type FakeResponse } from '@medibridge/api-client';
import { goToGateway } from '@medibridge/ui-kit/gateway';
import { USER, network, renderRoute } from '../test/renderRoute';
import { ServiceBookingPage } from './ServiceBookingPage';

jest.mock('@medibridge/ui-kit/gateway', () => ({
  ...jest.requireActual<object>('@medibridge/ui-kit/gateway'),
  goToGateway: jest.fn(() => true),
}));

const route = { path: '/service/service-booking', element: <ServiceBookingPage /> };
const BOOK = 'POST /api/book_services';
const GATEWAY = 'http://localhost/sandbox-gateway/checkout/MB5555555555AB';

const initiated: FakeResponse = {
  body: {
    success: true,
    status: 'payment_initiated',
    data: {
      reference: 'SRV-AB12CD34',
      merchant_order_id: 'MB5555555555AB',
      amount: '2500.00',
      instrumentResponse: { type: 'PAY_PAGE', redirectInfo: { url: GATEWAY, method: 'GET' } },
    },
  },
};

const payButton = () => screen.getByRole('button', { name: 'Make Payment' });
const sent = (calls: { url: string }[]) => calls.filter((c) => c.url === '/api/book_services');

async function fill(user: ReturnType<typeof userEvent.setup>, amount = '2500'): Promise<void> {
  await user.selectOptions(await screen.findByLabelText(/^Service/), 'Ambulance');
  await user.type(screen.getByLabelText(/^Amount/), amount);
  await user.type(screen.getByLabelText(/^Remarks/), 'ICU ambulance Pune to Mumbai on 27 Nov.');
}

beforeEach(() => writeUserInfo(USER));
afterEach(() => {
  localStorage.clear();
  jest.mocked(goToGateway).mockClear();
});

describe('ServiceBookingPage (/service/service-booking)', () => {
  it("starts with the patient's name and the account's mobile, read-only, and SPEC's five services", async () => {
    renderRoute('/service/service-booking', route, network());
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Make Payment' }),
    ).toBeInTheDocument();
    expect(await screen.findByLabelText(/^Name/)).toHaveValue('Asha Rao');
    const mobile = screen.getByLabelText(/^Mobile Number/);
    expect(mobile).toHaveValue('9876543210');
    expect(mobile).toHaveAttribute('readonly');
    const options = within(screen.getByLabelText(/^Service/)).getAllByRole('option');
    expect(options.map((o) => [o.getAttribute('value'), o.textContent])).toEqual([
      ['', 'Select Service'],
      ['Ambulance', 'Ambulance'],
      ['Hospitalization', 'Hospitalization'],
      ['HomeCare', 'Home care'],
      ['DoctorAtHome', 'Doctor at home'],
      ['Nurses', 'Nurses'],
    ]);
  });

  it('asks for the service, the amount and the remarks before sending anything', async () => {
    const fetch = network();
    renderRoute('/service/service-booking', route, fetch);
    const user = userEvent.setup();
    await screen.findByLabelText(/^Service/);
    await user.click(payButton());
    expect(await screen.findByText('Please choose a service.')).toBeInTheDocument();
    expect(screen.getByText('Please enter the amount.')).toBeInTheDocument();
    expect(screen.getByText('Please write your remarks.')).toBeInTheDocument();
    await user.clear(screen.getByLabelText(/^Name/));
    await user.type(screen.getByLabelText(/^Amount/), '12.345');
    await user.click(payButton());
    expect(await screen.findByText('Please enter your name.')).toBeInTheDocument();
    expect(
      screen.getByText('Please enter the amount in rupees, e.g. 1500 or 1500.50.'),
    ).toBeInTheDocument();
    await user.clear(screen.getByLabelText(/^Amount/));
    await user.type(screen.getByLabelText(/^Amount/), '0.50');
    await user.click(payButton());
    expect(await screen.findByText('The amount must be at least ₹1.')).toBeInTheDocument();
    expect(sent(fetch.calls)).toHaveLength(0);
  });

  it('sends SPEC’s fields as multipart with the user id, stays disabled, and hands over to the gateway', async () => {
    let answer: (response: FakeResponse) => void = () => undefined;
    const fetch = network().on(BOOK, () => new Promise<FakeResponse>((r) => (answer = r)));
    renderRoute('/service/service-booking', route, fetch);
    const user = userEvent.setup();
    await fill(user, '2500.50');
    await user.click(payButton());
    await waitFor(() => expect(sent(fetch.calls)).toHaveLength(1));
    expect(payButton()).toBeDisabled();
    await user.click(payButton());
    expect(sent(fetch.calls)).toHaveLength(1);
    const form = sent(fetch.calls)[0] as unknown as { body: FormData };
    expect(Object.fromEntries(form.body.entries())).toEqual({
      name: 'Asha Rao',
      mobile: '9876543210',
      service: 'Ambulance',
      amount: '2500.50',
      remarks: 'ICU ambulance Pune to Mumbai on 27 Nov.',
      userId: '7',
    });
    answer(initiated);
    await waitFor(() => expect(goToGateway).toHaveBeenCalledWith(GATEWAY));
    // On its way to the payment page: no second payment.
    expect(payButton()).toBeDisabled();
  });

  it("puts a 422's words under their fields, and the button works again", async () => {
    const fetch = network().on(BOOK, {
      status: 422,
      body: {
        message: 'Please correct the highlighted fields.',
        errors: { amount: 'The amount can be at most ₹5,00,000.' },
      },
    });
    renderRoute('/service/service-booking', route, fetch);
    const user = userEvent.setup();
    await fill(user, '600000');
    await user.click(payButton());
    expect(await screen.findByText('The amount can be at most ₹5,00,000.')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Amount/)).toHaveAccessibleDescription(
      expect.stringContaining('The amount can be at most ₹5,00,000.') as string,
    );
    expect(screen.getByText('Please correct the highlighted fields.')).toBeInTheDocument();
    await waitFor(() => expect(payButton()).toBeEnabled());
    expect(goToGateway).not.toHaveBeenCalled();
  });

  it('says so when the server cannot be reached', async () => {
    const fetch = network().on(BOOK, () => Promise.reject(new TypeError('offline')));
    renderRoute('/service/service-booking', route, fetch);
    const user = userEvent.setup();
    await fill(user);
    await user.click(payButton());
    expect(
      await screen.findByText(
        'We could not reach MediBridge. Please check your internet connection and try again.',
      ),
    ).toBeInTheDocument();
    await waitFor(() => expect(payButton()).toBeEnabled());
  });
});
