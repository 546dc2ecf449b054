import {
  VIEWPORTS,
  type StaffUser,
  type Viewport,
  journey,
  openPage,
  screenshot,
  setUpJourneys,
} from './harness';

const STAFF: StaffUser = {
  mobile: '9000077001',
  name: 'Enquiry Desk',
  password: 'Desk@E2e-2026',
  roles: ['coordinator'],
};
const e2e = setUpJourneys({ staff: [STAFF] });

const SUCCESS =
  'Your request has been registered successfully. One of our agent will get in touch soon. Thank You!';

const DEMO_PATIENT = { mobile: '9876543210', password: 'MediBridge@Demo1' };

/** What a visitor sent, as staff should see it (the fields the form filled in). */
interface Sent {
  enquiryType: string;
  form: 'modal' | 'page';
  page: string;
  first_name: string;
  mobile: string;
  email?: string;
  gender?: string;
  messages?: string;
  service_id?: number;
  hospitalName?: string;
  package_id?: number;
  withCity?: boolean;
  withPackage?: boolean;
}
/** Every enquiry the journeys below sent and saw the success message for, in order. */
const sent: Sent[] = [];

/** A mobile of its own for each enquiry, so that staff can tell them apart (and no hourly limit is near). */
function mobileFor(viewport: Viewport, n: number): string {
  return `9${viewport.name === 'phone' ? '1' : '2'}000000${String(n).padStart(2, '0')}`;
}

/** A hospital's package page (vendor page) the seeded catalogue has, found through the public API. */
async function vendorPackagePage(): Promise<{
  path: string;
  shopName: string;
  packageId: number;
}> {
  const get = async <T>(path: string): Promise<T> => {
    const res = await fetch(`${e2e.server.baseUrl}/api/${path}`);
    expect(res.status).toBe(200);
    return (await res.json()) as T;
  };
  const cities = await get<{ data: { cityRowId: number; citySlug: string }[] }>(
    'get-hospital-cities',
  );
  for (const city of cities.data) {
    const packages = await get<{ data: { slug: string }[] }>(
      `find-package-by-city-id/${String(city.cityRowId)}`,
    );
    const first = packages.data[0];
    if (!first) continue;
    const rows = await get<
      {
        role_name: string;
        shop_slug: string;
        package_slug: string;
        shop_name: string;
        package_id: number;
      }[]
    >(`search-hospital-packages/${city.citySlug}/${first.slug}`);
    const row = rows[0];
    if (row)
      return {
        path: `/${row.role_name}-package-detail/${row.shop_slug}/${row.package_slug}`,
        shopName: row.shop_name,
        packageId: row.package_id,
      };
  }
  throw new Error('The seeded catalogue has no hospital package.');
}

describe.each(VIEWPORTS)('enquiry modals on $name', (viewport) => {
  it('a visitor asks a hospital for a quote from its package page and sees the success message', async () => {
    const vendor = await vendorPackagePage();
    const p = await openPage(e2e.browser, viewport);
    const { page } = p;
    try {
      await journey(p, `enquiry-quote-${viewport.name}`, async () => {
        await page.goto(`${e2e.server.baseUrl}${vendor.path}`);
        await page.getByRole('button', { name: 'Get Quote' }).click();
        const dialog = page.getByRole('dialog', { name: 'Book Your FREE Consultation Now' });
        await dialog.getByRole('button', { name: 'Get My Free Quote' }).waitFor();
        expect(await dialog.textContent()).toContain(vendor.shopName);
        await dialog.getByRole('textbox', { name: /Patient name/ }).fill('Kiran');
        await dialog.getByRole('textbox', { name: /Mobile/ }).fill(mobileFor(viewport, 6));
        const city = dialog.getByRole('combobox', { name: /City/ });
        if ((await city.inputValue()) === '') {
          await city.fill('a');
          await dialog.getByRole('option').first().click();
        }
        await dialog.getByRole('button', { name: 'Get My Free Quote' }).click();
        await dialog.getByText(SUCCESS).waitFor();
        sent.push({
          enquiryType: 'Hospital_Package',
          form: 'modal',
          page: vendor.path,
          first_name: 'Kiran',
          mobile: mobileFor(viewport, 6),
          hospitalName: vendor.shopName,
          package_id: vendor.packageId,
          withCity: true,
        });
        await screenshot(page, `enquiry-quote-sent-${viewport.name}`);
      });
      expect(p.unexpectedProblems()).toEqual([]);
    } finally {
      await p.close();
    }
  }, 120_000);

  it('a visitor books a free consultation from the home page and sees the success message', async () => {
    const p = await openPage(e2e.browser, viewport);
    const { page } = p;
    try {
      await journey(p, `enquiry-consultation-${viewport.name}`, async () => {
        await page.goto(`${e2e.server.baseUrl}/home`);
        await page.getByRole('button', { name: 'Book Free Appointment' }).click();
        const dialog = page.getByRole('dialog', { name: 'Book FREE Consultation Now' });
        await dialog.getByRole('button', { name: 'Book Free Consultation' }).waitFor();
        await screenshot(page, `enquiry-consultation-${viewport.name}`);

        await dialog.getByRole('button', { name: 'Book Free Consultation' }).click();
        await dialog.getByRole('alert').filter({ hasText: 'All field is required' }).waitFor();
        expect(await dialog.locator('[aria-invalid="true"]').count()).toBeGreaterThan(0);
        await screenshot(page, `enquiry-consultation-required-${viewport.name}`);

        await dialog.getByRole('textbox', { name: /Patient name/ }).fill('Asha Rao');
        await dialog.getByRole('textbox', { name: /Mobile/ }).fill(mobileFor(viewport, 1));
        const city = dialog.getByRole('combobox', { name: /City/ });
        await city.fill('a');
        await dialog.getByRole('option').first().click();
        await dialog.getByRole('combobox', { name: /Procedure/ }).pressSequentially('knee');
        await dialog.getByRole('option').first().click();
        await dialog.getByRole('button', { name: 'Book Free Consultation' }).click();
        await dialog.getByText(SUCCESS).waitFor();
        sent.push({
          enquiryType: 'Consultation',
          form: 'modal',
          page: '/home',
          first_name: 'Asha Rao',
          mobile: mobileFor(viewport, 1),
          withCity: true,
          withPackage: true,
        });
        expect(await dialog.getByRole('textbox', { name: /Patient name/ }).inputValue()).toBe('');
        // The refused first attempt marked every field; the reset after the success clears those marks.
        expect(await dialog.locator('[aria-invalid="true"]').count()).toBe(0);
        await screenshot(page, `enquiry-consultation-sent-${viewport.name}`);
      });
      expect(p.unexpectedProblems()).toEqual([]);
    } finally {
      await p.close();
    }
  }, 120_000);
  it('a visitor requests an ICU ambulance on its page and through the quick ambulance modal', async () => {
    const p = await openPage(e2e.browser, viewport);
    const { page } = p;
    try {
      await journey(p, `enquiry-ambulance-${viewport.name}`, async () => {
        await page.goto(`${e2e.server.baseUrl}/ambulance-with-icu`);
        await page.getByRole('heading', { level: 1, name: 'Ambulance with ICU' }).waitFor();
        // The form is its own chunk, shown after the page's text: the screenshot is of the form.
        await page.getByRole('form', { name: 'Enquiry form' }).waitFor();
        await screenshot(page, `enquiry-ambulance-page-${viewport.name}`);
        const form = page.getByRole('form', { name: 'Enquiry form' });
        await form.getByRole('textbox', { name: /First name/ }).fill('Meera');
        await form.getByRole('textbox', { name: /Mobile/ }).fill(mobileFor(viewport, 2));
        await form.getByRole('textbox', { name: /Email/ }).fill('meera@example.in');
        await form.getByRole('radio', { name: 'Female' }).check();
        await form
          .getByRole('textbox', { name: /Pick-up/ })
          .fill('From Ruby Hall to KEM Hospital, on oxygen');
        await form.getByRole('button', { name: 'Request Ambulance' }).click();
        await form.getByText(SUCCESS).waitFor();
        sent.push({
          enquiryType: 'icu Ambulance',
          form: 'page',
          page: '/ambulance-with-icu',
          first_name: 'Meera',
          mobile: mobileFor(viewport, 2),
          email: 'meera@example.in',
          gender: 'FeMale',
          messages: 'From Ruby Hall to KEM Hospital, on oxygen',
        });
        await screenshot(page, `enquiry-ambulance-page-sent-${viewport.name}`);

        await page.getByRole('button', { name: 'Quick ambulance request' }).click();
        const dialog = page.getByRole('dialog', { name: 'Book an Ambulance' });
        await dialog.getByRole('button', { name: 'Request Ambulance' }).waitFor();
        await screenshot(page, `enquiry-ambulance-modal-${viewport.name}`);
        await dialog.getByRole('textbox', { name: /Patient name/ }).fill('Meera');
        await dialog.getByRole('textbox', { name: /Mobile/ }).fill(mobileFor(viewport, 3));
        await dialog.getByRole('combobox', { name: /City/ }).fill('a');
        await dialog.getByRole('option').first().click();
        await dialog.getByRole('combobox', { name: /Ambulance type/ }).selectOption('6');
        await dialog.getByRole('button', { name: 'Request Ambulance' }).click();
        await dialog.getByText(SUCCESS).waitFor();
        sent.push({
          enquiryType: 'icu Ambulance',
          form: 'modal',
          page: '/ambulance-with-icu',
          first_name: 'Meera',
          mobile: mobileFor(viewport, 3),
          service_id: 6,
          withCity: true,
        });
        await screenshot(page, `enquiry-ambulance-modal-sent-${viewport.name}`);
      });
      expect(p.unexpectedProblems()).toEqual([]);
    } finally {
      await p.close();
    }
  }, 120_000);

  it('a visitor asks for a nurse at home and opens the quick home-care modal', async () => {
    const p = await openPage(e2e.browser, viewport);
    const { page } = p;
    try {
      await journey(p, `enquiry-home-care-${viewport.name}`, async () => {
        await page.goto(`${e2e.server.baseUrl}/nurse-at-home`);
        await page.getByRole('heading', { level: 1, name: 'Nurse at Home' }).waitFor();
        await page.getByRole('form', { name: 'Enquiry form' }).waitFor();
        await screenshot(page, `enquiry-home-page-${viewport.name}`);
        const form = page.getByRole('form', { name: 'Enquiry form' });
        await form.getByRole('textbox', { name: /First name/ }).fill('Ravi');
        await form.getByRole('textbox', { name: /Mobile/ }).fill(mobileFor(viewport, 4));
        await form.getByRole('textbox', { name: /Email/ }).fill('ravi@example.in');
        await form.getByRole('button', { name: 'Request a Call Back' }).click();
        await form.getByText(SUCCESS).waitFor();
        sent.push({
          enquiryType: 'nurse at home',
          form: 'page',
          page: '/nurse-at-home',
          first_name: 'Ravi',
          mobile: mobileFor(viewport, 4),
          email: 'ravi@example.in',
        });

        await page.getByRole('button', { name: 'Quick home-care request' }).click();
        const dialog = page.getByRole('dialog', { name: 'Book Home Care' });
        await dialog.getByRole('button', { name: 'Request Home Care' }).waitFor();
        await screenshot(page, `enquiry-home-care-modal-${viewport.name}`);
        await dialog.getByRole('textbox', { name: /Patient name/ }).fill('Ravi');
        await dialog.getByRole('textbox', { name: /Mobile/ }).fill(mobileFor(viewport, 5));
        await dialog.getByRole('combobox', { name: /City/ }).fill('a');
        await dialog.getByRole('option').first().click();
        await dialog.getByRole('combobox', { name: /Home care service/ }).selectOption('12');
        await dialog.getByRole('button', { name: 'Request Home Care' }).click();
        await dialog.getByText(SUCCESS).waitFor();
        sent.push({
          enquiryType: 'nurse at home',
          form: 'modal',
          page: '/nurse-at-home',
          first_name: 'Ravi',
          mobile: mobileFor(viewport, 5),
          service_id: 12,
          withCity: true,
        });
      });
      expect(p.unexpectedProblems()).toEqual([]);
    } finally {
      await p.close();
    }
  }, 120_000);
  it('dentistry, transition care, international, contact and hospitalization pages render and take an enquiry', async () => {
    const p = await openPage(e2e.browser, viewport);
    const { page } = p;
    try {
      await journey(p, `enquiry-pages-${viewport.name}`, async () => {
        const pages = [
          ['/dentistry', 'Dentistry', 'Request a Call Back', 'Dentistry'],
          [
            '/transition-care-center',
            'Transition Care Centre',
            'Request a Call Back',
            'Transition Care Center',
          ],
          [
            '/international-patient',
            'International Patients',
            'Get My Treatment Plan',
            'International Patient',
          ],
          ['/contact-us', 'Contact Us', 'Send Message', 'Contact'],
          ['/hospitalization', 'Hospitalization Assistance', 'Request Assistance', 'Contact'],
        ] as const;
        for (const [i, [path, title, submit, enquiryType]] of pages.entries()) {
          const mobile = mobileFor(viewport, 10 + i);
          await page.goto(`${e2e.server.baseUrl}${path}`);
          await page.getByRole('heading', { level: 1, name: title }).waitFor();
          const form = page.getByRole('form', { name: 'Enquiry form' });
          await form.waitFor();
          await screenshot(page, `enquiry-page${path.replace(/\//g, '-')}-${viewport.name}`);
          await form.getByRole('textbox', { name: /First name/ }).fill('Asha');
          await form.getByRole('textbox', { name: /Mobile/ }).fill(mobile);
          await form.getByRole('textbox', { name: /Email/ }).fill('asha@example.in');
          await form.getByRole('button', { name: submit }).click();
          await form.getByText(SUCCESS).waitFor();
          sent.push({
            enquiryType,
            form: 'page',
            page: path,
            first_name: 'Asha',
            mobile,
            email: 'asha@example.in',
          });
        }
      });
      expect(p.unexpectedProblems()).toEqual([]);
    } finally {
      await p.close();
    }
  }, 120_000);
});

/** The staff API's answer, as much of it as the checks below read. */
interface StaffList {
  data: {
    reference: string;
    enquiryType: string;
    form: string;
    status: string;
    page: string | null;
    first_name: string | null;
    mobile: string;
    email: string | null;
    gender: string | null;
    messages: string | null;
    service_id: number | null;
    hospitalName: string | null;
    city_id: number | null;
    package_id: number | null;
  }[];
  meta: { page: number; per_page: number; total: number };
}

async function login(mobile: string, password: string): Promise<string> {
  const res = await fetch(`${e2e.server.baseUrl}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ mobile, password }),
  });
  expect(res.status).toBe(200);
  return ((await res.json()) as { access_token: string }).access_token;
}

async function staffList(token: string, query: string): Promise<StaffList> {
  const res = await fetch(`${e2e.server.baseUrl}/api/staff/enquiries?${query}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(res.status).toBe(200);
  return (await res.json()) as StaffList;
}

describe('staff see the enquiries', () => {
  it('a visitor and a patient are refused the staff list', async () => {
    const visitor = await fetch(`${e2e.server.baseUrl}/api/staff/enquiries`);
    expect(visitor.status).toBe(401);
    const patient = await fetch(`${e2e.server.baseUrl}/api/staff/enquiries`, {
      headers: {
        authorization: `Bearer ${await login(DEMO_PATIENT.mobile, DEMO_PATIENT.password)}`,
      },
    });
    expect(patient.status).toBe(403);
    const body = JSON.stringify(await patient.json());
    expect(body).not.toContain(STAFF.mobile);
    expect(body).not.toContain(mobileFor(VIEWPORTS[0] as Viewport, 1));
  });

  it('every enquiry sent above is in the staff list with its type, form, page and fields', async () => {
    // Two viewports: quote, consultation, ambulance page and modal, home-care page and modal, five pages.
    expect(sent).toHaveLength(VIEWPORTS.length * 11);
    const token = await login(STAFF.mobile, STAFF.password);

    // Page through the whole list, a few at a time.
    const rows: StaffList['data'] = [];
    for (let page = 1; ; page += 1) {
      const list = await staffList(token, `per_page=7&page=${String(page)}`);
      expect(list.meta).toMatchObject({ page, per_page: 7, total: sent.length });
      rows.push(...list.data);
      if (list.data.length < 7) break;
    }
    expect(rows).toHaveLength(sent.length);
    expect(new Set(rows.map((r) => r.reference)).size).toBe(sent.length);

    for (const enquiry of sent) {
      const matches = rows.filter((r) => r.mobile === enquiry.mobile);
      expect(matches).toHaveLength(1);
      const row = matches[0];
      expect(row).toMatchObject({
        enquiryType: enquiry.enquiryType,
        form: enquiry.form,
        status: 'new',
        page: enquiry.page,
        first_name: enquiry.first_name,
        email: enquiry.email ?? null,
        service_id: enquiry.service_id ?? null,
      });
      if (enquiry.gender) expect(row?.gender).toBe(enquiry.gender);
      if (enquiry.messages) expect(row?.messages).toBe(enquiry.messages);
      if (enquiry.withCity) expect(row?.city_id).toEqual(expect.any(Number));
      if (enquiry.withPackage) expect(row?.package_id).toEqual(expect.any(Number));
      if (enquiry.package_id) expect(row?.package_id).toBe(enquiry.package_id);
      if (enquiry.hospitalName) expect(row?.hospitalName).toBe(enquiry.hospitalName);
    }

    // The type filter gives each type's enquiries and nothing else.
    for (const type of new Set(sent.map((e) => e.enquiryType))) {
      const list = await staffList(token, `type=${encodeURIComponent(type)}&per_page=100`);
      const expected = sent.filter((e) => e.enquiryType === type).map((e) => e.mobile);
      expect(list.meta.total).toBe(expected.length);
      expect(list.data.map((r) => r.mobile).sort()).toEqual([...expected].sort());
    }
  }, 60_000);
});
