import { useState } from 'react';
import { Link } from 'react-router';
import { Layers, Plus } from 'lucide-react';
import type { BatchSummaryInside } from '@giftfront/domain/admin/batches';
import { Alert } from '@/components/alert';
import { Badge } from '@/components/badge';
import { Button } from '@/components/button';
import { PageHeader } from '@/components/page-header';
import { QueryState } from '@/components/query-state';
import { ResponsiveTable, type Column } from '@/components/responsive-table';
import { StateMessage } from '@/components/state-message';
import { formatDate, formatDay } from '@/lib/format-date';
import { formatAmount } from '@/lib/money';
import { useSession } from '@/lib/session';
import { useStoreTimeZone } from '@/lib/use-store-time-zone';
import { useBatches } from './api/batches-api';
import { IssueBatchDialog } from './components/issue-batch-dialog';

export const valueOf = (batch: BatchSummaryInside) =>
  batch.amount === null ? 'Card stock, value paid at the till' : formatAmount(batch.amount, batch.currency);

/** Code batches (owners): the batches issued, and 'Issue a batch'. */
export function BatchesPage() {
  const { currency } = useSession().store;
  const timeZone = useStoreTimeZone();
  const batches = useBatches(currency);
  const [issuing, setIssuing] = useState(false);
  const [issued, setIssued] = useState<BatchSummaryInside | null>(null);
  const columns: Column<BatchSummaryInside>[] = [
    {
      header: 'Batch',
      cell: (batch) => (
        <Link to={`/batches/${batch.id}`} className="font-medium text-accent-ink hover:underline">
          {batch.label}
        </Link>
      ),
    },
    { header: 'Cards', cell: (batch) => batch.quantity.toLocaleString('en-US'), align: 'end' },
    { header: 'Value', cell: valueOf },
    { header: 'Expires', cell: (batch) => (batch.expiresOn ? formatDay(batch.expiresOn) : 'Never') },
    {
      header: 'Kind',
      cell: (batch) => (
        <span className="flex flex-wrap gap-1">
          {batch.inactive && <Badge>Card stock</Badge>}
          {batch.promotional && <Badge tone="warning">Promotional</Badge>}
          {!batch.inactive && !batch.promotional && <Badge tone="success">Ready to give</Badge>}
        </span>
      ),
    },
    { header: 'Issued', cell: (batch) => `${formatDate(batch.createdAt, timeZone)} by ${batch.createdBy}` },
  ];
  return (
    <div data-testid="batches-page">
      <PageHeader
        title="Batches"
        description="Many gift cards at once: for staff and clients, or printed card stock activated at the counter."
        actions={
          <Button onClick={() => setIssuing(true)}>
            <Plus aria-hidden="true" className="size-4" /> Issue a batch
          </Button>
        }
      />
      {issued && (
        <div className="mb-4">
          <Alert tone="success">
            {issued.quantity.toLocaleString('en-US')} cards issued in {issued.label}.{' '}
            <Link to={`/batches/${issued.id}`} className="font-medium underline">
              Open the batch
            </Link>{' '}
            to download its codes or print sheets.
          </Alert>
        </div>
      )}
      <QueryState query={batches} loadingLabel="Loading the batches…">
        {(data) =>
          data.batches.length === 0 ? (
            <StateMessage
              icon={Layers}
              title="No batches yet"
              message="Issue a batch to give cards to many people at once or to print cards to sell at the counter."
            />
          ) : (
            <ResponsiveTable
              caption="Batches"
              columns={columns}
              rows={data.batches}
              rowKey={(b) => b.id}
              testId="batch-list"
            />
          )
        }
      </QueryState>
      <IssueBatchDialog open={issuing} onClose={() => setIssuing(false)} onIssued={setIssued} currency={currency} />
    </div>
  );
}
