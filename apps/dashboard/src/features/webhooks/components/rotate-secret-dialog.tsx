import type { WebhookEndpoint } from '@giftfront/domain/admin/webhooks';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { Dialog, DialogClose } from '@/components/dialog';
import { errorMessage } from '@/lib/api-client';
import { useRotateSecret } from '../api/webhook-queries';
import { SecretShownOnce } from './secret-shown-once';

/** A new signing secret, shown once; the old one keeps signing for 24 hours while the receiver switches over. */
export function RotateSecretDialog({ endpoint, onClose }: { endpoint: WebhookEndpoint | null; onClose: () => void }) {
  const rotate = useRotateSecret();
  const close = () => {
    rotate.reset();
    onClose();
  };
  return (
    <Dialog
      open={endpoint !== null}
      onOpenChange={(next) => !next && close()}
      title={rotate.data ? 'New signing secret' : 'Rotate the signing secret?'}
      description={
        rotate.data
          ? undefined
          : 'Deliveries are signed with both the new and the old secret for 24 hours, then with the new one only.'
      }
      testId="rotate-secret-dialog"
      footer={
        rotate.data ? (
          <DialogClose asChild>
            <Button>Done</Button>
          </DialogClose>
        ) : (
          <>
            <DialogClose asChild>
              <Button variant="secondary">Cancel</Button>
            </DialogClose>
            <Button disabled={rotate.isPending} onClick={() => endpoint && rotate.mutate(endpoint.id)}>
              {rotate.isPending ? 'Rotating…' : 'Rotate secret'}
            </Button>
          </>
        )
      }
    >
      {rotate.data ? (
        <SecretShownOnce secret={rotate.data.secret} />
      ) : (
        <p className="text-sm break-all text-zinc-700">{endpoint?.url}</p>
      )}
      {rotate.isError && (
        <Alert tone="error" className="mt-3">
          {errorMessage(rotate.error)}
        </Alert>
      )}
    </Dialog>
  );
}
