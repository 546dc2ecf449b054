import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { clearUserInfo, createFakeFetch, writeUserInfo } from '@medibridge/api-client';
import { CATALOGUE_MESSAGES, type AdminHospitalDetail } from '@medibridge/contract';
import { ME, STAFF_USER, meAnswer, renderRoute } from '../test/renderRoute';
import { HospitalsPage } from './HospitalsPage';

const route = { path: '/staff/hospitals', element: <HospitalsPage /> };
const LIST = 'GET /api/staff/catalogue/hospitals';
const ONE = 'GET /api/staff/catalogue/hospitals/7';
const SAVE = 'PUT /api/staff/catalogue/hospitals/7';
const PRICE = 'PUT /api/staff/catalogue/hospitals/7/packages/3';
const CITIES = 'GET /api/get-hospital-cities';
const CREATE = 'POST /api/staff/catalogue/hospitals';

const hospital: AdminHospitalDetail = {
  id: 7,
  shop_name: 'Sunrise Hospital',
  shop_slug: 'sunrise-hospital',
  role_name: 'hospital',
  city_id: 12,
  city_name: 'Pune',
  shop_address: '12 FC Road',
  pin_code: '411004',
  shop_specialization: 'Orthopaedics',
  shop_specialization_hi: null,
  about_shop: 'A hospital.',
  about_shop_hi: null,
  accreditation: 'NABH',
  accreditation_hi: null,
  shop_mobile: '5550123456',
  shop_email: '',
  beds: 120,
  established_year: 1999,
  shop_services: [],
  shop_services_hi: null,
  amenities: [],
  amenities_hi: null,
  facilities: [],
  facilities_hi: null,
  active: true,
  vendor_img: 'sunrise-hospital.svg',
  package_count: 1,
  prices: [
    { package_id: 3, package_name: 'Knee Replacement', package_active: true, price: '150000.00' },
  ],
};

// Typing a form field by field is slow on a loaded machine.
jest.setTimeout(30_000);
beforeEach(() => writeUserInfo(STAFF_USER));
afterEach(() => clearUserInfo());

function fakes(extra: Record<string, unknown> = {}) {
  return createFakeFetch({
    [ME]: meAnswer(['admin']),
    [LIST]: { body: { data: [hospital], meta: { page: 1, per_page: 20, total: 1 } } },
    [ONE]: { body: { data: hospital } },
    [CITIES]: { body: { data: [{ cityRowId: 12, cityName: 'Pune', citySlug: 'pune' }] } },
    ...extra,
  } as Parameters<typeof createFakeFetch>[0]);
}

describe('HospitalsPage (/staff/hospitals)', () => {
  it('lists hospitals, withdraws one through its form, and sends the whole record with active false', async () => {
    const fetch = fakes({
      [SAVE]: { body: { code: 200, message: 'The hospital is saved.', data: { id: 7 } } },
    });
    renderRoute('/staff/hospitals', route, fetch);
    const list = await screen.findByRole('list', { name: 'Hospitals' });
    expect(within(list).getByText('Sunrise Hospital')).toBeInTheDocument();
    await userEvent.click(within(list).getByRole('button', { name: 'Edit Sunrise Hospital' }));
    await userEvent.click(await screen.findByRole('radio', { name: 'Withdrawn' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save the hospital' }));
    expect(
      await screen.findByText('Saved. Patients see it on their next visit.'),
    ).toBeInTheDocument();
    const put = fetch.calls.find((c) => c.method === 'PUT');
    expect(put?.body).toEqual(
      expect.objectContaining({ active: false, shop_mobile: '5550123456', city_id: 12, beds: 120 }),
    );
  });

  it('refuses a price the server would refuse, in its words, and saves a good one', async () => {
    const fetch = fakes({
      [PRICE]: { body: { code: 200, message: 'The price is saved.', data: { id: 3 } } },
    });
    renderRoute('/staff/hospitals', route, fetch);
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Sunrise Hospital' }));
    const field = await screen.findByLabelText('Price in rupees for Knee Replacement');
    await userEvent.clear(field);
    await userEvent.type(field, '12.345');
    await userEvent.click(screen.getByRole('button', { name: 'Save the price' }));
    expect(await screen.findByText(CATALOGUE_MESSAGES.price)).toBeInTheDocument();
    expect(fetch.calls.some((c) => c.method === 'PUT')).toBe(false);
    await userEvent.clear(field);
    await userEvent.type(field, '142000');
    await userEvent.click(screen.getByRole('button', { name: 'Save the price' }));
    expect(await screen.findByText('The price is saved.')).toBeInTheDocument();
    const put = fetch.calls.find((c) => c.method === 'PUT');
    expect(put?.body).toEqual({ price: 142000 });
  });

  it('adds a new hospital from an empty form, then opens it for its picture and prices', async () => {
    const fetch = fakes({
      [CREATE]: { body: { code: 200, message: CATALOGUE_MESSAGES.hospitalAdded, data: { id: 7 } } },
    });
    renderRoute('/staff/hospitals', route, fetch);
    await userEvent.click(await screen.findByRole('button', { name: 'New hospital' }));
    await screen.findByRole('heading', { level: 2, name: 'New hospital' });
    await userEvent.click(screen.getByRole('button', { name: 'Add the hospital' }));
    expect((await screen.findAllByText(CATALOGUE_MESSAGES.pinCode)).length).toBeGreaterThan(0);
    expect(fetch.calls.some((c) => c.method === 'POST')).toBe(false);
    await userEvent.type(screen.getByLabelText(/^Name/), 'Sunrise Hospital');
    await userEvent.selectOptions(await screen.findByLabelText(/^City/), '12');
    await userEvent.type(screen.getByLabelText(/^Address/), '12 FC Road');
    await userEvent.type(screen.getByLabelText(/^PIN code/), '411004');
    await userEvent.type(screen.getByLabelText(/^Beds/), '120');
    await userEvent.type(screen.getByLabelText(/^Established in/), '1999');
    await userEvent.click(screen.getByRole('button', { name: 'Add the hospital' }));
    expect(await screen.findByText(CATALOGUE_MESSAGES.hospitalAdded)).toBeInTheDocument();
    expect(fetch.calls.find((c) => c.method === 'POST')?.body).toEqual(
      expect.objectContaining({
        shop_name: 'Sunrise Hospital',
        city_id: 12,
        pin_code: '411004',
        shop_mobile: '',
        shop_services: [],
        active: true,
      }),
    );
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Package prices' }),
    ).toBeInTheDocument();
  });

  it('tells a coordinator the screen is for admins and asks nothing else', async () => {
    const fetch = createFakeFetch({ [ME]: meAnswer(['coordinator']) });
    renderRoute('/staff/hospitals', route, fetch);
    expect(
      await screen.findByText('Your staff account does not have the role this screen needs.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(fetch.calls.some((c) => c.url.includes('/catalogue/'))).toBe(false));
  });
});
