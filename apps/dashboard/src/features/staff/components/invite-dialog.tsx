import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { inviteStaffSchema, type StaffMember } from '@giftfront/domain/admin/staff';
import { STAFF_ROLE_LABELS, STAFF_ROLES } from '@giftfront/domain/admin/staff-account';
import { FormDialog } from '@/components/form-dialog';
import { SelectField } from '@/components/select-field';
import { TextField } from '@/components/text-field';
import { useInviteStaff } from '../api/staff-queries';

const ROLE_OPTIONS = STAFF_ROLES.map((role) => ({ value: role, label: STAFF_ROLE_LABELS[role] }));

/** Email, name and role; the person gets a link to choose a password (24 hours). */
export function InviteDialog({
  open,
  onOpenChange,
  onInvited,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onInvited: (member: StaffMember) => void;
}) {
  const form = useForm<z.input<typeof inviteStaffSchema>, unknown, z.output<typeof inviteStaffSchema>>({
    resolver: zodResolver(inviteStaffSchema),
    defaultValues: { email: '', name: '', role: 'staff' },
  });
  const invite = useInviteStaff();
  const { errors } = form.formState;
  const close = () => {
    form.reset();
    invite.reset();
    onOpenChange(false);
  };
  return (
    <FormDialog
      open={open}
      onClose={close}
      title="Invite someone"
      description="They get an email with a link to choose a password. The link works once, for 24 hours."
      testId="invite-dialog"
      formId="invite-form"
      submitLabel="Send invitation"
      pendingLabel="Sending…"
      pending={invite.isPending}
      error={invite.error}
      onSubmit={form.handleSubmit((values) =>
        invite.mutate(values, {
          onSuccess: (member) => {
            onInvited(member);
            close();
          },
        }),
      )}
    >
      <TextField
        label="Email"
        type="email"
        autoComplete="off"
        error={errors.email?.message}
        {...form.register('email')}
      />
      <TextField label="Name" autoComplete="off" error={errors.name?.message} {...form.register('name')} />
      <SelectField
        label="Role"
        options={ROLE_OPTIONS}
        hint="Staff find and redeem gift cards. Owners can also manage staff, keys and settings."
        error={errors.role?.message}
        {...form.register('role')}
      />
    </FormDialog>
  );
}
