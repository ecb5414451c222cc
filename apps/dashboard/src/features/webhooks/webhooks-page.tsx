import { useState } from 'react';
import { Plus, Webhook } from 'lucide-react';
import type { WebhookEndpoint } from '@giftfront/domain/admin/webhooks';
import { Button } from '@/components/button';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { PageHeader } from '@/components/page-header';
import { QueryState } from '@/components/query-state';
import { StateMessage } from '@/components/state-message';
import { useDeleteWebhook, useWebhooks } from './api/webhook-queries';
import { AddEndpointDialog } from './components/add-endpoint-dialog';
import { EndpointCard } from './components/endpoint-card';
import { RotateSecretDialog } from './components/rotate-secret-dialog';

/** Owners: where the store's events are sent (docs/webhooks.md): add (secret shown once), switch, test, the log, retry. */
export function WebhooksPage() {
  const webhooks = useWebhooks();
  const remove = useDeleteWebhook();
  const [adding, setAdding] = useState(false);
  const [deleting, setDeleting] = useState<WebhookEndpoint | null>(null);
  const [rotating, setRotating] = useState<WebhookEndpoint | null>(null);
  return (
    <div data-testid="webhooks-page">
      <PageHeader
        title="Webhooks"
        description="Your other systems hear of every card, order and email change as it happens: a signed POST to each URL you add."
        actions={
          <Button onClick={() => setAdding(true)}>
            <Plus aria-hidden="true" className="size-4" /> Add endpoint
          </Button>
        }
      />
      <QueryState query={webhooks} loadingLabel="Loading webhook endpoints…">
        {({ endpoints }) =>
          endpoints.length === 0 ? (
            <StateMessage
              icon={Webhook}
              title="No webhook endpoints yet"
              message="Add the URL of a system that should hear when cards are issued, spent, refunded or voided."
            />
          ) : (
            <div className="space-y-4">
              {endpoints.map((endpoint) => (
                <EndpointCard
                  key={endpoint.id}
                  endpoint={endpoint}
                  onDelete={() => setDeleting(endpoint)}
                  onRotate={() => setRotating(endpoint)}
                />
              ))}
            </div>
          )
        }
      </QueryState>
      <AddEndpointDialog open={adding} onOpenChange={setAdding} />
      <RotateSecretDialog endpoint={rotating} onClose={() => setRotating(null)} />
      <ConfirmDialog
        open={deleting !== null}
        onClose={() => setDeleting(null)}
        onConfirm={() => deleting && remove.mutate(deleting.id, { onSuccess: () => setDeleting(null) })}
        action={remove}
        title="Delete this endpoint?"
        description={`Nothing more is sent to ${deleting?.url ?? ''}, and its delivery log is deleted with it.`}
        testId="delete-webhook-dialog"
        confirmLabel="Delete endpoint"
        pendingLabel="Deleting…"
      />
    </div>
  );
}
