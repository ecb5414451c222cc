import type { StaffMember } from '@giftfront/domain/admin/staff';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { useRemoveStaff } from '../api/staff-queries';

/** Asks before removing someone: their sessions end and their links stop working at once. */
export function RemoveDialog({
  member,
  isYou,
  onClose,
  onRemoved,
}: {
  member: StaffMember | null;
  isYou: boolean;
  onClose: () => void;
  onRemoved: (member: StaffMember) => void;
}) {
  const remove = useRemoveStaff();
  return (
    <ConfirmDialog
      open={member !== null}
      onClose={onClose}
      action={remove}
      title={member ? `Remove ${member.name}?` : ''}
      description={
        isYou
          ? 'You will be signed out and lose access to this store.'
          : 'They are signed out at once and can no longer use the dashboard.'
      }
      testId="remove-dialog"
      confirmLabel="Remove"
      pendingLabel="Removing…"
      onConfirm={() =>
        member &&
        remove.mutate(member.id, {
          onSuccess: () => {
            onRemoved(member);
            remove.reset();
            onClose();
          },
        })
      }
    >
      {member && (
        <p className="text-sm text-zinc-700">
          {member.name} ({member.email})
        </p>
      )}
    </ConfirmDialog>
  );
}
