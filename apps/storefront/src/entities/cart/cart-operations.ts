import { type MinorUnits, sumMinor } from '@giftfront/domain/money';
import { cartItemSchema, type CartItem } from '@giftfront/domain/cart';
import { QUANTITY_MIN } from '@/components/quantity-stepper';
import { giftDetailsSchema, type GiftDetails } from '@giftfront/domain/gift-details';
import { lineTotalMinor } from '@giftfront/domain/pricing';
import type { NewCartItem } from './shop-actions';
import { createCartItemId } from './cart-item-id';

/** product §4 Cart operations as pure functions over the list of lines; product §5 texts. */
export const CART_MESSAGES = {
  productIdRequired: 'Product ID is required',
  itemIdRequired: 'Cart item ID is required',
} as const;

/** product §3 Cart: items and total (in minor units of the store's currency), plus the item count. */
export interface Cart {
  items: CartItem[];
  total: MinorUnits;
  count: number;
}

/** A line to add: new from a product page, or already carrying an id (a gift split). */
export type CartItemInput = NewCartItem & { id?: string };
type CreateId = () => string;

export function cartLineTotalMinor(item: CartItem): MinorUnits {
  return lineTotalMinor({ unitPriceMinor: item.options.denomination.price, quantity: item.quantity });
}

/** product §9 subtotal: Σ denomination price × quantity, summed in integer minor units. */
export function cartFromItems(items: CartItem[]): Cart {
  const total = sumMinor(items.map(cartLineTotalMinor));
  const count = items.reduce((sum, item) => sum + item.quantity, 0);
  return { items, total, count };
}

/** product §5: quantity cannot go below 1; there is no maximum. */
export function normalizeQuantity(quantity: number): number {
  return Number.isFinite(quantity) ? Math.max(QUANTITY_MIN, Math.trunc(quantity)) : QUANTITY_MIN;
}

function requireItemId(id: string): void {
  if (!id?.trim()) throw new Error(CART_MESSAGES.itemIdRequired);
}

/** Validated here so that nothing the stored-cart reader would later reject is ever written. */
function toCartItem(input: CartItemInput, id: string): CartItem {
  if (!input?.product?.id?.trim()) throw new Error(CART_MESSAGES.productIdRequired);
  const parsed = cartItemSchema.safeParse({ ...input, id, quantity: normalizeQuantity(input.quantity) });
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new Error(`Invalid cart item: ${issue?.path.join('.')} ${issue?.message}`.trim());
  }
  // The line was minor units before the check (a cart line is never decimals), and the check keeps its numbers.
  return parsed.data as CartItem;
}

function freshId(wanted: string | undefined, taken: readonly CartItem[], createId: CreateId): string {
  const isTaken = (id: string) => taken.some((item) => item.id === id);
  if (wanted && !isTaken(wanted)) return wanted;
  let id = createId();
  while (isTaken(id)) id = createId();
  return id;
}

/** Same product, amount, design and package: what a shopper sees as "the same card". */
function sameCard(a: CartItem, b: CartItem): boolean {
  const da = a.options.denomination;
  const db = b.options.denomination;
  return (
    a.product.id === b.product.id &&
    da.id === db.id &&
    da.price === db.price &&
    (a.options.theme?.id ?? '') === (b.options.theme?.id ?? '') &&
    (a.options.packageOption?.name ?? '') === (b.options.packageOption?.name ?? '')
  );
}

/**
 * Adds a line. Choice: adding the same card again without gift details raises the quantity of
 * the existing plain line instead of adding a twin line, as most shops do; a gift (a line with
 * details) is addressed to someone and never merges. Returns the line that now holds the item.
 */
export function addItem(
  items: readonly CartItem[],
  input: CartItemInput,
  createId: CreateId = createCartItemId,
): { items: CartItem[]; item: CartItem } {
  const candidate = toCartItem(input, input.id || 'pending');
  if (!candidate.options.giftDetails) {
    const twin = items.find((line) => !line.options.giftDetails && sameCard(line, candidate));
    if (twin) {
      const merged = { ...twin, quantity: twin.quantity + candidate.quantity };
      return { items: items.map((line) => (line.id === twin.id ? merged : line)), item: merged };
    }
  }
  const item = { ...candidate, id: freshId(input.id, items, createId) };
  return { items: [...items, item], item };
}

export function addSeveral(
  items: readonly CartItem[],
  inputs: readonly CartItemInput[],
  createId: CreateId = createCartItemId,
): { items: CartItem[]; added: CartItem[] } {
  let next = [...items];
  const added: CartItem[] = [];
  for (const input of inputs) {
    const result = addItem(next, input, createId);
    next = result.items;
    added.push(result.item);
  }
  return { items: next, added };
}

/** Puts several lines where one was (the gift split); an unknown id changes nothing. */
export function replaceOneBySeveral(
  items: readonly CartItem[],
  id: string,
  inputs: readonly CartItemInput[],
  createId: CreateId = createCartItemId,
): CartItem[] {
  requireItemId(id);
  const index = items.findIndex((item) => item.id === id);
  if (index < 0) return [...items];
  const others = items.filter((item) => item.id !== id);
  const replacements: CartItem[] = [];
  for (const input of inputs) {
    const line = toCartItem(input, 'pending');
    replacements.push({ ...line, id: freshId(input.id, [...others, ...replacements], createId) });
  }
  return [...items.slice(0, index), ...replacements, ...items.slice(index + 1)];
}

export function removeItem(items: readonly CartItem[], id: string): CartItem[] {
  requireItemId(id);
  return items.filter((item) => item.id !== id);
}

export function changeQuantity(items: readonly CartItem[], id: string, quantity: number): CartItem[] {
  requireItemId(id);
  return items.map((item) => (item.id === id ? { ...item, quantity: normalizeQuantity(quantity) } : item));
}

export function setGiftDetails(items: readonly CartItem[], id: string, details: GiftDetails): CartItem[] {
  requireItemId(id);
  const giftDetails = giftDetailsSchema.parse(details);
  return items.map((item) => (item.id === id ? { ...item, options: { ...item.options, giftDetails } } : item));
}

export function clearGiftDetails(items: readonly CartItem[], id: string): CartItem[] {
  requireItemId(id);
  return items.map((item) => (item.id === id ? { ...item, options: { ...item.options, giftDetails: null } } : item));
}

/** product §4 clear all; the store also forgets the stored payment intent (cart-storage). */
export function clearAll(): CartItem[] {
  return [];
}
