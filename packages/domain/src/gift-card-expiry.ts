import { utcToWallTime } from './zoned-time.ts';

/**
 * A store's expiry policy for the cards it issues from now on (store file `giftCardExpiry`):
 * none, or a whole number of months from the day of purchase in the store's time zone.
 */
export const GIFT_CARD_EXPIRY_MONTHS = { min: 1, max: 120 } as const;

export interface GiftCardExpiryPolicy {
  months: number | null;
}

const daysInMonth = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();

/**
 * The expiry date (YYYY-MM-DD) of a card issued at `issuedAt`: the purchase day as the store's
 * clock shows it plus `months`, the day kept or, past the month's end, its last day (31 Jan + 1
 * month = 28 or 29 Feb). Null when the policy sets no expiry.
 */
export function giftCardExpiryDate(
  policy: GiftCardExpiryPolicy | null | undefined,
  issuedAt: Date,
  timeZone: string,
): string | null {
  const months = policy?.months;
  if (!months) return null;
  const [year, month, day] = utcToWallTime(issuedAt, timeZone).slice(0, 10).split('-').map(Number) as [
    number,
    number,
    number,
  ];
  const monthIndex = month - 1 + months;
  const targetYear = year + Math.floor(monthIndex / 12);
  const targetMonth = (monthIndex % 12) + 1;
  const targetDay = Math.min(day, daysInMonth(targetYear, targetMonth));
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${targetYear}-${pad(targetMonth)}-${pad(targetDay)}`;
}

/**
 * A product's validity: its own whole number of months when set, else the store's policy. This
 * one figure issues each card's expiry date and writes the product page's expiry line.
 */
export function productValidity(
  product: { validityMonths?: number | null | undefined },
  storePolicy: GiftCardExpiryPolicy | null | undefined,
): GiftCardExpiryPolicy {
  return { months: product.validityMonths ?? storePolicy?.months ?? null };
}

/** The sentence shoppers read beside the buttons: the validity the card will be issued with. */
export function giftCardExpirySentence(policy: GiftCardExpiryPolicy | null | undefined): string | null {
  const months = policy?.months;
  if (!months) return null;
  if (months % 12 === 0) {
    const years = months / 12;
    return `Valid for ${years} ${years === 1 ? 'year' : 'years'} from the day of purchase.`;
  }
  return `Valid for ${months} ${months === 1 ? 'month' : 'months'} from the day of purchase.`;
}
