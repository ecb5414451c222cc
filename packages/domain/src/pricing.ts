import { divideRounded, isPercentType, minorUnits, percentToBasisPoints, type MinorUnits } from './money.ts';
import type { Totals } from './totals.ts';

/**
 * product §9 order pricing, in integer minor units. The browser shows what this returns; the
 * server recomputes it from the database and refuses a payload that disagrees.
 */
export interface PricingLine {
  unitPriceMinor: MinorUnits;
  quantity: number;
  /** The line's product, for discount codes limited to chosen products. */
  productId?: string;
  /** Percent rate of the line's tax class; 0 or absent means untaxed (product §9: tax is 0 today). */
  taxRatePercent?: number;
}
export interface PricingDiscount {
  code: string;
  type: string;
  /** A percentage for percent types; minor units for fixed ones. */
  amount: number;
  /** The products it applies to; null, absent or empty for every product. */
  productIds?: readonly string[] | null;
}
export interface PricingFee {
  id: string;
  name: string;
  feeType: string;
  /** A percentage for percent types; minor units for fixed ones. */
  amount: number;
}
export interface PricingGiftCard {
  giftCardId: string;
  availableMinor: MinorUnits;
}
export interface PricingInput {
  lines: PricingLine[];
  discounts?: PricingDiscount[];
  fees?: PricingFee[];
  shouldChargeFees?: boolean;
  shippingMinor?: MinorUnits;
  shouldIncludeTaxInPricing?: boolean;
  giftCards?: PricingGiftCard[];
}
export interface PricedFee {
  id: string;
  name: string;
  feeType: string;
  percentage: number | null;
  amountMinor: MinorUnits;
}
export interface PricedGiftCard {
  giftCardId: string;
  amountMinor: MinorUnits;
}
/** The order's totals (product §3 Totals) and the steps and parts behind them. */
export interface PricingResult {
  totals: Totals;
  discountedSubtotal: MinorUnits;
  totalBeforeGiftCards: MinorUnits;
  /** Each fee charged, in the store's order. */
  fees: PricedFee[];
  /** What each gift card pays, in the order they were applied. */
  giftCards: PricedGiftCard[];
}

const nonNegativeInt = (value: number) => Math.max(0, Math.round(value));

export function lineTotalMinor(line: PricingLine): MinorUnits {
  return minorUnits(nonNegativeInt(line.unitPriceMinor) * Math.max(0, Math.floor(line.quantity)));
}

/** Whether a discount code is limited to chosen products. */
export const isLimitedDiscount = (discount: Pick<PricingDiscount, 'productIds'>): boolean =>
  (discount.productIds?.length ?? 0) > 0;

/** Whether the discount takes money off this line: every line, or the lines of its chosen products. */
export const discountAppliesToLine = (
  discount: Pick<PricingDiscount, 'productIds'>,
  line: Pick<PricingLine, 'productId'>,
): boolean =>
  !isLimitedDiscount(discount) || (line.productId !== undefined && discount.productIds!.includes(line.productId));

export function priceOrder(input: PricingInput): PricingResult {
  const subtotal = input.lines.reduce((sum, line) => sum + lineTotalMinor(line), 0);
  /** What a discount may take money off: the subtotal, or its chosen products' lines only. */
  const baseOf = (d: PricingDiscount) =>
    isLimitedDiscount(d)
      ? input.lines
          .filter((line) => discountAppliesToLine(d, line))
          .reduce((sum, line) => sum + lineTotalMinor(line), 0)
      : subtotal;

  // product §9: percent discounts first (each on the subtotal, or on its products' lines), then
  // fixed ones (a limited one at most its products' lines); floored at zero.
  const discounts = input.discounts ?? [];
  let discounted = subtotal;
  for (const d of discounts.filter((d) => isPercentType(d.type))) {
    discounted -= divideRounded(baseOf(d) * Math.min(percentToBasisPoints(d.amount), 10_000), 10_000);
  }
  discounted = Math.max(0, discounted);
  for (const d of discounts.filter((d) => !isPercentType(d.type))) {
    const off = isLimitedDiscount(d) ? Math.min(nonNegativeInt(d.amount), baseOf(d)) : nonNegativeInt(d.amount);
    discounted = Math.max(0, discounted - off);
  }
  const discount = subtotal - discounted;

  // product §9: percent fees on the discounted subtotal, fixed fees as they are.
  const fees: PricedFee[] = input.shouldChargeFees
    ? (input.fees ?? []).map((fee) => {
        const percent = isPercentType(fee.feeType);
        return {
          id: fee.id,
          name: fee.name,
          feeType: fee.feeType,
          percentage: percent ? fee.amount : null,
          amountMinor: minorUnits(
            percent ? divideRounded(discounted * percentToBasisPoints(fee.amount), 10_000) : nonNegativeInt(fee.amount),
          ),
        };
      })
    : [];
  const feesTotal = fees.reduce((sum, fee) => sum + fee.amountMinor, 0);
  const shipping = nonNegativeInt(input.shippingMinor ?? 0);

  const taxableShare = subtotal === 0 ? 0 : discounted / subtotal;
  const tax = input.shouldIncludeTaxInPricing
    ? 0
    : input.lines.reduce((sum, line) => {
        const rate = line.taxRatePercent ?? 0;
        if (rate <= 0) return sum;
        const base = Math.round(lineTotalMinor(line) * taxableShare);
        return sum + divideRounded(base * percentToBasisPoints(rate), 10_000);
      }, 0);

  const totalBeforeGiftCards = discounted + feesTotal + shipping + tax;

  // Gift cards pay in the order given, never more than is still owed.
  let owed = totalBeforeGiftCards;
  const giftCards: PricedGiftCard[] = (input.giftCards ?? []).map((card) => {
    const amountMinor = minorUnits(Math.min(owed, nonNegativeInt(card.availableMinor)));
    owed -= amountMinor;
    return { giftCardId: card.giftCardId, amountMinor };
  });
  const giftCardsTotal = totalBeforeGiftCards - owed;

  return {
    totals: {
      subtotal: minorUnits(subtotal),
      discount: minorUnits(discount),
      fees: minorUnits(feesTotal),
      shipping: minorUnits(shipping),
      tax: minorUnits(tax),
      giftCards: minorUnits(giftCardsTotal),
      total: minorUnits(Math.max(0, owed)),
    },
    discountedSubtotal: minorUnits(discounted),
    totalBeforeGiftCards: minorUnits(totalBeforeGiftCards),
    fees,
    giftCards,
  };
}
