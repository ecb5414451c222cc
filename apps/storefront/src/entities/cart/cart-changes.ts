/** The store's rules a line must still meet (product §3 branding). */
export interface CatalogueRules {
  currencyCode: string;
  hideCustomGiftCardAmounts: boolean;
  /** The most a custom amount may be, in minor units of the store's currency. */
  maxGiftCardBalance: number;
}
