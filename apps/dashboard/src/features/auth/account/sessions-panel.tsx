import { useState } from 'react';
import { Alert } from '@/components/alert';
import { Badge } from '@/components/badge';
import { Button } from '@/components/button';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { QueryState } from '@/components/query-state';
import { ResponsiveTable, type Column } from '@/components/responsive-table';
import { errorMessage } from '@/lib/api-client';
import { formatDateTime } from '@/lib/format-date';
import { useStoreTimeZone } from '@/lib/use-store-time-zone';
import type { AccountSession } from '@giftfront/domain/admin/account-sessions';
import { useAccountSessions, useEndOtherSessions, useEndSession } from '../api/account-queries';

/** Where this account is signed in: sign out one, or every one but this (decision 0076). */
export function SessionsPanel() {
  const sessions = useAccountSessions();
  const timeZone = useStoreTimeZone();
  const endOne = useEndSession();
  const endOthers = useEndOtherSessions();
  const [confirming, setConfirming] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const columns: Column<AccountSession>[] = [
    {
      header: 'Browser',
      cell: (s) => (
        <span className="font-medium text-zinc-900">
          {s.device} {s.current && <Badge tone="accent">This session</Badge>}
        </span>
      ),
    },
    {
      header: 'Signed in',
      cell: (s) => <span className="whitespace-nowrap">{formatDateTime(s.signedInAt, timeZone)}</span>,
    },
    {
      header: 'Last seen',
      cell: (s) => <span className="whitespace-nowrap">{formatDateTime(s.lastSeenAt, timeZone)}</span>,
    },
    {
      header: 'Actions',
      align: 'end',
      actions: true,
      cell: (s) =>
        s.current ? null : (
          <Button
            variant="secondary"
            size="sm"
            aria-label={`Sign out ${s.device}, last seen ${formatDateTime(s.lastSeenAt, timeZone)}`}
            disabled={endOne.isPending && endOne.variables === s.id}
            onClick={() => endOne.mutate(s.id, { onSuccess: () => setNotice(`${s.device} is signed out.`) })}
          >
            Sign out
          </Button>
        ),
    },
  ];
  return (
    <section aria-labelledby="sessions-heading" className="rounded-xl border border-zinc-200 bg-white p-5 shadow-xs">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 id="sessions-heading" className="text-[15px] font-semibold text-zinc-900">
            Where you are signed in
          </h2>
          <p className="mt-1 text-sm text-zinc-600">
            A session ends after 12 hours unused, or when you sign it out here.
          </p>
        </div>
        <Button
          variant="secondary"
          onClick={() => {
            setNotice(null);
            setConfirming(true);
          }}
          disabled={(sessions.data?.sessions.length ?? 0) < 2}
        >
          Sign out everywhere else
        </Button>
      </div>
      {notice && (
        <Alert tone="success" className="mt-3">
          {notice}
        </Alert>
      )}
      {endOne.isError && (
        <Alert tone="error" className="mt-3">
          {errorMessage(endOne.error)}
        </Alert>
      )}
      <div className="mt-4">
        <QueryState query={sessions} loadingLabel="Loading your sessions…">
          {({ sessions: list }) => (
            <ResponsiveTable
              caption="Your open sessions"
              columns={columns}
              rows={list}
              rowKey={(s) => s.id}
              testId="account-sessions"
            />
          )}
        </QueryState>
      </div>
      <ConfirmDialog
        open={confirming}
        onClose={() => setConfirming(false)}
        action={endOthers}
        title="Sign out everywhere else?"
        description="Every other browser signed in to your account is signed out at once. This one stays signed in."
        testId="sign-out-others-dialog"
        confirmLabel="Sign out everywhere else"
        pendingLabel="Signing out…"
        onConfirm={() =>
          endOthers.mutate(undefined, {
            onSuccess: ({ signedOut }) => {
              setNotice(
                signedOut === 1 ? '1 other session is signed out.' : `${signedOut} other sessions are signed out.`,
              );
              endOthers.reset();
              setConfirming(false);
            },
          })
        }
      />
    </section>
  );
}
