import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { changePasswordFormSchema } from '@giftfront/domain/admin/password';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { FormDialog } from '@/components/form-dialog';
import { TextField } from '@/components/text-field';
import { useChangePassword } from '../api/account-queries';

/** Change the password: the current one, the new one twice; every other session ends. */
export function PasswordPanel() {
  const [open, setOpen] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const form = useForm<z.input<typeof changePasswordFormSchema>, unknown, z.output<typeof changePasswordFormSchema>>({
    resolver: zodResolver(changePasswordFormSchema),
    defaultValues: { currentPassword: '', password: '', confirmPassword: '' },
  });
  const change = useChangePassword();
  const close = () => {
    form.reset();
    change.reset();
    setOpen(false);
  };
  const { errors } = form.formState;
  return (
    <section aria-labelledby="password-heading" className="rounded-xl border border-zinc-200 bg-white p-5 shadow-xs">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 id="password-heading" className="text-[15px] font-semibold text-zinc-900">
            Password
          </h2>
          <p className="mt-1 text-sm text-zinc-600">Changing it signs you out everywhere else.</p>
        </div>
        <Button
          variant="secondary"
          onClick={() => {
            setNotice(null);
            setOpen(true);
          }}
        >
          Change password
        </Button>
      </div>
      {notice && (
        <Alert tone="success" className="mt-3">
          {notice}
        </Alert>
      )}
      <FormDialog
        open={open}
        onClose={close}
        title="Change your password"
        testId="change-password-dialog"
        submitLabel="Change password"
        pendingLabel="Changing…"
        pending={change.isPending}
        error={change.error}
        onSubmit={form.handleSubmit(({ currentPassword, password }) =>
          change.mutate(
            { currentPassword, password },
            {
              onSuccess: () => {
                setNotice('Your password is changed, and your other sessions are signed out.');
                close();
              },
            },
          ),
        )}
      >
        <TextField
          label="Current password"
          type="password"
          autoComplete="current-password"
          error={errors.currentPassword?.message}
          {...form.register('currentPassword')}
        />
        <TextField
          label="New password"
          type="password"
          autoComplete="new-password"
          hint="At least 10 characters; a few words of your own are easy to remember."
          error={errors.password?.message}
          {...form.register('password')}
        />
        <TextField
          label="New password again"
          type="password"
          autoComplete="new-password"
          error={errors.confirmPassword?.message}
          {...form.register('confirmPassword')}
        />
      </FormDialog>
    </section>
  );
}
