import type { ApiKey } from '@giftfront/domain/admin/api-keys';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { Dialog, DialogClose } from '@/components/dialog';
import { errorMessage } from '@/lib/api-client';
import { useRevokeApiKey } from '../api/api-key-queries';

/** Asks before revoking: whatever uses the key stops working at once. */
export function RevokeKeyDialog({ apiKey, onClose, onRevoked }: { apiKey: ApiKey | null; onClose: () => void; onRevoked: (key: ApiKey) => void }) {
  const revoke = useRevokeApiKey();
  const close = () => {
    revoke.reset();
    onClose();
  };
  return (
    <Dialog
      open={apiKey !== null}
      onOpenChange={(open) => !open && close()}
      title={apiKey ? `Revoke ${apiKey.name}?` : ''}
      description="Whatever uses this key stops working at once. This cannot be undone."
      testId="revoke-key-dialog"
      footer={
        <>
          <DialogClose asChild>
            <Button variant="secondary">Cancel</Button>
          </DialogClose>
          <Button
            variant="danger"
            disabled={revoke.isPending}
            onClick={() =>
              apiKey &&
              revoke.mutate(apiKey.id, {
                onSuccess: () => {
                  onRevoked(apiKey);
                  close();
                },
              })
            }
          >
            {revoke.isPending ? 'Revoking…' : 'Revoke key'}
          </Button>
        </>
      }
    >
      {apiKey && <p className="font-mono text-[13px] text-zinc-700">{apiKey.prefix}…</p>}
      {revoke.isError && (
        <Alert tone="error" className="mt-3">
          {errorMessage(revoke.error)}
        </Alert>
      )}
    </Dialog>
  );
}
