import type { StaffMember } from '@giftfront/domain/admin/staff';
import { STAFF_ROLE_LABELS, type StaffRole } from '@giftfront/domain/admin/staff-account';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { useChangeStaffRole } from '../api/staff-queries';

const WHAT_THEY_MAY_DO: Record<StaffRole, string> = {
  owner:
    'Owners can do everything: refund orders, void and adjust cards, change settings and payments, manage staff and API keys.',
  staff:
    'Staff find, redeem and resend gift cards. They can no longer void, adjust, refund, change settings or manage staff.',
};

/** Asks before a role changes: choosing in the list only proposes it. The server's refusal (the last owner) shows here. */
export function RoleChangeDialog({
  change,
  isYou,
  onClose,
  onChanged,
}: {
  change: { member: StaffMember; role: StaffRole } | null;
  isYou: boolean;
  onClose: () => void;
  onChanged: (member: StaffMember, role: StaffRole) => void;
}) {
  const changeRole = useChangeStaffRole();
  const roleWord = change ? STAFF_ROLE_LABELS[change.role].toLowerCase() : '';
  return (
    <ConfirmDialog
      open={change !== null}
      onClose={onClose}
      action={changeRole}
      title={change ? `Make ${change.member.name} ${change.role === 'owner' ? 'an owner' : 'staff'}?` : ''}
      description={change ? WHAT_THEY_MAY_DO[change.role] : ''}
      testId="role-change-dialog"
      confirmLabel={change ? `Make ${roleWord}` : 'Change role'}
      pendingLabel="Changing the role…"
      onConfirm={() =>
        change &&
        changeRole.mutate(
          { id: change.member.id, role: change.role },
          {
            onSuccess: () => {
              onChanged(change.member, change.role);
              changeRole.reset();
              onClose();
            },
          },
        )
      }
    >
      {change && (
        <p className="text-sm text-zinc-700">
          {change.member.name} ({change.member.email}) is {STAFF_ROLE_LABELS[change.member.role].toLowerCase()} now.
          {isYou && change.role === 'staff' && ' You will lose the owner pages at once.'}
        </p>
      )}
    </ConfirmDialog>
  );
}
