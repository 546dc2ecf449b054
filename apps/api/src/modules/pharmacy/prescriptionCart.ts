import { soldOnline } from '@medibridge/contract';
import type { Database } from '../../db/client';
import { addOne, listCart } from './cartRepository';
import { type MedicineView, findMedicineById } from './catalogueRepository';

/** What became of one prescribed product on its way into the cart. */
export type PrescribedLineOutcome =
  | { productId: number; outcome: 'added' | 'in_cart' | 'not_sold_online'; name: string }
  | { productId: number; outcome: 'unknown' | 'full' };

/**
 * Puts prescribed catalogue products into a patient's cart, one of each: a product already in the cart is
 * left as it is, one no longer sold (unknown or inactive) is reported, and so are one not sold online
 * (Schedule X / NDPS) and one that finds the cart full.
 */
export async function addPrescribedToCart(
  db: Database,
  userId: number,
  productIds: readonly number[],
): Promise<PrescribedLineOutcome[]> {
  const inCart = new Set((await listCart(db, userId)).map((line) => line.id));
  const outcomes: PrescribedLineOutcome[] = [];
  for (const productId of [...new Set(productIds)]) {
    const product = await findMedicineById(db, productId);
    if (!product) {
      outcomes.push({ productId, outcome: 'unknown' });
      continue;
    }
    // Schedule X / NDPS: prescribed, but not sold online (docs/decisions/0068).
    if (!soldOnline(product.schedule)) {
      outcomes.push({ productId, outcome: 'not_sold_online', name: product.title });
      continue;
    }
    if (inCart.has(product.id)) {
      outcomes.push({ productId, outcome: 'in_cart', name: product.title });
      continue;
    }
    const added = await db.transaction(async (t) => addOne(t, userId, product.id));
    outcomes.push(
      added.kind === 'full'
        ? { productId, outcome: 'full' }
        : { productId, outcome: added.kind === 'max' ? 'in_cart' : 'added', name: product.title },
    );
  }
  return outcomes;
}

/** An active catalogue product by id (what a doctor may prescribe from the catalogue), or null. */
export async function prescribableMedicine(db: Database, id: number): Promise<MedicineView | null> {
  return findMedicineById(db, id);
}
