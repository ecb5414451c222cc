import type { SearchResultsInside as SearchResults } from '@giftfront/domain/admin/customers';
import { formatAmount } from '@/lib/money';

/** One result in the search box's list: what it says and the page it opens. */
export interface SearchOption {
  key: string;
  kind: 'orders' | 'cards' | 'customers';
  group: string;
  label: string;
  detail: string;
  href: string;
}

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** The search results as the box lists them: orders, then gift cards, then customers. */
export function searchOptions(results: SearchResults): SearchOption[] {
  return [
    ...results.orders.map((order) => ({
      key: `order-${order.id}`,
      kind: 'orders' as const,
      group: 'Orders',
      label: order.reference,
      detail: order.name || order.email,
      href: `/orders/${order.id}`,
    })),
    ...results.cards.map((card) => ({
      key: `card-${card.id}`,
      kind: 'cards' as const,
      group: 'Gift cards',
      label: `Card •••• ${card.codeEnding}`,
      detail: [
        formatAmount(card.balance, card.currency),
        card.status,
        card.recipientName || card.recipientEmail ? `to ${card.recipientName || card.recipientEmail}` : '',
      ]
        .filter(Boolean)
        .join(' · '),
      href: `/gift-cards/${card.id}`,
    })),
    ...results.customers.map((person) => ({
      key: `customer-${person.email}`,
      kind: 'customers' as const,
      group: 'Customers',
      label: person.name || person.email,
      detail: `${person.email} · ${plural(person.orders, 'order', 'orders')}`,
      href: `/customers/one?${new URLSearchParams({ email: person.email })}`,
    })),
  ];
}

/** What the polite live region says when results arrive: how many, of each kind. */
export function resultCountSentence(results: SearchResults): string {
  const parts = [
    results.orders.length ? plural(results.orders.length, 'order', 'orders') : '',
    results.cards.length ? plural(results.cards.length, 'gift card', 'gift cards') : '',
    results.customers.length ? plural(results.customers.length, 'customer', 'customers') : '',
  ].filter(Boolean);
  const total = results.orders.length + results.cards.length + results.customers.length;
  if (total === 0) return 'No matches. Press Enter to search everything.';
  return `${plural(total, 'match', 'matches')}: ${parts.join(', ')}. Use the up and down arrows to choose, Enter to open.`;
}
