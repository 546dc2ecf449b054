import {
  CATALOGUE_MESSAGES,
  ENDPOINT_TABLE,
  type AdminHospitalDetail,
  type AdminPackageDetail,
  type EndpointName,
} from '@medibridge/contract';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { buildTestApp } from '../../test/buildTestApp';
import { multipart } from '../../test/multipart';
import { apiUrl, bearer, loginWithPassword, registerPatient } from '../../test/patients';
import { createTestStaff } from '../../test/staff';

// The operator's catalogue (issue 32 §3, docs/decisions/0062): an admin's edit shows on the patient's next
// read (no memo or HTTP cache outlives it), a withdrawn hospital or package is gone at once, every change
// is audited before → after, and bad input is refused with words.

const PASSWORD = 'Staff@Pass123';
const PACKAGE = 'total-knee-replacement-unilateral';
let app: FastifyInstance;
let admin = '';
let coordinator = '';
let patient = '';

beforeAll(async () => {
  app = await buildTestApp();
  await createTestStaff(app.db, { mobile: '9000000071', name: 'Asha Admin', password: PASSWORD }, [
    'admin',
  ]);
  await createTestStaff(app.db, { mobile: '9000000072', name: 'Staff c', password: PASSWORD }, [
    'coordinator',
  ]);
  admin = await loginWithPassword(app, '9000000071', PASSWORD);
  coordinator = await loginWithPassword(app, '9000000072', PASSWORD);
  patient = (await registerPatient(app, { name: 'Ravi Kumar' })).token;
}, 120_000);
afterAll(async () => {
  await app.close();
});

function call(
  name: EndpointName,
  params: Record<string, string | number> = {},
  body?: unknown,
  token = admin,
  query = '',
) {
  const p = Object.fromEntries(Object.entries(params).map(([k, v]) => [k, String(v)]));
  return app.inject({
    method: ENDPOINT_TABLE[name].method,
    url: `${apiUrl(name, p)}${query}`,
    headers: bearer(token),
    ...(body === undefined ? {} : { payload: body as Record<string, unknown> }),
  });
}

/** What a visitor reads, the way a browser asks (no session). */
const visit = (url: string) => app.inject({ method: 'GET', url });

async function packageBySlug(slug: string): Promise<AdminPackageDetail> {
  const list = await call(
    'staffCataloguePackages',
    {},
    undefined,
    admin,
    `?q=${slug.split('-')[0]}`,
  );
  const row = (list.json() as { data: { id: number; slug: string }[] }).data.find(
    (p) => p.slug === slug,
  );
  if (!row) throw new Error(`no package ${slug}`);
  return (
    (await call('staffCataloguePackage', { package_id: row.id })).json() as {
      data: AdminPackageDetail;
    }
  ).data;
}

async function hospital(id: number): Promise<AdminHospitalDetail> {
  return (
    (await call('staffCatalogueHospital', { vendor_id: id })).json() as {
      data: AdminHospitalDetail;
    }
  ).data;
}

function formOf(h: AdminHospitalDetail): Record<string, unknown> {
  const {
    id: _id,
    shop_slug: _s,
    role_name: _r,
    city_name: _c,
    vendor_img: _v,
    package_count: _p,
    prices: _prices,
    ...form
  } = h;
  return form;
}

async function auditOf(action: string) {
  const res = await call('staffAuditList', {}, undefined, admin, `?action=${action}`);
  return (res.json() as { data: { subject: string; before: unknown; after: unknown }[] }).data;
}

describe('the catalogue in the console', () => {
  it('a new price shows in the public hospital search at once, and a withdrawn hospital is gone from it and its page', async () => {
    const pkg = await packageBySlug(PACKAGE);
    // A city where at least two hospitals offer the package.
    const byCity = new Map<string, typeof pkg.prices>();
    for (const p of pkg.prices) byCity.set(p.city_name, [...(byCity.get(p.city_name) ?? []), p]);
    const [cityName, offers] = [...byCity].find(([, list]) => list.length >= 2) ?? [];
    if (!cityName || !offers) throw new Error('no city with two hospitals for the package');
    const [cheap, other] = offers as [(typeof offers)[0], (typeof offers)[0]];
    const first = await hospital(cheap.vendor_id);
    const searchUrl = `/api/search-hospital-packages/${String(first.city_id)}/${PACKAGE}`;
    const before = await visit(searchUrl);
    expect(before.statusCode).toBe(200);
    // Browsers must ask again each time: the answer may change with the next edit.
    expect(before.headers['cache-control']).toBe('public, no-cache');

    const price = await call(
      'staffCataloguePriceSet',
      { vendor_id: cheap.vendor_id, package_id: pkg.id },
      { price: 123456.5 },
    );
    expect(price.statusCode).toBe(200);
    const rows = (await visit(searchUrl)).json() as { shop_slug: string; price: string }[];
    expect(rows.find((r) => r.shop_slug === first.shop_slug)?.price).toBe('123456.50');
    const again = await visit(searchUrl);
    expect(again.headers.etag).not.toBe(before.headers.etag);

    const second = await hospital(other.vendor_id);
    const vendorUrl = `/api/vendor-detail/${second.role_name}/${second.shop_slug}`;
    expect((await visit(vendorUrl)).statusCode).toBe(200);
    const withdrawn = await call(
      'staffCatalogueHospitalUpdate',
      { vendor_id: second.id },
      { ...formOf(second), active: false },
    );
    expect(withdrawn.statusCode).toBe(200);
    const after = (await visit(searchUrl)).json() as { shop_slug: string }[];
    expect(after.map((r) => r.shop_slug)).not.toContain(second.shop_slug);
    expect((await visit(vendorUrl)).statusCode).toBe(404);

    expect(await auditOf('hospital.price')).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          subject: first.shop_slug,
          before: { package: PACKAGE, price: cheap.price },
          after: { package: PACKAGE, price: '123456.50' },
        }),
      ]),
    );
    expect(await auditOf('hospital.update')).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          subject: second.shop_slug,
          before: { active: true },
          after: { active: false },
        }),
      ]),
    );
    // The console still lists it, as withdrawn.
    const listed = await call('staffCatalogueHospitals', {}, undefined, admin, '?state=withdrawn');
    expect((listed.json() as { data: { id: number }[] }).data.map((h) => h.id)).toContain(
      second.id,
    );
  });

  it('an edited package name shows on its public page at once; a withdrawn package leaves search and its page', async () => {
    const pkg = await packageBySlug('total-hip-replacement');
    const page = `/api/package-details/${pkg.slug}`;
    const search = '/api/all-active-packages/hip';
    expect((await visit(page)).statusCode).toBe(200);
    // The search answer is memoised before the edit: the edit must clear it.
    expect(JSON.stringify((await visit(search)).json())).not.toContain('(both sides)');
    const form = {
      name: 'Total Hip Replacement (both sides)',
      name_hi: 'कूल्हा प्रत्यारोपण',
      master_id: pkg.master_id,
      short_description: pkg.short_description,
      short_description_hi: pkg.short_description_hi,
      hospital_days: pkg.hospital_days,
      base_price: Number(pkg.base_price),
      is_popular: pkg.is_popular,
      active: true,
      inclusions: [
        {
          service_name: 'Surgeon consultation',
          description: 'Before and after',
          service_img: 'consultation.svg',
        },
      ],
    };
    expect(
      (await call('staffCataloguePackageUpdate', { package_id: pkg.id }, form)).statusCode,
    ).toBe(200);
    const shown = (await visit(page)).json() as {
      data: { name: string; package_service: { service_name: string }[] };
    };
    expect(shown.data.name).toBe('Total Hip Replacement (both sides)');
    expect(shown.data.package_service.map((s) => s.service_name)).toEqual(['Surgeon consultation']);
    const hindi = await app.inject({
      method: 'GET',
      url: page,
      headers: { 'accept-language': 'hi' },
    });
    expect((hindi.json() as { data: { name: string } }).data.name).toBe('कूल्हा प्रत्यारोपण');

    expect(JSON.stringify((await visit(search)).json())).toContain(
      'Total Hip Replacement (both sides)',
    );
    const withdrawn = await call(
      'staffCataloguePackageUpdate',
      { package_id: pkg.id },
      { ...form, active: false },
    );
    expect(withdrawn.statusCode).toBe(200);
    expect(JSON.stringify((await visit(search)).json())).not.toContain(pkg.slug);
    expect((await visit(page)).statusCode).toBe(404);

    const audit = await auditOf('package.update');
    expect(audit[0]).toEqual(
      expect.objectContaining({
        subject: pkg.slug,
        before: { active: true },
        after: { active: false },
      }),
    );
  });

  it('adds a package with its inclusions and a hospital offering it; the public package page and hospital search show them', async () => {
    const knee = await packageBySlug(PACKAGE);
    const made = await call(
      'staffCataloguePackageCreate',
      {},
      {
        name: 'Knee Arthroscopy (day care)',
        name_hi: 'घुटने की आर्थ्रोस्कोपी',
        master_id: knee.master_id,
        short_description: 'Keyhole knee surgery, home the same day.',
        hospital_days: 0,
        base_price: 55000,
        active: true,
        inclusions: [
          { service_name: 'Procedure', description: 'Arthroscopy', service_img: 'procedure.svg' },
          { service_name: 'Follow-up', description: 'One visit', service_img: 'followup.svg' },
        ],
      },
    );
    expect(made.statusCode).toBe(200);
    const packageId = (made.json() as { data: { id: number } }).data.id;
    const page = (await visit('/api/package-details/knee-arthroscopy-day-care')).json() as {
      data: { id: number; package_service: { service_name: string }[] };
    };
    expect(page.data.id).toBe(packageId);
    expect(page.data.package_service.map((s) => s.service_name)).toEqual([
      'Procedure',
      'Follow-up',
    ]);

    const city = (await hospital(knee.prices[0]!.vendor_id)).city_id;
    const added = await call(
      'staffCatalogueHospitalCreate',
      {},
      {
        shop_name: 'Nandini Day Surgery Centre',
        city_id: city,
        shop_address: '4 Lake Road',
        pin_code: '560034',
        beds: 20,
        established_year: 2015,
        active: true,
      },
    );
    expect(added.statusCode).toBe(200);
    const vendorId = (added.json() as { data: { id: number } }).data.id;
    expect(
      (
        await call(
          'staffCataloguePriceSet',
          { vendor_id: vendorId, package_id: packageId },
          { price: 52000 },
        )
      ).statusCode,
    ).toBe(200);
    const rows = (
      await visit(`/api/search-hospital-packages/${String(city)}/${String(packageId)}`)
    ).json() as {
      shop_slug: string;
      price: string;
    }[];
    expect(rows).toEqual([
      expect.objectContaining({ shop_slug: 'nandini-day-surgery-centre', price: '52000.00' }),
    ]);
    expect(await auditOf('hospital.create')).toEqual([
      expect.objectContaining({ subject: 'nandini-day-surgery-centre', before: null }),
    ]);
  });

  it('refuses bad input with words a person understands', async () => {
    const pkg = await packageBySlug(PACKAGE);
    const bad = await call(
      'staffCataloguePriceSet',
      { vendor_id: pkg.prices[0]!.vendor_id, package_id: pkg.id },
      { price: 0 },
    );
    expect(bad.statusCode).toBe(422);
    expect(bad.body).toContain(CATALOGUE_MESSAGES.price);
    const h = await hospital(pkg.prices[0]!.vendor_id);
    const wrong = await call(
      'staffCatalogueHospitalUpdate',
      { vendor_id: h.id },
      { ...formOf(h), pin_code: '012345', accreditation_hi: 'NABH only' },
    );
    expect(wrong.statusCode).toBe(422);
    expect(wrong.body).toContain(CATALOGUE_MESSAGES.pinCode);
    expect(wrong.body).toContain(CATALOGUE_MESSAGES.hindiScript);
    const none = await call('staffCatalogueHospital', { vendor_id: 999999 });
    expect(none.statusCode).toBe(404);
    expect(none.json()).toEqual(
      expect.objectContaining({ message: CATALOGUE_MESSAGES.noHospital }),
    );
    // Only an admin: a coordinator and a patient are refused.
    expect((await call('staffCatalogueHospitals', {}, undefined, coordinator)).statusCode).toBe(
      403,
    );
    expect((await call('staffCatalogueHospitals', {}, undefined, patient)).statusCode).toBe(403);
  });

  it('takes a picture checked by its bytes, serves it, and refuses a file that is not one with words', async () => {
    const pkg = await packageBySlug(PACKAGE);
    const url = apiUrl('staffCataloguePackageImage', { package_id: String(pkg.id) });
    const send = (data: Buffer, name = 'photo.jpg', type = 'image/jpeg') => {
      const form = multipart({}, { field: 'image', name, type, data });
      return app.inject({
        method: 'POST',
        url,
        payload: form.payload,
        headers: { ...bearer(admin), ...form.headers },
      });
    };
    const text = await send(Buffer.from('MZ this is a program, not a picture'), 'photo.jpg');
    expect(text.statusCode).toBe(415);
    expect(text.json()).toEqual(
      expect.objectContaining({ message: CATALOGUE_MESSAGES.imageWrongType }),
    );
    const tiny = await sharp({
      create: { width: 100, height: 80, channels: 3, background: '#c84' },
    })
      .jpeg()
      .toBuffer();
    const small = await send(tiny);
    expect(small.statusCode).toBe(422);
    expect(small.json()).toEqual(
      expect.objectContaining({ message: CATALOGUE_MESSAGES.imageTooSmall }),
    );

    const good = await sharp({
      create: { width: 2000, height: 1200, channels: 3, background: '#48c' },
    })
      .png()
      .toBuffer();
    expect((await send(good, 'ward.png', 'image/png')).statusCode).toBe(200);
    const detail = (await visit(`/api/package-details/${PACKAGE}`)).json() as {
      data: { main_img: string };
    };
    expect(detail.data.main_img).toMatch(/^[A-Za-z0-9_-]{32}\.png$/);
    const image = await visit(`/api/images/packages/${detail.data.main_img}`);
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    const meta = await sharp(image.rawPayload).metadata();
    expect(Math.max(meta.width ?? 0, meta.height ?? 0)).toBe(1280);
    expect((await auditOf('package.image'))[0]).toEqual(
      expect.objectContaining({ subject: PACKAGE }),
    );
  });
});
