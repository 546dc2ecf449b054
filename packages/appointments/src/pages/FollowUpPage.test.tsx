import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { writeUserInfo, type FakeFetch, type RecordedRequest } from '@medibridge/api-client';
import { BOOKING_MESSAGES } from '@medibridge/contract';
import { USER, network, record, renderRoute } from '../test/renderRoute';
import { FollowUpPage } from './FollowUpPage';

const route = { path: '/appointment/followup/:appt_no', element: <FollowUpPage /> };
const PATH = '/appointment/followup/APT-DONE0002';
const ROW = 'POST /api/get_appointment_row';
const LAST = 'POST /api/get_last_appt_followup_user_id';
const DOCUMENTS = 'POST /api/get_appt_followup_document_by_appt_id';
const STORE = 'POST /api/store_appointment_follow_up';
const REPORTS = 'POST /api/appointment_follow_up_document';

const CONSULTED = record({
  appointment_no: 'APT-DONE0002',
  department_name: 'General Physician',
  state: 'completed',
  status: 3,
  booking_status: 3,
  appointment_status: 'inactive',
  cancelation_status: 'inactive',
});

const NONE = { status: 404, body: { code: 404, message: 'No follow-up yet.', data: [] } };

/** The server's answers for a consulted appointment without a follow-up or documents. */
function server(overrides: Parameters<typeof record>[0] = {}): FakeFetch {
  return network()
    .on(ROW, { body: { data: { ...CONSULTED, ...overrides } } })
    .on(LAST, NONE)
    .on(DOCUMENTS, NONE);
}

const pdf = (name = 'report.pdf', size = 1024) =>
  new File([new Uint8Array(size)], name, { type: 'application/pdf' });

const sent = (calls: RecordedRequest[], url: string) => calls.filter((c) => c.url === url);
const submit = () => screen.getByRole('button', { name: 'Submit' });

beforeEach(() => writeUserInfo(USER));
afterEach(() => {
  localStorage.clear();
  jest.useRealTimers();
});

describe('FollowUpPage (/appointment/followup/{appt_no})', () => {
  it('shows the appointment and the form, asking for the message and the document first', async () => {
    const fetch = server();
    renderRoute(PATH, route, fetch);
    expect(await screen.findByRole('heading', { level: 1, name: 'Follow Up' })).toBeVisible();
    expect(await screen.findByText(/General Physician · 26 Nov 2026, 10:15 am/)).toBeVisible();
    expect(sent(fetch.calls, '/api/get_last_appt_followup_user_id')[0]?.body).toEqual({
      appt_no: 'APT-DONE0002',
    });
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Submit' }));
    expect(await screen.findByText(BOOKING_MESSAGES.followUpMessageRequired)).toBeInTheDocument();
    expect(screen.getByText(BOOKING_MESSAGES.followUpDocumentRequired)).toBeInTheDocument();
    expect(sent(fetch.calls, '/api/store_appointment_follow_up')).toHaveLength(0);
    // A plain form too: the summary names both and the focus goes to the file picker (issue 30).
    expect(
      screen.getByText('Please correct 2 fields: Report or document, Message for the doctor'),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText(/^Report or document/)).toHaveFocus());
  });

  it('checks the document’s type and size as soon as it is picked', async () => {
    const fetch = server();
    renderRoute(PATH, route, fetch);
    const user = userEvent.setup({ applyAccept: false });
    const input = await screen.findByLabelText(/^Report or document/);
    await user.upload(input, new File(['x'], 'notes.txt', { type: 'text/plain' }));
    expect(await screen.findByText(BOOKING_MESSAGES.documentWrongType)).toBeInTheDocument();
    await user.upload(input, pdf('scan.pdf', 5 * 1024 * 1024 + 1));
    expect(await screen.findByText(BOOKING_MESSAGES.documentTooLarge)).toBeInTheDocument();
    await user.type(screen.getByLabelText(/^Message for the doctor/), 'The rash is back.');
    await user.click(submit());
    expect(await screen.findByText(BOOKING_MESSAGES.documentTooLarge)).toBeInTheDocument();
    expect(sent(fetch.calls, '/api/store_appointment_follow_up')).toHaveLength(0);
  });

  it("sends the follow-up, shows the server's message, then goes to /my-appointment after 3 s", async () => {
    jest.useFakeTimers();
    const fetch = server().on(STORE, {
      body: { code: 200, message: BOOKING_MESSAGES.followUpSent, data: {} },
    });
    const { where } = renderRoute(PATH, route, fetch);
    const user = userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
    await user.upload(await screen.findByLabelText(/^Report or document/), pdf());
    await user.type(screen.getByLabelText(/^Message for the doctor/), '  The rash is back.  ');
    await user.click(submit());
    expect(await screen.findByText(BOOKING_MESSAGES.followUpSent)).toBeInTheDocument();
    const body = (sent(fetch.calls, '/api/store_appointment_follow_up')[0] as { body: FormData })
      .body;
    expect(body.get('message')).toBe('The rash is back.');
    expect(body.get('appt_no')).toBe('APT-DONE0002');
    expect(body.get('userId')).toBe('7');
    expect((body.get('documentFirst') as File).name).toBe('report.pdf');
    act(() => jest.advanceTimersByTime(2900));
    expect(where()).toBe(PATH);
    act(() => jest.advanceTimersByTime(100));
    expect(where()).toBe('/my-appointment');
  });

  it("shows the server's words when it refuses the follow-up (409)", async () => {
    const fetch = server().on(STORE, {
      status: 409,
      body: { message: BOOKING_MESSAGES.followUpNotAllowed },
    });
    const { where } = renderRoute(PATH, route, fetch);
    const user = userEvent.setup();
    await user.upload(await screen.findByLabelText(/^Report or document/), pdf());
    await user.type(screen.getByLabelText(/^Message for the doctor/), 'The rash is back.');
    await user.click(submit());
    expect(await screen.findByRole('alert')).toHaveTextContent(BOOKING_MESSAGES.followUpNotAllowed);
    await waitFor(() => expect(submit()).toBeEnabled());
    expect(where()).toBe(PATH);
  });

  it('hides the form when a follow-up exists and shows it instead, with the documents sent', async () => {
    const fetch = server()
      .on(LAST, {
        body: {
          code: 200,
          message: 'Follow-up found.',
          data: [
            {
              id: 4,
              appt_no: 'APT-DONE0002',
              message: 'The rash is back.',
              document_url: '/api/files/follow-up-4.pdf',
              follow_up_prescription: null,
              created_at: '2026-11-27T09:00:00.000Z',
            },
          ],
        },
      })
      .on(DOCUMENTS, {
        body: {
          code: 200,
          message: 'Documents found.',
          data: [
            {
              id: 9,
              appt_no: 'APT-DONE0002',
              kind: 'follow_up',
              url: '/api/files/follow-up-4.pdf',
              file_type: 'pdf',
              remarks: 'The rash is back.',
              created_at: '2026-11-27T09:00:00.000Z',
            },
          ],
        },
      });
    renderRoute(PATH, route, fetch);
    expect(await screen.findByRole('heading', { name: 'Your follow-up' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Submit' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Your document' })).toHaveAttribute(
      'href',
      '/api/files/follow-up-4.pdf',
    );
    const list = await screen.findByRole('region', { name: 'Documents you sent' });
    expect(within(list).getByRole('link', { name: /^Follow-up document \(PDF\)/ })).toHaveAttribute(
      'href',
      '/api/files/follow-up-4.pdf',
    );
  });

  it('says a follow-up is possible once the consultation is completed, without the form', async () => {
    renderRoute(
      PATH,
      route,
      server({ state: 'confirmed', status: 1, booking_status: 1, appointment_status: 'active' }),
    );
    expect(
      await screen.findByText(
        'You can send a follow-up once the doctor has completed your consultation. Please come back then.',
      ),
    ).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Submit' })).not.toBeInTheDocument();
  });

  it('opens the hidden reports form and sends the reports', async () => {
    const fetch = server().on(REPORTS, {
      body: { code: 200, message: BOOKING_MESSAGES.documentsSent, data: [] },
    });
    renderRoute(PATH, route, fetch);
    const user = userEvent.setup();
    const open = await screen.findByRole('button', { name: 'Add more reports' });
    const region = document.getElementById(open.getAttribute('aria-controls') ?? '')!;
    expect(region).not.toBeVisible();
    expect(open).toHaveAttribute('aria-expanded', 'false');
    await user.click(open);
    expect(open).toHaveAttribute('aria-expanded', 'true');
    expect(region).toBeVisible();
    const form = (await within(region).findByRole('button', { name: 'Send reports' })).closest(
      'form',
    )!;
    await user.click(within(form).getByRole('button', { name: 'Send reports' }));
    expect(
      await within(form).findByText(BOOKING_MESSAGES.followUpDocumentRequired),
    ).toBeInTheDocument();
    await user.upload(within(form).getByLabelText(/^Report 1/), pdf('blood.pdf'));
    await user.upload(
      within(form).getByLabelText(/^Report 2/),
      new File(['x'], 'xray.png', { type: 'image/png' }),
    );
    await user.type(within(form).getByLabelText(/^Remarks/), 'Blood test and X-ray.');
    await user.click(within(form).getByRole('button', { name: 'Send reports' }));
    expect(await screen.findByText(BOOKING_MESSAGES.documentsSent)).toBeInTheDocument();
    const body = (sent(fetch.calls, '/api/appointment_follow_up_document')[0] as { body: FormData })
      .body;
    expect(body.get('appt_no')).toBe('APT-DONE0002');
    expect(body.get('remarks')).toBe('Blood test and X-ray.');
    expect((body.get('documentFirst') as File).name).toBe('blood.pdf');
    expect((body.get('documentSecond') as File).name).toBe('xray.png');
    // The list of documents is asked again.
    await waitFor(() =>
      expect(sent(fetch.calls, '/api/get_appt_followup_document_by_appt_id')).toHaveLength(2),
    );
  });
});
