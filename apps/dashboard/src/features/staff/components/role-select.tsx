import type { StaffMember } from '@giftfront/domain/admin/staff';
import { STAFF_ROLE_LABELS, STAFF_ROLES, type StaffRole } from '@giftfront/domain/admin/staff-account';

/** A compact role picker inside a table row, named for the person it changes. */
export function RoleSelect({
  member,
  disabled,
  onChange,
}: {
  member: StaffMember;
  disabled: boolean;
  onChange: (role: StaffRole) => void;
}) {
  return (
    <select
      aria-label={`Role of ${member.name}`}
      value={member.role}
      disabled={disabled}
      onChange={(event) => onChange(event.target.value as StaffRole)}
      className="h-8 rounded-md border border-zinc-300 bg-white pr-7 pl-2 text-[13px] text-zinc-900 shadow-xs hover:border-zinc-400 disabled:opacity-50"
    >
      {STAFF_ROLES.map((role) => (
        <option key={role} value={role}>
          {STAFF_ROLE_LABELS[role]}
        </option>
      ))}
    </select>
  );
}
