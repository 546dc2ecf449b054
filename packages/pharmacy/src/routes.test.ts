import { checkFeatureRoutes } from '@medibridge/api-client';
import { ROUTES } from '@medibridge/contract';
import { pharmacyRoutes } from './index';

describe('pharmacyRoutes', () => {
  it('uses only SPEC §2 paths from contract ROUTES, each with handle.access', () => {
    expect(() => checkFeatureRoutes(pharmacyRoutes)).not.toThrow();
  });

  it('opens the search, the list and the product page to visitors; the rest needs a login', () => {
    const access = Object.fromEntries(
      pharmacyRoutes.map((r) => [r.path, (r.handle as { access: string }).access]),
    );
    expect(access).toEqual({
      [ROUTES.pharmacy]: 'public',
      [ROUTES.searchProductList]: 'public',
      [ROUTES.productDetail]: 'public',
      [ROUTES.myCart]: 'patient',
      [ROUTES.placeOrder]: 'patient',
      [ROUTES.orderSummary]: 'patient',
      [ROUTES.myOrders]: 'patient',
      [ROUTES.orderDetail]: 'patient',
    });
  });

  it('loads every screen lazily, each exporting a component', async () => {
    for (const route of pharmacyRoutes) {
      expect(route.element).toBeUndefined();
      const loaded = (await (route.lazy as () => Promise<{ Component: unknown }>)()).Component;
      expect(typeof loaded).toBe('function');
    }
  });
});
