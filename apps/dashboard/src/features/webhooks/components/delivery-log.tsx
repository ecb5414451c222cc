import { RotateCw } from 'lucide-react';
import type { WebhookDelivery } from '@giftfront/domain/admin/webhooks';
import { Alert } from '@/components/alert';
import { Badge } from '@/components/badge';
import { Button } from '@/components/button';
import { QueryState } from '@/components/query-state';
import { ResponsiveTable, type Column } from '@/components/responsive-table';
import { errorMessage } from '@/lib/api-client';
import { formatDateTime } from '@/lib/format-date';
import { useRetryDelivery, useWebhookDeliveries } from '../api/webhook-queries';

const STATUS = {
  pending: { tone: 'warning', label: 'Pending' },
  succeeded: { tone: 'success', label: 'Delivered' },
  failed: { tone: 'danger', label: 'Failed' },
} as const;

function answerOf(delivery: WebhookDelivery): string {
  if (delivery.attempts === 0) return 'Not sent yet';
  const status = delivery.responseStatus === null ? 'No answer' : `HTTP ${delivery.responseStatus}`;
  return delivery.durationMs === null ? status : `${status} in ${delivery.durationMs} ms`;
}

/** An endpoint's latest deliveries: event, outcome, the answer's first 1 KB, and Retry. */
export function DeliveryLog({ endpointId, url }: { endpointId: string; url: string }) {
  const deliveries = useWebhookDeliveries(endpointId);
  const retry = useRetryDelivery(endpointId);
  const columns: Column<WebhookDelivery>[] = [
    { header: 'Event', cell: (d) => <code className="text-[13px] font-medium text-zinc-900">{d.type}</code> },
    { header: 'Status', cell: (d) => <Badge tone={STATUS[d.status].tone}>{STATUS[d.status].label}</Badge> },
    { header: 'Answer', cell: (d) => <span className="whitespace-nowrap">{answerOf(d)}</span> },
    {
      header: 'Response',
      cell: (d) =>
        d.response ? (
          <span className="block max-w-64 truncate font-mono text-xs text-zinc-700" title={d.response}>
            {d.response}
          </span>
        ) : (
          '—'
        ),
    },
    { header: 'Attempts', cell: (d) => d.attempts },
    {
      header: 'When',
      cell: (d) => <span className="whitespace-nowrap">{formatDateTime(d.lastAttemptAt ?? d.createdAt)}</span>,
    },
    {
      header: 'Actions',
      align: 'end',
      actions: true,
      cell: (d) => (
        <Button
          variant="secondary"
          size="sm"
          aria-label={`Retry ${d.type} from ${formatDateTime(d.createdAt)}`}
          disabled={retry.isPending}
          onClick={() => retry.mutate(d.id)}
        >
          <RotateCw aria-hidden="true" className="size-4" /> Retry
        </Button>
      ),
    },
  ];
  return (
    <div className="space-y-3">
      {retry.isError && <Alert tone="error">{errorMessage(retry.error)}</Alert>}
      <QueryState query={deliveries} loadingLabel="Loading deliveries…">
        {({ deliveries: list }) =>
          list.length === 0 ? (
            <p className="text-sm text-zinc-600">Nothing sent yet. Send a test event to see it here.</p>
          ) : (
            <ResponsiveTable
              caption={`Deliveries to ${url}`}
              columns={columns}
              rows={list}
              rowKey={(d) => d.id}
              testId="webhook-deliveries"
            />
          )
        }
      </QueryState>
    </div>
  );
}
