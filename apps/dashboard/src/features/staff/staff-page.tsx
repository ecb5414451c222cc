import { useState } from 'react';
import { UserPlus, Users } from 'lucide-react';
import type { StaffMember } from '@giftfront/domain/admin/staff';
import { STAFF_ROLE_LABELS, type StaffRole } from '@giftfront/domain/admin/staff-account';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { PageHeader } from '@/components/page-header';
import { QueryState } from '@/components/query-state';
import { StateMessage } from '@/components/state-message';
import { errorMessage } from '@/lib/api-client';
import { useSession } from '@/lib/session';
import { useResendInvitation, useStaff } from './api/staff-queries';
import { InviteDialog } from './components/invite-dialog';
import { RemoveDialog } from './components/remove-dialog';
import { ResetTwoFactorDialog } from './components/reset-two-factor-dialog';
import { RoleChangeDialog } from './components/role-change-dialog';
import { StaffTable } from './components/staff-table';
import { TimesInZone } from '@/components/times-in-zone';

type Notice = { tone: 'success' | 'error'; text: string } | null;

/** Owners: who can use the dashboard, with which role; invite, resend, change a role, remove. */
export function StaffPage() {
  const session = useSession();
  const staff = useStaff();
  const resend = useResendInvitation();
  const [inviting, setInviting] = useState(false);
  const [removing, setRemoving] = useState<StaffMember | null>(null);
  const [resetting, setResetting] = useState<StaffMember | null>(null);
  const [roleChange, setRoleChange] = useState<{ member: StaffMember; role: StaffRole } | null>(null);
  const [notice, setNotice] = useState<Notice>(null);
  const busyId = resend.isPending ? (resend.variables ?? null) : null;

  const report = (text: string) => setNotice({ tone: 'success', text });
  const fail = (error: unknown) => setNotice({ tone: 'error', text: errorMessage(error) });
  const actions = {
    youId: session.id,
    busyId,
    changeRole: (member: StaffMember, role: StaffRole) => {
      setNotice(null);
      if (role !== member.role) setRoleChange({ member, role });
    },
    resend: (member: StaffMember) =>
      resend.mutate(member.id, {
        onSuccess: () => report(`A new invitation is on its way to ${member.email}.`),
        onError: fail,
      }),
    remove: (member: StaffMember) => {
      setNotice(null);
      setRemoving(member);
    },
    resetTwoFactor: (member: StaffMember) => {
      setNotice(null);
      setResetting(member);
    },
  };

  return (
    <div data-testid="staff-page">
      <PageHeader
        title="Staff"
        description="Owners can do everything. Staff find, redeem and resend gift cards; they cannot void, adjust, refund, change settings or manage staff."
        actions={
          <Button onClick={() => setInviting(true)}>
            <UserPlus aria-hidden="true" className="size-4" /> Invite someone
          </Button>
        }
      />
      <TimesInZone />
      {notice && (
        <Alert tone={notice.tone} className="mb-4" testId="staff-notice">
          {notice.text}
        </Alert>
      )}
      <QueryState query={staff} loadingLabel="Loading staff…">
        {({ staff: members }) =>
          members.length === 0 ? (
            <StateMessage
              icon={Users}
              title="Nobody here yet"
              message="Invite the people who run the store with you."
            />
          ) : (
            <StaffTable staff={members} actions={actions} />
          )
        }
      </QueryState>
      <InviteDialog
        open={inviting}
        onOpenChange={setInviting}
        onInvited={(member) => report(`Invitation sent to ${member.email}.`)}
      />
      <RoleChangeDialog
        change={roleChange}
        isYou={roleChange?.member.id === session.id}
        onClose={() => setRoleChange(null)}
        onChanged={(member, role) => report(`${member.name} is now ${STAFF_ROLE_LABELS[role].toLowerCase()}.`)}
      />
      <RemoveDialog
        member={removing}
        isYou={removing?.id === session.id}
        onClose={() => setRemoving(null)}
        onRemoved={(member) => report(`${member.name} was removed.`)}
      />
      <ResetTwoFactorDialog
        member={resetting}
        onClose={() => setResetting(null)}
        onReset={(member) =>
          report(
            `Two-factor sign-in was reset for ${member.name}. They were signed out and we emailed ${member.email}.`,
          )
        }
      />
    </div>
  );
}
