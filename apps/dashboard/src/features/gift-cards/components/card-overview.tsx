import type { GiftCardDetailInside } from '@giftfront/domain/admin/gift-cards';
import { formatAmount } from '@/lib/money';
import { CardFacts } from './card-facts';
import { CardStatusBadge } from './card-status-badge';
import { CodeReveal } from './code-reveal';

/** The card at a glance (code, balance, status), then its facts. */
export function CardOverview({ card }: { card: GiftCardDetailInside }) {
  return (
    <section aria-label="About this card" className="rounded-xl border border-zinc-200 bg-white shadow-xs">
      <div className="flex flex-wrap items-end justify-between gap-4 border-b border-zinc-100 px-5 py-4">
        <div className="min-w-0">
          <p className="text-sm text-zinc-600">Code</p>
          <CodeReveal cardId={card.id} maskedCode={card.maskedCode} />
        </div>
        <div className="sm:text-right">
          <p className="flex items-center gap-2 text-sm text-zinc-600 sm:justify-end">
            {card.kind === 'voucher' ? 'Value' : 'Balance'} <CardStatusBadge status={card.status} />
          </p>
          <p className="text-2xl font-semibold text-zinc-900 tabular-nums" data-testid="card-balance">
            {formatAmount(card.balance, card.currency)}
          </p>
        </div>
      </div>
      <div className="px-5 py-2">
        <CardFacts card={card} />
      </div>
    </section>
  );
}
