import type { ReactNode } from 'react';
import { Spinner } from '@/components/spinner';
import { StateMessage } from '@/components/state-message';
import { errorMessage } from '@/lib/api-client';
import { useSessionQuery } from '@/lib/session';
import { Button } from '@/components/button';
import { SignInPage } from '@/features/auth/sign-in-page';
import { TwoFactorCodePage } from '@/features/auth/two-factor-code-page';
import { TwoFactorEnrolmentPage } from '@/features/auth/two-factor-enrolment-page';

/** Signed in: the dashboard. Not: the sign-in page, on the same address, which opens once signed in. */
export function RequireSession({ children }: { children: ReactNode }) {
  const session = useSessionQuery();
  if (session.isPending) return <Spinner className="min-h-dvh" />;
  if (session.isError) {
    return (
      <main className="mx-auto max-w-md px-4 py-16">
        <StateMessage
          tone="error"
          title="The dashboard could not start"
          message={errorMessage(session.error)}
          actions={<Button onClick={() => void session.refetch()}>Try again</Button>}
        />
      </main>
    );
  }
  if (!session.data) return <SignInPage />;
  // The password was right; sign-in finishes with two-factor (decision 0075).
  if (session.data.pending === 'two-factor-code') return <TwoFactorCodePage />;
  if (session.data.pending === 'two-factor-enrolment') return <TwoFactorEnrolmentPage />;
  return <>{children}</>;
}
