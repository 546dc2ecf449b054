import { Suspense, lazy, type ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { useCurrentUser } from '@medibridge/api-client';
import { ROUTES } from '@medibridge/contract';
import { Skeleton } from '@medibridge/ui-kit';
import { useAddressListQuery, useCartListQuery } from '../api';
import { Panel, PharmacyFrame } from '../components/PharmacyFrame';
import { usePlaceTexts } from '../i18n/place';

/** The form (formik and its fields) is its own chunk, started as this page's module runs. */
const loadForm = () => import('./PlaceOrderForm');
loadForm().catch(() => undefined);
const PlaceOrderForm = lazy(async () => ({ default: (await loadForm()).PlaceOrderForm }));

const formSkeleton = (
  <Panel aria-busy="true">
    <Skeleton height={48} lines={6} />
  </Panel>
);

/**
 * /pharmacy/place-order (SPEC §2, §3, §5): the 'Place Your Order' form with SPEC's draft fields, Country
 * read-only India, the PIN code filling town, district and state, and the saved addresses to pick from.
 * Previous goes to the cart; Next keeps the draft for this visit and opens the order summary.
 */
export function PlaceOrderPage(): ReactNode {
  const t = usePlaceTexts();
  const user = useCurrentUser();
  const addresses = useAddressListQuery(undefined, { skip: !user });
  const cart = useCartListQuery(user?.id ?? '', { skip: !user });
  if (cart.data && cart.data.data.length === 0) return <Navigate to={ROUTES.myCart} replace />;
  const ready = user && (addresses.isSuccess || addresses.isError);
  return (
    <PharmacyFrame
      title={t('Place Your Order')}
      lead={t('Where should we deliver your medicines?')}
      narrow
      links={false}
    >
      {ready ? (
        <Suspense fallback={formSkeleton}>
          <PlaceOrderForm user={user} addresses={addresses.data ?? []} />
        </Suspense>
      ) : (
        formSkeleton
      )}
    </PharmacyFrame>
  );
}
