import type { ApiKey } from '@giftfront/domain/admin/api-keys';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { useRevokeApiKey } from '../api/api-key-queries';

/** Asks before revoking: whatever uses the key stops working at once. */
export function RevokeKeyDialog({
  apiKey,
  onClose,
  onRevoked,
}: {
  apiKey: ApiKey | null;
  onClose: () => void;
  onRevoked: (key: ApiKey) => void;
}) {
  const revoke = useRevokeApiKey();
  return (
    <ConfirmDialog
      open={apiKey !== null}
      onClose={onClose}
      action={revoke}
      title={apiKey ? `Revoke ${apiKey.name}?` : ''}
      description="Whatever uses this key stops working at once. This cannot be undone."
      testId="revoke-key-dialog"
      confirmLabel="Revoke key"
      pendingLabel="Revoking…"
      onConfirm={() =>
        apiKey &&
        revoke.mutate(apiKey.id, {
          onSuccess: () => {
            onRevoked(apiKey);
            revoke.reset();
            onClose();
          },
        })
      }
    >
      {apiKey && <p className="font-mono text-[13px] text-zinc-700">{apiKey.prefix}…</p>}
    </ConfirmDialog>
  );
}
