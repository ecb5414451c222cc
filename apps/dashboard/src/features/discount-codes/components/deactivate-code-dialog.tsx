import type { DiscountCode } from '../api/discount-code-queries';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { useSaveDiscountCode } from '../api/discount-code-queries';

/** Asks before switching a code off: checkouts refuse it from the next order on; it can be switched back on. */
export function DeactivateCodeDialog({
  code,
  onClose,
  onDone,
}: {
  code: DiscountCode | null;
  onClose: () => void;
  onDone: (code: string) => void;
}) {
  const save = useSaveDiscountCode();
  return (
    <ConfirmDialog
      open={code !== null}
      onClose={onClose}
      action={save}
      title={code ? `Deactivate ${code.code}?` : ''}
      description="Shoppers can no longer use it; orders already placed keep their discount. You can activate it again later."
      testId="deactivate-code-dialog"
      confirmLabel="Deactivate code"
      pendingLabel="Deactivating…"
      onConfirm={() =>
        code &&
        save.mutate(
          { id: code.id, body: { status: 'Inactive' } },
          {
            onSuccess: () => {
              onDone(code.code);
              save.reset();
              onClose();
            },
          },
        )
      }
    >
      {!save.isError && <p className="font-mono text-sm text-zinc-700">{code?.code}</p>}
    </ConfirmDialog>
  );
}
