import { Link } from 'react-router';
import type { GiftCardSummaryInside } from '@giftfront/domain/admin/gift-cards';
import { ResponsiveTable, type Column } from '@/components/responsive-table';
import { formatDate, formatDay } from '@/lib/format-date';
import { formatAmount } from '@/lib/money';
import { KIND_LABELS } from '../kind-labels';
import { CardStatusBadge } from './card-status-badge';
import { useStoreTimeZone } from '@/lib/use-store-time-zone';

const whose = (card: GiftCardSummaryInside) => card.recipientName ?? card.recipientEmail ?? card.buyerEmail ?? '—';

export function GiftCardsTable({ cards }: { cards: GiftCardSummaryInside[] }) {
  const timeZone = useStoreTimeZone();
  const columns: Column<GiftCardSummaryInside>[] = [
    {
      header: 'Card',
      cell: (card) => (
        <Link to={`/gift-cards/${card.id}`} className="group block min-w-0 rounded-sm">
          <span className="block font-mono font-medium text-accent-ink group-hover:underline">
            •••• {card.codeEnding}
          </span>
          {card.productName && <span className="block truncate text-zinc-600">{card.productName}</span>}
        </Link>
      ),
    },
    { header: 'Status', cell: (card) => <CardStatusBadge status={card.status} /> },
    { header: 'Kind', cell: (card) => KIND_LABELS[card.kind] },
    {
      header: 'Balance',
      align: 'end',
      cell: (card) => (
        <span className="tabular-nums">
          {card.kind === 'voucher' ? '—' : formatAmount(card.balance, card.currency)}
        </span>
      ),
    },
    { header: 'Recipient', cell: (card) => <span className="block max-w-56 truncate md:max-w-48">{whose(card)}</span> },
    { header: 'Order', cell: (card) => <span className="whitespace-nowrap">{card.orderReference ?? 'Imported'}</span> },
    {
      header: 'Expires',
      cell: (card) => <span className="whitespace-nowrap">{card.expiresOn ? formatDay(card.expiresOn) : 'Never'}</span>,
    },
    {
      header: 'Issued',
      cell: (card) => (
        <time dateTime={card.issuedAt} className="whitespace-nowrap text-zinc-700">
          {formatDate(card.issuedAt, timeZone)}
        </time>
      ),
    },
  ];
  return (
    <ResponsiveTable
      caption="Gift cards"
      columns={columns}
      rows={cards}
      rowKey={(card) => card.id}
      testId="gift-cards"
    />
  );
}
