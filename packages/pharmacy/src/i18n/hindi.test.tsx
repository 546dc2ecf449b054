import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { clearUserInfo, createFakeFetch, writeUserInfo } from '@medibridge/api-client';
import { PHARMACY_MESSAGES } from '@medibridge/contract';
import { ORDER_STATE_LABELS_HI, PHARMACY_MESSAGES_HI } from '@medibridge/contract/hi-pharmacy';
import { changeLanguage, resetTextsForTests } from '@medibridge/ui-kit';
import { CALPOL, USER, cartOf, line, order, renderRoute } from '../test/renderRoute';
import { CartPage } from '../pages/CartPage';
import { OrderDetailPage } from '../pages/OrderDetailPage';
import { PharmacyPage } from '../pages/PharmacyPage';

afterEach(() => {
  resetTextsForTests();
  clearUserInfo();
});

describe('pharmacy screens in Hindi', () => {
  it('the front page: heading, search and SPEC’s buttons', async () => {
    await act(() => changeLanguage('hi'));
    renderRoute('/pharmacy', { path: '/pharmacy', element: <PharmacyPage /> });
    expect(await screen.findByRole('heading', { level: 1, name: 'फ़ार्मेसी' })).toBeVisible();
    expect(screen.getByRole('combobox', { name: 'दवाइयाँ खोजें' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'दवाइयाँ ऑर्डर करें' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'लैब टेस्ट बुक करें' })).toBeInTheDocument();
  });

  it("the cart: its words and contract's messages", async () => {
    writeUserInfo(USER);
    await act(() => changeLanguage('hi'));
    renderRoute(
      '/pharmacy/my-cart',
      { path: '/pharmacy/my-cart', element: <CartPage /> },
      createFakeFetch({
        'GET /api/get-user-session-cart-data/7': { body: cartOf([line(CALPOL, 2)]) },
        'POST /api/update-user-cart-quantity': {
          status: 409,
          body: { statusCode: 409, message: PHARMACY_MESSAGES.cartLineMax },
        },
      }),
    );
    expect(await screen.findByText('चुने गए आइटम: 2')).toBeInTheDocument();
    await userEvent
      .setup()
      .click(screen.getByRole('button', { name: 'Calpol 500 Tablet एक और जोड़ें' }));
    expect(await screen.findByText(PHARMACY_MESSAGES_HI.cartLineMax)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'ऑर्डर करें' })).toBeInTheDocument();
  });

  it('an order: the states from contract in Hindi', async () => {
    writeUserInfo(USER);
    await act(() => changeLanguage('hi'));
    renderRoute(
      '/pharmacy/orders/ORD-AB12CD34',
      { path: '/pharmacy/orders/:order_no', element: <OrderDetailPage /> },
      createFakeFetch({ 'GET /api/pharmacy/orders/ORD-AB12CD34': { body: { data: order() } } }),
    );
    expect(await screen.findByRole('list', { name: 'ऑर्डर की प्रगति' })).toBeInTheDocument();
    expect(screen.getAllByText(ORDER_STATE_LABELS_HI.placed).length).toBeGreaterThan(0);
    expect(screen.getByText(ORDER_STATE_LABELS_HI.delivered)).toBeInTheDocument();
  });
});
