import { useMutation, useQueryClient } from '@tanstack/react-query';
import { LogOut } from 'lucide-react';
import { STAFF_ROLE_LABELS } from '@giftfront/domain/admin/staff-account';
import { Badge } from '@/components/badge';
import { Button } from '@/components/button';
import { apiDelete, errorMessage, isApiError } from '@/lib/api-client';
import { setSession, useSession } from '@/lib/session';

/** Who is signed in, with which role, and the way out. */
export function AccountPanel({ className }: { className?: string }) {
  const session = useSession();
  const queryClient = useQueryClient();
  const signOut = useMutation({
    mutationFn: () => apiDelete('/api/admin/session'),
    onSuccess: () => setSession(queryClient, null),
    // Already signed out elsewhere: the global handler has taken the person to the sign-in page.
    onError: (error) => isApiError(error) && error.status === 401 && setSession(queryClient, null),
  });
  return (
    <div className={className} data-testid="account-panel">
      <div className="flex items-start justify-between gap-2 px-2 py-1.5">
        <div className="min-w-0">
          <p className="truncate text-sm font-medium text-zinc-900" data-testid="signed-in-name">
            {session.name}
          </p>
          <p className="truncate text-xs text-zinc-600" title={session.email}>
            {session.email}
          </p>
        </div>
        <Badge tone={session.role === 'owner' ? 'accent' : 'neutral'}>{STAFF_ROLE_LABELS[session.role]}</Badge>
      </div>
      <Button
        variant="ghost"
        size="sm"
        fullWidth
        className="mt-1 justify-start"
        onClick={() => signOut.mutate()}
        disabled={signOut.isPending}
      >
        <LogOut aria-hidden="true" className="size-4" />
        {signOut.isPending ? 'Signing out…' : 'Sign out'}
      </Button>
      {signOut.isError && !(isApiError(signOut.error) && signOut.error.status === 401) && (
        <p role="alert" className="mt-1 px-2 text-xs text-red-700">
          {errorMessage(signOut.error)}
        </p>
      )}
    </div>
  );
}
