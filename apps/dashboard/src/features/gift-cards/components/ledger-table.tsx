import { minorUnits, type MinorUnits } from '@giftfront/domain/money';
import type { GiftCardDetailInside, LedgerEntryInside, RedemptionInside } from '@giftfront/domain/admin/gift-cards';
import { LEDGER_KIND_LABELS } from '@giftfront/domain/gift-card-status';
import { Badge } from '@/components/badge';
import { Button } from '@/components/button';
import { ResponsiveTable, type Column } from '@/components/responsive-table';
import { formatDateTime } from '@/lib/format-date';
import { formatAmount } from '@/lib/money';
import { useStoreTimeZone } from '@/lib/use-store-time-zone';

const CHANNELS: Record<LedgerEntryInside['channel'], string> = {
  checkout: 'Checkout',
  counter: 'Counter',
  api: 'Point of sale',
  system: 'System',
};

/**
 * Where it was done: the owners' own actions (adjust, void, reactivate, a new expiry, a resent
 * email) are made in the dashboard, not at the counter, though the ledger records them as 'counter'.
 */
const DASHBOARD_KINDS = new Set<LedgerEntryInside['kind']>(['adjust', 'void', 'reactivate', 'expiry', 'resend']);
export const channelLabel = (entry: Pick<LedgerEntryInside, 'kind' | 'channel'>): string =>
  entry.channel === 'counter' && DASHBOARD_KINDS.has(entry.kind) ? 'Dashboard' : CHANNELS[entry.channel];

const signed = (minor: MinorUnits, currency: string) =>
  minor > 0 ? `+${formatAmount(minor, currency)}` : minor < 0 ? `−${formatAmount(minorUnits(-minor), currency)}` : '—';

// A reactivation's row once carried the void's reason; the void's own row says why, once.
const why = (entry: LedgerEntryInside) =>
  [
    entry.kind === 'reactivate' ? null : entry.reason,
    entry.note,
    entry.orderReference && `Order ${entry.orderReference}`,
  ]
    .filter(Boolean)
    .join(' · ') || '—';

/**
 * Every movement of the card, newest first, with who, when, through what and why. Owners may
 * reverse a redemption that is not yet reversed.
 */
export function LedgerTable({
  card,
  onReverse,
}: {
  card: GiftCardDetailInside;
  onReverse: ((redemption: RedemptionInside) => void) | null;
}) {
  const timeZone = useStoreTimeZone();
  const reversible = (entry: LedgerEntryInside) => {
    const redemption = entry.kind === 'redeem' ? card.redemptions.find((r) => r.id === entry.redemptionId) : undefined;
    return redemption && !redemption.reversedAt ? redemption : null;
  };
  const columns: Column<LedgerEntryInside>[] = [
    {
      header: 'What',
      cell: (entry) => <span className="font-medium text-zinc-900">{LEDGER_KIND_LABELS[entry.kind]}</span>,
    },
    {
      header: 'When',
      cell: (entry) => (
        <time dateTime={entry.at} className="whitespace-nowrap text-zinc-700">
          {formatDateTime(entry.at, timeZone)}
        </time>
      ),
    },
    {
      header: 'Amount',
      align: 'end',
      cell: (entry) => (
        <span className="whitespace-nowrap tabular-nums">
          {entry.kind === 'expiry' || entry.kind === 'resend' ? '' : signed(entry.amount, card.currency)}
        </span>
      ),
    },
    {
      header: 'Who',
      cell: (entry) => (
        <span className="inline-flex flex-wrap items-center justify-end gap-1.5 md:justify-start">
          <span>{entry.actor ?? '—'}</span>
          <Badge>{channelLabel(entry)}</Badge>
        </span>
      ),
    },
    { header: 'Why', cell: (entry) => <span className="text-zinc-700">{why(entry)}</span> },
  ];
  if (onReverse) {
    columns.push({
      header: 'Actions',
      align: 'end',
      actions: true,
      cell: (entry) => {
        const redemption = reversible(entry);
        return redemption ? (
          <Button
            variant="secondary"
            size="sm"
            onClick={() => onReverse(redemption)}
            aria-label={`Reverse the redemption of ${formatAmount(redemption.amount, redemption.currency)} on ${formatDateTime(redemption.at, timeZone)}`}
          >
            Reverse
          </Button>
        ) : null;
      },
    });
  }
  return (
    <ResponsiveTable
      caption="Ledger"
      columns={columns}
      rows={[...card.ledger].reverse()}
      rowKey={(entry) => entry.id}
      testId="ledger"
    />
  );
}
