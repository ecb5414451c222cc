import { useQueryClient } from '@tanstack/react-query';
import { Button } from '@/components/button';
import { apiDelete } from '@/lib/api-client';
import { setSession, useSession } from '@/lib/session';
import { useReloadSession } from './api/account-queries';
import { AuthCard } from './components/auth-card';
import { TwoFactorSetupSteps } from './components/two-factor-setup-steps';

/** Signing in to a store that requires two-factor sign-in, without it yet: set it up now. */
export function TwoFactorEnrolmentPage() {
  const session = useSession();
  const reload = useReloadSession();
  const queryClient = useQueryClient();
  const cancel = async () => {
    await apiDelete('/api/admin/session').catch(() => undefined);
    setSession(queryClient, null);
  };
  return (
    <AuthCard
      title="Set up two-factor sign-in"
      description={`${session.store.name} asks everyone to sign in with a code from an authenticator app as well as a password.`}
    >
      <TwoFactorSetupSteps onDone={() => void reload()} doneLabel="Open the dashboard" />
      <p className="mt-4 text-center text-sm">
        <Button variant="ghost" size="sm" onClick={() => void cancel()}>
          Cancel and sign out
        </Button>
      </p>
    </AuthCard>
  );
}
