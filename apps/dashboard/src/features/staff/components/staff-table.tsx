import type { StaffMember } from '@giftfront/domain/admin/staff';
import type { StaffRole } from '@giftfront/domain/admin/staff-account';
import { Badge } from '@/components/badge';
import { Button } from '@/components/button';
import { ResponsiveTable, type Column } from '@/components/responsive-table';
import { formatDate } from '@/lib/format-date';
import { RoleSelect } from './role-select';
import { useStoreTimeZone } from '@/lib/use-store-time-zone';

export interface StaffActions {
  youId: string;
  busyId: string | null;
  changeRole: (member: StaffMember, role: StaffRole) => void;
  resend: (member: StaffMember) => void;
  remove: (member: StaffMember) => void;
  resetTwoFactor: (member: StaffMember) => void;
}

export function StaffTable({ staff, actions }: { staff: StaffMember[]; actions: StaffActions }) {
  const timeZone = useStoreTimeZone();
  const columns: Column<StaffMember>[] = [
    {
      header: 'Person',
      cell: (m) => (
        <div className="min-w-0">
          <p className="flex items-center gap-2 font-medium text-zinc-900">
            <span className="truncate">{m.name}</span>
            {m.id === actions.youId && <Badge>You</Badge>}
          </p>
          <p className="truncate text-zinc-600">{m.email}</p>
        </div>
      ),
    },
    {
      header: 'Role',
      cell: (m) => (
        <RoleSelect member={m} disabled={actions.busyId === m.id} onChange={(role) => actions.changeRole(m, role)} />
      ),
    },
    {
      header: 'Status',
      cell: (m) => (
        <div className="flex flex-wrap gap-1.5">
          {m.status === 'invited' ? <Badge tone="warning">Invited</Badge> : <Badge tone="success">Active</Badge>}
          {m.twoFactorEnabled && <Badge>Two-factor on</Badge>}
        </div>
      ),
    },
    {
      header: 'Added',
      cell: (m) => <span className="whitespace-nowrap text-zinc-700">{formatDate(m.createdAt, timeZone)}</span>,
    },
    {
      header: 'Actions',
      align: 'end',
      actions: true,
      cell: (m) => (
        <div className="flex flex-wrap justify-end gap-1.5">
          {m.status === 'invited' && (
            <Button
              variant="secondary"
              size="sm"
              disabled={actions.busyId === m.id}
              onClick={() => actions.resend(m)}
              aria-label={`Resend invitation to ${m.name}`}
            >
              Resend invitation
            </Button>
          )}
          {m.twoFactorEnabled && m.id !== actions.youId && (
            <Button
              variant="secondary"
              size="sm"
              onClick={() => actions.resetTwoFactor(m)}
              aria-label={`Reset two-factor sign-in for ${m.name}`}
            >
              Reset two-factor
            </Button>
          )}
          <Button
            variant="secondary"
            size="sm"
            className="text-red-700"
            onClick={() => actions.remove(m)}
            aria-label={`Remove ${m.name}`}
          >
            Remove
          </Button>
        </div>
      ),
    },
  ];
  return <ResponsiveTable caption="Staff" columns={columns} rows={staff} rowKey={(m) => m.id} testId="staff" />;
}
