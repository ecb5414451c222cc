import type { AdminDiscountCode } from '@giftfront/domain/admin/discount-codes';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { Dialog, DialogClose } from '@/components/dialog';
import { errorMessage } from '@/lib/api-client';
import { useSaveDiscountCode } from '../api/discount-code-queries';

/** Asks before switching a code off: checkouts refuse it from the next order on; it can be switched back on. */
export function DeactivateCodeDialog({ code, onClose, onDone }: { code: AdminDiscountCode | null; onClose: () => void; onDone: (code: string) => void }) {
  const save = useSaveDiscountCode();
  const close = () => {
    save.reset();
    onClose();
  };
  return (
    <Dialog
      open={code !== null}
      onOpenChange={(open) => !open && close()}
      title={code ? `Deactivate ${code.code}?` : ''}
      description="Shoppers can no longer use it; orders already placed keep their discount. You can activate it again later."
      testId="deactivate-code-dialog"
      footer={
        <>
          <DialogClose asChild>
            <Button variant="secondary">Cancel</Button>
          </DialogClose>
          <Button
            variant="danger"
            disabled={save.isPending}
            onClick={() =>
              code &&
              save.mutate(
                { id: code.id, body: { status: 'Inactive' } },
                {
                  onSuccess: () => {
                    onDone(code.code);
                    close();
                  },
                },
              )
            }
          >
            {save.isPending ? 'Deactivating…' : 'Deactivate code'}
          </Button>
        </>
      }
    >
      {save.isError ? <Alert tone="error">{errorMessage(save.error)}</Alert> : <p className="font-mono text-sm text-zinc-700">{code?.code}</p>}
    </Dialog>
  );
}
