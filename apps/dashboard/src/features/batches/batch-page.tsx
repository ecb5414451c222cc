import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { ArrowLeft, Ban } from 'lucide-react';
import type { BatchDetailInside } from '@giftfront/domain/admin/batches';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { CsvDownloadButton } from '@/components/csv-download-button';
import { PageHeader } from '@/components/page-header';
import { QueryState } from '@/components/query-state';
import { formatDate, formatDay } from '@/lib/format-date';
import { formatAmount } from '@/lib/money';
import { useSession } from '@/lib/session';
import { useStoreTimeZone } from '@/lib/use-store-time-zone';
import { useBatch, useVoidUnused } from './api/batches-api';
import { valueOf } from './batches-page';

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <div className="rounded-xl border border-zinc-200 bg-white p-4 shadow-xs">
      <dt className="text-sm text-zinc-600">{label}</dt>
      <dd className="mt-1 text-2xl font-semibold text-zinc-900 tabular-nums">{value}</dd>
    </div>
  );
}

function Figures({ batch }: { batch: BatchDetailInside }) {
  const count = (n: number) => n.toLocaleString('en-US');
  const { figures } = batch;
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3" data-testid="batch-figures">
      <Figure label="Issued" value={count(figures.issued)} />
      <Figure label="Activated" value={count(figures.activated)} />
      <Figure label="Spent" value={count(figures.spent)} />
      <Figure label="Unused" value={count(figures.unused)} />
      <Figure label="Voided" value={count(figures.voided)} />
      <Figure label="Outstanding balance" value={formatAmount(figures.outstanding, batch.currency)} />
    </dl>
  );
}

/** One batch: how its cards stand, its codes as CSV, its print sheets, and voiding what was never used. */
export function BatchPage() {
  const { id = '' } = useParams();
  const { currency } = useSession().store;
  const timeZone = useStoreTimeZone();
  const batch = useBatch(id, currency);
  const voidUnused = useVoidUnused(id);
  const [confirming, setConfirming] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  return (
    <div data-testid="batch-page">
      <Link
        to="/batches"
        className="mb-3 inline-flex items-center gap-1 rounded-sm text-sm font-medium text-accent-ink hover:underline"
      >
        <ArrowLeft aria-hidden="true" className="size-4" /> All batches
      </Link>
      <PageHeader
        title={batch.data ? batch.data.label : 'Batch'}
        description={
          batch.data
            ? `${batch.data.quantity.toLocaleString('en-US')} cards · ${valueOf(batch.data)} · ${
                batch.data.expiresOn ? `expires ${formatDay(batch.data.expiresOn)}` : 'never expires'
              }${batch.data.promotional ? ' · promotional' : ''} · issued ${formatDate(batch.data.createdAt, timeZone)} by ${batch.data.createdBy}`
            : undefined
        }
      />
      <QueryState query={batch} loadingLabel="Loading the batch…">
        {(data) => (
          <div className="space-y-6">
            {notice && <Alert tone="success">{notice}</Alert>}
            <Figures batch={data} />
            <section aria-labelledby="batch-files" className="space-y-3">
              <h2 id="batch-files" className="text-base font-semibold text-zinc-900">
                Codes and print sheets
              </h2>
              <p className="text-sm text-zinc-600">
                The codes are money: each download is recorded in the audit log. Print sheets hold ten cards of 85.6 ×
                54 mm to a page, with crop marks.
              </p>
              <div className="flex flex-wrap gap-3">
                <CsvDownloadButton
                  url={`/api/admin/batches/${data.id}/codes.csv`}
                  fallbackName="batch-codes.csv"
                  label="Download codes (CSV)"
                />
                <CsvDownloadButton
                  url={`/api/admin/batches/${data.id}/print.pdf`}
                  fallbackName="batch-print-sheets.pdf"
                  label="Download print sheets (PDF)"
                />
              </div>
            </section>
            <section aria-labelledby="batch-void" className="space-y-3">
              <h2 id="batch-void" className="text-base font-semibold text-zinc-900">
                Void the unused cards
              </h2>
              <p className="text-sm text-zinc-600">
                Cards never activated or never used stop working at once; cards in use keep their balance.
              </p>
              <Button variant="danger" onClick={() => setConfirming(true)} disabled={data.figures.unused === 0}>
                <Ban aria-hidden="true" className="size-4" /> Void {data.figures.unused.toLocaleString('en-US')} unused
                cards
              </Button>
            </section>
            <ConfirmDialog
              open={confirming}
              onClose={() => setConfirming(false)}
              onConfirm={() =>
                voidUnused.mutate(undefined, {
                  onSuccess: ({ voided }) => {
                    setConfirming(false);
                    setNotice(`${voided.toLocaleString('en-US')} unused cards voided.`);
                    void batch.refetch();
                  },
                })
              }
              action={voidUnused}
              title={`Void ${data.figures.unused.toLocaleString('en-US')} unused cards?`}
              description="They can no longer be activated or spent. This cannot be undone from this page."
              testId="void-unused-dialog"
              confirmLabel="Void the unused cards"
              pendingLabel="Voiding…"
            />
          </div>
        )}
      </QueryState>
    </div>
  );
}
