import { GIFT_CARD_CODE_MIN_LENGTH } from '@giftfront/domain/constants';
import { counterSaleNote, type CounterPayment } from '@giftfront/domain/admin/counter-sale';
import { normalizeGiftCardCode } from '@giftfront/domain/gift-card';
import type { Database } from '../../db/client.ts';
import { recordAudit } from '../audit/index.ts';
import { resendGiftDelivery } from '../deliveries/index.ts';
import type { CardActor } from './card-actions.ts';
import { cardTarget } from './card-audit.ts';
import { generateGiftCardCode } from './gift-card-codes.ts';
import { changeBalance } from './gift-card-ledger.ts';
import {
  findCardBySaleKey,
  findCardRow,
  insertCardUnlessCodeTaken,
  lockSaleKey,
  type GiftCardRow,
} from './gift-card-repository.ts';
import { DomainError } from '../../lib/domain-errors.ts';

export interface CounterSale {
  amountMinor: number;
  currency: string;
  paidWith: CounterPayment;
  recipientName?: string | undefined;
  recipientEmail?: string | undefined;
  note?: string | undefined;
  /** YYYY-MM-DD from the store's expiry policy on the day of the sale, or null. */
  expiresOn: string | null;
  /** What the card is called on its page, PDF and email: the store's name. */
  title: string;
  /** The sale's Idempotency-Key: the same key again answers with the card it issued (a double tap, a retry). */
  idempotencyKey?: string | undefined;
}

export const SALE_KEY_MISMATCH = 'This Idempotency-Key was already used for a different sale.';

export interface SaleOutcome {
  card: GiftCardRow;
  /** The key's earlier sale, answered again: no card was issued now. */
  replayed: boolean;
}

const MAX_CODE_ATTEMPTS = 5;

/**
 * 'Sell a card' at the counter: a money card for an amount paid at the till, outside Giftfront.
 * The card is inserted empty and its balance arrives through the ledger's one function (an
 * 'issue' entry on the counter channel, with its gift_card.issued event), audited, and emailed
 * to the customer when an address is given; all in one transaction.
 */
export async function sellGiftCard(db: Database, who: CardActor, sale: CounterSale): Promise<SaleOutcome> {
  return db.transaction(async (tx) => {
    if (sale.idempotencyKey) {
      await lockSaleKey(tx, who.storeId, sale.idempotencyKey);
      const earlier = await findCardBySaleKey(tx, who.storeId, sale.idempotencyKey);
      if (earlier) {
        if (earlier.initialMinor !== sale.amountMinor || earlier.recipientEmail !== (sale.recipientEmail ?? null))
          throw new DomainError('unprocessable', SALE_KEY_MISMATCH);
        return { card: earlier, replayed: true };
      }
    }
    let id: string | null = null;
    let code = '';
    for (let attempt = 0; attempt < MAX_CODE_ATTEMPTS && !id; attempt += 1) {
      code = generateGiftCardCode(GIFT_CARD_CODE_MIN_LENGTH);
      id = await insertCardUnlessCodeTaken(tx, {
        storeId: who.storeId,
        code,
        codeNormalized: normalizeGiftCardCode(code),
        currency: sale.currency,
        balanceMinor: 0,
        initialMinor: sale.amountMinor,
        source: 'counter',
        kind: 'money',
        title: sale.title,
        deliveryMethod: 'Email',
        recipientName: sale.recipientName ?? null,
        recipientEmail: sale.recipientEmail ?? null,
        expiresOn: sale.expiresOn,
        saleIdempotencyKey: sale.idempotencyKey ?? null,
      });
    }
    if (!id) throw new Error('Could not generate a unique gift card code');
    await changeBalance(tx, {
      giftCardId: id,
      kind: 'issue',
      amountMinor: sale.amountMinor,
      actor: who.actor,
      channel: 'counter',
      note: counterSaleNote(sale.paidWith, sale.note),
    });
    if (sale.recipientEmail) await resendGiftDelivery(tx, who.storeId, id, sale.recipientEmail);
    const card = (await findCardRow(tx, who.storeId, id))!;
    await recordAudit(tx, who.audit, {
      action: 'gift-card.sold',
      target: cardTarget(card),
      after: {
        amountMinor: sale.amountMinor,
        currency: sale.currency,
        paidWith: sale.paidWith === 'cash' ? 'cash' : 'card at the till',
        emailedTo: sale.recipientEmail ?? null,
        expiresOn: sale.expiresOn,
      },
      reason: sale.note ?? null,
    });
    return { card, replayed: false };
  });
}
