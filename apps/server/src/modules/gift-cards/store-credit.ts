import { GIFT_CARD_CODE_MIN_LENGTH } from '@giftfront/domain/constants';
import { normalizeGiftCardCode } from '@giftfront/domain/gift-card';
import type { Transaction } from '../../db/client.ts';
import { conflict } from '../../lib/domain-errors.ts';
import { resendGiftDelivery } from '../deliveries/index.ts';
import { generateGiftCardCode } from './gift-card-codes.ts';
import { changeBalance } from './gift-card-ledger.ts';
import { loadMoney } from './load-money.ts';
import { buyerMoneyCards, insertCardUnlessCodeTaken, lockCardRow } from './gift-card-repository.ts';

const MAX_CODE_ATTEMPTS = 5;

export interface StoreCredit {
  storeId: string;
  orderId: string;
  orderReference: string;
  currency: string;
  amountMinor: number;
  buyer: { name: string; email: string };
  /** One of the buyer's money cards to load; null for a new card. */
  giftCardId: string | null;
  /** YYYY-MM-DD from the store's expiry policy for a new card, or null. */
  expiresOn: string | null;
  title: string;
  actor: string;
}

/**
 * A refund given as store credit (issue 31): a new money card for the amount (source
 * 'store-credit', its value an 'issue' through the ledger's one function) or one of the buyer's
 * own active money cards loaded (a 'topup', paid money: never bonus); either way the card is
 * emailed to the buyer. Returns the card's id.
 */
export async function giveStoreCredit(tx: Transaction, credit: StoreCredit): Promise<string> {
  const note = `Store credit for the refund of order ${credit.orderReference}`;
  if (credit.giftCardId) {
    const mine = await buyerMoneyCards(tx, credit.storeId, credit.buyer.email, credit.currency);
    const card = mine.find((c) => c.id === credit.giftCardId)
      ? await lockCardRow(tx, credit.storeId, credit.giftCardId)
      : null;
    if (!card || card.status !== 'Active')
      throw conflict('That card is not one of the buyer’s active gift cards. Choose another, or issue a new card.');
    await loadMoney(tx, credit.storeId, {
      giftCardId: card.id,
      amountMinor: credit.amountMinor,
      orderId: credit.orderId,
      actor: credit.actor,
      channel: 'system',
      note,
    });
    await resendGiftDelivery(tx, credit.storeId, card.id, credit.buyer.email);
    return card.id;
  }
  let id: string | null = null;
  for (let attempt = 0; attempt < MAX_CODE_ATTEMPTS && !id; attempt += 1) {
    const code = generateGiftCardCode(GIFT_CARD_CODE_MIN_LENGTH);
    id = await insertCardUnlessCodeTaken(tx, {
      storeId: credit.storeId,
      code,
      codeNormalized: normalizeGiftCardCode(code),
      currency: credit.currency,
      balanceMinor: 0,
      initialMinor: credit.amountMinor,
      source: 'store-credit',
      kind: 'money',
      title: credit.title,
      deliveryMethod: 'Email',
      recipientName: credit.buyer.name || null,
      recipientEmail: credit.buyer.email,
      expiresOn: credit.expiresOn,
    });
  }
  if (!id) throw new Error('Could not generate a unique gift card code');
  await changeBalance(tx, {
    giftCardId: id,
    kind: 'issue',
    amountMinor: credit.amountMinor,
    orderId: credit.orderId,
    actor: credit.actor,
    channel: 'system',
    note,
  });
  await resendGiftDelivery(tx, credit.storeId, id, credit.buyer.email);
  return id;
}
