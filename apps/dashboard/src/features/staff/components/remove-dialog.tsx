import type { StaffMember } from '@giftfront/domain/admin/staff';
import { useRemoveStaff } from '../api/staff-queries';
import { StaffMemberConfirmDialog } from './staff-member-confirm-dialog';

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
  return (
    <StaffMemberConfirmDialog
      member={member}
      action={useRemoveStaff()}
      onClose={onClose}
      onDone={onRemoved}
      title={(someone) => `Remove ${someone.name}?`}
      description={
        isYou
          ? 'You will be signed out and lose access to this store.'
          : 'They are signed out at once and can no longer use the dashboard.'
      }
      testId="remove-dialog"
      confirmLabel="Remove"
      pendingLabel="Removing…"
    />
  );
}
