import { toMinor } from '@giftfront/domain/money';
import type { CreatePaymentIntentBodyWire, PaymentIntent } from '@giftfront/domain/order';
import type { Database } from '../../db/client.ts';
import { forbidden, invalid, notFound } from '../../lib/domain-errors.ts';
import { paymentAmountProblem } from '../../lib/payment-limits.ts';
import type { PaymentProviders } from './providers/payments-plugin.ts';
import { findCardRow } from '../gift-cards/index.ts';
import { todayUtc } from '../gift-cards/index.ts';
import { isUuid } from '../../lib/uuid.ts';
import { topupAmountProblem, topupCardProblem } from '../gift-cards/index.ts';
import type { StoreRecord } from '../stores/index.ts';
import { insertCheckoutIntent } from './intent-repository.ts';

/**
 * product §7 CreatePaymentIntent. The amount is provisional: ValidateOrder sets the amount the
 * server computed before anything can be charged.
 */
export async function createPaymentIntent(
  deps: { db: Database; payments: PaymentProviders },
  store: StoreRecord,
  body: CreatePaymentIntentBodyWire,
): Promise<PaymentIntent> {
  const currency = store.settings.currencyCode;
  if (!(body.amount > 0)) throw invalid('An amount above 0 is required');
  if (body.currency.toUpperCase() !== currency)
    throw invalid(`This store charges in ${currency}, not ${body.currency.toUpperCase()}.`);
  const provider = deps.payments.forStore(store);
  const connectedAccountId = store.settings.payment.connectedAccountId ?? null;
  if (body.connectedAccountId && connectedAccountId && body.connectedAccountId !== connectedAccountId)
    throw invalid("connectedAccountId is not this store's payment account.");

  let topupGiftCardId: string | null = null;
  if (body.isTopup) {
    if (!store.settings.shouldAllowTopups) throw forbidden('Top-ups are not available in this store.');
    const id = body.topupGiftCardId ?? '';
    const card = isUuid(id) ? await findCardRow(deps.db, store.id, id) : null;
    if (!card) throw notFound('Gift card not found');
    // Refused before the shopper types a card number; ValidateOrder checks all of it again.
    const problem =
      topupCardProblem(card, currency, todayUtc()) ??
      topupAmountProblem(body.amount, card, currency, store.settings.maxGiftCardBalance);
    if (problem) throw invalid(problem);
    topupGiftCardId = card.id;
  }

  const amountProblem = paymentAmountProblem(body.amount, currency);
  if (amountProblem) throw invalid(amountProblem);
  const amountMinor = toMinor(body.amount, currency);
  if (amountMinor <= 0) throw invalid('An amount above 0 is required');
  const created = await provider.createIntent({
    amountMinor,
    currency,
    storeId: store.id,
    connectedAccountId,
    metadata: { store: store.slug, kind: body.isTopup ? 'topup' : 'order' },
  });
  await insertCheckoutIntent(deps.db, {
    storeId: store.id,
    provider: provider.name,
    providerIntentId: created.providerIntentId,
    clientSecret: created.clientSecret,
    amountMinor,
    currency,
    status: created.status,
    kind: body.isTopup ? 'topup' : 'order',
    topupGiftCardId,
  });
  return { clientSecret: created.clientSecret, paymentIntentId: created.providerIntentId };
}
