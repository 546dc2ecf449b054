/* eslint-disable @typescript-eslint/no-invalid-void-type -- RTK Query spells "this call takes no argument" as void. */
import { baseApi } from '@medibridge/api-client';
import {
  endpointPath,
  orderTotals,
  rupeesToPaise,
  toWireAmount,
  type CartChangeResponse,
  type CartResponse,
  type DeliveryAddress,
  type EndpointResponse,
  type OrderDetail,
  type OrderQuote,
  type OrderQuoteRequest,
  type OrderSummary,
  type PlaceOrderResponse,
  type ProductDetail,
  type ProductListResponse,
  type ProductSuggestion,
} from '@medibridge/contract';

/** The gateway hand-off of Confirm and of Pay again. */
export type OrderPaymentRedirect = Extract<PlaceOrderResponse, { status: 'payment_initiated' }>;

/** Add one of a product to the patient's cart (SPEC `add-product-in-session-cart/` {product_id, user_id}). */
export interface CartAddArgs {
  product_id: number;
  user_id: number | string;
}

/** One more or one fewer of a cart line; `userId` names the cart in the cache (it is not sent). */
export interface CartQuantityArgs {
  session_cart_id: number;
  type: 'add' | 'remove';
  userId: number | string;
}

/** Remove a cart line (SPEC `remove-item-from-cart` {session_cart_id, user_id}). */
export interface CartRemoveArgs {
  session_cart_id: number;
  user_id: number | string;
}

/** Every cart answer is tagged with this: each change of the cart refreshes every screen showing it. */
const CART = { type: 'Cart' as const, id: 'LIST' };
const ORDERS = { type: 'Order' as const, id: 'LIST' };
/** The address book (no tag type of its own: it belongs to the orders). */
const ADDRESSES = { type: 'Order' as const, id: 'ADDRESSES' };

/**
 * The cart with one line's quantity changed, before the server answers (the only money the client works
 * out: the line and the summary with contract's `orderTotals`, replaced by the server's figures as soon as
 * the cart is read again).
 */
export function withQuantity(cart: CartResponse, lineId: number, change: 1 | -1): void {
  const line = cart.data.find((l) => l.session_cart_id === lineId);
  if (!line) return;
  line.session_qty += change;
  line.line_total = toWireAmount(rupeesToPaise(Number(line.sale_price)) * line.session_qty);
  const usesWallet = Number(cart.summary.wallet_applied) > 0;
  const totals = orderTotals(
    cart.data.map((l) => ({
      salePaise: rupeesToPaise(Number(l.sale_price)),
      mrpPaise: rupeesToPaise(Number(l.mrp)),
      quantity: l.session_qty,
    })),
    usesWallet ? rupeesToPaise(Number(cart.summary.wallet_balance)) : 0,
  );
  cart.summary.items = totals.items;
  cart.summary.subtotal = toWireAmount(totals.subtotal);
  cart.summary.savings = toWireAmount(totals.savings);
  cart.summary.delivery = toWireAmount(totals.delivery);
  cart.summary.wallet_applied = toWireAmount(totals.walletApplied);
  cart.summary.total = toWireAmount(totals.total);
}

/**
 * The pharmacy's calls (SPEC §7 pharmacy, and ours for orders), URLs from the contract table. Every change of
 * the cart invalidates the cart, so each screen showing it (the cart, the count, a product's quantity, the
 * order summary's figures) refreshes itself: no page reloads (ARCHITECTURE §4). A quantity change shows at
 * once and is rolled back if the server refuses it.
 */
export const pharmacyApi = baseApi.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    /** Suggestions for the typed text (`our-products/{text}`): slug, title, composition. */
    productSuggest: build.query<ProductSuggestion[], string>({
      query: (text) => endpointPath('productSuggest', { text }),
      transformResponse: (r: EndpointResponse<'productSuggest'>) => r.data,
      keepUnusedDataFor: 120,
    }),
    /** The products of a picked suggestion or a typed name (`products-with-name/{slug}`). */
    productList: build.query<ProductListResponse, string>({
      query: (slug) => endpointPath('productList', { slug }),
      providesTags: (_r, _e, slug) => [{ type: 'Product', id: `list:${slug}` }],
    }),
    /** One medicine with its substitutes. */
    productDetail: build.query<ProductDetail, string>({
      query: (slug) => endpointPath('productDetail', { slug }),
      transformResponse: (r: EndpointResponse<'productDetail'>) => r.data,
      providesTags: (_r, _e, slug) => [{ type: 'Product', id: slug }],
    }),

    /** The patient's cart with the server's figures (SPEC `get-user-session-cart-data/{userId}`). */
    cartList: build.query<CartResponse, number | string>({
      query: (userId) => endpointPath('cartList', { userId }),
      providesTags: [CART],
    }),
    cartAdd: build.mutation<CartChangeResponse, CartAddArgs>({
      query: (body) => ({ url: endpointPath('cartAdd'), method: 'POST', body }),
      invalidatesTags: [CART],
    }),
    cartQuantity: build.mutation<CartChangeResponse, CartQuantityArgs>({
      query: ({ session_cart_id, type }) => ({
        url: endpointPath('cartQuantity'),
        method: 'POST',
        body: { session_cart_id, type },
      }),
      async onQueryStarted({ session_cart_id, type, userId }, { dispatch, queryFulfilled }) {
        const patch = dispatch(
          pharmacyApi.util.updateQueryData('cartList', userId, (cart) =>
            withQuantity(cart, session_cart_id, type === 'add' ? 1 : -1),
          ),
        );
        try {
          await queryFulfilled;
        } catch {
          // Refused (the limits, a line gone) or unreachable: the quantity goes back; the screen says why.
          patch.undo();
        }
      },
      invalidatesTags: [CART],
    }),
    cartRemove: build.mutation<CartChangeResponse, CartRemoveArgs>({
      query: (body) => ({ url: endpointPath('cartRemove'), method: 'POST', body }),
      invalidatesTags: [CART],
    }),

    /** What Confirm will charge: asked again whenever the cart, the payment method or the wallet choice changes. */
    orderQuote: build.query<OrderQuote, OrderQuoteRequest>({
      query: (body) => ({ url: endpointPath('orderQuote'), method: 'POST', body }),
      transformResponse: (r: EndpointResponse<'orderQuote'>) => r.data,
      providesTags: [CART, 'Wallet'],
      keepUnusedDataFor: 0,
    }),
    /** Confirm (multipart: the draft, the payment choice and the prescription). */
    orderPlace: build.mutation<PlaceOrderResponse, FormData>({
      query: (body) => ({ url: endpointPath('orderPlace'), method: 'POST', body }),
      invalidatesTags: [CART, ORDERS, ADDRESSES, 'Wallet'],
    }),
    addressList: build.query<DeliveryAddress[], void>({
      query: () => endpointPath('addressList'),
      transformResponse: (r: EndpointResponse<'addressList'>) => r.data,
      providesTags: [ADDRESSES],
    }),
    addressDelete: build.mutation<DeliveryAddress[], number>({
      query: (id) => ({ url: endpointPath('addressDelete'), method: 'POST', body: { id } }),
      invalidatesTags: [ADDRESSES],
    }),
    orderList: build.query<OrderSummary[], void>({
      query: () => endpointPath('orderList'),
      transformResponse: (r: EndpointResponse<'orderList'>) => r.data,
      providesTags: (result) => [
        ORDERS,
        ...(result ?? []).map((o) => ({ type: 'Order' as const, id: o.order_no })),
      ],
    }),
    orderRow: build.query<OrderDetail, string>({
      query: (orderNo) => endpointPath('orderRow', { order_no: orderNo }),
      transformResponse: (r: EndpointResponse<'orderRow'>) => r.data,
      providesTags: (_r, _e, orderNo) => [{ type: 'Order', id: orderNo }],
    }),
    orderCancel: build.mutation<EndpointResponse<'orderCancel'>, string>({
      query: (orderNo) => ({
        url: endpointPath('orderCancel', { order_no: orderNo }),
        method: 'POST',
        // An empty JSON object rather than no body: a JSON content type with an empty body is a 400.
        body: {},
      }),
      invalidatesTags: (_r, _e, orderNo) => [ORDERS, { type: 'Order', id: orderNo }, 'Wallet'],
    }),
    orderPaymentRetry: build.mutation<OrderPaymentRedirect, string>({
      query: (orderNo) => ({
        url: endpointPath('orderPaymentRetry', { order_no: orderNo }),
        method: 'POST',
        body: {},
      }),
      invalidatesTags: (_r, _e, orderNo) => [ORDERS, { type: 'Order', id: orderNo }],
    }),
  }),
});

export const {
  useLazyProductSuggestQuery,
  useProductListQuery,
  useProductDetailQuery,
  useCartListQuery,
  useCartAddMutation,
  useCartQuantityMutation,
  useCartRemoveMutation,
  useOrderQuoteQuery,
  useOrderPlaceMutation,
  useAddressListQuery,
  useAddressDeleteMutation,
  useOrderListQuery,
  useOrderRowQuery,
  useOrderCancelMutation,
  useOrderPaymentRetryMutation,
} = pharmacyApi;
