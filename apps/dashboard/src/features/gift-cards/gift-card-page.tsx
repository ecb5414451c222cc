import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { ArrowLeft } from 'lucide-react';
import type { RedemptionInside } from '@giftfront/domain/admin/gift-cards';
import { Alert } from '@/components/alert';
import { PageHeader } from '@/components/page-header';
import { QueryState } from '@/components/query-state';
import { useCan } from '@/lib/session';
import { useGiftCard } from './api/gift-card-queries';
import { CardActionsBar, type CardAction } from './components/card-actions-bar';
import { CardOverview } from './components/card-overview';
import { LedgerTable } from './components/ledger-table';
import { CardDialogs } from './dialogs/card-dialogs';
import { TimesInZone } from '@/components/times-in-zone';

/** One card: its code (masked, shown on request), everything known about it, its whole ledger, and what the person's role may do. */
export function GiftCardPage() {
  const { id = '' } = useParams();
  const card = useGiftCard(id);
  const isOwner = useCan('owner');
  const [action, setAction] = useState<CardAction | null>(null);
  const [reversing, setReversing] = useState<RedemptionInside | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const open = (next: CardAction) => {
    setNotice(null);
    setAction(next);
  };

  return (
    <div data-testid="gift-card-page">
      <Link
        to="/gift-cards"
        className="mb-3 inline-flex items-center gap-1 rounded-sm text-sm font-medium text-accent-ink hover:underline"
      >
        <ArrowLeft aria-hidden="true" className="size-4" /> All gift cards
      </Link>
      <PageHeader
        title={card.data ? `Gift card ${card.data.maskedCode}` : 'Gift card'}
        description={card.data?.product.name ?? undefined}
      />
      <TimesInZone />
      <QueryState query={card} loadingLabel="Loading the gift card…">
        {(data) => (
          <div className="space-y-6">
            <CardActionsBar card={data} isOwner={isOwner} onAction={open} />
            {notice && (
              <Alert tone="success" testId="card-notice">
                {notice}
              </Alert>
            )}
            <CardOverview card={data} />
            <section aria-labelledby="ledger-heading">
              <h2 id="ledger-heading" className="mb-3 text-base font-semibold text-zinc-900">
                Ledger
              </h2>
              <LedgerTable
                card={data}
                onReverse={isOwner ? (redemption) => (setNotice(null), setReversing(redemption)) : null}
              />
            </section>
            <CardDialogs
              card={data}
              action={action}
              onAction={setAction}
              reversing={reversing}
              onReversing={setReversing}
              onDone={setNotice}
            />
          </div>
        )}
      </QueryState>
    </div>
  );
}
