import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { clearUserInfo, createFakeFetch, writeUserInfo } from '@medibridge/api-client';
import { CATALOGUE_MESSAGES, type AdminPackageDetail } from '@medibridge/contract';
import { ME, STAFF_USER, meAnswer, renderRoute } from '../test/renderRoute';
import { PackagesPage } from './PackagesPage';

const route = { path: '/staff/packages', element: <PackagesPage /> };
const LIST = 'GET /api/staff/catalogue/packages';
const ONE = 'GET /api/staff/catalogue/packages/3';
const SAVE = 'PUT /api/staff/catalogue/packages/3';
const CREATE = 'POST /api/staff/catalogue/packages';
const PRICE = 'PUT /api/staff/catalogue/hospitals/7/packages/3';
const OTHER_PRICE = 'PUT /api/staff/catalogue/hospitals/9/packages/3';
const REMOVE = 'DELETE /api/staff/catalogue/hospitals/7/packages/3';
const HOSPITALS = 'GET /api/staff/catalogue/hospitals';
const MASTERS = 'GET /api/package-master';

const pkg: AdminPackageDetail = {
  id: 3,
  slug: 'knee-replacement',
  name: 'Knee Replacement',
  name_hi: null,
  master_id: 2,
  master_name: 'Orthopaedics',
  short_description: 'A new knee joint.',
  short_description_hi: null,
  hospital_days: 5,
  base_price: '150000.00',
  is_popular: true,
  active: true,
  main_img: 'knee-replacement.svg',
  hospital_count: 1,
  inclusions: [
    {
      id: 11,
      service_name: 'Implant',
      service_name_hi: null,
      description: 'The knee implant.',
      description_hi: 'घुटने का इम्प्लांट।',
      service_img: 'implant.svg',
    },
  ],
  prices: [
    {
      vendor_id: 7,
      shop_name: 'Sunrise Hospital',
      city_name: 'Pune',
      hospital_active: true,
      price: '150000.00',
    },
  ],
};

const master = {
  id: 2,
  name: 'Orthopaedics',
  slug: 'orthopaedics',
  package_master_slug: 'orthopaedics',
  master_img: 'orthopaedics.svg',
  description: 'Bones and joints.',
  packages: [],
};

const other = {
  id: 9,
  shop_name: 'Lakeview Hospital',
  city_name: 'Pune',
  package_count: 0,
};

const saved = (id: number) => ({ body: { code: 200, message: 'Saved.', data: { id } } });

// Typing a form field by field is slow on a loaded machine.
jest.setTimeout(30_000);
beforeEach(() => writeUserInfo(STAFF_USER));
afterEach(() => clearUserInfo());

function fakes(extra: Record<string, unknown> = {}) {
  return createFakeFetch({
    [ME]: meAnswer(['admin']),
    [LIST]: { body: { data: [pkg], meta: { page: 1, per_page: 20, total: 1 } } },
    [ONE]: { body: { data: pkg } },
    [MASTERS]: { body: { data: [master] } },
    [HOSPITALS]: { body: { data: [other], meta: { page: 1, per_page: 5, total: 1 } } },
    ...extra,
  } as Parameters<typeof createFakeFetch>[0]);
}

async function openKnee(): Promise<void> {
  const list = await screen.findByRole('list', { name: 'Treatment packages' });
  expect(within(list).getByText('Knee Replacement')).toBeInTheDocument();
  await userEvent.click(within(list).getByRole('button', { name: 'Edit Knee Replacement' }));
  await screen.findByRole('heading', { level: 2, name: 'Knee Replacement' });
}

describe('PackagesPage (/staff/packages)', () => {
  it('edits a package and its inclusions and sends the whole record, withdrawn, in the contract’s shape', async () => {
    const fetch = fakes({ [SAVE]: saved(3) });
    renderRoute('/staff/packages', route, fetch);
    await openKnee();
    await userEvent.type(screen.getByLabelText('Name in Hindi'), 'घुटना प्रत्यारोपण');
    await userEvent.click(screen.getByRole('button', { name: 'Add an inclusion' }));
    await userEvent.type(screen.getAllByLabelText(/^What is included/)[2]!, 'Physiotherapy');
    await userEvent.selectOptions(screen.getAllByLabelText('Its picture')[1]!, 'physiotherapy.svg');
    await userEvent.click(screen.getByRole('radio', { name: 'Withdrawn' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save the package' }));
    expect(
      await screen.findByText('Saved. Patients see it on their next visit.'),
    ).toBeInTheDocument();
    const put = fetch.calls.find((c) => c.method === 'PUT');
    expect(put?.body).toEqual({
      name: 'Knee Replacement',
      name_hi: 'घुटना प्रत्यारोपण',
      master_id: 2,
      short_description: 'A new knee joint.',
      short_description_hi: null,
      hospital_days: 5,
      base_price: 150000,
      is_popular: true,
      active: false,
      inclusions: [
        {
          service_name: 'Implant',
          service_name_hi: null,
          description: 'The knee implant.',
          description_hi: 'घुटने का इम्प्लांट।',
          service_img: 'implant.svg',
        },
        {
          service_name: 'Physiotherapy',
          service_name_hi: null,
          description: '',
          description_hi: null,
          service_img: 'physiotherapy.svg',
        },
      ],
    });
  });

  it('refuses Hindi that is not Devanagari in the contract’s words and sends nothing', async () => {
    const fetch = fakes({ [SAVE]: saved(3) });
    renderRoute('/staff/packages', route, fetch);
    await openKnee();
    await userEvent.type(screen.getByLabelText('Name in Hindi'), 'Ghutna');
    await userEvent.click(screen.getByRole('button', { name: 'Save the package' }));
    expect((await screen.findAllByText(CATALOGUE_MESSAGES.hindiScript)).length).toBeGreaterThan(0);
    expect(fetch.calls.some((c) => c.method === 'PUT')).toBe(false);
  });

  it('changes a hospital’s price, stops offering it there, and offers it at another hospital', async () => {
    const fetch = fakes({ [PRICE]: saved(3), [REMOVE]: saved(3), [OTHER_PRICE]: saved(3) });
    renderRoute('/staff/packages', route, fetch);
    await openKnee();
    const field = screen.getByLabelText('Price in rupees at Sunrise Hospital');
    await userEvent.clear(field);
    await userEvent.type(field, '0');
    await userEvent.click(screen.getByRole('button', { name: 'Save the price' }));
    expect(await screen.findByText(CATALOGUE_MESSAGES.price)).toBeInTheDocument();
    await userEvent.clear(field);
    await userEvent.type(field, '142000');
    await userEvent.click(screen.getByRole('button', { name: 'Save the price' }));
    expect(await screen.findByText('The price is saved.')).toBeInTheDocument();
    expect(fetch.calls.find((c) => c.method === 'PUT')?.body).toEqual({ price: 142000 });

    await userEvent.click(
      screen.getByRole('button', { name: 'Stop offering at Sunrise Hospital' }),
    );
    await waitFor(() => expect(fetch.calls.some((c) => c.method === 'DELETE')).toBe(true));

    await userEvent.type(screen.getByLabelText('Hospital or city'), 'Lake');
    await userEvent.click(
      await screen.findByRole('button', { name: 'Offer at Lakeview Hospital' }),
    );
    await userEvent.type(screen.getByLabelText('Price in rupees at Lakeview Hospital'), '99500');
    await userEvent.click(screen.getByRole('button', { name: 'Add the price' }));
    await waitFor(() =>
      expect(fetch.calls.find((c) => c.url.includes('/hospitals/9/'))?.body).toEqual({
        price: 99500,
      }),
    );
  });

  it('shows ten of many hospitals’ prices and finds the others by name or city', async () => {
    const many = Array.from({ length: 12 }, (_, i) => ({
      vendor_id: 100 + i,
      shop_name: `Hospital ${String(i + 1)}`,
      city_name: i === 11 ? 'Nagpur' : 'Pune',
      hospital_active: true,
      price: '150000.00',
    }));
    const fetch = fakes({ [ONE]: { body: { data: { ...pkg, prices: many } } } });
    renderRoute('/staff/packages', route, fetch);
    await openKnee();
    const list = screen.getByRole('list', { name: 'Price at each hospital' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(10);
    expect(screen.getByText(/Showing 10 of 12/)).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Find a hospital that offers it'), 'nagpur');
    expect(within(list).getAllByRole('listitem')).toHaveLength(1);
    expect(screen.getByLabelText('Price in rupees at Hospital 12')).toBeInTheDocument();
  });

  it('adds a new package from an empty form and then opens it', async () => {
    const fetch = fakes({ [CREATE]: saved(3) });
    renderRoute('/staff/packages', route, fetch);
    await userEvent.click(await screen.findByRole('button', { name: 'New package' }));
    await screen.findByRole('heading', { level: 2, name: 'New package' });
    await userEvent.type(screen.getByLabelText(/^Name(?! in)/), 'Knee Replacement');
    await userEvent.selectOptions(
      await screen.findByLabelText(/^Speciality \(package group\)/),
      '2',
    );
    await userEvent.type(screen.getByLabelText(/^Starting price in rupees/), '150000');
    await userEvent.type(screen.getByLabelText(/^Days in hospital/), '5');
    await userEvent.type(screen.getByLabelText(/^Short description(?! in)/), 'A new knee joint.');
    await userEvent.click(screen.getByRole('button', { name: 'Add the package' }));
    expect(await screen.findByText(CATALOGUE_MESSAGES.packageAdded)).toBeInTheDocument();
    expect(fetch.calls.find((c) => c.method === 'POST')?.body).toEqual(
      expect.objectContaining({ name: 'Knee Replacement', master_id: 2, active: true }),
    );
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Knee Replacement' }),
    ).toBeInTheDocument();
  });

  it('tells a coordinator the screen is for admins and asks nothing else', async () => {
    const fetch = createFakeFetch({ [ME]: meAnswer(['coordinator']) });
    renderRoute('/staff/packages', route, fetch);
    expect(
      await screen.findByText('Your staff account does not have the role this screen needs.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(fetch.calls.some((c) => c.url.includes('/catalogue/'))).toBe(false));
  });
});
