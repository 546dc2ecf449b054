import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { clearUserInfo, createFakeFetch, writeUserInfo } from '@medibridge/api-client';
import { changeLanguage, resetTextsForTests } from '@medibridge/ui-kit';
import type { StaffEnquiry, StaffEnquiryNote } from '@medibridge/contract';
import { ME, STAFF_USER, meAnswer, renderRoute } from '../test/renderRoute';
import { EnquiriesInboxPage } from './EnquiriesInboxPage';

const route = { path: '/staff/enquiries', element: <EnquiriesInboxPage /> };
const LIST = 'GET /api/staff/enquiries';
const REF = 'ENQ-20261126-AB12CD';
const NOTES = `GET /api/staff/enquiries/${REF}/notes`;
const listCalls = (fetch: ReturnType<typeof createFakeFetch>) =>
  fetch.calls.filter((c) => c.method === 'GET' && /\/api\/staff\/enquiries(\?|$)/.test(c.url));

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
    call_back_at: null,
    notes_count: 0,
    ...overrides,
  };
}

const page = (data: StaffEnquiry[], total = data.length, pageNo = 1) => ({
  body: { data, meta: { page: pageNo, per_page: 20, total } },
});

function note(
  id: number,
  text: string,
  at: string,
  author: string | null = 'Asha Rao',
): StaffEnquiryNote {
  return { id, note: text, author_id: author ? 7 : null, author_name: author, created_at: at };
}

/** A screen at least as wide as a tablet (true) or a phone's (false); jsdom has no matchMedia of its own. */
function screenIsTabletOrWider(wide: boolean): void {
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    writable: true,
    value: (query: string) => ({
      matches: wide && query.includes('min-width: 768px'),
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    }),
  });
}

beforeEach(() => {
  writeUserInfo(STAFF_USER);
  screenIsTabletOrWider(true);
});
afterEach(() => {
  clearUserInfo();
  resetTextsForTests();
  delete (window as { matchMedia?: unknown }).matchMedia;
});

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
    // The filter names types as patients meet them; the call sends SPEC's value.
    expect(screen.getByRole('option', { name: 'Air Ambulance' })).toHaveValue('air Ambulance');
    expect(screen.getByRole('option', { name: 'Treatment Packages' })).toHaveValue(
      'Hospital_Package',
    );
    expect(screen.queryByRole('option', { name: 'deadBody Ambulance' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Export as CSV' })).toHaveAttribute(
      'href',
      '/api/staff/enquiries.csv?status=contacted&type=Dentistry',
    );
  });

  it('folds the filters on a phone behind a Filters button that counts the active ones; open from tablets up', async () => {
    screenIsTabletOrWider(false);
    const fetch = createFakeFetch({ [ME]: meAnswer(['coordinator']), [LIST]: page([enquiry()]) });
    const { unmount } = renderRoute('/staff/enquiries', route, fetch);
    await screen.findByRole('heading', { name: 'ENQ-20261126-AB12CD' });
    const toggle = screen.getByRole('button', { name: 'Filters' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('search')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Status')).not.toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('search', { name: 'Filters' })).toHaveAttribute(
      'id',
      'enquiry-filters',
    );
    await user.selectOptions(screen.getByLabelText('Status'), 'contacted');
    await user.selectOptions(screen.getByLabelText('Type'), 'Dentistry');
    // Folded again, the button says how many filters are at work, and they still apply.
    await user.click(screen.getByRole('button', { name: 'Filters (2)' }));
    expect(screen.queryByRole('search')).not.toBeInTheDocument();
    await waitFor(() => expect(fetch.calls.at(-1)?.url).toMatch(/status=contacted&type=Dentistry/));
    unmount();

    screenIsTabletOrWider(true);
    renderRoute('/staff/enquiries', route, fetch);
    await screen.findByRole('heading', { name: 'ENQ-20261126-AB12CD' });
    expect(screen.getByRole('search', { name: 'Filters' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Filters/ })).not.toBeInTheDocument();
  });

  it('searches on the server once typing stops, keeping the other filters; one letter does not search', async () => {
    const fetch = createFakeFetch({ [ME]: meAnswer(['coordinator']), [LIST]: page([enquiry()]) });
    renderRoute('/staff/enquiries', route, fetch);
    await screen.findByRole('heading', { name: REF });
    await userEvent.selectOptions(screen.getByLabelText('Status'), 'new');
    await waitFor(() => expect(listCalls(fetch).at(-1)?.url).toMatch(/status=new/));
    await userEvent.type(screen.getByLabelText(/^Search/), 'm');
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(listCalls(fetch).some((c) => c.url.includes('q='))).toBe(false);
    await userEvent.type(screen.getByLabelText(/^Search/), 'eena iyer');
    await waitFor(() =>
      expect(listCalls(fetch).at(-1)?.url).toBe(
        '/api/staff/enquiries?page=1&status=new&q=meena+iyer',
      ),
    );
    // Debounced: one request for the whole word, none for each letter.
    expect(listCalls(fetch).filter((c) => c.url.includes('q='))).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'Export as CSV' })).toHaveAttribute(
      'href',
      '/api/staff/enquiries.csv?status=new&q=meena+iyer',
    );
    // Emptied, the search is dropped (the list without it comes from the cache).
    await userEvent.clear(screen.getByLabelText(/^Search/));
    await waitFor(() =>
      expect(screen.getByRole('link', { name: 'Export as CSV' })).toHaveAttribute(
        'href',
        '/api/staff/enquiries.csv?status=new',
      ),
    );
  });

  it('filters the call-backs due, shows each call-back and marks the overdue ones', async () => {
    const past = new Date(Date.now() - 3_600_000).toISOString();
    const future = new Date(Date.now() + 86_400_000).toISOString();
    const fetch = createFakeFetch({
      [ME]: meAnswer(['coordinator']),
      [LIST]: page([
        enquiry({ call_back_at: past, notes_count: 2 }),
        enquiry({ reference: 'ENQ-20261126-ZZ99YY', call_back_at: future }),
      ]),
    });
    renderRoute('/staff/enquiries', route, fetch);
    const overdue = (await screen.findByRole('heading', { name: REF })).closest('article')!;
    expect(
      within(overdue).getByText(/^Call back overdue: \d{4}-\d{2}-\d{2} \d{2}:\d{2}$/),
    ).toBeInTheDocument();
    expect(within(overdue).getByText('Notes').nextSibling).toHaveTextContent('2');
    const later = screen.getByRole('heading', { name: 'ENQ-20261126-ZZ99YY' }).closest('article')!;
    expect(within(later).getByText(/^Call back: /)).toBeInTheDocument();
    expect(within(later).queryByText(/overdue/)).not.toBeInTheDocument();
    await userEvent.selectOptions(screen.getByLabelText('Call-backs'), 'due');
    await waitFor(() =>
      expect(listCalls(fetch).at(-1)?.url).toBe('/api/staff/enquiries?page=1&call_back=due'),
    );
    expect(screen.getByRole('link', { name: 'Export as CSV' })).toHaveAttribute(
      'href',
      '/api/staff/enquiries.csv?call_back=due',
    );
  });

  it("lists an enquiry's notes newest first with who and when, and adds one", async () => {
    let notes = [
      note(2, 'Spoke to her; wants a quote.', '2026-11-26T09:45:00.000Z'),
      note(1, 'Called: no answer.', '2026-11-26T06:00:00.000Z', null),
    ];
    const fetch = createFakeFetch({
      [ME]: meAnswer(['coordinator']),
      [LIST]: () => page([enquiry({ notes_count: notes.length })]),
      [NOTES]: () => ({
        body: { data: notes, meta: { page: 1, per_page: 20, total: notes.length } },
      }),
      [`POST /api/staff/enquiries/${REF}/notes`]: (request) => {
        const text = (request.body as { note: string }).note;
        if (text === 'too long')
          return {
            status: 422,
            body: {
              message: 'note: A note can be at most 1,000 characters.',
              errors: { note: 'A note can be at most 1,000 characters.' },
            },
          };
        notes = [note(3, text, '2026-11-26T10:00:00.000Z'), ...notes];
        return { body: { data: notes[0] } };
      },
    });
    renderRoute('/staff/enquiries', route, fetch);
    const card = (await screen.findByRole('heading', { name: REF })).closest('article')!;
    expect(fetch.calls.some((c) => c.url.includes('/notes'))).toBe(false);
    await userEvent.click(within(card).getByRole('button', { name: 'Show details' }));
    const list = await within(card).findByRole('list', { name: `Notes on ${REF}` });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((i) => i.textContent)).toEqual([
      'Spoke to her; wants a quote.Asha Rao, 2026-11-26 15:15 (India time)',
      'Called: no answer.A former staff member, 2026-11-26 11:30 (India time)',
    ]);

    const box = within(card).getByLabelText(`Note on ${REF}`);
    expect(within(card).getByRole('button', { name: 'Add note' })).toBeDisabled();
    await userEvent.type(box, '   ');
    expect(within(card).getByRole('button', { name: 'Add note' })).toBeDisabled();
    await userEvent.clear(box);
    await userEvent.type(box, '  Sent the package price by SMS.  ');
    expect(within(card).getByText('34 of 1,000 characters')).toBeInTheDocument();
    await userEvent.click(within(card).getByRole('button', { name: 'Add note' }));
    expect(await within(card).findByText('Note added.')).toBeInTheDocument();
    expect(fetch.calls.find((c) => c.method === 'POST')?.body).toEqual({
      note: 'Sent the package price by SMS.',
    });
    await waitFor(() =>
      expect(within(list).getAllByRole('listitem')[0]).toHaveTextContent(
        /^Sent the package price by SMS\.Asha Rao, 2026-11-26 15:30 \(India time\)$/,
      ),
    );
    expect(box).toHaveValue('');

    await userEvent.type(box, 'too long');
    await userEvent.click(within(card).getByRole('button', { name: 'Add note' }));
    expect(
      await within(card).findAllByText('A note can be at most 1,000 characters.'),
    ).not.toHaveLength(0);
    expect(box).toHaveAttribute('aria-invalid', 'true');
  });

  it('sets a call-back in India time with the note written, and clears it', async () => {
    let callBack: string | null = null;
    const puts: unknown[] = [];
    const fetch = createFakeFetch({
      [ME]: meAnswer(['coordinator']),
      [LIST]: () => page([enquiry({ call_back_at: callBack })]),
      [NOTES]: { body: { data: [], meta: { page: 1, per_page: 20, total: 0 } } },
      [`PUT /api/staff/enquiries/${REF}/call-back`]: (request) => {
        const body = request.body as { call_back_at: string | null };
        puts.push(body);
        callBack =
          body.call_back_at === null
            ? null
            : new Date(`${body.call_back_at}:00+05:30`).toISOString();
        return { body: { data: enquiry({ call_back_at: callBack }) } };
      },
    });
    renderRoute('/staff/enquiries', route, fetch);
    const card = (await screen.findByRole('heading', { name: REF })).closest('article')!;
    await userEvent.click(within(card).getByRole('button', { name: 'Show details' }));
    expect(await within(card).findByText('No notes yet.')).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: 'Clear call-back' })).not.toBeInTheDocument();
    const when = within(card).getByLabelText('Call back at (India time)');
    expect(when).toHaveAttribute('type', 'datetime-local');
    expect(within(card).getByRole('button', { name: 'Set call-back' })).toBeDisabled();
    fireEvent.change(when, { target: { value: '2026-12-01T10:30' } });
    await userEvent.type(within(card).getByLabelText(`Note on ${REF}`), 'Call after the scan.');
    await userEvent.click(within(card).getByRole('button', { name: 'Set call-back' }));
    expect(
      await within(card).findByText('Call-back set for 2026-12-01 10:30 (India time).'),
    ).toBeInTheDocument();
    expect(puts).toEqual([{ call_back_at: '2026-12-01T10:30', note: 'Call after the scan.' }]);
    expect(await within(card).findByText('Call back: 2026-12-01 10:30')).toBeInTheDocument();

    await userEvent.click(within(card).getByRole('button', { name: 'Clear call-back' }));
    expect(await within(card).findByText('Call-back cleared.')).toBeInTheDocument();
    expect(puts.at(-1)).toEqual({ call_back_at: null });
    await waitFor(() => expect(within(card).queryByText(/^Call back: /)).not.toBeInTheDocument());
  });

  it('shows the server words when a call-back is refused', async () => {
    const fetch = createFakeFetch({
      [ME]: meAnswer(['coordinator']),
      [LIST]: page([enquiry()]),
      [NOTES]: { body: { data: [], meta: { page: 1, per_page: 20, total: 0 } } },
      [`PUT /api/staff/enquiries/${REF}/call-back`]: {
        status: 422,
        body: {
          message: 'call_back_at: The call-back time must be in the future.',
          errors: { call_back_at: 'The call-back time must be in the future.' },
        },
      },
    });
    renderRoute('/staff/enquiries', route, fetch);
    const card = (await screen.findByRole('heading', { name: REF })).closest('article')!;
    await userEvent.click(within(card).getByRole('button', { name: 'Show details' }));
    fireEvent.change(await within(card).findByLabelText('Call back at (India time)'), {
      target: { value: '2026-11-01T10:30' },
    });
    await userEvent.click(within(card).getByRole('button', { name: 'Set call-back' }));
    expect(
      await within(card).findAllByText(/The call-back time must be in the future\./),
    ).not.toHaveLength(0);
    expect(within(card).getByLabelText('Call back at (India time)')).toHaveAttribute(
      'aria-invalid',
      'true',
    );
  });

  it('does not offer a call-back on a closed enquiry', async () => {
    renderRoute(
      '/staff/enquiries',
      route,
      createFakeFetch({
        [ME]: meAnswer(['coordinator']),
        [LIST]: page([enquiry({ status: 'closed' })]),
        [NOTES]: { body: { data: [], meta: { page: 1, per_page: 20, total: 0 } } },
      }),
    );
    const card = (await screen.findByRole('heading', { name: REF })).closest('article')!;
    await userEvent.click(within(card).getByRole('button', { name: 'Show details' }));
    expect(await within(card).findByLabelText('Call back at (India time)')).toBeDisabled();
    expect(
      within(card).getByText('Set the status to New or Contacted to plan a call-back.'),
    ).toBeInTheDocument();
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
          'Only a coordinator can do this. Ask an admin to add the role to your staff account if you need it.',
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

  it('says in Hindi that MediBridge could not be reached when the list call fails on the network', async () => {
    await act(() => changeLanguage('hi'));
    renderRoute(
      '/staff/enquiries',
      route,
      createFakeFetch({
        [ME]: meAnswer(['coordinator']),
        [LIST]: () => Promise.reject(new TypeError('Failed to fetch')),
      }),
    );
    expect(
      await screen.findByText(
        'MediBridge से संपर्क नहीं हो सका। कृपया अपना इंटरनेट कनेक्शन जाँचें और फिर से कोशिश करें।',
      ),
    ).toBeInTheDocument();
  });

  it('names the enquiry types in Hindi (the service pages’ names)', async () => {
    await act(() => changeLanguage('hi'));
    renderRoute(
      '/staff/enquiries',
      route,
      createFakeFetch({
        [ME]: meAnswer(['coordinator']),
        [LIST]: page([enquiry({ enquiryType: 'air Ambulance' })]),
      }),
    );
    await screen.findByRole('heading', { name: REF });
    expect(screen.getByRole('option', { name: 'एयर एम्बुलेंस' })).toHaveValue('air Ambulance');
    expect(screen.getByRole('option', { name: 'परामर्श' })).toHaveValue('Consultation');
    expect(screen.getAllByText('एयर एम्बुलेंस').length).toBeGreaterThan(1);
  });

  it('shows the call-back and the opened form in Hindi (the form brings its own texts)', async () => {
    await act(() => changeLanguage('hi'));
    renderRoute(
      '/staff/enquiries',
      route,
      createFakeFetch({
        [ME]: meAnswer(['coordinator']),
        [LIST]: page([enquiry({ call_back_at: new Date(Date.now() - 60_000).toISOString() })]),
        [NOTES]: {
          body: {
            data: [note(1, 'Called: no answer.', '2026-11-26T06:00:00.000Z')],
            meta: { page: 1, per_page: 20, total: 1 },
          },
        },
      }),
    );
    const card = (await screen.findByRole('heading', { name: REF })).closest('article')!;
    expect(within(card).getByText(/^कॉल-बैक का समय निकल चुका: /)).toBeInTheDocument();
    expect(screen.getByLabelText('कॉल-बैक')).toBeInTheDocument();
    await userEvent.click(within(card).getByRole('button', { name: 'विवरण दिखाएँ' }));
    expect(
      await within(card).findByText('Asha Rao, 2026-11-26 11:30 (भारतीय समय)'),
    ).toBeInTheDocument();
    expect(within(card).getByRole('heading', { name: 'नोट और कॉल-बैक' })).toBeInTheDocument();
    expect(within(card).getByLabelText('कॉल-बैक का समय (भारतीय समय)')).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'नोट जोड़ें' })).toBeInTheDocument();
  });
});
