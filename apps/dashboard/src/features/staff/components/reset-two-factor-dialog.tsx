import type { StaffMember } from '@giftfront/domain/admin/staff';
import { useResetStaffTwoFactor } from '../api/staff-queries';
import { StaffMemberConfirmDialog } from './staff-member-confirm-dialog';

/**
 * Asks before an owner resets someone's two-factor sign-in (decision 0151): their authenticator
 * app and recovery codes stop working, they are signed out everywhere and mailed.
 */
export function ResetTwoFactorDialog({
  member,
  onClose,
  onReset,
}: {
  member: StaffMember | null;
  onClose: () => void;
  onReset: (member: StaffMember) => void;
}) {
  return (
    <StaffMemberConfirmDialog
      member={member}
      action={useResetStaffTwoFactor()}
      onClose={onClose}
      onDone={onReset}
      title={(someone) => `Reset two-factor sign-in for ${someone.name}?`}
      description="Their authenticator app and recovery codes stop working, they are signed out everywhere and we email them. If the store requires two-factor sign-in, they set it up again when they next sign in."
      testId="reset-two-factor-dialog"
      confirmLabel="Reset two-factor sign-in"
      pendingLabel="Resetting…"
    />
  );
}
