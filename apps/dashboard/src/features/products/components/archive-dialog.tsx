import type { ProductRow } from '../api/product-queries';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { Dialog, DialogClose } from '@/components/dialog';
import { errorMessage } from '@/lib/api-client';
import { useArchiveProduct } from '../api/product-queries';

/** Asks before archiving (the product leaves the storefront; its sales and cards stay) or bringing one back. */
export function ArchiveDialog({
  product,
  onClose,
  onDone,
}: {
  product: ProductRow | null;
  onClose: () => void;
  onDone: (text: string) => void;
}) {
  const change = useArchiveProduct();
  const archive = product?.status !== 'Archived';
  const close = () => {
    change.reset();
    onClose();
  };
  const confirm = () =>
    product &&
    change.mutate(
      { id: product.id, archive },
      {
        onSuccess: () => {
          onDone(
            archive
              ? `${product.name} is archived: shoppers no longer see it.`
              : `${product.name} is back on the storefront.`,
          );
          close();
        },
      },
    );
  return (
    <Dialog
      open={product !== null}
      onOpenChange={(open) => !open && close()}
      title={product ? `${archive ? 'Archive' : 'Unarchive'} ${product.name}?` : ''}
      description={
        archive
          ? 'It disappears from the storefront. Cards already sold keep working, and you can bring it back at any time.'
          : 'It shows on the storefront again, in its place in the list.'
      }
      testId="archive-dialog"
      footer={
        <>
          <DialogClose asChild>
            <Button variant="secondary">Cancel</Button>
          </DialogClose>
          <Button variant={archive ? 'danger' : 'primary'} disabled={change.isPending} onClick={confirm}>
            {change.isPending ? 'Saving…' : archive ? 'Archive' : 'Unarchive'}
          </Button>
        </>
      }
    >
      {change.isError && <Alert tone="error">{errorMessage(change.error)}</Alert>}
      {!change.isError && product && <p className="text-sm text-zinc-700">{product.quantitySold} sold so far.</p>}
    </Dialog>
  );
}
