import { type CartLine, type Language, toWireAmount } from '@medibridge/contract';
import type { CartLineRow } from './cartRepository';
import { productOf } from './view';

/** A cart row as the wire's CartLine (SPEC's session_cart_id and session_qty plus the product). */
export function cartLineOf(row: CartLineRow, lang: Language): CartLine {
  return {
    ...productOf(row, lang),
    session_cart_id: row.lineId,
    session_qty: row.quantity,
    line_total: toWireAmount(row.salePaise * row.quantity),
  };
}
