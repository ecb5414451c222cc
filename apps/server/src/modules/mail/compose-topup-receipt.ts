import { and, asc, eq } from 'drizzle-orm';
import { codeEnding } from '@giftfront/domain/gift-card';
import { formatMoney } from '@giftfront/domain/money';
import type { Executor } from '../../db/client.ts';
import { giftCardLedger, giftCards, paymentIntents } from '../../db/schema/index.ts';
import { formatShortDate } from '../../lib/dates.ts';
import { giftCardLinks } from '../../lib/public-url.ts';
import { UndeliverableError, type ComposedMail } from './composed-mail.ts';
import type { MailStore } from './email-brand.ts';
import { renderTopupReceiptEmail } from './topup-receipt-email.ts';

/** The balance right after this top-up: the card's ledger up to and including its entry. */
async function balanceAfterTopup(db: Executor, giftCardId: string, paymentIntentId: string): Promise<number | null> {
  const entries = await db
    .select({ id: giftCardLedger.id, amountMinor: giftCardLedger.amountMinor, paymentIntentId: giftCardLedger.paymentIntentId, kind: giftCardLedger.kind })
    .from(giftCardLedger)
    .where(eq(giftCardLedger.giftCardId, giftCardId))
    .orderBy(asc(giftCardLedger.id));
  const index = entries.findIndex((e) => e.kind === 'topup' && e.paymentIntentId === paymentIntentId);
  if (index < 0) return null;
  return entries.slice(0, index + 1).reduce((sum, e) => sum + e.amountMinor, 0);
}

export async function composeTopupReceipt(db: Executor, store: MailStore, paymentIntentId: string, to: string): Promise<ComposedMail> {
  const [intent] = await db
    .select()
    .from(paymentIntents)
    .where(and(eq(paymentIntents.id, paymentIntentId), eq(paymentIntents.storeId, store.id)))
    .limit(1);
  if (!intent?.topupGiftCardId) throw new UndeliverableError(`Top-up ${paymentIntentId} not found in store ${store.slug}`);
  const [card] = await db
    .select()
    .from(giftCards)
    .where(and(eq(giftCards.id, intent.topupGiftCardId), eq(giftCards.storeId, store.id)))
    .limit(1);
  if (!card) throw new UndeliverableError(`Gift card of top-up ${paymentIntentId} not found`);
  const balance = (await balanceAfterTopup(db, card.id, intent.id)) ?? card.balanceMinor;
  const customer = (intent.validatedOrder?.customer ?? null) as { firstName?: string } | null;
  const email = renderTopupReceiptEmail({
    brand: store.brand,
    payerName: customer?.firstName?.trim() || null,
    amount: formatMoney(intent.amountMinor, card.currency),
    cardEnding: codeEnding(card.code),
    newBalance: formatMoney(balance, card.currency),
    paidOn: formatShortDate(intent.updatedAt),
    links: card.deliveryMethod === 'Postal' ? null : { view: giftCardLinks(store.baseUrl, card.id).view },
  });
  return { send: { to, fromName: store.brand.name, ...email } };
}
