import type { DiscountCode } from '@giftfront/domain/discount';
import type { GiftCardLookup } from '@giftfront/domain/gift-card';
import { isApiError, isNotFound } from '@/lib/api-client';
import {
  alreadyAppliedProblem,
  discountProblem,
  giftCardApplyProblem,
  PROMO_MESSAGES,
  type AppliedPromos,
  type PromoProblem,
} from './promo-rules';

export type PromoResult =
  | { kind: 'discount'; discount: DiscountCode }
  | { kind: 'giftCard'; giftCard: GiftCardLookup }
  | { kind: 'problem'; message: PromoProblem };

export interface PromoLookupContext {
  applied: AppliedPromos;
  cartQuantity: number;
  /** The products in the cart: a code limited to chosen products needs one of them. */
  cartProductIds?: readonly string[];
  /** The shopper's date as YYYY-MM-DD. */
  today: string;
  currency: string;
  fetchDiscount(code: string): Promise<DiscountCode>;
  fetchGiftCard(code: string): Promise<GiftCardLookup>;
}

/** product §8: the server's message when it sends one, else 'Failed to validate promo code or gift card'. */
function failure(error: unknown): PromoResult {
  const body = isApiError(error) ? (error.body as { message?: unknown } | null) : null;
  const message = typeof body?.message === 'string' && body.message.trim() ? body.message : PROMO_MESSAGES.failed;
  return { kind: 'problem', message };
}

/**
 * One input for both (product §2): the text is tried as a discount code first, then as a gift card
 * (gift card lookups are rate limited, discount codes are not).
 */
export async function lookUpPromo(text: string, context: PromoLookupContext): Promise<PromoResult> {
  const code = text.trim();
  if (!code) return { kind: 'problem', message: PROMO_MESSAGES.empty };
  const applied = alreadyAppliedProblem(code, context.applied);
  if (applied) return { kind: 'problem', message: applied };

  try {
    const discount = await context.fetchDiscount(code);
    const problem = discountProblem(discount, context.applied, context.cartQuantity, context.cartProductIds);
    return problem ? { kind: 'problem', message: problem } : { kind: 'discount', discount };
  } catch (error) {
    if (!isNotFound(error)) return failure(error);
  }

  try {
    const giftCard = await context.fetchGiftCard(code);
    const problem = giftCardApplyProblem(giftCard, context.applied, context.today, context.currency);
    return problem ? { kind: 'problem', message: problem } : { kind: 'giftCard', giftCard };
  } catch (error) {
    return isNotFound(error) ? { kind: 'problem', message: PROMO_MESSAGES.invalid } : failure(error);
  }
}
