import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { GiftCardDetailInside } from '@giftfront/domain/admin/gift-cards';
import { formatDateTime, formatDay } from '@/lib/format-date';
import { formatAmount } from '@/lib/money';
import { KIND_LABELS } from '../kind-labels';
import { useStoreTimeZone } from '@/lib/use-store-time-zone';

const DELIVERY_STATES: Record<GiftCardDetailInside['delivery']['state'], string> = {
  pending: 'Waiting to be sent',
  sending: 'Sending',
  sent: 'Sent',
  failed: 'Failed',
  skipped: 'Not sent',
  none: 'No gift email',
};

const person = (who: GiftCardDetailInside['buyer']) =>
  who && (who.name || who.email) ? [who.name, who.email].filter(Boolean).join(' · ') : '—';

function delivery({ delivery: d }: GiftCardDetailInside, timeZone: string): string {
  if (d.state === 'none') return DELIVERY_STATES.none;
  const when = d.sentAt
    ? ` on ${formatDateTime(d.sentAt, timeZone)}`
    : d.scheduledAt && d.state === 'pending'
      ? ` for ${formatDateTime(d.scheduledAt, timeZone)}`
      : '';
  return `${d.method}: ${DELIVERY_STATES[d.state]}${when}${d.lastError ? ` (${d.lastError})` : ''}`;
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid gap-1 py-2.5 sm:grid-cols-[10rem_1fr] sm:gap-4">
      <dt className="text-sm text-zinc-600">{label}</dt>
      <dd className="min-w-0 text-sm break-words text-zinc-900">{children}</dd>
    </div>
  );
}

/** Everything the API says about the card but its ledger. */
export function CardFacts({ card }: { card: GiftCardDetailInside }) {
  const timeZone = useStoreTimeZone();
  return (
    <dl className="divide-y divide-zinc-100" data-testid="card-facts">
      <Fact label="Kind">{KIND_LABELS[card.kind]}</Fact>
      <Fact label="Product">{card.product.name ?? '—'}</Fact>
      <Fact label="Design">{card.design?.name ?? '—'}</Fact>
      <Fact label="Original value">{formatAmount(card.initialValue, card.currency)}</Fact>
      <Fact label="Currency">{card.currency}</Fact>
      <Fact label="Expires">{card.expiresOn ? formatDay(card.expiresOn) : 'Never'}</Fact>
      <Fact label="Issued">{formatDateTime(card.issuedAt, timeZone)}</Fact>
      <Fact label="Order">
        {card.order ? (
          <Link to={`/orders/${card.order.id}`} className="font-medium text-accent-ink underline underline-offset-2">
            {card.order.reference}
          </Link>
        ) : card.source === 'import' ? (
          'Imported from the store file'
        ) : card.source === 'counter' ? (
          'Sold at the counter'
        ) : (
          '—'
        )}
      </Fact>
      <Fact label="Buyer">{person(card.buyer)}</Fact>
      <Fact label="Recipient">{person(card.recipient)}</Fact>
      <Fact label="Gift email">{delivery(card, timeZone)}</Fact>
      {card.message && <Fact label="Message">{card.message}</Fact>}
      {card.used && <Fact label="Used">{`${formatDateTime(card.used.at, timeZone)} by ${card.used.by}`}</Fact>}
      {card.voidedReason && <Fact label="Voided because">{card.voidedReason}</Fact>}
    </dl>
  );
}
