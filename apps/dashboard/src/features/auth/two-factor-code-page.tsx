import { useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { TextField } from '@/components/text-field';
import { apiDelete, errorMessage } from '@/lib/api-client';
import { setSession } from '@/lib/session';
import { useSecondFactor } from './api/account-queries';
import { AuthCard } from './components/auth-card';

/** The second step of signing in: the authenticator's code, or a recovery code. */
export function TwoFactorCodePage() {
  const [code, setCode] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const verify = useSecondFactor();
  const queryClient = useQueryClient();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!code.trim()) {
      setFieldError('Enter the 6-digit code from your authenticator app, or a recovery code.');
      return;
    }
    setFieldError(null);
    verify.mutate({ code: code.trim() });
  };
  const cancel = async () => {
    await apiDelete('/api/admin/session').catch(() => undefined);
    setSession(queryClient, null);
  };
  return (
    <AuthCard
      title="Two-factor sign-in"
      description="Enter the 6-digit code your authenticator app shows for this store."
    >
      <form noValidate onSubmit={submit} className="space-y-4" data-testid="two-factor-code-form">
        <TextField
          label="Code"
          autoComplete="one-time-code"
          autoFocus
          value={code}
          onChange={(event) => setCode(event.target.value)}
          error={fieldError}
          maxLength={40}
          hint="Lost your phone? Enter one of your recovery codes instead."
        />
        {verify.isError && (
          <Alert tone="error" testId="two-factor-error">
            {errorMessage(verify.error)}
          </Alert>
        )}
        <Button type="submit" fullWidth disabled={verify.isPending}>
          {verify.isPending ? 'Checking…' : 'Continue'}
        </Button>
      </form>
      <p className="mt-4 text-center text-sm">
        <Button variant="ghost" size="sm" onClick={() => void cancel()}>
          Cancel and sign out
        </Button>
      </p>
    </AuthCard>
  );
}
