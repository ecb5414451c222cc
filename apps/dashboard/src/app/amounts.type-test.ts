/**
 * Compiled by `tsc -b` (the dashboard includes src), never run: each `@ts-expect-error` line must
 * fail to type-check, or the build fails with "Unused '@ts-expect-error' directive". Decision 0175
 * and 0245: the dashboard's amounts are minor units once read, so a decimal as the API or a form
 * gives it cannot be shown or sent where minor units are expected.
 */
import type { GiftCardDetail, GiftCardDetailInside } from '@giftfront/domain/admin/gift-cards';
import type { BatchSummary } from '@giftfront/domain/admin/batches';
import { toMinor } from '@giftfront/domain/money';
import { formatAmount } from '@/lib/money';
import type { DiscountCode } from '@/features/discount-codes/api/discount-code-queries';
import type { BonusRule } from '@/features/promotions/api/bonus-rule-queries';
import type { ProductRow } from '@/features/products/api/product-queries';
import { refundRequestOf } from '@/features/orders/refund-form';

declare const decimal: number;
declare const wireCard: GiftCardDetail;
declare const card: GiftCardDetailInside;
declare const wireBatch: BatchSummary;

// A decimal typed in a form, or a figure still on the wire, is not an amount to show.
// @ts-expect-error a decimal is not minor units
formatAmount(decimal, 'USD');
// @ts-expect-error the wire card's balance is a decimal
formatAmount(wireCard.balance, wireCard.currency);
// @ts-expect-error the wire batch's value is a decimal
formatAmount(wireBatch.amount!, wireBatch.currency);
formatAmount(card.balance, card.currency);
formatAmount(toMinor(decimal, 'USD'), 'USD');

// The shapes the dashboard's queries give hold minor units, not decimals.
// @ts-expect-error a code's amount off is minor units
export const amountOff: DiscountCode = { ...({} as DiscountCode), percentOff: null, amountOff: decimal };
// @ts-expect-error a rule's least order is minor units
export const leastOrder: BonusRule = { ...({} as BonusRule), minimumOrder: decimal };
// @ts-expect-error a bonus of an amount is minor units
export const bonus: BonusRule = { ...({} as BonusRule), bonusType: 'amount', bonusValue: decimal };
// @ts-expect-error a product's price range is minor units
export const range: ProductRow['priceRange'] = { min: decimal, max: decimal };

export const amountOffTyped: DiscountCode = {
  ...({} as DiscountCode),
  percentOff: null,
  amountOff: toMinor(decimal, 'USD'),
};
export const bonusTyped: BonusRule = { ...({} as BonusRule), bonusType: 'amount', bonusValue: toMinor(decimal, 'USD') };
export const percentBonus: BonusRule = { ...({} as BonusRule), bonusType: 'percent', bonusValue: decimal };

// The refund form's text becomes minor units at its edge; a decimal is not what the form holds.
// @ts-expect-error the form's amount is the text as typed
refundRequestOf({ scope: 'amount', amount: 12.5, lineIds: [], reason: 'Damaged' }, 'USD');
export const refunded = refundRequestOf({ scope: 'amount', amount: '12.50', lineIds: [], reason: 'Damaged' }, 'USD');
