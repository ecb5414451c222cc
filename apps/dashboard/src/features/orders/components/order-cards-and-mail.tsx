import { Link } from 'react-router';
import type { OrderDetailInside } from '@giftfront/domain/admin/order-detail';
import { auditActionLabel } from '@giftfront/domain/admin/audit';
import { Badge } from '@/components/badge';
import { formatDateTimeIn } from '@/lib/format-date';
import { formatAmount } from '@/lib/money';
import { DetailSection } from './detail-section';

const DELIVERY_KINDS: Record<string, string> = {
  receipt: 'Receipt',
  gift: 'Gift email',
  'order-refund': 'Refund email',
  'refund-notice': 'Refund notice',
};
const kindLabel = (kind: string) => DELIVERY_KINDS[kind] ?? kind;

/** The cards issued (masked), each delivery with its state, every email sent. */
export function OrderCards({ order }: { order: OrderDetailInside }) {
  return (
    <DetailSection title="Gift cards" testId="order-cards">
      <ul className="space-y-2 text-sm">
        {order.cards.map((card) => (
          <li key={card.id} data-testid="order-card" className="flex flex-wrap items-center justify-between gap-2">
            <span className="min-w-0 break-words">
              <Link to={`/gift-cards/${card.id}`} className="font-medium text-accent-ink underline underline-offset-2">
                Card ending <span className="font-mono">{card.last4}</span>
              </Link>
              {card.recipientEmail && <span className="text-zinc-600"> to {card.recipientEmail}</span>}
            </span>
            <span className="flex items-center gap-2">
              {formatAmount(card.balance, order.currency)} of {formatAmount(card.initial, order.currency)}
              <Badge tone={card.status === 'Active' ? 'success' : 'neutral'}>{card.status}</Badge>
            </span>
          </li>
        ))}
      </ul>
    </DetailSection>
  );
}

export function OrderMail({ order }: { order: OrderDetailInside }) {
  const when = (iso: string) => formatDateTimeIn(iso, order.timeZone);
  return (
    <DetailSection title="Deliveries and emails" testId="order-mail">
      <ul className="space-y-2 text-sm">
        {order.deliveries.map((delivery) => (
          <li key={delivery.id} className="break-words">
            <span className="font-medium">{kindLabel(delivery.kind)}</span> to {delivery.recipient}:{' '}
            <Badge tone={delivery.state === 'failed' ? 'warning' : 'neutral'}>{delivery.state}</Badge>{' '}
            <span className="text-zinc-600">
              ({delivery.state === 'sent' ? 'sent' : 'due'} {when(delivery.sendAt)})
            </span>
            {delivery.error && <span className="block text-red-700">{delivery.error}</span>}
          </li>
        ))}
      </ul>
      <h3 className="mt-4 text-sm font-semibold">
        {order.emails.length} email{order.emails.length === 1 ? '' : 's'} sent
      </h3>
      {order.emails.length > 0 && (
        <ul className="mt-2 space-y-2 text-sm" data-testid="order-emails">
          {order.emails.map((email) => (
            <li key={email.id} className="break-words">
              <span className="block font-medium">{email.subject ?? kindLabel(email.kind)}</span>
              To {email.to}: <Badge tone={email.state === 'sent' ? 'neutral' : 'warning'}>{email.state}</Badge>{' '}
              <span className="text-zinc-600">({when(email.at)})</span>
            </li>
          ))}
        </ul>
      )}
    </DetailSection>
  );
}

export function OrderAuditTrail({ order }: { order: OrderDetailInside }) {
  return (
    <DetailSection title="Audit trail" testId="order-audit">
      {order.audit.length === 0 ? (
        <p className="text-sm text-zinc-600">No one has changed this order.</p>
      ) : (
        <ol className="space-y-2 text-sm">
          {order.audit.map((entry) => (
            <li key={entry.id} className="break-words">
              {formatDateTimeIn(entry.at, order.timeZone)}:{' '}
              <span className="font-medium">{auditActionLabel(entry.action)}</span> by {entry.actor.name}
              {entry.reason && <span className="text-zinc-600"> ({entry.reason})</span>}
            </li>
          ))}
        </ol>
      )}
    </DetailSection>
  );
}
