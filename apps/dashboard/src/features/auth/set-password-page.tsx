import { useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link2Off } from 'lucide-react';
import {
  choosePasswordFormSchema,
  PASSWORD_LINK_MESSAGES,
  type ChoosePasswordForm,
} from '@giftfront/domain/admin/password';
import { PASSWORD_MIN_LENGTH } from '@giftfront/domain/admin/staff-account';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { StateMessage } from '@/components/state-message';
import { TextField } from '@/components/text-field';
import { errorMessage, isApiError } from '@/lib/api-client';
import { personProblem } from '@giftfront/domain/person-messages';
import { useSetPassword } from './api/set-password';
import { AuthCard } from './components/auth-card';
import { forgetLinkToken, readLinkToken } from './read-link-token';

const COPY = {
  invitation: {
    title: 'Accept your invitation',
    description: 'Choose a password to start using the dashboard.',
    button: 'Set password and sign in',
  },
  reset: {
    title: 'Choose a new password',
    description: 'Your other sessions end when you save it.',
    button: 'Save password and sign in',
  },
} as const;

const PASSWORD_FIELD = 'body.password: ';
const passwordRefusal = (message: string) =>
  message.startsWith(PASSWORD_FIELD) ? message.slice(PASSWORD_FIELD.length) : null;

/** /admin/accept-invitation and /admin/reset-password: the password twice, then straight into the dashboard. */
export function SetPasswordPage({ purpose }: { purpose: keyof typeof COPY }) {
  const [token] = useState(readLinkToken);
  useEffect(forgetLinkToken, []);
  const navigate = useNavigate();
  const form = useForm<ChoosePasswordForm>({
    resolver: zodResolver(choosePasswordFormSchema),
    defaultValues: { password: '', confirmPassword: '' },
  });
  const save = useSetPassword();
  const copy = COPY[purpose];
  const { errors } = form.formState;
  const backToSignIn = (
    <Link to="/" className="font-medium text-accent-ink underline-offset-2 hover:underline">
      Back to sign in
    </Link>
  );

  if (!token) {
    return (
      <AuthCard title={copy.title} footer={backToSignIn}>
        <StateMessage
          icon={Link2Off}
          title="This link is incomplete"
          message="Open the link again from the email, or ask for a new one."
          testId="link-incomplete"
        />
      </AuthCard>
    );
  }
  return (
    <AuthCard title={copy.title} description={copy.description} footer={backToSignIn}>
      <form
        noValidate
        className="space-y-4"
        onSubmit={form.handleSubmit(({ password }) =>
          save.mutate(
            { token, password },
            {
              onSuccess: () => navigate('/', { replace: true }),
              // The server's refusal of the password itself (too easy to guess) goes under its field.
              onError: (error) => {
                // The raw message still names its field ('body.password: …'); what shows is the sentence.
                const refusal = isApiError(error) ? passwordRefusal(error.message) : null;
                if (refusal) form.setError('password', { message: personProblem(refusal) }, { shouldFocus: true });
              },
            },
          ),
        )}
      >
        <TextField
          label="New password"
          type="password"
          autoComplete="new-password"
          autoFocus
          hint={`At least ${PASSWORD_MIN_LENGTH} characters, not a common password.`}
          error={errors.password?.message}
          {...form.register('password')}
        />
        <TextField
          label="Confirm password"
          type="password"
          autoComplete="new-password"
          error={errors.confirmPassword?.message}
          {...form.register('confirmPassword')}
        />
        {save.isError && !(isApiError(save.error) && passwordRefusal(save.error.message)) && (
          <Alert tone="error" testId="set-password-error">
            {errorMessage(save.error)}
            {errorMessage(save.error) === PASSWORD_LINK_MESSAGES.invalidLink && (
              <>
                {' '}
                <Link to="/forgot-password" className="font-medium underline underline-offset-2">
                  Ask for a new link
                </Link>
              </>
            )}
          </Alert>
        )}
        <Button type="submit" fullWidth disabled={save.isPending}>
          {save.isPending ? 'Saving…' : copy.button}
        </Button>
      </form>
    </AuthCard>
  );
}
