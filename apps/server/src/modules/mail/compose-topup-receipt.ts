import { codeEnding } from '@giftfront/domain/gift-card';
import { formatMoney, minorUnits } from '@giftfront/domain/money';
import type { Executor } from '../../db/client.ts';
import { formatShortDate } from '../../lib/dates.ts';
import { localizer } from '../../lib/i18n/server-i18n.ts';
import { giftCardLinks } from '../../lib/public-url.ts';
import { UndeliverableError, type ComposedMail } from './composed-mail.ts';
import { brandIn, type MailStore } from './email-brand.ts';
import { findStoreGiftCard, findStorePaymentIntent, listLedgerEntries } from './mail-source-read-model.ts';
import { renderTopupReceiptEmail } from './topup-receipt-email.ts';

/** The balance right after this top-up: the card's ledger up to and including its entry. */
async function balanceAfterTopup(db: Executor, giftCardId: string, paymentIntentId: string): Promise<number | null> {
  const entries = await listLedgerEntries(db, giftCardId);
  const index = entries.findIndex((e) => e.kind === 'topup' && e.paymentIntentId === paymentIntentId);
  if (index < 0) return null;
  return entries.slice(0, index + 1).reduce((sum, e) => sum + e.amountMinor, 0);
}

export async function composeTopupReceipt(
  db: Executor,
  store: MailStore,
  paymentIntentId: string,
  to: string,
): Promise<ComposedMail> {
  const intent = await findStorePaymentIntent(db, store.id, paymentIntentId);
  if (!intent?.topupGiftCardId)
    throw new UndeliverableError(`Top-up ${paymentIntentId} not found in store ${store.slug}`);
  const card = await findStoreGiftCard(db, store.id, intent.topupGiftCardId);
  if (!card) throw new UndeliverableError(`Gift card of top-up ${paymentIntentId} not found`);
  const balance = (await balanceAfterTopup(db, card.id, intent.id)) ?? card.balanceMinor;
  const customer = (intent.validatedOrder?.customer ?? null) as { firstName?: string } | null;
  // The payer's language at the top-up (its validated snapshot's, issue 29), else the store's.
  const language = intent.validatedOrder?.language;
  const loc = localizer(typeof language === 'string' ? language : store.defaultLanguage);
  const brand = brandIn(store, loc.language);
  const email = renderTopupReceiptEmail({
    loc,
    brand,
    payerName: customer?.firstName?.trim() || null,
    amount: formatMoney(minorUnits(intent.amountMinor), card.currency, loc.intl),
    cardEnding: codeEnding(card.code),
    newBalance: formatMoney(minorUnits(balance), card.currency, loc.intl),
    paidOn: formatShortDate(intent.updatedAt, loc.intl),
    links: card.deliveryMethod === 'Postal' ? null : { view: giftCardLinks(store.baseUrl, card.id).view },
  });
  return { send: { to, fromName: brand.name, ...email } };
}
