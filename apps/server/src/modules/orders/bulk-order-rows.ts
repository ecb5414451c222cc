import {
  bulkCountProblem,
  checkBulkRow,
  type BulkAmountRules,
  type BulkRow,
  type BulkRowProblem,
} from '@giftfront/domain/bulk-order';
import { customAmountBoundsMinor } from '@giftfront/domain/custom-amount';
import { currencyExponent, minorUnits, nullableMinor, toMinor } from '@giftfront/domain/money';
import type { OrderLine } from '@giftfront/domain/order';
import { allowsCustomAmount, type ProductType } from '@giftfront/domain/product';
import type { Executor } from '../../db/client.ts';
import { refuse } from '../../lib/refuse.ts';
import type { StoreRecord } from '../stores/index.ts';
import { loadProducts, type PricedProduct } from './priced-product-read-model.ts';

/** How many row sentences one refusal quotes; the browser shows every row's own. */
const QUOTED_PROBLEMS = 5;

/** The amounts a product sells, as the rows are checked against them. */
export function bulkAmountRules(product: PricedProduct, store: StoreRecord): BulkAmountRules {
  const currency = store.settings.currencyCode;
  const custom = allowsCustomAmount(
    { type: product.type as ProductType, hideCustomGiftCardAmounts: product.hideCustomAmounts },
    store.settings,
  )
    ? customAmountBoundsMinor(currency, toMinor(store.settings.maxGiftCardBalance, currency), {
        minMinor: nullableMinor(product.customAmountMinMinor),
        maxMinor: nullableMinor(product.customAmountMaxMinor),
      })
    : null;
  const optionsMinor = product.denominations.map((d) => minorUnits(d.priceMinor));
  if (product.denominations.length === 0 && product.priceMinor !== null)
    optionsMinor.push(minorUnits(product.priceMinor));
  return { currency, optionsMinor, custom };
}

/** An order line of a 'Send to many' order, read back as the row the shopper typed. */
function rowOf(line: OrderLine, currency: string): BulkRow {
  const gift = line.giftDetails;
  return {
    name: gift?.recipientName ?? '',
    email: gift?.recipientEmail ?? '',
    amount: line.price.toFixed(currencyExponent(currency)),
    message: gift?.message ?? '',
    date: gift?.scheduledDate ?? '',
    time: gift?.scheduledTime ?? '',
  };
}

/**
 * A 'Send to many' order checked again row by row with the rules the browser used
 * (`@giftfront/domain/bulk-order`): one gift card, at most 1,000 recipients, each a person with an
 * address, an amount the card sells and a moment still to come. Refused with the rows' own
 * sentences before anything is priced or held.
 */
export async function checkBulkOrderRows(
  tx: Executor,
  store: StoreRecord,
  cart: OrderLine[],
  now: Date,
): Promise<void> {
  const countProblem = bulkCountProblem(cart.length);
  if (countProblem) throw refuse(countProblem);
  const productIds = new Set(cart.map((line) => line.productId));
  if (productIds.size > 1) throw refuse('A Send to many order is for one gift card: send the others in another order.');
  const [productId] = productIds;
  const product = (await loadProducts(tx, store.id, [productId!])).get(productId!);
  if (!product || product.archivedAt) throw refuse('This gift card is no longer available in this store.');
  if (product.type !== 'GiftCard') throw refuse('Send to many is for gift cards, not vouchers.');
  if (cart.some((line) => line.quantity !== 1 || !line.giftDetails))
    throw refuse('Each recipient of a Send to many order is one gift card with its own details.');

  const amounts = bulkAmountRules(product, store);
  const problems: BulkRowProblem[] = [];
  cart.forEach((line, index) => {
    const timeZone = line.giftDetails?.timeZone || store.settings.timeZone;
    problems.push(...checkBulkRow(rowOf(line, amounts.currency), index, { amounts, timeZone, now }));
  });
  if (problems.length === 0) return;
  const quoted = problems.slice(0, QUOTED_PROBLEMS).map((problem) => problem.message);
  const more = problems.length - quoted.length;
  throw refuse(
    [...quoted, more > 0 ? `${more} more ${more === 1 ? 'problem' : 'problems'} in other rows.` : ''].join(' ').trim(),
  );
}
