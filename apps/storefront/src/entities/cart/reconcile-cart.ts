import { minorUnits } from '@giftfront/domain/money';
import { isCustomDenominationId, type CartDenomination, type CartItem, type Theme } from '@giftfront/domain/cart';
import { cartProductOf, themeOf } from '@giftfront/domain/cart-snapshot';
import { customAmountBoundsMinor } from '@giftfront/domain/custom-amount';
import { formatMoney } from '@/lib/money-format';
import type { Product } from '@giftfront/domain/product';
import { allowsCustomAmount } from '@giftfront/domain/product-rules';
import type { CartChange } from '@giftfront/domain/cart-changes';
import type { CatalogueRules } from './cart-changes';
import { limitQuantities } from './limit-cart-quantities';

export interface ReconciledCart {
  /** The very array given when nothing changed, so a caller can skip the write. */
  items: CartItem[];
  /** What the shopper should be told; a silent refresh (a new name, image or tax class) adds none. */
  changes: CartChange[];
}

/**
 * Brings stored cart lines in line with the live catalogue, as the server will judge the order
 * (ValidateOrder): a price from the line's denomination (matched by id), else the product's one
 * price, else a custom amount the store still allows within its bounds; units within what is left.
 * Ids, gift details and package options stay as they are.
 */
export function reconcileCart(
  items: readonly CartItem[],
  products: readonly Product[],
  rules: CatalogueRules,
): ReconciledCart {
  const byId = new Map(products.map((product) => [product.id, product]));
  const changes: CartChange[] = [];
  const kept: CartItem[] = [];
  for (const item of items) {
    const result = refreshLine(item, byId.get(item.product.id), rules);
    changes.push(...result.changes);
    if (result.item) kept.push(result.item);
  }
  const limited = limitQuantities(kept, byId);
  changes.push(...limited.changes);
  const next = limited.items;
  const same = next.length === items.length && next.every((item, index) => item === items[index]);
  return { items: same ? (items as CartItem[]) : next, changes };
}

type LineResult = { item: CartItem | null; changes: CartChange[] };

function refreshLine(item: CartItem, product: Product | undefined, rules: CatalogueRules): LineResult {
  const base = { itemId: item.id, productName: product?.name ?? item.product.name };
  if (!product) return { item: null, changes: [{ ...base, kind: 'product-unavailable' }] };
  const priced = priceLine(item.options.denomination, product, rules);
  if ('refused' in priced) return { item: null, changes: [{ ...base, ...priced.refused }] };
  const changes: CartChange[] = [];
  const { denomination } = priced;
  const fromMinor = item.options.denomination.price;
  if (fromMinor !== denomination.price)
    changes.push({
      ...base,
      kind: 'price-changed',
      optionLabel: denomination.label,
      fromMinor,
      toMinor: denomination.price,
    });

  const chosen = item.options.theme;
  const design = chosen ? (product.images.find((image) => image.id === chosen.id) ?? null) : null;
  if (chosen && !design && product.type === 'GiftCard')
    changes.push({ ...base, kind: 'design-unavailable', designName: chosen.name });
  const theme: Theme | null = design ? themeOf(design) : null;

  const next: CartItem = {
    ...item,
    product: keepIfSame(item.product, cartProductOf(product)),
    imageUrl: theme?.src ?? product.imageSrc ?? '',
    options: {
      ...item.options,
      denomination: keepIfSame(item.options.denomination, denomination),
      theme: chosen ? keepIfSame(chosen, theme) : chosen,
    },
  };
  const unchanged =
    next.product === item.product &&
    next.imageUrl === item.imageUrl &&
    next.options.denomination === item.options.denomination &&
    next.options.theme === item.options.theme;
  return { item: unchanged ? item : next, changes };
}

type Refusal = Extract<
  CartChange,
  { kind: 'option-unavailable' | 'custom-amount-unavailable' | 'custom-amount-out-of-range' }
>;
type WithoutLine<T> = T extends unknown ? Omit<T, 'itemId' | 'productName'> : never;
type Priced = { denomination: CartDenomination } | { refused: WithoutLine<Refusal> };

/** The price the server would charge for the line's denomination, or why it would refuse it. */
function priceLine(stored: CartDenomination, product: Product, rules: CatalogueRules): Priced {
  const live = product.denominations.find((d) => d.id === stored.id);
  if (live) return { denomination: { ...stored, price: live.price, label: live.label } };
  if (isCustomDenominationId(stored.id)) {
    if (!allowsCustomAmount(product, rules)) return { refused: { kind: 'custom-amount-unavailable' } };
    const amountMinor = stored.price;
    const { minMinor, maxMinor } = customAmountBoundsMinor(rules.currencyCode, minorUnits(rules.maxGiftCardBalance), {
      minMinor: product.customAmountMin,
      maxMinor: product.customAmountMax,
    });
    if (amountMinor < minMinor || amountMinor > maxMinor)
      return { refused: { kind: 'custom-amount-out-of-range', amountMinor, minMinor, maxMinor } };
    return { denomination: stored };
  }
  // A product sold at one price has no denominations: the server sells any other id at that price.
  if (product.denominations.length === 0 && typeof product.price === 'number' && product.price > 0) {
    if (stored.price === product.price) return { denomination: stored };
    return { denomination: { ...stored, price: product.price, label: formatMoney(product.price, rules.currencyCode) } };
  }
  return { refused: { kind: 'option-unavailable', optionLabel: stored.label } };
}

/** The stored object when every field of the fresh one equals it: unchanged lines keep their identity. */
function keepIfSame<T extends object>(stored: T, fresh: T): T;
function keepIfSame<T extends object>(stored: T, fresh: T | null): T | null;
function keepIfSame<T extends object>(stored: T, fresh: T | null): T | null {
  if (!fresh) return null;
  const keys = new Set([...Object.keys(stored), ...Object.keys(fresh)]) as Set<keyof T>;
  for (const key of keys) if (stored[key] !== fresh[key]) return fresh;
  return stored;
}
