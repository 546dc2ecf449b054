import {
  MEDICINE_ADMIN_MESSAGES as M,
  type MedicineForm,
  type StaffMedicine,
  needsPrescription,
  toWireAmount,
  type DrugSchedule,
  type TpgList,
  tpgListFor,
} from '@medibridge/contract';
import type { Database } from '../../db/client';
import { HttpError } from '../../errors';
import { type AuditActor, auditChange, recordAudit } from '../../lib/audit';
import {
  type MedicineRecord,
  type MedicineWrite,
  findMedicineRecord,
  formFamilies,
  insertMedicine,
  slugTaken,
  slugsStartingWith,
  updateMedicine,
} from './repository';

/** The operator's products: the form ↔ the row, and an audited create and edit (docs/decisions/0058). */

/** A product as the operator's list and the CSV show it. */
export function staffMedicineOf(r: MedicineRecord): StaffMedicine {
  const schedule = r.schedule as DrugSchedule;
  return {
    id: r.id,
    slug: r.slug,
    title: r.title,
    title_hi: r.titleHi ?? '',
    brand: r.brand,
    composition: r.composition,
    salts: r.salts,
    form: r.form,
    pack_size: r.packSize,
    manufacturer: r.manufacturer,
    schedule,
    tpg_list: r.tpgList as TpgList,
    rx_required: needsPrescription(schedule),
    category: r.category,
    storage: r.storage,
    mrp: toWireAmount(r.mrpPaise),
    sale_price: toWireAmount(r.salePaise),
    gst_rate: r.gstRateBp / 100,
    hsn_code: r.hsnCode,
    stock: r.stock,
    discontinued: r.discontinued,
  };
}

/** Rupees as written ('42.5') in paise, exactly (no floating point). */
export function paiseOf(rupees: string): number {
  const [whole = '0', fraction = ''] = rupees.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

/**
 * Same salts and strengths in any order, spacing or case, and the same form family: one key (substitutes
 * share it; the seed makes the same key).
 */
export function compositionKeyOf(composition: string, family: string): string {
  const parts = composition
    .toLowerCase()
    .split(' + ')
    .map((p) =>
      p
        .replace(/(\d)\s+(?=[a-z%])/g, '$1')
        .replace(/\s+/g, ' ')
        .trim(),
    )
    .sort();
  return `${parts.join('+')}|${family}`;
}

/** A web name made from a title: small letters, digits and single hyphens. */
export function slugOf(title: string): string {
  return (
    title
      .toLowerCase()
      .normalize('NFKD')
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 150)
      .replace(/-+$/, '') || 'medicine'
  );
}

/** The first of `base`, `base-2`, `base-3`… not in `taken`. */
export function freeSlug(base: string, taken: ReadonlySet<string>): string {
  if (!taken.has(base)) return base;
  for (let n = 2; ; n += 1) if (!taken.has(`${base}-${n}`)) return `${base}-${n}`;
}

/** The row written for a form (its web name already settled). */
export function writeOf(
  form: MedicineForm,
  slug: string,
  families: Map<string, string>,
): MedicineWrite {
  const family = families.get(form.form.toLowerCase()) ?? form.form.toLowerCase();
  return {
    slug,
    title: form.title,
    titleHi: form.title_hi === '' ? null : form.title_hi,
    brand: form.brand,
    composition: form.composition,
    compositionKey: compositionKeyOf(form.composition, family),
    salts: form.salts,
    form: form.form,
    packSize: form.pack_size,
    manufacturer: form.manufacturer,
    schedule: form.schedule,
    tpgList: form.tpg_list === '' ? tpgListFor(form.schedule, form.salts) : form.tpg_list,
    category: form.category,
    storage: form.storage,
    mrpPaise: paiseOf(form.mrp),
    salePaise: paiseOf(form.sale_price),
    gstRateBp: Math.round(form.gst_rate * 100),
    hsnCode: form.hsn_code,
    stock: form.stock,
    discontinued: form.discontinued,
  };
}

/** The fields an audit entry compares (the wire's, without the id and what follows from them). */
function audited(m: StaffMedicine): Record<string, unknown> {
  const { id: _id, rx_required: _rx, ...rest } = m;
  return rest;
}

/** Adds a product; its web name is the form's, or made from the title. Audited with what was written. */
export async function createMedicine(
  db: Database,
  actor: AuditActor,
  form: MedicineForm,
  at: Date,
): Promise<StaffMedicine> {
  let slug = form.slug;
  if (slug !== '') {
    if (await slugTaken(db, slug)) throw new HttpError(409, M.slugTaken, { slug: M.slugTaken });
  } else {
    const base = slugOf(form.title);
    slug = freeSlug(base, await slugsStartingWith(db, base));
  }
  const families = await formFamilies(db);
  return db.transaction(async (tx) => {
    const saved = staffMedicineOf(await insertMedicine(tx, writeOf(form, slug, families)));
    await recordAudit(tx, actor, {
      action: 'medicine.create',
      subjectType: 'medicine',
      subject: saved.slug,
      detail: `Added ${saved.title}.`,
      before: null,
      after: audited(saved),
      at,
    });
    return saved;
  });
}

/** Changes a product; audited before → after (the changed fields). A placed order keeps its frozen prices. */
export async function editMedicine(
  db: Database,
  actor: AuditActor,
  id: number,
  form: MedicineForm,
  at: Date,
): Promise<StaffMedicine> {
  const was = await findMedicineRecord(db, id);
  if (!was) throw new HttpError(404, M.medicineUnknown);
  const slug = form.slug === '' ? was.slug : form.slug;
  if (slug !== was.slug && (await slugTaken(db, slug, id)))
    throw new HttpError(409, M.slugTaken, { slug: M.slugTaken });
  const families = await formFamilies(db);
  return db.transaction(async (tx) => {
    const { stock, ...rest } = writeOf(form, slug, families);
    // An unchanged stock field keeps the stock as it is now: orders confirmed since the form opened took packs.
    const keepStock = form.stock_was !== undefined && form.stock === form.stock_was;
    const row = await updateMedicine(tx, id, keepStock ? rest : { ...rest, stock });
    if (!row) throw new HttpError(404, M.medicineUnknown);
    const saved = staffMedicineOf(row);
    const change = auditChange(audited(staffMedicineOf(was)), audited(saved));
    await recordAudit(tx, actor, {
      action: 'medicine.update',
      subjectType: 'medicine',
      subject: saved.slug,
      detail: `Changed ${saved.title}.`,
      ...change,
      at,
    });
    return saved;
  });
}
