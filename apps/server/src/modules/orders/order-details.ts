import { minorUnits } from '@giftfront/domain/money';
import { z } from 'zod';
import { fulfilmentStatusOf } from '@giftfront/domain/fulfilment-status';
import { maskGiftCardCode } from '@giftfront/domain/gift-card';
import {
  localizeFees,
  translatedCardTitle,
  translatedProductText,
  translatedStoreText,
  type StoreTranslations,
} from '@giftfront/domain/merchant-translations';
import { lineOptionLabel } from '@giftfront/domain/order-line-option';
import { orderResultCodec, type OrderResult, type OrderResultWire } from '@giftfront/domain/order';
import type { WalletSettings } from '../../config.ts';
import type { Executor } from '../../db/client.ts';
import { localizer } from '../../lib/i18n/server-i18n.ts';
import { hasWalletLinks, walletLinks } from '../../lib/wallet-links.ts';
import { findCardBalances, listOrderCards } from '../gift-cards/index.ts';
import type { IntentRecord } from '../payments/index.ts';
import { codesDownloadWindow } from './codes-download-window.ts';
import { listOrderLinesWithTranslations } from './order-lines-read-model.ts';
import type { OrderRecord } from './order-repository.ts';

/** A pass is offered for a card that can be used and is not posted (a printed card is its own). */
const canAddToWallet = (card: { status: string; deliveryMethod: string }) =>
  card.status === 'Active' && card.deliveryMethod !== 'Postal';

const walletButtonsOf = (wallet: WalletSettings, giftCardId: string) => {
  const links = walletLinks(wallet, giftCardId);
  return hasWalletLinks(links) ? links : null;
};

/**
 * product §3 Order result. A top-up is one item (the card topped up) and issues no cards. Without
 * `full` access (order-access-http.ts) every code is masked to its last four characters (product §9) and
 * no card id is given: a card's id opens its View and Print pages, which show the whole code.
 * The order keeps the default language's names of its shipping option and fees; its buyer reads
 * them in the order's language where the merchant gave them (`translations`; decisions 0165, 0250).
 */
export async function orderDetails(
  db: Executor,
  order: OrderRecord,
  intent: IntentRecord,
  { full, wallet, translations }: { full: boolean; wallet?: WalletSettings; translations?: StoreTranslations },
): Promise<OrderResultWire> {
  const currency = order.currency;
  const loc = localizer(order.language);
  const customer = order.customer as { firstName?: string; lastName?: string; email?: string };
  const [rows, cards] = await Promise.all([
    listOrderLinesWithTranslations(db, order.storeId, order.id),
    listOrderCards(db, order.storeId, order.id),
  ]);
  // The products' names and options in the order's language where the merchant gave them, as the
  // receipt has them (decision 0165); a gift card's amount in the language's way.
  const lines = rows.map(({ line, translations: productTranslations }) => ({
    ...line,
    productName: translatedProductText(productTranslations, order.language, { field: 'name' }, line.productName),
    option: lineOptionLabel(line, currency, order.language, productTranslations),
  }));
  const translationsOf = new Map(rows.map(({ line, translations: given }) => [line.productId, given]));
  const pricing = order.pricing as {
    topup?: { giftCardId: string; codeEnding: string };
    giftCards?: { giftCardId: string; codeEnding: string; amountMinor: number }[];
    fees?: { id: string; name: string; amountMinor: number }[];
  };
  const fees = localizeFees(
    (pricing.fees ?? []).filter((fee) => fee.amountMinor > 0),
    translations,
    order.language,
  );
  const topup = pricing.topup;
  const paidWith = pricing.giftCards ?? [];
  const balances = await findCardBalances(
    db,
    order.storeId,
    paidWith.map((paid) => paid.giftCardId),
  );
  // Cards in cart order: by their line's position, then as issued within a line.
  const linePosition = new Map(lines.map((line) => [line.id, line.position]));
  const lineOption = new Map(lines.map((line) => [line.id, line.option]));
  const inCartOrder = [...cards].sort(
    (a, b) => (linePosition.get(a.orderLineId ?? '') ?? 0) - (linePosition.get(b.orderLineId ?? '') ?? 0),
  );
  const address = order.shippingAddress as OrderResult['order']['shippingAddress'];
  const codes = codesDownloadWindow(order, intent);
  // Amounts are minor units until the codec turns them into the API's decimals.
  const inside: OrderResult = {
    order: {
      id: order.id,
      reference: order.reference,
      kind: order.kind === 'topup' ? 'topup' : 'order',
      createdAt: order.createdAt.toISOString(),
      customer: { name: `${customer.firstName ?? ''} ${customer.lastName ?? ''}`.trim(), email: customer.email ?? '' },
      totals: {
        subtotal: minorUnits(order.subtotalMinor),
        discount: minorUnits(order.discountMinor),
        fees: minorUnits(order.feesMinor),
        shipping: minorUnits(order.shippingMinor),
        tax: minorUnits(order.taxMinor),
        giftCards: minorUnits(order.giftCardsMinor),
        total: minorUnits(order.totalMinor),
      },
      payment: { paymentIntentId: intent.providerIntentId, status: intent.status, currency },
      deliveryMethod: order.deliveryMethod,
      shippingAddress: address ?? null,
      // What is left on each card that paid: its balance now, so a later purchase is told too.
      giftCardPayments: paidWith.map((paid) => ({
        codeEnding: paid.codeEnding,
        amount: minorUnits(paid.amountMinor),
        balance: minorUnits(balances.get(paid.giftCardId) ?? 0),
      })),
      fees: fees.map((fee) => ({ name: fee.name, amount: minorUnits(fee.amountMinor) })),
      fulfillment: {
        shippingOptionName:
          order.shippingOptionName &&
          translatedStoreText(
            translations,
            order.language,
            { shippingOptionId: order.shippingOptionId },
            order.shippingOptionName,
          ),
        status: fulfilmentStatusOf(order),
        carrier: order.carrier,
        trackingNumber: order.trackingNumber,
      },
      items: topup
        ? [
            {
              productId: full ? topup.giftCardId : 'gift-card-top-up',
              // In the order's language, with the top-up receipt's own words.
              productName: loc.i18n._({ id: 'topup.card', message: 'Gift card' }),
              denominationLabel: loc.i18n._({
                id: 'topup.card.ending',
                message: 'ending {ending}',
                values: { ending: topup.codeEnding },
              }),
              quantity: 1,
              price: minorUnits(order.totalMinor),
              lineTotal: minorUnits(order.totalMinor),
              imageUrl: null,
            },
          ]
        : lines.map((line) => ({
            productId: line.productId,
            productName: line.productName,
            denominationLabel: line.option ?? '',
            quantity: line.quantity,
            price: minorUnits(line.unitPriceMinor),
            lineTotal: minorUnits(line.lineTotalMinor),
            imageUrl: line.imageUrl,
          })),
      codesDownload: codes ? { until: codes.until.toISOString(), open: codes.open } : null,
    },
    giftCards: inCartOrder.map((card) => ({
      giftCardId: full ? card.id : null,
      giftCardTitle: translatedCardTitle(card, translationsOf, order.language),
      option: lineOption.get(card.orderLineId ?? '') || null,
      giftCardImageUrl: card.imageUrl,
      giftCardCode: full ? card.code : maskGiftCardCode(card.code),
      deliveryMethod: card.deliveryMethod,
      recipientName: card.recipientName,
      recipientEmail: card.recipientEmail,
      giftMessage: card.message,
      scheduledDate: card.scheduledAt ? card.scheduledAt.toISOString() : null,
      expiresOn: card.expiresOn,
      kind: card.kind === 'voucher' ? 'voucher' : 'money',
      wallet: full && wallet && canAddToWallet(card) ? walletButtonsOf(wallet, card.id) : null,
    })),
  };
  return z.encode(orderResultCodec(currency), inside);
}
