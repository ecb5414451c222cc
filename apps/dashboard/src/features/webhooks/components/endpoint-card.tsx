import { useState } from 'react';
import { Send } from 'lucide-react';
import type { WebhookEndpoint } from '@giftfront/domain/admin/webhooks';
import { Alert } from '@/components/alert';
import { Badge } from '@/components/badge';
import { Button } from '@/components/button';
import { errorMessage } from '@/lib/api-client';
import { formatDateTime } from '@/lib/format-date';
import { useSendTestEvent, useUpdateWebhook } from '../api/webhook-queries';
import { DeliveryLog } from './delivery-log';

/** One endpoint: its URL and events, on or off (and why the server switched it off), its actions and its delivery log. */
export function EndpointCard({
  endpoint,
  onDelete,
  onRotate,
}: {
  endpoint: WebhookEndpoint;
  onDelete: () => void;
  onRotate: () => void;
}) {
  const update = useUpdateWebhook();
  const test = useSendTestEvent(endpoint.id);
  const [notice, setNotice] = useState<string | null>(null);
  const headingId = `endpoint-${endpoint.id}`;
  return (
    <section
      aria-labelledby={headingId}
      className="space-y-4 rounded-xl border border-zinc-200 bg-white p-4 shadow-xs sm:p-5"
      data-testid="webhook-endpoint"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0 space-y-1">
          <h2 id={headingId} className="font-mono text-sm font-semibold break-all text-zinc-900">
            {endpoint.url}
          </h2>
          <p className="text-sm text-zinc-600">
            <Badge tone={endpoint.enabled ? 'success' : 'neutral'}>{endpoint.enabled ? 'On' : 'Off'}</Badge>{' '}
            {endpoint.events.length} event {endpoint.events.length === 1 ? 'type' : 'types'}
            {endpoint.previousSecretExpiresAt &&
              `; the previous secret also signs until ${formatDateTime(endpoint.previousSecretExpiresAt)}`}
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button
            size="sm"
            disabled={!endpoint.enabled || test.isPending}
            onClick={() =>
              test.mutate(undefined, { onSuccess: () => setNotice('A test event is on its way. It shows below.') })
            }
          >
            <Send aria-hidden="true" className="size-4" /> Send test event
          </Button>
          <Button
            size="sm"
            variant="secondary"
            disabled={update.isPending}
            onClick={() => update.mutate({ id: endpoint.id, change: { enabled: !endpoint.enabled } })}
          >
            {endpoint.enabled ? 'Switch off' : 'Switch on'}
          </Button>
          <Button size="sm" variant="secondary" onClick={onRotate}>
            Rotate secret
          </Button>
          <Button size="sm" variant="secondary" className="text-red-700" onClick={onDelete}>
            Delete
          </Button>
        </div>
      </div>
      {endpoint.disabledReason && (
        <Alert tone="warning">{endpoint.disabledReason}. Switch it on once the receiver works.</Alert>
      )}
      {(update.isError || test.isError) && <Alert tone="error">{errorMessage(update.error ?? test.error)}</Alert>}
      {notice && (
        <p role="status" className="text-sm text-emerald-800">
          {notice}
        </p>
      )}
      <details className="text-sm">
        <summary className="cursor-pointer font-medium text-zinc-900">Events</summary>
        <ul className="mt-2 flex flex-wrap gap-1.5">
          {endpoint.events.map((type) => (
            <li key={type}>
              <code className="rounded bg-zinc-100 px-1.5 py-0.5 text-xs text-zinc-800">{type}</code>
            </li>
          ))}
        </ul>
      </details>
      <div className="space-y-2">
        <h3 className="text-sm font-semibold text-zinc-900">Delivery log</h3>
        <DeliveryLog endpointId={endpoint.id} url={endpoint.url} />
      </div>
    </section>
  );
}
