import { isCustomDenominationId } from '@giftfront/domain/cart';
import { customAmountBoundsMinor } from '@giftfront/domain/custom-amount';
import { isValidEmail } from '@giftfront/domain/email';
import { giftDeliveryInstant } from '@giftfront/domain/gift-details';
import { formatMoney, minorUnits, nullableMinor, toMinor } from '@giftfront/domain/money';
import type { OrderLine } from '@giftfront/domain/order';
import { allowsCustomAmount, type ProductType } from '@giftfront/domain/product';
import { unitsLeft } from '@giftfront/domain/product-rules';
import type { Executor } from '../../db/client.ts';
import type { StoreRecord } from '../stores/index.ts';
import { loadProducts, type PricedProduct } from './priced-product-read-model.ts';
import { mismatch, refuse } from '../../lib/refuse.ts';
import type { ValidatedLine } from '../payments/index.ts';

export interface ResolvedLines {
  lines: ValidatedLine[];
  taxClassIds: (string | null)[];
  /** Some item can be shipped, so a shipping option may be chosen. */
  shippingEnabled: boolean;
}

/** Every line priced from the database: product, denomination or bounded custom amount, stock. */
export async function resolveOrderLines(tx: Executor, store: StoreRecord, cart: OrderLine[]): Promise<ResolvedLines> {
  const currency = store.settings.currencyCode;
  const catalog = await loadProducts(
    tx,
    store.id,
    cart.map((line) => line.productId),
  );
  const lines = cart.map((line) => {
    const product = catalog.get(line.productId);
    // An archived product is off sale: a cart made before it was archived is refused like a removed one.
    if (!product || product.archivedAt)
      throw refuse(`${line.productName || 'An item in your cart'} is no longer available in this store.`);
    const { unitPriceMinor, label } = unitPrice(product, line, store);
    const described = `${product.name} (${label})`;
    const priceProblem = mismatch(`Price for ${described}`, unitPriceMinor, line.price, currency);
    if (priceProblem) throw refuse(priceProblem);
    const lineTotalMinor = unitPriceMinor * line.quantity;
    const totalProblem = mismatch(`Line total for ${described}`, lineTotalMinor, line.lineTotal, currency);
    if (totalProblem) throw refuse(totalProblem);
    if (line.giftDetails?.postal && !product.isShippingEnabled)
      throw refuse(`${product.name} cannot be sent by post: send it by email instead.`);
    // A postal gift is posted, not emailed: it has no address to check (its postal address was).
    if (line.giftDetails && !line.giftDetails.postal && !isValidEmail(line.giftDetails.recipientEmail))
      throw refuse(`Please enter a valid email address for the recipient of ${product.name}.`);
    const pastMoment = pastDeliveryMoment(line, product.name);
    if (pastMoment) throw refuse(pastMoment);
    const design = product.images.find((image) => image.id === line.themeId) ?? null;
    return {
      productId: product.id,
      productName: product.name,
      productType: product.type as ProductType,
      denominationId: line.denominationId,
      denominationLabel: label,
      unitPriceMinor,
      quantity: line.quantity,
      lineTotalMinor,
      imageUrl: design?.src ?? product.imageSrc,
      design,
      giftDetails: line.giftDetails ?? null,
      validityMonths: product.validityMonths,
    } satisfies ValidatedLine;
  });
  checkQuantityLimits(catalog, lines);
  return {
    lines,
    taxClassIds: lines.map((line) => catalog.get(line.productId)!.taxClassId),
    shippingEnabled: lines.some((line) => catalog.get(line.productId)!.isShippingEnabled),
  };
}

/** A scheduled delivery more than this far in the past is refused; within it, the gift goes at once. */
const SCHEDULE_GRACE_MS = 5 * 60_000;

/**
 * A gift scheduled for a moment already past would be sent at once while the order still showed
 * the time chosen: refused, with what to do instead.
 */
function pastDeliveryMoment(line: OrderLine, productName: string, now = Date.now()): string | null {
  const moment = giftDeliveryInstant(line.giftDetails);
  if (!moment || moment.getTime() >= now - SCHEDULE_GRACE_MS) return null;
  const who = line.giftDetails?.recipientName?.trim();
  return `The delivery time chosen for ${who ? `${who}'s` : 'the'} ${productName} has already passed. Please choose a later time, or untick Schedule later to send it now.`;
}

function unitPrice(
  product: PricedProduct,
  line: OrderLine,
  store: StoreRecord,
): { unitPriceMinor: number; label: string } {
  const currency = store.settings.currencyCode;
  const denomination = product.denominations.find((d) => d.id === line.denominationId);
  if (denomination) return { unitPriceMinor: denomination.priceMinor, label: denomination.label };
  if (isCustomDenominationId(line.denominationId)) {
    const type = product.type as ProductType;
    if (!allowsCustomAmount({ type, hideCustomGiftCardAmounts: product.hideCustomAmounts }, store.settings))
      throw refuse(`Custom amounts are not available for ${product.name}.`);
    const amountMinor = toMinor(line.price, currency);
    const { minMinor, maxMinor } = customAmountBoundsMinor(
      currency,
      toMinor(store.settings.maxGiftCardBalance, currency),
      {
        minMinor: nullableMinor(product.customAmountMinMinor),
        maxMinor: nullableMinor(product.customAmountMaxMinor),
      },
    );
    if (amountMinor < minMinor || amountMinor > maxMinor)
      throw refuse(
        `A custom amount for ${product.name} must be between ${formatMoney(minorUnits(minMinor), currency)} and ${formatMoney(minorUnits(maxMinor), currency)}.`,
      );
    return { unitPriceMinor: amountMinor, label: formatMoney(amountMinor, currency) };
  }
  // A product sold at one price has no denominations: any non-custom id buys it at that price.
  if (product.denominations.length === 0 && product.priceMinor !== null)
    return { unitPriceMinor: product.priceMinor, label: formatMoney(minorUnits(product.priceMinor), currency) };
  throw refuse(
    `The option "${line.denominationLabel || line.denominationId}" of ${product.name} is no longer available.`,
  );
}

/** quantitySold + this order must stay within quantityLimit when the product is limited. */
function checkQuantityLimits(catalog: Map<string, PricedProduct>, lines: ValidatedLine[]): void {
  const wanted = new Map<string, number>();
  for (const line of lines) wanted.set(line.productId, (wanted.get(line.productId) ?? 0) + line.quantity);
  for (const [productId, quantity] of wanted) {
    const product = catalog.get(productId)!;
    const left = unitsLeft(product);
    if (left === null) continue;
    if (left === 0) throw refuse(`${product.name} is sold out.`, 'conflict');
    if (quantity > left) throw refuse(`Only ${left} of ${product.name} ${left === 1 ? 'is' : 'are'} left.`, 'conflict');
  }
}
