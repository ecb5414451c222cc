import { GIFT_CARD_CODE_MIN_LENGTH } from '@giftfront/domain/constants';
import { normalizeGiftCardCode } from '@giftfront/domain/gift-card';
import { giftDeliveryInstant, type GiftDetails } from '@giftfront/domain/gift-details';
import type { Executor } from '../../db/client.ts';
import { generateGiftCardCode } from './gift-card-codes.ts';
import { appendLedger, appendLedgerMany, type CardFacts } from './gift-card-ledger.ts';
import {
  insertCardsUnlessCodesTaken,
  insertCardUnlessCodeTaken,
  type NewCard,
  type NewOrderCard,
} from './gift-card-repository.ts';

export interface IssueContext {
  storeId: string;
  currency: string;
  orderId: string;
  paymentIntentId: string;
  /** 'Postal' when the order ships by post, else 'Email'. */
  deliveryMethod: string;
  buyer: { name: string; email: string };
  /** YYYY-MM-DD from the store's expiry policy at the moment of issue (gift-card-expiry.ts), or null. */
  expiresOn: string | null;
}

export interface IssuedCard {
  id: string;
  recipientEmail: string | null;
  scheduledAt: Date | null;
  /** What it was issued with, and whether it is money (only money cards take bonus credit, decision 0145). */
  valueMinor: number;
  isMoney: boolean;
}

/** What issuing reads of a priced order line (the validated snapshot's line has these and more). */
export interface LineToIssue {
  productId: string;
  productName: string;
  productType: string;
  unitPriceMinor: number;
  quantity: number;
  imageUrl: string | null;
  design: NonNullable<NewCard['design']> | null;
  giftDetails: GiftDetails | null;
}

const MAX_CODE_ATTEMPTS = 5;

function newCard(ctx: IssueContext, line: LineToIssue, orderLineId: string): NewOrderCard {
  const gift = line.giftDetails;
  return {
    storeId: ctx.storeId,
    currency: ctx.currency,
    balanceMinor: line.unitPriceMinor,
    initialMinor: line.unitPriceMinor,
    source: 'order',
    kind: line.productType === 'Voucher' ? 'voucher' : 'money',
    title: line.productName,
    imageUrl: line.design?.src ?? line.imageUrl,
    design: line.design,
    deliveryMethod: ctx.deliveryMethod,
    // The gift's 'From' as the buyer typed it, else the buyer's name.
    senderName: gift?.senderName?.trim() || ctx.buyer.name,
    senderEmail: ctx.buyer.email,
    recipientName: gift?.recipientName ?? null,
    recipientEmail: gift?.recipientEmail || null,
    message: gift?.message || null,
    // The date and time chosen on the recipient's clock, worked out here again (issue 30).
    scheduledAt: giftDeliveryInstant(gift),
    timeZone: gift?.timeZone ?? null,
    orderId: ctx.orderId,
    orderLineId,
    productId: line.productId,
    expiresOn: ctx.expiresOn,
  };
}

/** One card per purchased unit, each with its 'issue' ledger entry. */
export async function issueGiftCards(
  tx: Executor,
  ctx: IssueContext,
  line: LineToIssue,
  orderLineId: string,
): Promise<IssuedCard[]> {
  const gift = line.giftDetails;
  // The date and time chosen on the recipient's clock, worked out here again (issue 30).
  const scheduledAt = gift?.postal ? null : giftDeliveryInstant(gift);
  const issued: IssuedCard[] = [];
  for (let unit = 0; unit < line.quantity; unit += 1) {
    const id = await insertWithFreshCode(tx, newCard(ctx, line, orderLineId));
    await appendLedger(tx, {
      giftCardId: id,
      kind: 'issue',
      amountMinor: line.unitPriceMinor,
      orderId: ctx.orderId,
      paymentIntentId: ctx.paymentIntentId,
    });
    issued.push({
      id,
      recipientEmail: gift?.recipientEmail || null,
      scheduledAt,
      valueMinor: line.unitPriceMinor,
      isMoney: line.productType !== 'Voucher',
    });
  }
  return issued;
}

/** Cards per insert in a batch: well inside PostgreSQL's 65,535 parameters per statement. */
const BATCH_SIZE = 250;

/**
 * The cards of many lines (a 'Send to many' order of up to 1,000, issue 31) in batches: each batch
 * of cards in one insert (a code that happens to be taken is drawn again, alone), their 'issue'
 * entries and events through the ledger's batch function. The same rows as issueGiftCards, in
 * order, with far fewer round trips.
 */
export async function issueGiftCardsInBatches(
  tx: Executor,
  ctx: IssueContext,
  lines: { line: LineToIssue; orderLineId: string; expiresOn: string | null }[],
): Promise<IssuedCard[]> {
  const units = lines.flatMap(({ line, orderLineId, expiresOn }) =>
    Array.from({ length: line.quantity }, () => ({ line, orderLineId, unitCtx: { ...ctx, expiresOn } })),
  );
  const issued: IssuedCard[] = [];
  for (let start = 0; start < units.length; start += BATCH_SIZE) {
    const batch = units.slice(start, start + BATCH_SIZE);
    const cards = batch.map(({ line, orderLineId, unitCtx }) => {
      const code = generateGiftCardCode(GIFT_CARD_CODE_MIN_LENGTH);
      return { ...newCard(unitCtx, line, orderLineId), code, codeNormalized: normalizeGiftCardCode(code) };
    });
    const inserted = await insertCardsUnlessCodesTaken(tx, cards);
    const ids: string[] = [];
    const known = new Map<string, CardFacts>();
    for (const [i, card] of cards.entries()) {
      const { line, orderLineId, unitCtx } = batch[i]!;
      const written = inserted.get(card.codeNormalized);
      if (written) {
        const { id, ...facts } = written;
        known.set(id, facts);
      }
      ids.push(written?.id ?? (await insertWithFreshCode(tx, newCard(unitCtx, line, orderLineId))));
    }
    await appendLedgerMany(
      tx,
      batch.map(({ line }, i) => ({
        giftCardId: ids[i]!,
        kind: 'issue' as const,
        amountMinor: line.unitPriceMinor,
        orderId: ctx.orderId,
        paymentIntentId: ctx.paymentIntentId,
      })),
      known,
    );
    batch.forEach(({ line }, i) =>
      issued.push({
        id: ids[i]!,
        recipientEmail: line.giftDetails?.recipientEmail || null,
        scheduledAt: giftDeliveryInstant(line.giftDetails),
        valueMinor: line.unitPriceMinor,
        isMoney: line.productType !== 'Voucher',
      }),
    );
  }
  return issued;
}

/** A code collision is astronomically rare; ON CONFLICT keeps the transaction usable to retry. */
export async function insertWithFreshCode(tx: Executor, card: NewCard): Promise<string> {
  for (let attempt = 0; attempt < MAX_CODE_ATTEMPTS; attempt += 1) {
    const code = generateGiftCardCode(GIFT_CARD_CODE_MIN_LENGTH);
    const id = await insertCardUnlessCodeTaken(tx, { ...card, code, codeNormalized: normalizeGiftCardCode(code) });
    if (id) return id;
  }
  throw new Error('Could not generate a unique gift card code');
}
