import type { StaffMember } from '@giftfront/domain/admin/staff';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { Dialog, DialogClose } from '@/components/dialog';
import { errorMessage } from '@/lib/api-client';
import { useRemoveStaff } from '../api/staff-queries';

/** Asks before removing someone: their sessions end and their links stop working at once. */
export function RemoveDialog({ member, isYou, onClose, onRemoved }: { member: StaffMember | null; isYou: boolean; onClose: () => void; onRemoved: (member: StaffMember) => void }) {
  const remove = useRemoveStaff();
  const close = () => {
    remove.reset();
    onClose();
  };
  return (
    <Dialog
      open={member !== null}
      onOpenChange={(open) => !open && close()}
      title={member ? `Remove ${member.name}?` : ''}
      description={isYou ? 'You will be signed out and lose access to this store.' : 'They are signed out at once and can no longer use the dashboard.'}
      testId="remove-dialog"
      footer={
        <>
          <DialogClose asChild>
            <Button variant="secondary">Cancel</Button>
          </DialogClose>
          <Button
            variant="danger"
            disabled={remove.isPending}
            onClick={() =>
              member &&
              remove.mutate(member.id, {
                onSuccess: () => {
                  onRemoved(member);
                  close();
                },
              })
            }
          >
            {remove.isPending ? 'Removing…' : 'Remove'}
          </Button>
        </>
      }
    >
      {member && (
        <p className="text-sm text-zinc-700">
          {member.name} ({member.email})
        </p>
      )}
      {remove.isError && (
        <Alert tone="error" className="mt-3">
          {errorMessage(remove.error)}
        </Alert>
      )}
    </Dialog>
  );
}
