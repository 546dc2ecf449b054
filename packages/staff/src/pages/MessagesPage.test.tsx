import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { clearUserInfo, createFakeFetch, writeUserInfo } from '@medibridge/api-client';
import type { StaffMessage } from '@medibridge/contract';
import { ME, STAFF_USER, meAnswer, renderRoute } from '../test/renderRoute';
import { MessagesPage } from './MessagesPage';

const route = { path: '/staff/messages', element: <MessagesPage /> };
const MOBILE = '9800000101';
const LIST = 'GET /api/staff/messages';

const message = (over: Partial<StaffMessage>): StaffMessage => ({
  id: 1,
  kind: 'appointment_reminder_24h',
  channel: 'sms',
  text: 'MediBridge: reminder: your consultation APT-AB12CD34 is tomorrow at 10:30.',
  status: 'sent',
  error: null,
  provider_ref: '5f3a2b1c9d',
  created_at: '2026-11-28T04:30:00.000Z',
  sent_at: '2026-11-28T04:30:01.000Z',
  reported_at: null,
  ...over,
});

const MESSAGES: StaffMessage[] = [
  message({
    id: 4,
    kind: 'order_dispatched',
    channel: 'whatsapp',
    text: 'MediBridge: your medicine order ORD-ABCD1234 is on its way.',
    status: 'read',
    provider_ref: 'wamid.HBgM0001',
    created_at: '2026-11-28T06:00:00.000Z',
    reported_at: '2026-11-28T06:05:00.000Z',
  }),
  message({
    id: 3,
    kind: 'otp',
    text: '•••••• is your MediBridge OTP to verify your mobile number. It is valid for 10 minutes. Do not share it with anyone.',
    status: 'failed',
    error: 'DND',
    provider_ref: 'req-otp-1',
    created_at: '2026-11-28T05:00:00.000Z',
    reported_at: '2026-11-28T05:00:09.000Z',
  }),
  message({ id: 2, status: 'delivered', reported_at: '2026-11-28T04:31:00.000Z' }),
  message({ id: 1, kind: 'medicine_reminder', status: 'queued', provider_ref: null }),
];

beforeEach(() => writeUserInfo(STAFF_USER));
afterEach(() => clearUserInfo());

async function ask(mobile: string): Promise<void> {
  const field = await screen.findByLabelText(/Patient’s mobile number/);
  await userEvent.clear(field);
  await userEvent.type(field, mobile);
  await userEvent.click(screen.getByRole('button', { name: 'Show messages' }));
}

describe('MessagesPage (/staff/messages)', () => {
  it('lists a mobile’s messages newest first: kind in words, channel, time in India, text, request id, state', async () => {
    const fetch = createFakeFetch({
      [ME]: meAnswer(['coordinator']),
      [LIST]: { body: { data: MESSAGES } },
    });
    renderRoute('/staff/messages', route, fetch);
    await ask(MOBILE);
    const list = await screen.findByRole('list', { name: `Messages to +91 ${MOBILE}` });
    const cards = within(list).getAllByRole('listitem');
    expect(cards).toHaveLength(4);
    const [read, failed, delivered, queued] = cards as [
      HTMLElement,
      HTMLElement,
      HTMLElement,
      HTMLElement,
    ];
    expect(within(read).getByText('Order dispatched')).toBeInTheDocument();
    expect(within(read).getByText('Read')).toBeInTheDocument();
    expect(within(read).getByText('2026-11-28 11:30 · WhatsApp')).toBeInTheDocument();
    expect(
      within(read).getByText('The patient opened it (reported 2026-11-28 11:35).'),
    ).toBeInTheDocument();
    expect(within(read).getByText('Request id: wamid.HBgM0001')).toBeInTheDocument();
    expect(
      within(read).getByText('MediBridge: your medicine order ORD-ABCD1234 is on its way.'),
    ).toBeInTheDocument();
    expect(within(failed).getByText('One-time password')).toBeInTheDocument();
    expect(within(failed).getByText('Failed')).toBeInTheDocument();
    expect(within(failed).getByText('Reason: DND')).toBeInTheDocument();
    expect(within(delivered).getByText('Reminder: appointment tomorrow')).toBeInTheDocument();
    expect(within(delivered).getByText('Delivered')).toBeInTheDocument();
    expect(within(delivered).getByText('2026-11-28 10:00 · SMS')).toBeInTheDocument();
    expect(within(queued).getByText('Queued')).toBeInTheDocument();
    expect(within(queued).queryByText(/Request id/)).not.toBeInTheDocument();
    expect(fetch.calls.find((c) => c.url.includes('/staff/messages'))?.url).toMatch(
      new RegExp(`/api/staff/messages\\?mobile=${MOBILE}$`),
    );
  });

  it('refuses a mobile that is not 10 digits, in words, and asks the server nothing', async () => {
    const fetch = createFakeFetch({ [ME]: meAnswer(['coordinator']) });
    renderRoute('/staff/messages', route, fetch);
    await ask('98000');
    expect(
      await screen.findByText('Enter the patient’s 10-digit mobile number.'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText(/Patient’s mobile number/)).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(fetch.calls.some((c) => c.url.includes('/staff/messages'))).toBe(false);
  });

  it('says so in words when nothing was sent to the number, and reads again when asked again', async () => {
    let answers = 0;
    const fetch = createFakeFetch({
      [ME]: meAnswer(['coordinator']),
      [LIST]: () => {
        answers += 1;
        return { body: { data: answers === 1 ? [] : [message({ status: 'delivered' })] } };
      },
    });
    renderRoute('/staff/messages', route, fetch);
    await ask(MOBILE);
    expect(
      await screen.findByRole('heading', { name: `No message has been sent to +91 ${MOBILE}.` }),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Show messages' }));
    expect(await screen.findByText('Delivered')).toBeInTheDocument();
    expect(answers).toBe(2);
  });

  it('says the list could not be loaded when the server fails', async () => {
    const fetch = createFakeFetch({
      [ME]: meAnswer(['coordinator']),
      [LIST]: { status: 503, body: { message: 'Service unavailable' } },
    });
    renderRoute('/staff/messages', route, fetch);
    await ask(MOBILE);
    expect(await screen.findByText('The messages could not be loaded.')).toBeInTheDocument();
  });

  it('tells a pharmacist the screen is for coordinators and asks nothing else', async () => {
    const fetch = createFakeFetch({ [ME]: meAnswer(['pharmacist']) });
    renderRoute('/staff/messages', route, fetch);
    await screen.findByRole('heading', { name: 'Messages' });
    await waitFor(() => expect(fetch.calls.length).toBeGreaterThan(0));
    expect(screen.queryByLabelText(/Patient’s mobile number/)).not.toBeInTheDocument();
    expect(fetch.calls.some((c) => c.url.includes('/staff/messages'))).toBe(false);
  });
});
