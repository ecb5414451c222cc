import { isPercentType } from '@giftfront/domain/money';
import { minorUnits, toMinor } from '@giftfront/domain/money';
import { formatAmount } from '@/lib/money';
import { formatDateTime, formatDay } from '@/lib/format-date';

/** One line of an entry's details: 'Balance: $500.00 → $495.00', or one side alone for a creation or a removal. */
export interface AuditDetail {
  label: string;
  before?: string;
  after?: string;
}

export interface AuditDetailContext {
  /** The store's currency: the figures' own `currency` (a card's) wins. */
  currency: string;
  timeZone: string;
}

type Figures = Record<string, unknown> | null;

/** Words for the fields whose name alone reads badly; any other is its name in words ('recipientEmail' → 'Recipient email'). */
const LABELS: Record<string, string> = {
  balanceMinor: 'Balance',
  amountMinor: 'Amount',
  refundedMinor: 'Refunded in all',
  lossMinor: 'Not taken back from cards',
  takeMinor: 'Taken back',
  expiresOn: 'Expires',
  scheduledAt: 'Scheduled for',
  voidedReason: 'Void reason',
  frozenCards: 'Cards frozen',
  copyOf: 'Copy of',
  customAmountMin: 'Smallest custom amount',
  customAmountMax: 'Largest custom amount',
  denominations: 'Amounts',
  taxClassId: 'Tax class',
  isShippingEnabled: 'Posted',
  maxGiftCardBalance: 'Largest card balance',
  previousSecretExpiresAt: 'Previous secret works until',
  imageSrc: 'Image',
  order: 'Order',
};

/** Internal ids, storage keys and the currency (it shows in the amounts) are never details. */
const isHidden = (key: string): boolean =>
  key === 'id' || key === 'ids' || key === 'currency' || key === 'src' || key === 'imageSrc' || /(Id|Ids)$/.test(key);

/** Which decimal fields (the API's money, not minor units) are money, per the kind of thing changed. */
function isDecimalMoney(action: string, key: string, figures: Record<string, unknown>): boolean {
  if (action.startsWith('product.')) return ['price', 'customAmountMin', 'customAmountMax'].includes(key);
  if (action.startsWith('discount-code.'))
    return (
      key === 'minimumOrderAmount' ||
      (key === 'amount' && !isPercentType(String(figures.discountType ?? 'FixedAmount')))
    );
  if (action.startsWith('settings.')) return key === 'maxGiftCardBalance' || key === 'price';
  return false;
}

const words = (key: string): string => {
  if (LABELS[key]) return LABELS[key];
  const spaced = key
    .replace(/Minor$/, '')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .toLowerCase();
  return spaced.charAt(0).toUpperCase() + spaced.slice(1);
};

const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;
const LONGEST = 80;

function show(
  action: string,
  key: string,
  value: unknown,
  figures: Record<string, unknown>,
  context: AuditDetailContext,
): string {
  if (value === null || value === undefined || value === '') return 'none';
  const currency = typeof figures.currency === 'string' ? figures.currency : context.currency;
  if (typeof value === 'number') {
    // An audit record keeps the figures as they were written (decision 0175): a `…Minor` field in minor units, a body's field as the API's decimal.
    if (key.endsWith('Minor')) return formatAmount(minorUnits(value), currency);
    if (isDecimalMoney(action, key, figures)) return formatAmount(toMinor(value, currency), currency);
    if (key === 'amount' && action.startsWith('discount-code.')) return `${value}%`;
    return String(value);
  }
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  if (typeof value === 'string') {
    if (ISO_INSTANT.test(value)) return formatDateTime(value, context.timeZone);
    if (ISO_DAY.test(value)) return formatDay(value);
    const text = value
      .replace(/<[^>]*>/g, ' ')
      .replace(/\s+/g, ' ')
      .trim();
    return text.length > LONGEST ? `${text.slice(0, LONGEST - 1)}…` : text;
  }
  if (Array.isArray(value)) {
    if (value.length === 0) return 'none';
    return value.map((item) => show(action, key, item, figures, context)).join(', ');
  }
  if (typeof value === 'object') {
    const inner = value as Record<string, unknown>;
    const named = inner.label ?? inner.name ?? inner.card;
    const price = inner.price ?? inner.takeMinor;
    const priceKey = 'price' in inner ? 'price' : 'takeMinor';
    if (typeof named === 'string' && named)
      return price === undefined ? named : `${named} ${show(action, priceKey, price, figures, context)}`;
    return Object.entries(inner)
      .filter(([innerKey]) => !isHidden(innerKey))
      .map(([innerKey, innerValue]) => `${words(innerKey)} ${show(action, innerKey, innerValue, figures, context)}`)
      .join(', ');
  }
  return String(value);
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * An entry's figures as lines a person reads: only what changed, in words, amounts as money in
 * the card's or the store's currency, times on the store's clock, and no internal ids. A creation
 * or a removal lists what it had, leaving out what was empty.
 */
export function auditDetails(
  action: string,
  before: Figures,
  after: Figures,
  context: AuditDetailContext,
): AuditDetail[] {
  const keys = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])].filter(
    (key) => !isHidden(key),
  );
  const details: AuditDetail[] = [];
  for (const key of keys) {
    const inBefore = before !== null && key in before;
    const inAfter = after !== null && key in after;
    if (inBefore && inAfter && same(before[key], after[key])) continue;
    const label = words(key);
    if (inBefore && inAfter) {
      details.push({
        label,
        before: show(action, key, before[key], before, context),
        after: show(action, key, after[key], after, context),
      });
    } else {
      const figures = (inAfter ? after : before)!;
      const value = figures[key];
      if (value === null || value === undefined || value === '' || (Array.isArray(value) && value.length === 0))
        continue;
      const shown = show(action, key, value, figures, context);
      details.push(inAfter ? { label, after: shown } : { label, before: shown });
    }
  }
  return details;
}

/** A detail in one line: 'Balance: $500.00 → $495.00', 'Amount: $5.00'. */
export const detailLine = ({ label, before, after }: AuditDetail): string =>
  before !== undefined && after !== undefined ? `${label}: ${before} → ${after}` : `${label}: ${before ?? after}`;
