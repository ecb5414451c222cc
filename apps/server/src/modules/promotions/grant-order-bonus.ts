import { addMonthsToDay, bestBonus, spreadBonus } from '@giftfront/domain/bonus-credit';
import type { Executor } from '../../db/client.ts';
import { grantBonus } from '../ledger/index.ts';
import { insertBonusGrant, liveBonusRules, toBonusRule } from './bonus-rule-repository.ts';

export interface OrderForBonus {
  storeId: string;
  orderId: string;
  /** The store's day the money arrived (YYYY-MM-DD). */
  today: string;
  /** The order's money cards (vouchers take no bonus), each with the value it was issued with. */
  cards: { id: string; valueMinor: number }[];
}

/**
 * Fulfilment's bonus (issue 31, decision 0145): the rule live on the store's day that gives the
 * most for the order's money gift cards total, spread over those cards as their promotional part
 * through the ledger (kind 'bonus', its event), each recorded once per order and card. Returns
 * the bonus given, in minor units.
 */
export async function grantOrderBonus(tx: Executor, order: OrderForBonus): Promise<number> {
  const cards = order.cards.filter((card) => card.valueMinor > 0);
  const total = cards.reduce((sum, card) => sum + card.valueMinor, 0);
  if (total <= 0) return 0;
  const rules = (await liveBonusRules(tx, order.storeId, order.today)).map(toBonusRule);
  const best = bestBonus(rules, total, order.today);
  if (!best) return 0;
  const expiresOn = addMonthsToDay(order.today, best.rule.validMonths);
  const parts = spreadBonus(
    best.bonusMinor,
    cards.map((card) => card.valueMinor),
  );
  let given = 0;
  for (const [index, card] of cards.entries()) {
    const amountMinor = parts[index]!;
    if (amountMinor <= 0) continue;
    const recorded = await insertBonusGrant(tx, {
      storeId: order.storeId,
      bonusRuleId: best.rule.id,
      orderId: order.orderId,
      giftCardId: card.id,
      amountMinor,
      expiresOn,
    });
    if (!recorded) continue;
    const added = await grantBonus(tx, {
      giftCardId: card.id,
      amountMinor,
      orderId: order.orderId,
      channel: 'checkout',
      reason: `Bonus credit: ${best.rule.name}`,
      expiresOn,
    });
    if (!added) throw new Error(`Card ${card.id} could not take its bonus credit`);
    given += amountMinor;
  }
  return given;
}
