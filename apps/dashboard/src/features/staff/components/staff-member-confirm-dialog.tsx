import type { StaffMember } from '@giftfront/domain/admin/staff';
import { ConfirmDialog } from '@/components/confirm-dialog';

/** A mutation run on one person's id (the staff queries' shape). */
interface MemberAction {
  isPending: boolean;
  isError: boolean;
  error: unknown;
  reset: () => void;
  mutate: (id: string, options: { onSuccess: () => void }) => void;
}

/** Asks before an owner does something to one person, who is named with their email under the question. */
export function StaffMemberConfirmDialog({
  member,
  action,
  onClose,
  onDone,
  ...texts
}: {
  member: StaffMember | null;
  action: MemberAction;
  onClose: () => void;
  onDone: (member: StaffMember) => void;
  title: (member: StaffMember) => string;
  description: string;
  testId: string;
  confirmLabel: string;
  pendingLabel: string;
}) {
  return (
    <ConfirmDialog
      open={member !== null}
      onClose={onClose}
      action={action}
      {...texts}
      title={member ? texts.title(member) : ''}
      onConfirm={() =>
        member &&
        action.mutate(member.id, {
          onSuccess: () => {
            onDone(member);
            action.reset();
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
