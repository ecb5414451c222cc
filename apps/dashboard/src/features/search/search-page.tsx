import type { ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { Search } from 'lucide-react';
import { decodeSearchResults, searchResultsSchema } from '@giftfront/domain/admin/customers';
import { PageHeader } from '@/components/page-header';
import { QueryState } from '@/components/query-state';
import { StateMessage } from '@/components/state-message';
import { TimesInZone } from '@/components/times-in-zone';
import { apiGet, parsed } from '@/lib/api-client';
import { formatDateTime } from '@/lib/format-date';
import { formatAmount } from '@/lib/money';
import { useStoreTimeZone } from '@/lib/use-store-time-zone';

const linkClass = 'font-medium text-accent-ink underline underline-offset-2';

function Group({ title, children, testId }: { title: string; children: ReactNode; testId: string }) {
  return (
    <section aria-labelledby={`${testId}-heading`} className="mb-6" data-testid={testId}>
      <h2 id={`${testId}-heading`} className="mb-2 text-base font-semibold text-zinc-900">
        {title}
      </h2>
      <ul className="divide-y divide-zinc-100 rounded-xl border border-zinc-200 bg-white">{children}</ul>
    </section>
  );
}

/** The search box's results: orders, gift cards (by their last 4) and customers, each a link to its page. */
export function SearchPage() {
  const [params] = useSearchParams();
  const q = (params.get('q') ?? '').trim();
  const timeZone = useStoreTimeZone();
  const results = useQuery({
    queryKey: ['search', q],
    queryFn: ({ signal }) =>
      apiGet(`/api/admin/search?${new URLSearchParams({ q })}`, signal)
        .then(parsed(searchResultsSchema))
        .then(decodeSearchResults),
    enabled: q.length >= 2,
  });
  return (
    <div data-testid="search-page">
      <PageHeader title={q ? `Search: ${q}` : 'Search'} description="Orders, gift cards and customers that match." />
      <TimesInZone />
      {q.length < 2 ? (
        <StateMessage icon={Search} title="Type at least 2 characters in the search box" />
      ) : (
        <QueryState query={results} loadingLabel="Searching…">
          {(data) =>
            data.orders.length + data.cards.length + data.customers.length === 0 ? (
              <StateMessage
                icon={Search}
                title="Nothing matches"
                message="Try an order number, a card's last 4 characters, a name or an email."
              />
            ) : (
              <>
                {data.orders.length > 0 && (
                  <Group title="Orders" testId="search-orders">
                    {data.orders.map((order) => (
                      <li key={order.id} className="flex flex-wrap justify-between gap-2 px-4 py-3 text-sm">
                        <Link to={`/orders/${order.id}`} className={linkClass}>
                          {order.reference}
                        </Link>
                        <span className="text-zinc-700">
                          {order.name || order.email} · {formatDateTime(order.placedAt, timeZone)}
                        </span>
                      </li>
                    ))}
                  </Group>
                )}
                {data.cards.length > 0 && (
                  <Group title="Gift cards" testId="search-cards">
                    {data.cards.map((card) => (
                      <li key={card.id} className="flex flex-wrap justify-between gap-2 px-4 py-3 text-sm">
                        <Link to={`/gift-cards/${card.id}`} className={linkClass}>
                          Card •••• {card.codeEnding}
                        </Link>
                        <span className="text-zinc-700">
                          {formatAmount(card.balance, card.currency)} · {card.status}
                          {card.recipientName || card.recipientEmail
                            ? ` · to ${card.recipientName || card.recipientEmail}`
                            : ''}
                        </span>
                      </li>
                    ))}
                  </Group>
                )}
                {data.customers.length > 0 && (
                  <Group title="Customers" testId="search-customers">
                    {data.customers.map((person) => (
                      <li key={person.email} className="flex flex-wrap justify-between gap-2 px-4 py-3 text-sm">
                        <Link
                          to={`/customers/one?${new URLSearchParams({ email: person.email })}`}
                          className={linkClass}
                        >
                          {person.name || person.email}
                        </Link>
                        <span className="text-zinc-700">
                          {person.email} · {person.orders} order{person.orders === 1 ? '' : 's'}, {person.cardsReceived}{' '}
                          card{person.cardsReceived === 1 ? '' : 's'} received
                        </span>
                      </li>
                    ))}
                  </Group>
                )}
              </>
            )
          }
        </QueryState>
      )}
    </div>
  );
}
