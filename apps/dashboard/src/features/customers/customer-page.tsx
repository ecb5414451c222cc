import { Link, useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { ArrowLeft } from 'lucide-react';
import { customerDetailSchema, decodeCustomerDetail } from '@giftfront/domain/admin/customers';
import type { MinorUnits } from '@giftfront/domain/money';
import { PageHeader } from '@/components/page-header';
import { QueryState } from '@/components/query-state';
import { TimesInZone } from '@/components/times-in-zone';
import { apiGet, parsed } from '@/lib/api-client';
import { formatDateTime } from '@/lib/format-date';
import { formatAmount } from '@/lib/money';
import { useStoreTimeZone } from '@/lib/use-store-time-zone';

const linkClass = 'font-medium text-accent-ink underline underline-offset-2';
const money = (minor: MinorUnits, currency: string) => formatAmount(minor, currency);

/** One customer: the orders they placed and the cards they bought or were sent, each a link. */
export function CustomerPage() {
  const [params] = useSearchParams();
  const email = params.get('email') ?? '';
  const timeZone = useStoreTimeZone();
  const detail = useQuery({
    queryKey: ['customer', email],
    queryFn: ({ signal }) =>
      apiGet(`/api/admin/customers/one?${new URLSearchParams({ email })}`, signal)
        .then(parsed(customerDetailSchema))
        .then(decodeCustomerDetail),
    enabled: email.length > 0,
  });
  return (
    <div data-testid="customer-page">
      <Link to="/customers" className="mb-3 inline-flex items-center gap-1 text-sm text-accent-ink hover:underline">
        <ArrowLeft aria-hidden="true" className="size-4" /> All customers
      </Link>
      <QueryState query={detail} loadingLabel="Loading the customer…">
        {(person) => (
          <>
            <PageHeader title={person.name || person.email} description={person.email} />
            <TimesInZone />
            <section aria-labelledby="customer-orders" className="mb-6" data-testid="customer-orders">
              <h2 id="customer-orders" className="mb-2 text-base font-semibold text-zinc-900">
                Orders ({person.orders.length})
              </h2>
              {person.orders.length === 0 ? (
                <p className="text-sm text-zinc-700">No orders: they were sent cards.</p>
              ) : (
                <ul className="divide-y divide-zinc-100 rounded-xl border border-zinc-200 bg-white">
                  {person.orders.map((order) => (
                    <li key={order.id} className="flex flex-wrap justify-between gap-2 px-4 py-3 text-sm">
                      <Link to={`/orders/${order.id}`} className={linkClass}>
                        {order.reference}
                      </Link>
                      <span className="text-zinc-700">
                        {money(order.total, order.currency)} · {formatDateTime(order.placedAt, timeZone)}
                      </span>
                    </li>
                  ))}
                </ul>
              )}
            </section>
            <section aria-labelledby="customer-cards" data-testid="customer-cards">
              <h2 id="customer-cards" className="mb-2 text-base font-semibold text-zinc-900">
                Gift cards ({person.cards.length})
              </h2>
              {person.cards.length === 0 ? (
                <p className="text-sm text-zinc-700">No gift cards.</p>
              ) : (
                <ul className="divide-y divide-zinc-100 rounded-xl border border-zinc-200 bg-white">
                  {person.cards.map((card) => (
                    <li key={card.id} className="flex flex-wrap justify-between gap-2 px-4 py-3 text-sm">
                      <Link to={`/gift-cards/${card.id}`} className={linkClass}>
                        Card •••• {card.codeEnding}
                      </Link>
                      <span className="text-zinc-700">
                        {card.role === 'recipient' ? 'Sent to them' : 'Bought by them'} ·{' '}
                        {money(card.balance, card.currency)} · {card.status}
                      </span>
                    </li>
                  ))}
                </ul>
              )}
            </section>
          </>
        )}
      </QueryState>
    </div>
  );
}
