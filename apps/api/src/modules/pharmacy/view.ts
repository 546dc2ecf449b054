import {
  type DrugSchedule,
  type Language,
  type Product,
  type ProductDetail,
  availabilityOf,
  needsPrescription,
  toWireAmount,
} from '@medibridge/contract';
import type { MedicineView } from './catalogueRepository';

/** Where a product's drawn image is served (the image route of this module). */
export const MEDICINE_IMAGE_BASE = '/api/images/medicines/';

export function medicineImagePath(slug: string): string {
  return `${MEDICINE_IMAGE_BASE}${slug}.svg`;
}

/** A catalogue row as the wire's Product, its words in `lang` where the row has them (decision 0042). */
export function productOf(row: MedicineView, lang: Language): Product {
  const schedule = row.schedule as DrugSchedule;
  const hi = lang === 'hi';
  return {
    id: row.id,
    slug: row.slug,
    title: (hi && row.titleHi) || row.title,
    main_image: medicineImagePath(row.slug),
    sale_price: toWireAmount(row.salePaise),
    mrp: toWireAmount(row.mrpPaise),
    composition: row.composition,
    form: (hi && row.formHi) || row.form,
    pack_size: (hi && row.packSizeHi) || row.packSize,
    manufacturer: row.manufacturer,
    schedule,
    rx_required: needsPrescription(schedule),
    availability: availabilityOf({ ...row, schedule }),
  };
}

export function productDetailOf(
  row: MedicineView,
  substitutes: MedicineView[],
  lang: Language,
): ProductDetail {
  const hi = lang === 'hi';
  return {
    ...productOf(row, lang),
    storage: (hi && row.storageHi) || row.storage,
    category: (hi && row.categoryHi) || row.category,
    substitutes: substitutes.map((s) => productOf(s, lang)),
  };
}
