import { createFakeFetch, createTestStore } from '@medibridge/api-client';
import {
  type CartLine,
  type CartResponse,
  type OrderDetail,
  type OrderGst,
  type OrderQuote,
  gstIncluded,
  gstRateText,
  toWireAmount,
  type Product,
  type ProductDetail,
} from '@medibridge/contract';
import { routeRenderer } from '@medibridge/ui-kit/render-route';
import type { PlaceOrderDraft } from '../draft';

/** Mounts one of this package's screens at a path (ui-kit's helper on api-client's fake network). */
export const renderRoute = routeRenderer(createTestStore, createFakeFetch);

/** The logged-in patient as stored under user_info. */
export const USER = {
  id: 7,
  name: 'Asha',
  last_name: 'Rao',
  mobile: '9876543210',
  email: 'asha@example.in',
  pin_code: '560001',
  address: '12, 4th Cross, Indiranagar',
} as const;

export function product(overrides: Partial<Product> = {}): Product {
  const slug = overrides.slug ?? 'calpol-500-tablet';
  return {
    id: 1,
    slug,
    title: 'Calpol 500 Tablet',
    main_image: `/api/images/medicines/${slug}.svg`,
    sale_price: '15.20',
    mrp: '16.00',
    composition: 'Paracetamol 500 mg',
    form: 'Tablet',
    pack_size: 'Strip of 15 tablets',
    manufacturer: 'Sunrise Remedies',
    schedule: 'OTC',
    rx_required: false,
    availability: 'in_stock',
    ...overrides,
  };
}

export const CALPOL = product();
export const DOLO = product({
  id: 2,
  slug: 'dolo-500-tablet',
  title: 'Dolo 500 Tablet',
  sale_price: '12.40',
  mrp: '14.00',
  manufacturer: 'Micro Cure',
});
export const AZEE = product({
  id: 3,
  slug: 'azee-500-tablet',
  title: 'Azee 500 Tablet',
  composition: 'Azithromycin 500 mg',
  pack_size: 'Strip of 3 tablets',
  sale_price: '119.50',
  mrp: '132.00',
  schedule: 'H',
  rx_required: true,
});

export function detail(base: Product, substitutes: Product[] = []): ProductDetail {
  return { ...base, storage: 'Store below 30°C, away from light.', category: 'Fever', substitutes };
}

export function line(base: Product, quantity: number, id = base.id * 10): CartLine {
  return {
    ...base,
    session_cart_id: id,
    session_qty: quantity,
    line_total: (Number(base.sale_price) * quantity).toFixed(2),
  };
}

/** A cart as the server answers it, its figures worked out the server's way. */
export function cartOf(lines: CartLine[], wallet = '0.00'): CartResponse {
  const subtotal = lines.reduce((sum, l) => sum + Number(l.sale_price) * l.session_qty, 0);
  const savings = lines.reduce(
    (sum, l) => sum + (Number(l.mrp) - Number(l.sale_price)) * l.session_qty,
    0,
  );
  const delivery = subtotal === 0 || subtotal >= 499 ? 0 : 49;
  return {
    data: lines,
    summary: {
      items: lines.reduce((sum, l) => sum + l.session_qty, 0),
      subtotal: subtotal.toFixed(2),
      savings: savings.toFixed(2),
      delivery: delivery.toFixed(2),
      wallet_applied: '0.00',
      total: (subtotal + delivery).toFixed(2),
      rx_required: lines.some((l) => l.rx_required),
      wallet_balance: wallet,
    },
  };
}

/** The bill's GST of lines at 5 % (the server's arithmetic, contract `gstIncluded`). */
export function gstOf(lines: CartLine[], gstin: string | null = null): OrderGst {
  return {
    gstin,
    rates: gstIncluded(
      lines.map((l) => ({
        salePaise: Math.round(Number(l.sale_price) * 100),
        quantity: l.session_qty,
        gstRateBp: 500,
      })),
    ).map((r) => ({
      rate: gstRateText(r.rateBp),
      value: toWireAmount(r.valuePaise),
      taxable: toWireAmount(r.taxablePaise),
      gst: toWireAmount(r.gstPaise),
    })),
  };
}

export function quoteOf(lines: CartLine[], overrides: Partial<OrderQuote> = {}): OrderQuote {
  const { summary } = cartOf(lines);
  return {
    ...summary,
    rx_titles: lines.filter((l) => l.rx_required).map((l) => l.title),
    prescriptions: [],
    lines,
    gst: gstOf(lines),
    ...overrides,
  };
}

export const DRAFT: PlaceOrderDraft = {
  firstName: 'Asha',
  last_name: 'Rao',
  mobile: '9876543210',
  email: 'asha@example.in',
  pinCode: '560001',
  address: '12, 4th Cross, Indiranagar',
  locationTown: 'Bangalore GPO',
  city_district: 'Bengaluru',
  state: 'Karnataka',
};

export function order(overrides: Partial<OrderDetail> = {}): OrderDetail {
  return {
    order_no: 'ORD-AB12CD34',
    status: 'placed',
    status_label: 'Order placed',
    created_at: '2026-11-25 15:30',
    payment_method: 'online',
    rx_required: false,
    first_title: 'Calpol 500 Tablet',
    line_count: 1,
    can_cancel: true,
    can_pay: false,
    items: 2,
    subtotal: '30.40',
    savings: '1.60',
    delivery: '49.00',
    wallet_applied: '0.00',
    total: '79.40',
    recipient: 'Asha Rao',
    mobile: '9876543210',
    email: 'asha@example.in',
    address: '12, 4th Cross, Indiranagar, Bangalore GPO, Bengaluru, Karnataka',
    pin_code: '560001',
    lines: [
      {
        product_id: 1,
        slug: CALPOL.slug,
        title: CALPOL.title,
        main_image: CALPOL.main_image,
        composition: CALPOL.composition,
        pack_size: CALPOL.pack_size,
        rx_required: false,
        quantity: 2,
        sale_price: '15.20',
        mrp: '16.00',
        line_total: '30.40',
        gst_rate: '5',
        hsn_code: '3004',
      },
    ],
    prescription: null,
    payment_reference: 'MB-PH-1',
    gst: { gstin: null, rates: [{ rate: '5', value: '30.40', taxable: '28.95', gst: '1.45' }] },
    events: [{ status: 'placed', at: '2026-11-25 15:30', note: '' }],
    ...overrides,
  };
}
