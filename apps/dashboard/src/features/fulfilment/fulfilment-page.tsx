import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { Download, FileText, PackageCheck } from 'lucide-react';
import { FULFILMENT_QUEUES, type FulfilmentOrder, type FulfilmentQueue } from '@giftfront/domain/admin/fulfilment';
import { FULFILMENT_STATUS_LABELS } from '@giftfront/domain/fulfilment-status';
import { PageNotices } from '@/components/page-notices';
import { Button, buttonClasses } from '@/components/button';
import { FilterTabs } from '@/components/filter-tabs';
import { PageHeader } from '@/components/page-header';
import { QueryState } from '@/components/query-state';
import { ResponsiveTable, type Column } from '@/components/responsive-table';
import { StateMessage } from '@/components/state-message';
import { errorMessage } from '@/lib/api-client';
import { formatDateTime } from '@/lib/format-date';
import { packingSlipsUrl, queueCsvUrl, useFulfilmentQueue, useMarkCollected } from './api/fulfilment-queries';
import { MarkShippedDialog } from './components/mark-shipped-dialog';
import { ShipTo } from './components/ship-to';
import { useStoreTimeZone } from '@/lib/use-store-time-zone';
import { TimesInZone } from '@/components/times-in-zone';

const queueOf = (value: string | null): FulfilmentQueue =>
  (FULFILMENT_QUEUES as readonly string[]).includes(value ?? '') ? (value as FulfilmentQueue) : 'awaiting-shipment';
const itemsOf = (order: FulfilmentOrder) =>
  order.items.map((item) => `${item.quantity} × ${item.productName} (${item.denominationLabel})`);

/** Postal and collection orders, oldest first: packing slips, marking shipped or collected, the CSV for a mailing house. */
export function FulfilmentPage() {
  const timeZone = useStoreTimeZone();
  const [params] = useSearchParams();
  const queue = queueOf(params.get('status'));
  const orders = useFulfilmentQueue(queue);
  const collect = useMarkCollected();
  const [selected, setSelected] = useState<string[]>([]);
  const [shipping, setShipping] = useState<FulfilmentOrder | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const postal = queue === 'awaiting-shipment';
  const toggle = (id: string, on: boolean) =>
    setSelected((ids) => (on ? [...ids, id] : ids.filter((other) => other !== id)));
  const columns: Column<FulfilmentOrder>[] = [
    {
      header: 'Order',
      cell: (o) => (
        <label className="flex items-start gap-2.5">
          <input
            type="checkbox"
            className="mt-0.5 size-4 accent-[var(--color-accent)]"
            checked={selected.includes(o.id)}
            onChange={(event) => toggle(o.id, event.target.checked)}
            aria-label={`Select ${o.reference}`}
          />
          <span className="min-w-0">
            <span className="block font-medium text-zinc-900">{o.reference}</span>
            <span className="block text-zinc-600">{formatDateTime(o.createdAt, timeZone)}</span>
          </span>
        </label>
      ),
    },
    { header: postal ? 'Ship to' : 'Collected by', cell: (o) => <ShipTo order={o} /> },
    {
      header: 'Items',
      cell: (o) =>
        itemsOf(o).map((line) => (
          <span key={line} className="block break-words">
            {line}
          </span>
        )),
    },
    {
      header: 'Actions',
      align: 'end',
      actions: true,
      cell: (o) => (
        <div className="flex flex-wrap justify-end gap-2">
          <a
            href={packingSlipsUrl([o.id])}
            download
            className={buttonClasses({ variant: 'secondary', size: 'sm' })}
            aria-label={`Packing slip for ${o.reference}`}
          >
            <FileText aria-hidden="true" className="size-4" /> Packing slip
          </a>
          {postal ? (
            <Button
              size="sm"
              aria-label={`Mark shipped: ${o.reference}`}
              onClick={() => {
                setNotice(null);
                setShipping(o);
              }}
            >
              Mark shipped
            </Button>
          ) : (
            <Button
              size="sm"
              disabled={collect.isPending}
              aria-label={`Mark collected: ${o.reference}`}
              onClick={() => {
                setNotice(null);
                collect.mutate(o.id, { onSuccess: () => setNotice(`${o.reference} was marked collected.`) });
              }}
            >
              Mark collected
            </Button>
          )}
        </div>
      ),
    },
  ];
  const chosen = selected.filter((id) => orders.data?.orders.some((o) => o.id === id));
  return (
    <div data-testid="fulfilment-page">
      <PageHeader
        title="Fulfilment"
        description="Orders whose cards go by post or are collected from the store, oldest first. Packing slips carry the cards' codes: keep them safe."
        actions={
          <>
            {chosen.length > 0 && (
              <a href={packingSlipsUrl(chosen)} download className={buttonClasses({ variant: 'secondary' })}>
                <FileText aria-hidden="true" className="size-4" /> Packing slips ({chosen.length})
              </a>
            )}
            <a
              href={queueCsvUrl(queue)}
              download
              className={buttonClasses({ variant: 'secondary' })}
              data-testid="export-csv"
            >
              <Download aria-hidden="true" className="size-4" /> Export CSV
            </a>
          </>
        }
      />
      <TimesInZone />
      <FilterTabs
        label="Queue"
        param="status"
        current={queue}
        options={FULFILMENT_QUEUES.map((value) => ({ value, label: FULFILMENT_STATUS_LABELS[value] }))}
      />
      <PageNotices notice={notice} refusal={collect.isError && errorMessage(collect.error)} />
      <QueryState query={orders} loadingLabel="Loading orders…">
        {({ orders: list }) =>
          list.length === 0 ? (
            <StateMessage
              icon={PackageCheck}
              title="All caught up"
              message={postal ? 'No order is waiting to be posted.' : 'No order is waiting to be collected.'}
            />
          ) : (
            <ResponsiveTable
              caption={`Orders ${FULFILMENT_STATUS_LABELS[queue].toLowerCase()}`}
              columns={columns}
              rows={list}
              rowKey={(o) => o.id}
              testId="fulfilment-orders"
            />
          )
        }
      </QueryState>
      <MarkShippedDialog order={shipping} onClose={() => setShipping(null)} onDone={setNotice} />
    </div>
  );
}
