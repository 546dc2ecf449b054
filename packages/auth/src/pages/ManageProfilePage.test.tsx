import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createFakeFetch, readUserInfo, writeUserInfo } from '@medibridge/api-client';
import { PROFILE, renderRoute } from '../test/renderRoute';
import { ManageProfilePage } from './ManageProfilePage';

const route = { path: '/manage-profile', element: <ManageProfilePage /> };

function network(profile: Record<string, unknown> = PROFILE) {
  return createFakeFetch({
    'GET /api/get-user-detail-by-id/7': () => ({ body: { data: profile } }),
    'GET /api/get-states': {
      body: {
        data: [
          { id: 2, name: 'Karnataka', country_id: 1, type: 'state' },
          { id: 3, name: 'Kerala', country_id: 1, type: 'state' },
        ],
      },
    },
    'GET /api/get_all_cities': {
      body: {
        data: [
          { id: 1, name: 'Bengaluru', slug: 'bengaluru', state_id: 2, state_name: 'Karnataka' },
          { id: 5, name: 'Kochi', slug: 'kochi', state_id: 3, state_name: 'Kerala' },
        ],
      },
    },
    'GET /api/get_all_countries': { body: { data: [{ id: 1, name: 'India', iso_code: 'IN' }] } },
    'GET /api/notification-preferences': {
      body: { data: { sms: true, whatsapp: false, offers: false } },
    },
  });
}

beforeAll(() => {
  URL.createObjectURL = jest.fn(() => 'blob:preview');
  URL.revokeObjectURL = jest.fn();
});
beforeEach(() => writeUserInfo(PROFILE));
afterEach(() => {
  localStorage.clear();
  jest.useRealTimers();
});

describe('ManageProfilePage (/manage-profile)', () => {
  it('fills the form from the server, mobile read-only, blood groups of SPEC', async () => {
    renderRoute('/manage-profile', route, network());
    expect(await screen.findByLabelText(/^First Name/)).toHaveValue('Asha');
    expect(screen.getByLabelText(/Mobile Number/)).toHaveAttribute('readonly');
    expect(screen.getByLabelText(/Mobile Number/)).toHaveValue('9876543210');
    const blood = screen.getByLabelText(/Blood Group/);
    expect([...(blood as HTMLSelectElement).options].map((o) => o.value)).toEqual([
      '',
      'A-',
      'A+',
      'B-',
      'B+',
      'AB-',
      'AB+',
      'O-',
      'O+',
    ]);
    expect(blood).toHaveValue('B+');
    await waitFor(() => expect(screen.getByLabelText(/^City/)).toHaveValue('1'));
    expect(screen.getByRole('option', { name: 'Bengaluru' })).toBeInTheDocument();
    expect(screen.queryByRole('option', { name: 'Kochi' })).not.toBeInTheDocument();
  });

  it('shows a local preview of a new photo in place of the stored image', async () => {
    renderRoute(
      '/manage-profile',
      route,
      network({ ...PROFILE, profile_image: '/api/files/profile/a.png' }),
    );
    expect(await screen.findByRole('img', { name: 'Your profile photo' })).toHaveAttribute(
      'src',
      '/api/files/profile/a.png',
    );
    const png = new File(['png'], 'me.png', { type: 'image/png' });
    await userEvent.setup().upload(screen.getByLabelText(/Profile Photo/), png);
    expect(await screen.findByRole('img', { name: 'Preview of your new photo' })).toHaveAttribute(
      'src',
      'blob:preview',
    );
    expect(screen.queryByRole('img', { name: 'Your profile photo' })).not.toBeInTheDocument();
  });

  it('refuses a photo over 2 MB before sending (deviation 4)', async () => {
    const fetch = network();
    renderRoute('/manage-profile', route, fetch);
    const big = new File(['x'], 'big.jpg', { type: 'image/jpeg' });
    Object.defineProperty(big, 'size', { value: 3 * 1024 * 1024 });
    const user = userEvent.setup();
    await user.upload(await screen.findByLabelText(/Profile Photo/), big);
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(
      await screen.findByText(
        'The photo is too large. Please choose a JPG, GIF or PNG of at most 2 MB.',
      ),
    ).toBeInTheDocument();
    expect(fetch.calls.filter((c) => c.method === 'POST')).toHaveLength(0);
  });

  it("saves SPEC's multipart payload, shows 'Profile Update Successfully.' for 5 s, then fetches fresh data", async () => {
    jest.useFakeTimers();
    let served: Record<string, unknown> = PROFILE;
    const fetch = network();
    fetch.on('GET /api/get-user-detail-by-id/7', () => ({ body: { data: served } }));
    fetch.on('POST /api/update-user-profile/', () => {
      served = { ...PROFILE, name: 'Asha Devi', profile_image: '/api/files/profile/new.png' };
      return {
        body: { code: 200, response: { message: 'Profile Update Successfully.', data: served } },
      };
    });
    renderRoute('/manage-profile', route, fetch);
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const first = await screen.findByLabelText(/^First Name/);
    await user.clear(first);
    await user.type(first, 'Asha Devi');
    await user.upload(
      screen.getByLabelText(/Profile Photo/),
      new File(['png'], 'me.png', { type: 'image/png' }),
    );
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Profile Update Successfully.')).toBeInTheDocument();
    const post = fetch.calls.find((c) => c.method === 'POST');
    const form = post?.body as FormData;
    expect(form.get('firstName')).toBe('Asha Devi');
    expect(form.get('userID')).toBe('7');
    expect(form.get('mobile')).toBe('9876543210');
    expect(form.get('bloodGroup')).toBe('B+');
    expect(form.get('cityID')).toBe('1');
    expect(form.get('stateID')).toBe('2');
    expect((form.get('profileImage') as File).name).toBe('me.png');
    const detailCalls = (): number =>
      fetch.calls.filter((c) => c.url.includes('get-user-detail-by-id')).length;
    const before = detailCalls();
    act(() => jest.advanceTimersByTime(4800));
    expect(screen.getByText('Profile Update Successfully.')).toBeInTheDocument();
    expect(detailCalls()).toBe(before);
    act(() => jest.advanceTimersByTime(300));
    expect(screen.queryByText('Profile Update Successfully.')).not.toBeInTheDocument();
    await waitFor(() => expect(detailCalls()).toBe(before + 1));
    await waitFor(() => expect(readUserInfo()?.name).toBe('Asha Devi'));
    expect(await screen.findByRole('img', { name: 'Your profile photo' })).toHaveAttribute(
      'src',
      '/api/files/profile/new.png',
    );
  });

  it("shows the server's refusal of a photo", async () => {
    const message = 'The photo must be a JPG, GIF or PNG image.';
    const fetch = network();
    fetch.on('POST /api/update-user-profile/', {
      status: 415,
      body: { statusCode: 415, error: 'Unsupported Media Type', message },
    });
    renderRoute('/manage-profile', route, fetch);
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
  });

  describe('Notifications', () => {
    it('shows SMS on, WhatsApp and offers off, and saves the choice', async () => {
      const fetch = network();
      fetch.on('PUT /api/notification-preferences', {
        body: { data: { sms: true, whatsapp: true, offers: false } },
      });
      renderRoute('/manage-profile', route, fetch);
      const user = userEvent.setup();
      expect(await screen.findByRole('heading', { name: 'Notifications' })).toBeInTheDocument();
      const sms = await screen.findByRole('checkbox', { name: 'SMS' });
      expect(sms).toBeChecked();
      expect(screen.getByRole('checkbox', { name: 'WhatsApp' })).not.toBeChecked();
      expect(
        screen.getByRole('checkbox', { name: /Send me offers and health tips/ }),
      ).not.toBeChecked();
      await user.click(screen.getByRole('checkbox', { name: 'WhatsApp' }));
      await user.click(screen.getByRole('button', { name: 'Save notification choices' }));
      expect(await screen.findByText('Your notification choices are saved.')).toBeInTheDocument();
      const put = fetch.calls.find((c) => c.method === 'PUT');
      expect(put?.url).toBe('/api/notification-preferences');
      expect(put?.body).toEqual({ sms: true, whatsapp: true, offers: false });
    });

    it('keeps at least one channel: says so instead of saving with both off', async () => {
      const fetch = network();
      renderRoute('/manage-profile', route, fetch);
      const user = userEvent.setup();
      await user.click(await screen.findByRole('checkbox', { name: 'SMS' }));
      await user.click(screen.getByRole('button', { name: 'Save notification choices' }));
      expect(
        await screen.findByText(/Keep at least one of SMS and WhatsApp on/),
      ).toBeInTheDocument();
      expect(fetch.calls.some((c) => c.method === 'PUT')).toBe(false);
    });
  });
});
