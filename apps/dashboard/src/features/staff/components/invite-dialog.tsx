import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { inviteStaffSchema, type StaffMember } from '@giftfront/domain/admin/staff';
import { STAFF_ROLE_LABELS, STAFF_ROLES } from '@giftfront/domain/admin/staff-account';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { Dialog, DialogClose } from '@/components/dialog';
import { SelectField } from '@/components/select-field';
import { TextField } from '@/components/text-field';
import { errorMessage } from '@/lib/api-client';
import { useInviteStaff } from '../api/staff-queries';

const ROLE_OPTIONS = STAFF_ROLES.map((role) => ({ value: role, label: STAFF_ROLE_LABELS[role] }));

/** Email, name and role; the person gets a link to choose a password (24 hours). */
export function InviteDialog({ open, onOpenChange, onInvited }: { open: boolean; onOpenChange: (open: boolean) => void; onInvited: (member: StaffMember) => void }) {
  const form = useForm<z.input<typeof inviteStaffSchema>, unknown, z.output<typeof inviteStaffSchema>>({
    resolver: zodResolver(inviteStaffSchema),
    defaultValues: { email: '', name: '', role: 'staff' },
  });
  const invite = useInviteStaff();
  const { errors } = form.formState;
  const close = (next: boolean) => {
    if (!next) {
      form.reset();
      invite.reset();
    }
    onOpenChange(next);
  };
  return (
    <Dialog
      open={open}
      onOpenChange={close}
      title="Invite someone"
      description="They get an email with a link to choose a password. The link works once, for 24 hours."
      testId="invite-dialog"
      footer={
        <>
          <DialogClose asChild>
            <Button variant="secondary">Cancel</Button>
          </DialogClose>
          <Button type="submit" form="invite-form" disabled={invite.isPending}>
            {invite.isPending ? 'Sending…' : 'Send invitation'}
          </Button>
        </>
      }
    >
      <form
        id="invite-form"
        noValidate
        className="space-y-4"
        onSubmit={form.handleSubmit((values) =>
          invite.mutate(values, {
            onSuccess: (member) => {
              onInvited(member);
              close(false);
            },
          }),
        )}
      >
        <TextField label="Email" type="email" autoComplete="off" error={errors.email?.message} {...form.register('email')} />
        <TextField label="Name" autoComplete="off" error={errors.name?.message} {...form.register('name')} />
        <SelectField label="Role" options={ROLE_OPTIONS} hint="Staff find and redeem gift cards. Owners can also manage staff, keys and settings." error={errors.role?.message} {...form.register('role')} />
        {invite.isError && <Alert tone="error">{errorMessage(invite.error)}</Alert>}
      </form>
    </Dialog>
  );
}
