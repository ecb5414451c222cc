/**
 * What refreshing the cart against the live catalogue changed, as data; cart-change-texts.ts
 * words it for the shopper. Money is in integer minor units of the store's currency.
 * `productName` is the live name, or the stored one when the product is gone.
 */
interface LineChange {
  itemId: string;
  productName: string;
}

export type CartChange =
  | (LineChange & { kind: 'price-changed'; optionLabel: string; fromMinor: number; toMinor: number })
  | (LineChange & { kind: 'product-unavailable' })
  | (LineChange & { kind: 'option-unavailable'; optionLabel: string })
  | (LineChange & { kind: 'custom-amount-unavailable' })
  | (LineChange & { kind: 'custom-amount-out-of-range'; amountMinor: number; minMinor: number; maxMinor: number })
  | (LineChange & { kind: 'sold-out' })
  /** `to` 0: the units left went to the lines above, so the line was removed. */
  | (LineChange & { kind: 'quantity-lowered'; left: number; from: number; to: number })
  | (LineChange & { kind: 'design-unavailable'; designName: string });

export type CartChangeKind = CartChange['kind'];

/** The store's rules a line must still meet (SPEC §3 branding). */
export interface CatalogueRules {
  currencyCode: string;
  hideCustomGiftCardAmounts: boolean;
  /** The most a custom amount may be, in the store's currency (decimal, as the API gives it). */
  maxGiftCardBalance: number;
}
