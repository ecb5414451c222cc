import { bonusOfRule, type BonusRule } from '@giftfront/domain/bonus-credit';
import type { PublicBonusRules } from '@giftfront/domain/admin/bonus-rules';
import type { CartItem } from '@giftfront/domain/cart';

export interface OrderBonus {
  bonusMinor: number;
  validMonths: number;
}

/**
 * The bonus the order will get (decision 0145), worked out with the server's own rule: the live
 * rule that gives the most for the cart's money gift cards (vouchers take none). The server
 * answers only the rules live on the store's day, so each one here applies today.
 */
export function orderBonus(rules: PublicBonusRules['bonusRules'], items: readonly CartItem[]): OrderBonus | null {
  const total = items
    .filter((item) => item.product.type !== 'Voucher')
    .reduce((sum, item) => sum + item.options.denomination.price * item.quantity, 0);
  let best: OrderBonus | null = null;
  for (const rule of rules) {
    const asRule: BonusRule = {
      id: rule.id,
      name: rule.name,
      minimumMinor: rule.minimumOrder,
      bonusType: rule.bonusType,
      bonusValue: rule.amount,
      startsOn: rule.startsOn,
      endsOn: rule.endsOn,
      validMonths: rule.validMonths,
      active: true,
    };
    const bonusMinor = bonusOfRule(asRule, total);
    if (bonusMinor > 0 && (!best || bonusMinor > best.bonusMinor)) best = { bonusMinor, validMonths: rule.validMonths };
  }
  return best;
}
