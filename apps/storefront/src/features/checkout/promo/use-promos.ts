import { useCallback, useState } from 'react';
import type { DiscountCode } from '@giftfront/domain/discount';
import type { GiftCardLookup } from '@giftfront/domain/gift-card';
import type { PromoResult } from './look-up-promo';
import { keepDiscountsMet } from './promo-rules';

/** The discount codes and gift cards applied at checkout. */
export function usePromos(cartQuantity: number, cartProductIds?: readonly string[]) {
  const [discounts, setDiscounts] = useState<DiscountCode[]>([]);
  const [giftCards, setGiftCards] = useState<GiftCardLookup[]>([]);

  // product §4: a code is dropped as soon as the cart quantity falls below its minimum, or the
  // last of the products it is limited to leaves the cart.
  const met = keepDiscountsMet(discounts, cartQuantity, cartProductIds);
  if (met.length !== discounts.length) setDiscounts(met);

  const apply = useCallback((result: PromoResult) => {
    if (result.kind === 'discount') setDiscounts((current) => [...current, result.discount]);
    if (result.kind === 'giftCard') setGiftCards((current) => [...current, result.giftCard]);
  }, []);
  const removeDiscount = useCallback(
    (code: string) => setDiscounts((current) => current.filter((d) => d.code !== code)),
    [],
  );
  const removeGiftCard = useCallback(
    (id: string) => setGiftCards((current) => current.filter((card) => card.id !== id)),
    [],
  );

  return { discounts: met, giftCards, apply, removeDiscount, removeGiftCard };
}
export type Promos = ReturnType<typeof usePromos>;
