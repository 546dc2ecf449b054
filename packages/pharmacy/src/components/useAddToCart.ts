import { useCallback, useEffect, useState } from 'react';
import { useCurrentUser, problemOf } from '@medibridge/api-client';
import { CART_ADDED_MS, PHARMACY_MESSAGES } from '@medibridge/contract';
import { useModal, useTimedMessage } from '@medibridge/ui-kit';
import { useCartAddMutation } from '../api';

/** A message of the add button: the server's words (shown through `translate`) and its tone. */
export interface CartNotice {
  tone: 'success' | 'error' | 'info';
  text: string;
}

/*
 * The product a visitor asked to add before logging in. A module variable rather than component state: when
 * the login lands, the shell switches route sets and the page mounts anew; the new page adds it.
 */
let pendingProductId: number | null = null;

/** Forgets a product waiting for a login (tests). */
export function forgetPendingAdd(): void {
  pendingProductId = null;
}

export interface AddToCart {
  /** Adds one of the product; a visitor is asked to log in first, and it is added once they have. */
  add: (productId: number) => void;
  /** The product being added now, if any. */
  adding: number | null;
  notice: CartNotice | null;
}

/**
 * The Add button's behaviour (SPEC §4, §7 `add-product-in-session-cart/`): the server's message shows for
 * 5 s (CART_ADDED_MS); the cart refreshes itself through its tag, no reload.
 */
export function useAddToCart(): AddToCart {
  const user = useCurrentUser();
  const modal = useModal();
  const [cartAdd] = useCartAddMutation();
  const notice = useTimedMessage<CartNotice>(CART_ADDED_MS);
  const [adding, setAdding] = useState<number | null>(null);
  const userId = user?.id;
  const { show } = notice;

  const send = useCallback(
    async (productId: number, who: number | string): Promise<void> => {
      setAdding(productId);
      try {
        const answer = await cartAdd({ product_id: productId, user_id: who }).unwrap();
        show({ tone: 'success', text: answer.message });
      } catch (error) {
        show({ tone: 'error', text: problemOf(error, PHARMACY_MESSAGES.productUnknown).message });
      } finally {
        setAdding(null);
      }
    },
    [cartAdd, show],
  );

  useEffect(() => {
    if (userId === undefined || pendingProductId === null) return;
    const productId = pendingProductId;
    pendingProductId = null;
    void send(productId, userId);
  }, [userId, send]);

  const add = useCallback(
    (productId: number): void => {
      if (userId === undefined) {
        pendingProductId = productId;
        show({ tone: 'info', text: PHARMACY_MESSAGES.loginToAdd });
        modal.open('patientLogin');
        return;
      }
      void send(productId, userId);
    },
    [userId, send, show, modal],
  );

  return { add, adding, notice: notice.message };
}
