import {
  type DrugSchedule,
  type Product,
  type ProductDetail,
  needsPrescription,
  toWireAmount,
} from '@medibridge/contract';
import type { MedicineView } from './catalogueRepository';

/** Where a product's drawn image is served (the image route of this module). */
export const MEDICINE_IMAGE_BASE = '/api/images/medicines/';

export function medicineImagePath(slug: string): string {
  return `${MEDICINE_IMAGE_BASE}${slug}.svg`;
}

/** A catalogue row as the wire's Product. */
export function productOf(row: MedicineView): Product {
  const schedule = row.schedule as DrugSchedule;
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    main_image: medicineImagePath(row.slug),
    sale_price: toWireAmount(row.salePaise),
    mrp: toWireAmount(row.mrpPaise),
    composition: row.composition,
    form: row.form,
    pack_size: row.packSize,
    manufacturer: row.manufacturer,
    schedule,
    rx_required: needsPrescription(schedule),
  };
}

export function productDetailOf(row: MedicineView, substitutes: MedicineView[]): ProductDetail {
  return {
    ...productOf(row),
    storage: row.storage,
    category: row.category,
    substitutes: substitutes.map(productOf),
  };
}
