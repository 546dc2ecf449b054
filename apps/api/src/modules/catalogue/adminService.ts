import {
  type AdminHospital,
  type AdminHospitalDetail,
  type AdminPackage,
  type AdminPackageDetail,
  CATALOGUE_MESSAGES,
  type CatalogueQuery,
  rupeesToPaise,
  toWireAmount,
} from '@medibridge/contract';
import type { Database } from '../../db/client';
import { HttpError } from '../../errors';
import { type AuditActor, auditChange, recordAudit } from '../../lib/audit';
import {
  type AdminHospitalRow,
  type AdminPackageRow,
  type HospitalValues,
  type PackageValues,
  cityExists,
  deletePrice,
  findAdminHospital,
  findAdminPackage,
  findPrice,
  freeSlug,
  insertHospital,
  insertPackage,
  listAdminHospitals,
  listAdminPackages,
  listHospitalPrices,
  listInclusions,
  listPackagePrices,
  lockCatalogueIds,
  masterExists,
  nextPackageId,
  replaceInclusions,
  updateHospital,
  updatePackage,
  upsertPrice,
} from './adminRepository';
import { forgetCatalogueAnswers } from './freshness';
import { SERVICE_ICON_NAMES } from './images';

/**
 * The operator's catalogue rules (docs/decisions/0062): every write runs in one transaction with its audit
 * entry (before → after, the changed fields only), and forgets this process's memo of public answers once
 * committed; other replicas see the raised catalogue version within a second.
 */

export interface CatalogueDeps {
  db: Database;
  clock: () => Date;
}

/** What the forms send, parsed by the contract (trimmed, Hindi blanks as null). */
export interface PackageInput {
  name: string;
  name_hi: string | null;
  master_id: number;
  short_description: string;
  short_description_hi: string | null;
  hospital_days: number;
  base_price: number;
  is_popular: boolean;
  active: boolean;
  inclusions: {
    service_name: string;
    service_name_hi: string | null;
    description: string;
    description_hi: string | null;
    service_img: string;
  }[];
}

export type HospitalInput = Omit<
  AdminHospital,
  'id' | 'shop_slug' | 'role_name' | 'city_name' | 'vendor_img' | 'package_count'
>;

const noPackage = () => new HttpError(404, CATALOGUE_MESSAGES.noPackage);
const noHospital = () => new HttpError(404, CATALOGUE_MESSAGES.noHospital);

/** A URL part from a name: lower-case letters and digits joined by single hyphens. */
export function slugOf(name: string): string {
  const slug = name
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/, '');
  return slug || 'item';
}

function packageWire(row: AdminPackageRow): AdminPackage {
  const { basePricePaise, imageKey: _imageKey, ...rest } = row;
  return { ...rest, base_price: toWireAmount(basePricePaise) };
}

function hospitalWire(row: AdminHospitalRow): AdminHospital {
  const { imageKey: _imageKey, ...rest } = row;
  return rest;
}

export async function packagePage(db: Database, query: CatalogueQuery) {
  const { rows, total } = await listAdminPackages(db, query);
  return {
    data: rows.map(packageWire),
    meta: { page: query.page, per_page: query.per_page, total },
  };
}

export async function packageOne(db: Database, id: number): Promise<AdminPackageDetail> {
  const row = await findAdminPackage(db, id);
  if (!row) throw noPackage();
  const [inclusions, prices] = await Promise.all([
    listInclusions(db, id),
    listPackagePrices(db, id),
  ]);
  return {
    ...packageWire(row),
    inclusions,
    prices: prices.map(({ pricePaise, ...p }) => ({ ...p, price: toWireAmount(pricePaise) })),
  };
}

function packageValues(input: PackageInput): PackageValues {
  return {
    name: input.name,
    nameHi: input.name_hi,
    masterId: input.master_id,
    shortDescription: input.short_description,
    shortDescriptionHi: input.short_description_hi,
    hospitalDays: input.hospital_days,
    basePricePaise: rupeesToPaise(input.base_price),
    isPopular: input.is_popular,
    active: input.active,
  };
}

/** The audited picture of a package: its fields and its inclusions' names. */
function packageAudit(row: AdminPackageRow, inclusions: { service_name: string }[]) {
  return {
    name: row.name,
    name_hi: row.name_hi,
    master_id: row.master_id,
    short_description: row.short_description,
    short_description_hi: row.short_description_hi,
    hospital_days: row.hospital_days,
    base_price: toWireAmount(row.basePricePaise),
    is_popular: row.is_popular,
    active: row.active,
    inclusions: inclusions.map((i) => i.service_name),
  };
}

function checkIcons(input: PackageInput): void {
  for (const item of input.inclusions) {
    if (!SERVICE_ICON_NAMES.includes(item.service_img.replace(/\.svg$/, '')))
      throw new HttpError(422, CATALOGUE_MESSAGES.inclusionIcon);
  }
}

function inclusionValues(input: PackageInput) {
  return input.inclusions.map((i) => ({
    serviceName: i.service_name,
    serviceNameHi: i.service_name_hi,
    description: i.description,
    descriptionHi: i.description_hi,
    serviceImg: i.service_img,
  }));
}

/** Creates (no `id`) or edits a package with its inclusions; audited; returns its id. */
export async function savePackage(
  deps: CatalogueDeps,
  actor: AuditActor,
  id: number | null,
  input: PackageInput,
): Promise<number> {
  checkIcons(input);
  const saved = await deps.db.transaction(async (tx) => {
    if (!(await masterExists(tx, input.master_id)))
      throw new HttpError(422, CATALOGUE_MESSAGES.speciality);
    await lockCatalogueIds(tx);
    let before: Record<string, unknown> = {};
    let packageId: number;
    if (id === null) {
      packageId = await nextPackageId(tx);
      const slug = await freeSlug(tx, 'packages', slugOf(input.name));
      await insertPackage(tx, { ...packageValues(input), id: packageId, slug });
    } else {
      const row = await findAdminPackage(tx, id);
      if (!row) throw noPackage();
      before = packageAudit(row, await listInclusions(tx, id));
      packageId = id;
      await updatePackage(tx, id, packageValues(input));
    }
    await replaceInclusions(tx, packageId, inclusionValues(input));
    const after = await findAdminPackage(tx, packageId);
    if (!after) throw noPackage();
    const change = auditChange(before, packageAudit(after, input.inclusions));
    await recordAudit(tx, actor, {
      action: id === null ? 'package.create' : 'package.update',
      subjectType: 'package',
      subject: after.slug,
      detail: id === null ? `Added ${after.name}.` : `Edited ${after.name}.`,
      before: id === null ? null : change.before,
      after: change.after,
      at: deps.clock(),
    });
    return packageId;
  });
  forgetCatalogueAnswers(deps.db);
  return saved;
}

export async function hospitalPage(db: Database, query: CatalogueQuery) {
  const { rows, total } = await listAdminHospitals(db, query);
  return {
    data: rows.map(hospitalWire),
    meta: { page: query.page, per_page: query.per_page, total },
  };
}

export async function hospitalOne(db: Database, id: number): Promise<AdminHospitalDetail> {
  const row = await findAdminHospital(db, id);
  if (!row) throw noHospital();
  const prices = await listHospitalPrices(db, id);
  return {
    ...hospitalWire(row),
    prices: prices.map(({ pricePaise, ...p }) => ({ ...p, price: toWireAmount(pricePaise) })),
  };
}

function hospitalValues(input: HospitalInput): HospitalValues {
  return {
    shopName: input.shop_name,
    cityId: input.city_id,
    shopAddress: input.shop_address,
    pinCode: input.pin_code,
    shopSpecialization: input.shop_specialization,
    shopSpecializationHi: input.shop_specialization_hi,
    aboutShop: input.about_shop,
    aboutShopHi: input.about_shop_hi,
    accreditation: input.accreditation,
    accreditationHi: input.accreditation_hi,
    shopMobile: input.shop_mobile,
    shopEmail: input.shop_email,
    beds: input.beds,
    establishedYear: input.established_year,
    shopServices: input.shop_services,
    shopServicesHi: input.shop_services_hi,
    amenities: input.amenities,
    amenitiesHi: input.amenities_hi,
    facilities: input.facilities,
    facilitiesHi: input.facilities_hi,
    active: input.active,
  };
}

/** The audited picture of a hospital: the fields the form edits. */
function hospitalAudit(row: AdminHospitalRow): Record<string, unknown> {
  const {
    id: _id,
    shop_slug: _slug,
    role_name: _role,
    city_name: _city,
    vendor_img: _img,
    imageKey: _key,
    package_count: _count,
    ...fields
  } = row;
  return fields;
}

/** Creates (no `id`) or edits a hospital; audited; returns its id. */
export async function saveHospital(
  deps: CatalogueDeps,
  actor: AuditActor,
  id: number | null,
  input: HospitalInput,
): Promise<number> {
  if (input.established_year > deps.clock().getUTCFullYear())
    throw new HttpError(422, CATALOGUE_MESSAGES.year);
  const saved = await deps.db.transaction(async (tx) => {
    if (!(await cityExists(tx, input.city_id))) throw new HttpError(422, CATALOGUE_MESSAGES.city);
    let before: Record<string, unknown> = {};
    let vendorId: number;
    if (id === null) {
      const shopSlug = await freeSlug(tx, 'vendors', slugOf(input.shop_name));
      vendorId = await insertHospital(tx, { ...hospitalValues(input), shopSlug });
    } else {
      const row = await findAdminHospital(tx, id);
      if (!row) throw noHospital();
      before = hospitalAudit(row);
      vendorId = id;
      await updateHospital(tx, id, hospitalValues(input));
    }
    const after = await findAdminHospital(tx, vendorId);
    if (!after) throw noHospital();
    const change = auditChange(before, hospitalAudit(after));
    await recordAudit(tx, actor, {
      action: id === null ? 'hospital.create' : 'hospital.update',
      subjectType: 'hospital',
      subject: after.shop_slug,
      detail: id === null ? `Added ${after.shop_name}.` : `Edited ${after.shop_name}.`,
      before: id === null ? null : change.before,
      after: change.after,
      at: deps.clock(),
    });
    return vendorId;
  });
  forgetCatalogueAnswers(deps.db);
  return saved;
}

/** Sets a hospital's price for a package (offering it when it did not); `null` stops offering it. */
export async function savePrice(
  deps: CatalogueDeps,
  actor: AuditActor,
  vendorId: number,
  packageId: number,
  rupees: number | null,
): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const hospital = await findAdminHospital(tx, vendorId);
    if (!hospital) throw noHospital();
    const pkg = await findAdminPackage(tx, packageId);
    if (!pkg) throw noPackage();
    const was = await findPrice(tx, vendorId, packageId);
    if (rupees === null) {
      if (was === null) throw new HttpError(404, CATALOGUE_MESSAGES.notOffered);
      await deletePrice(tx, vendorId, packageId);
    } else await upsertPrice(tx, vendorId, packageId, rupeesToPaise(rupees));
    const now = rupees === null ? null : toWireAmount(rupeesToPaise(rupees));
    await recordAudit(tx, actor, {
      action: rupees === null ? 'hospital.price_remove' : 'hospital.price',
      subjectType: 'hospital',
      subject: hospital.shop_slug,
      detail: `${pkg.name} at ${hospital.shop_name}.`,
      before: { package: pkg.slug, price: was === null ? null : toWireAmount(was) },
      after: { package: pkg.slug, price: now },
      at: deps.clock(),
    });
  });
  forgetCatalogueAnswers(deps.db);
}
