import { Link } from 'react-router';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { passwordResetRequestSchema } from '@giftfront/domain/admin/password';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { TextField } from '@/components/text-field';
import { errorMessage } from '@/lib/api-client';
import { useRequestPasswordReset } from './api/request-password-reset';
import { AuthCard } from './components/auth-card';

/** Asks for a reset link; the answer is the same whether the email has an account or not. */
export function ForgotPasswordPage() {
  const form = useForm<
    z.input<typeof passwordResetRequestSchema>,
    unknown,
    z.output<typeof passwordResetRequestSchema>
  >({
    resolver: zodResolver(passwordResetRequestSchema),
    defaultValues: { email: '' },
  });
  const request = useRequestPasswordReset();
  return (
    <AuthCard
      title="Reset your password"
      description="We'll email you a link to choose a new password."
      footer={
        <Link to="/" className="font-medium text-accent-ink underline-offset-2 hover:underline">
          Back to sign in
        </Link>
      }
    >
      {request.isSuccess ? (
        <Alert tone="success" testId="reset-requested">
          {request.data.message}
        </Alert>
      ) : (
        <form noValidate onSubmit={form.handleSubmit((values) => request.mutate(values))} className="space-y-4">
          <TextField
            label="Email"
            type="email"
            autoComplete="username"
            autoFocus
            error={form.formState.errors.email?.message}
            {...form.register('email')}
          />
          {request.isError && <Alert tone="error">{errorMessage(request.error)}</Alert>}
          <Button type="submit" fullWidth disabled={request.isPending}>
            {request.isPending ? 'Sending…' : 'Send reset link'}
          </Button>
        </form>
      )}
    </AuthCard>
  );
}
